import { randomUUID } from 'node:crypto';
import {
  type ChampionshipEntryLimitRules,
  type DeclarationKind,
  type EntryLimitRules,
  type MySignOn,
  type SignOnClass,
  type SignOnList,
  type StageEntryLimitRules,
  ageOn,
  dayIn,
  signOnProblemsOf,
  zonedTime,
} from '@trialhub/domain';
import { type Viewer, canReadStage, requireRole, requireViewer } from '../../auth/viewer.js';
import { writeAudit } from '../../db/audit.js';
import type { Db } from '../../db/open-db.js';
import { AppError } from '../../http/app-error.js';
import type { MoneyService } from '../money/money.service.js';
import * as participantsRepo from '../participants/participants.repository.js';
import { runCommand } from '../stage-results/index.js';
import { sellOneEventLicence } from './desk-licence.js';
import { licenceStates, oneEventOffers } from './licence-check.js';
import { readSignOnCode, signOnCode } from './signon-code.js';
import * as repo from './signon.repository.js';
import type { WaitlistService } from './waitlist.service.js';

/**
 * Sign-on at the venue (issue #39, decision 081): the secretary's screen lists every entry with what
 * is still missing (fee, declarations, class for age, licence), finds an entry by its QR code, records
 * declarations and the sign-on itself (who and when, undoable, each in the audit log); race control
 * reads signed-on against entered per class and who is late for their class's start.
 */
