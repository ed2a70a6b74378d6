import { type PermanentNumber, type PermanentNumbersPage, dayIn, licenceProblem } from '@trialhub/domain';
import { and, asc, eq, gte } from 'drizzle-orm';
import { type Viewer, requireRole, requireViewer } from '../../auth/viewer.js';
import { writeAudit } from '../../db/audit.js';
import type { Db } from '../../db/open-db.js';
import { championships, stages } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { listLicences, rulesOf } from '../riders/licences.repository.js';
import { type RiderRow, findAccountRider, findRider } from '../riders/riders.repository.js';
import * as repo from './numbers.repository.js';

/**
 * Permanent championship numbers (issue #38, decision 079): a rider asks for a number, or a secretary
 * assigns one; the rider must be eligible (a valid licence when the championship requires one, a club
 * when it asks for one); a number is unique in the championship (per class when it says so).
 */
export class NumbersService {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private tx<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(tx as unknown as Db));
  }

  private async championship(db: Db, championshipId: string) {
    const [row] = await db
      .select({ id: championships.id, classes: championships.classes })
      .from(championships)
      .where(eq(championships.id, championshipId));
    if (!row) throw new AppError('notFound');
    return row;
  }

  /** The public list, by the championship's page address: what the numbers page shows. */
  async list(institutionId: string, slug: string): Promise<PermanentNumbersPage> {
    const [found] = await this.db
      .select({ id: championships.id, displayName: championships.displayName, classes: championships.classes })
      .from(championships)
      .where(and(eq(championships.institutionId, institutionId), eq(championships.slug, slug)));
    if (!found) throw new AppError('notFound');
    const rules = (await rulesOf(this.db, null, found.id)).championship;
    return {
      championship: { id: found.id, displayName: found.displayName, institutionId, slug },
      issued: !!rules?.permanentNumbers.enabled,
      perClass: !!rules?.permanentNumbers.perClass,
      classes: found.classes.map((c) => c.name),
      numbers: await repo.listNumbers(this.db, found.id),
    };
  }

  /** The secretary's numbers screen: the championship's riders with the numbers they hold. */
  async riders(viewer: Viewer | null, championshipId: string) {
    requireRole(viewer, 'secretary');
    await this.championship(this.db, championshipId);
    return repo.championshipRiders(this.db, championshipId);
  }

  /** The signed-in rider asks for a number: given at once when eligible and free. */
  async request(viewer: Viewer | null, championshipId: string, number: number, racingClass: string | null) {
    requireViewer(viewer);
    return this.tx(async (tx) => {
      await this.issued(tx, championshipId);
      const rider = await findAccountRider(tx, viewer.userId);
      if (!rider) throw new AppError('numberNotEligible', { rider: 'numbers.error.noRider' });
      return this.allocate(tx, viewer, championshipId, rider, number, racingClass);
    });
  }

  async assign(
    viewer: Viewer | null,
    championshipId: string,
    riderId: string,
    number: number,
    racingClass: string | null,
  ) {
    requireRole(viewer, 'secretary');
    return this.tx(async (tx) => {
      const rider = await findRider(tx, riderId);
      if (!rider) throw new AppError('notFound');
      return this.allocate(tx, viewer, championshipId, rider, number, racingClass);
    });
  }

  async release(viewer: Viewer | null, championshipId: string, riderId: string) {
    requireRole(viewer, 'secretary');
    await this.tx(async (tx) => {
      if (!(await repo.release(tx, championshipId, riderId))) throw new AppError('notFound');
      await this.audit(tx, viewer, 'release_permanent_number', { championshipId, riderId });
    });
  }

  private async allocate(
    tx: Db,
    viewer: Viewer,
    championshipId: string,
    rider: RiderRow,
    number: number,
    racingClass: string | null,
  ): Promise<PermanentNumber> {
    const { championship, rules } = await this.issued(tx, championshipId);
    let cls = '';
    if (rules.permanentNumbers.perClass) {
      if (!racingClass || !championship.classes.some((c) => c.name === racingClass))
        throw new AppError('validation', { racingClass: 'participant.classUnknown' });
      cls = racingClass;
    }
    if (rules.permanentNumbers.requireClub && !rider.clubId)
      throw new AppError('numberNotEligible', { rider: 'numbers.error.noClub' });
    const day = await this.licenceDay(tx, championshipId);
    if (licenceProblem(await listLicences(tx, rider.id), rules.requiredLicenceKinds, day))
      throw new AppError('numberNotEligible', { rider: 'numbers.error.noLicence' });
    const given = await repo.allocate(tx, {
      championshipId,
      riderId: rider.id,
      racingClass: cls,
      number,
      assignedBy: viewer.userId,
    });
    if (!given) throw new AppError('numberHeld', { number: 'numbers.error.heldByOther' });
    await this.audit(tx, viewer, 'permanent_number', { championshipId, riderId: rider.id, number, racingClass: cls });
    return { number, racingClass: cls || null, riderId: rider.id, name: rider.name, clubId: rider.clubId };
  }

  /** The championship and its rules, when it issues permanent numbers. */
  private async issued(tx: Db, championshipId: string) {
    const championship = await this.championship(tx, championshipId);
    const rules = (await rulesOf(tx, null, championshipId)).championship;
    if (!rules?.permanentNumbers.enabled) throw new AppError('numbersNotIssued');
    return { championship, rules };
  }

  /** The day a number's licence must be valid on: the championship's next stage, else today. */
  private async licenceDay(tx: Db, championshipId: string): Promise<string> {
    const now = this.clock();
    const [next] = await tx
      .select({ start: stages.competitionStartDate, timeZone: stages.timeZone })
      .from(stages)
      .where(and(eq(stages.championshipId, championshipId), gte(stages.competitionEndDate, now)))
      .orderBy(asc(stages.competitionStartDate))
      .limit(1);
    return next ? dayIn(next.timeZone, next.start) : dayIn('Europe/Riga', now);
  }

  private audit(tx: Db, viewer: Viewer, event: string, data: Record<string, unknown>) {
    return writeAudit(tx, { stageId: null, event, data, userId: viewer.userId, userEmail: viewer.email });
  }
}
