import {
  type EntryRules,
  type EntryRulesInput,
  type LicenceImportRequest,
  type LicenceImportResponse,
  type LicenceCheck,
  type LicenceInput,
  type RiderLicence,
  dayIn,
  entryRulesSchema,
  licenceProblem,
  planLicenceImport,
  readLicenceCsv,
} from '@trialhub/domain';
import { eq } from 'drizzle-orm';
import { type Viewer, canReadStage, requireRole, requireViewer } from '../../auth/viewer.js';
import { writeAudit } from '../../db/audit.js';
import type { Db } from '../../db/open-db.js';
import { championships } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { heldNumber } from '../championship-numbers/numbers.repository.js';
import { findStageForRegistration } from '../participants/participants.repository.js';
import * as repo from './licences.repository.js';
import { findAccountRider, findRider } from './riders.repository.js';

export interface StageEntryRules {
  rules: EntryRules;
  own: EntryRules | null;
  championshipId: string;
  championship: EntryRules;
}

/**
 * Licences of riders and the entry rules of championships and stages (issue #38, decision 079). A
 * rider's licences are a secretary's matter (the rider sees theirs through the entry check); the rules
 * are public (the join form shows them), set by secretaries.
 */
export class LicencesService {
  constructor(private readonly db: Db) {}