export class SignOnService {
  constructor(
    private readonly db: Db,
    private readonly money: MoneyService,
    private readonly waitlist: WaitlistService,
    private readonly secret: string,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private tx<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(tx as unknown as Db));
  }

  private async stageOf(db: Db, viewer: Viewer | null, stageId: string) {
    const found = await participantsRepo.findStageForRegistration(db, stageId);
    if (!found || !canReadStage(viewer, found.stage.status)) throw new AppError('notFound');
    return found.stage;
  }

  async rules(viewer: Viewer | null, stageId: string): Promise<StageEntryLimitRules> {
    const stage = await this.stageOf(this.db, viewer, stageId);
    return repo.rulesOf(this.db, stageId, stage.championshipId);
  }

  /** The secretary sets the stage's limits and health declaration; a raised limit lets waiting riders in. */
  async saveRules(
    viewer: Viewer | null,
    stageId: string,
    rules: EntryLimitRules | null,
  ): Promise<StageEntryLimitRules> {
    requireRole(viewer, 'secretary');
    await this.tx(async (tx) => {
      await this.stageOf(tx, viewer, stageId);
      await repo.saveStageRules(tx, stageId, rules);
      await writeAudit(tx, { stageId, event: 'entryRules.saved', data: { rules }, ...by(viewer) });
      await this.waitlist.promote(tx, stageId);
    });
    return this.rules(viewer, stageId);
  }

  /** The championship's default entry rules, read from one of its stages (as its default fees are). */
  async championshipRules(viewer: Viewer | null, stageId: string): Promise<ChampionshipEntryLimitRules> {
    requireRole(viewer, 'secretary');
    const stage = await this.stageOf(this.db, viewer, stageId);
    return repo.championshipRulesOf(this.db, stage.championshipId);
  }

  /**
   * The secretary sets the championship's default entry rules (null: none): every stage without rules
   * of its own follows them, and a raised limit lets waiting riders of those stages in.
   */
  async saveChampionshipRules(
    viewer: Viewer | null,
    stageId: string,
    rules: EntryLimitRules | null,
  ): Promise<ChampionshipEntryLimitRules> {
    requireRole(viewer, 'secretary');
    const stage = await this.stageOf(this.db, viewer, stageId);
    await this.tx(async (tx) => {
      await repo.saveChampionshipRules(tx, stage.championshipId, rules);
      await writeAudit(tx, {
        stageId,
        event: 'entryRules.championshipSaved',
        data: { championshipId: stage.championshipId, rules },
        ...by(viewer),
      });
      const { stages } = await repo.championshipRulesOf(tx, stage.championshipId);
      for (const other of stages) if (!other.ownRules) await this.waitlist.promote(tx, other.id);
    });
    return repo.championshipRulesOf(this.db, stage.championshipId);
  }

  /** Every entry with its sign-on state and what is missing, and the per-class counts race control shows. */
  async list(viewer: Viewer | null, stageId: string): Promise<SignOnList> {
    requireRole(viewer, 'secretary');
    const payments = new Map((await this.money.stagePayments(viewer, stageId)).map((p) => [p.participantId, p]));
    const stage = await this.stageOf(this.db, viewer, stageId);
    const { rules } = await repo.rulesOf(this.db, stageId, stage.championshipId);
    const entries = await participantsRepo.listParticipants(this.db, stageId);
    const signons = new Map((await repo.signonsOf(this.db, stageId)).map((s) => [s.participantId, s]));
    const licences = await licenceStates(
      this.db,
      stage,
      entries.map((e) => ({ id: e.id })),
    );
    const offers = await oneEventOffers(this.db, stage, entries, licences);
    const now = this.clock();
    const firstDay = dayIn(stage.timeZone, stage.competitionStartDate);
    const startOf = (racingClass: string) => {
      const time = stage.classes.find((c) => c.name === racingClass)?.startTime;
      return time && /^\d{2}:\d{2}/.test(time) ? zonedTime(stage.timeZone, firstDay, time.slice(0, 5)) : null;
    };
    const list = entries.map((e) => {
      const payment = payments.get(e.id);
      const signon = signons.get(e.id);
      const declarations = {
        parentConsent: signon?.declarations.parentConsent ?? null,
        health: signon?.declarations.health ?? null,
      };
      const licence = licences.get(e.id) ?? null;
      const owes = payment?.status === 'unpaid' ? payment.amountCents : 0;
      const startsAt = startOf(e.racingClass);
      const signedOnAt = signon?.signedOnAt ?? null;
      return {
        participantId: e.id,
        name: e.name,
        racingNumber: e.racingNumber,
        racingClass: e.racingClass,
        team: e.team,
        birthDate: e.birthDate,
        age: /^\d{4}-\d{2}-\d{2}$/.test(e.birthDate) ? ageOn(e.birthDate, stage.competitionStartDate) : null,
        amountCents: payment?.amountCents ?? 0,
        paymentStatus: payment?.status ?? 'unpaid',
        paymentMethod: payment?.method ?? null,
        declarations,
        licence,
        oneEventLicenceCents: offers.get(e.id) ?? null,
        problems: signOnProblemsOf({
          birthDate: e.birthDate,
          racingClass: e.racingClass,
          classes: stage.classes,
          stageStart: stage.competitionStartDate,
          owesCents: owes,
          declarations,
          healthDeclaration: rules.healthDeclaration,
          licence,
        }),
        signedOnAt: signedOnAt?.toISOString() ?? null,
        signedOnBy: signon?.signedOnBy ?? null,
        late: !signedOnAt && !!startsAt && startsAt.getTime() <= now.getTime(),
      };
    });
    const waiting = await this.waitlist.positions(this.db, stageId, stage.championshipId);
    const classNames = [
      ...stage.classes.map((c) => c.name),
      ...new Set(list.map((e) => e.racingClass).filter((n) => !stage.classes.some((c) => c.name === n))),
    ];
    const classes: SignOnClass[] = classNames.map((racingClass) => {
      const inClass = list.filter((e) => e.racingClass === racingClass);
      return {
        racingClass,
        entered: inClass.length,
        signedOn: inClass.filter((e) => e.signedOnAt).length,
        startsAt: startOf(racingClass)?.toISOString() ?? null,
        late: inClass.filter((e) => e.late).length,
        waiting: waiting.filter((w) => w.racingClass === racingClass).length,
        limit: rules.classLimits[racingClass] ?? null,
      };
    });
    return { entries: list, classes, waiting, healthDeclaration: rules.healthDeclaration };
  }

  /** The entry a scanned or typed sign-on code names on this stage. */
  async scan(viewer: Viewer | null, stageId: string, code: string) {
    requireRole(viewer, 'secretary');
    await this.stageOf(this.db, viewer, stageId);
    const participantId = readSignOnCode(this.secret, stageId, code);
    if (!participantId || !(await participantsRepo.findParticipant(this.db, stageId, participantId)))
      throw new AppError('signOnCodeInvalid');
    return { participantId };
  }

  /**
   * "Signed on" (with who and when) or its undo: a command of the stage's log (`signOn`, decision 076), so
   * a repeated id (Idempotency-Key) changes nothing and the answer is the list as it is.
   */
  async setSignedOn(
    viewer: Viewer | null,
    stageId: string,
    participantId: string,
    signedOn: boolean,
    commandId: string = randomUUID(),
  ) {
    requireRole(viewer, 'secretary');
    await this.tx(async (tx) => {
      await this.entryOf(tx, viewer, stageId, participantId);
      const at = this.clock();
      const payload = { participantId, signedOn, at: at.toISOString(), by: viewer.email };
      await runCommand(tx, { commandId, kind: 'signOn', stageId, userId: viewer.userId, payload }, async () => {
        await repo.saveSignon(tx, stageId, participantId, {
          signedOnAt: signedOn ? at : null,
          signedOnBy: signedOn ? viewer.email : null,
        });
        await writeAudit(tx, {
          stageId,
          event: signedOn ? 'signon.signedOn' : 'signon.undone',
          data: { participantId },
          ...by(viewer),
        });
        return { outcome: { signedOn } };
      });
    });
    return this.list(viewer, stageId);
  }

  /** A declaration ticked with its signer's name (at this moment), or cleared with null. */
  async declare(
    viewer: Viewer | null,
    stageId: string,
    participantId: string,
    kind: DeclarationKind,
    signer: string | null,
  ) {
    requireRole(viewer, 'secretary');
    await this.tx(async (tx) => {
      await this.entryOf(tx, viewer, stageId, participantId);
      const current = (await repo.signonOf(tx, stageId, participantId))?.declarations ?? {};
      const { [kind]: _dropped, ...others } = current;
      const declarations =
        signer === null ? others : { ...others, [kind]: { signer, at: this.clock().toISOString(), by: viewer.email } };
      await repo.saveSignon(tx, stageId, participantId, { declarations });
      await writeAudit(tx, {
        stageId,
        event: signer === null ? 'signon.declarationCleared' : 'signon.declarationSigned',
        data: { participantId, kind, signer },
        ...by(viewer),
      });
    });
    return this.list(viewer, stageId);
  }

  /** The desk sells a one-event licence to an entry that lacks one and takes its cash (desk-licence.ts). */
  async sellOneEventLicence(viewer: Viewer | null, stageId: string, participantId: string) {
    requireRole(viewer, 'secretary');
    await this.tx(async (tx) => {
      const entry = await this.entryOf(tx, viewer, stageId, participantId);
      await sellOneEventLicence(tx, viewer, this.money, await this.stageOf(tx, viewer, stageId), entry);
    });
    return this.list(viewer, stageId);
  }

  /** The rider's own sign-on code and state; 404 when not entered. */
  async mine(viewer: Viewer | null, stageId: string): Promise<MySignOn> {
    requireViewer(viewer);
    await this.stageOf(this.db, viewer, stageId);
    if (!(await participantsRepo.findParticipant(this.db, stageId, viewer.userId))) throw new AppError('notFound');
    const signon = await repo.signonOf(this.db, stageId, viewer.userId);
    return {
      code: signOnCode(this.secret, stageId, viewer.userId),
      signedOnAt: signon?.signedOnAt?.toISOString() ?? null,
    };
  }

  private async entryOf(tx: Db, viewer: Viewer, stageId: string, participantId: string) {
    await this.stageOf(tx, viewer, stageId);
    const entry = await participantsRepo.findParticipant(tx, stageId, participantId);
    if (!entry) throw new AppError('notFound');
    return entry;
  }
}

const by = (viewer: Viewer) => ({ userId: viewer.userId, userEmail: viewer.email });