  private tx<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(tx as unknown as Db));
  }

  private async rider(db: Db, riderId: string) {
    const rider = await findRider(db, riderId);
    if (!rider) throw new AppError('notFound');
    return rider;
  }

  async list(viewer: Viewer | null, riderId: string): Promise<RiderLicence[]> {
    requireRole(viewer, 'secretary');
    await this.rider(this.db, riderId);
    return repo.listLicences(this.db, riderId);
  }

  async add(viewer: Viewer | null, riderId: string, licence: LicenceInput): Promise<RiderLicence> {
    requireRole(viewer, 'secretary');
    return this.tx(async (tx) => {
      await this.rider(tx, riderId);
      const row = await repo.insertLicence(tx, riderId, licence, { createdBy: viewer.userId });
      if (!row) throw new AppError('validation', { number: 'licences.error.numberTaken' });
      await this.audit(tx, viewer, 'add_licence', { riderId, licence });
      return row;
    });
  }

  async update(viewer: Viewer | null, riderId: string, id: number, licence: LicenceInput): Promise<RiderLicence> {
    requireRole(viewer, 'secretary');
    return this.tx(async (tx) => {
      const row = await repo.updateLicence(tx, riderId, id, licence);
      if (row === 'numberTaken') throw new AppError('validation', { number: 'licences.error.numberTaken' });
      if (!row) throw new AppError('notFound');
      await this.audit(tx, viewer, 'update_licence', { riderId, id, licence });
      return row;
    });
  }

  async remove(viewer: Viewer | null, riderId: string, id: number): Promise<void> {
    requireRole(viewer, 'secretary');
    await this.tx(async (tx) => {
      if (!(await repo.deleteLicence(tx, riderId, id))) throw new AppError('notFound');
      await this.audit(tx, viewer, 'remove_licence', { riderId, id });
    });
  }

  private async championship(db: Db, championshipId: string) {
    const [row] = await db
      .select({ id: championships.id })
      .from(championships)
      .where(eq(championships.id, championshipId));
    if (!row) throw new AppError('notFound');
    return row;
  }

  async championshipRules(championshipId: string): Promise<EntryRules> {
    await this.championship(this.db, championshipId);
    return (await repo.rulesOf(this.db, null, championshipId)).championship ?? entryRulesSchema.parse({});
  }

  async setChampionshipRules(viewer: Viewer | null, championshipId: string, input: EntryRulesInput) {
    requireRole(viewer, 'secretary');
    const settings = entryRulesSchema.parse(input);
    return this.tx(async (tx) => {
      await this.championship(tx, championshipId);
      await repo.saveRules(tx, { championshipId }, settings);
      await this.audit(tx, viewer, 'entry_rules', { championshipId, settings });
      return settings;
    });
  }

  private async readableStage(db: Db, viewer: Viewer | null, stageId: string) {
    const found = await findStageForRegistration(db, stageId);
    if (!found || !canReadStage(viewer, found.stage.status)) throw new AppError('notFound');
    return found.stage;
  }

  /**
   * A stage's rules in force, whether the stage has its own (which replace the championship's licence
   * rules), and the championship's with its id (the stage page knows the championship by its slug only:
   * the entry rules screen saves the championship's through this id).
   */
  async stageRules(viewer: Viewer | null, stageId: string): Promise<StageEntryRules> {
    const stage = await this.readableStage(this.db, viewer, stageId);
    const { stage: own, championship } = await repo.rulesOf(this.db, stageId, stage.championshipId);
    return {
      rules: await repo.effectiveRules(this.db, stageId, stage.championshipId),
      own,
      championshipId: stage.championshipId,
      championship: championship ?? entryRulesSchema.parse({}),
    };
  }

  async setStageRules(viewer: Viewer | null, stageId: string, input: EntryRulesInput | null) {
    requireRole(viewer, 'secretary');
    const settings = input === null ? null : entryRulesSchema.parse(input);
    return this.tx(async (tx) => {
      const found = await findStageForRegistration(tx, stageId);
      if (!found) throw new AppError('notFound');
      await repo.saveRules(tx, { stageId }, settings);
      await writeAudit(tx, {
        stageId,
        event: 'entry_rules',
        data: { settings },
        userId: viewer.userId,
        userEmail: viewer.email,
      });
      const { championship } = await repo.rulesOf(tx, stageId, found.stage.championshipId);
      return {
        rules: await repo.effectiveRules(tx, stageId, found.stage.championshipId),
        own: settings,
        championshipId: found.stage.championshipId,
        championship: championship ?? entryRulesSchema.parse({}),
      };
    });
  }

  /**
   * The entry check the forms show: for the signed-in rider (join), or for a rider a secretary picked.
   * A rider not known yet (first entry) has no licence.
   */
  async check(
    viewer: Viewer | null,
    stageId: string,
    query: { riderId?: string; racingClass?: string; newRider?: boolean },
  ): Promise<LicenceCheck> {
    requireViewer(viewer);
    const stage = await this.readableStage(this.db, viewer, stageId);
    let riderId: string | null;
    if (query.newRider) {
      // The secretary's add before a rider is picked: a rider not known yet holds no licence.
      requireRole(viewer, 'secretary');
      riderId = null;
    } else if (query.riderId) {
      requireRole(viewer, 'secretary');
      riderId = (await this.rider(this.db, query.riderId)).id;
    } else riderId = (await findAccountRider(this.db, viewer.userId))?.id ?? null;
    const rules = await repo.effectiveRules(this.db, stageId, stage.championshipId);
    const day = dayIn(stage.timeZone, stage.competitionStartDate);
    const licences = riderId ? await repo.listLicences(this.db, riderId) : [];
    const cls = rules.permanentNumbers.perClass ? (query.racingClass ?? '') : '';
    return {
      day,
      rules,
      problem: licenceProblem(licences, rules.requiredLicenceKinds, day),
      permanentNumber:
        riderId && rules.permanentNumbers.enabled
          ? await heldNumber(this.db, stage.championshipId, riderId, cls)
          : null,
    };
  }

  /** A federation's licence list: previewed (nothing written), or committed (matched rows' licences recorded). */
  async importLicences(viewer: Viewer | null, request: LicenceImportRequest): Promise<LicenceImportResponse> {
    requireRole(viewer, 'secretary');
    const read = readLicenceCsv(request.csv, request.federation);
    if (!read.ok)
      throw new AppError(read.error === 'licences.import.tooLarge' ? 'licenceImportTooLarge' : 'licenceImportNoHeader');
    if (!request.commit)
      return {
        rows: planLicenceImport(read.rows, await repo.licenceImportCandidates(this.db)),
        committed: false,
        applied: 0,
      };
    return this.tx(async (tx) => {
      const rows = planLicenceImport(read.rows, await repo.licenceImportCandidates(tx));
      let applied = 0;
      for (const row of rows)
        if (row.status === 'matched' && row.riderId && row.licence) {
          await repo.upsertImportedLicence(tx, row.riderId, row.licence, viewer.userId);
          applied++;
        }
      await this.audit(tx, viewer, 'import_licences', { federation: request.federation, rows: rows.length, applied });
      return { rows, committed: true, applied };
    });
  }

  private audit(tx: Db, viewer: Viewer, event: string, data: Record<string, unknown>) {
    return writeAudit(tx, { stageId: null, event, data, userId: viewer.userId, userEmail: viewer.email });
  }
}
