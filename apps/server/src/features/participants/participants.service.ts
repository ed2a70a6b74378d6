import { settleCancelledEntry } from '../money/cancellation.js';
import { randomUUID } from 'node:crypto';
import {
  type EntryImportRequest,
  type EntryImportResponse,
  type ParticipantStatus,
  type ParticipantsEvent,
  type PublicParticipant,
  type SecretaryParticipant,
  checkDuplicates,
  classAgeMismatch,
  externalParticipantId,
  liveTopics,
  participantFormSchema,
  participantView,
  publicParticipant,
  planEntryImport,
  readEntriesCsv,
} from '@trialhub/domain';
import { type Viewer, audienceOf, canReadStage, requireRole, requireViewer } from '../../auth/viewer.js';
import { writeAudit } from '../../db/audit.js';
import type { Db } from '../../db/open-db.js';
import { AppError } from '../../http/app-error.js';
import type { LiveHub } from '../../live/hub.js';
import type { Notifications } from '../../mail/notifications.js';
import { accountRider, riderForEntry, ridersForEntries } from '../riders/rider-assignment.js';
import * as repo from './participants.repository.js';
import { entryRules, pickedRider } from './entry-rules.js';
import { recordEntryLicence } from '../riders/entry-licence.js';
import { riderEmails, setRiderEmail } from '../riders/rider-email.js';
import { deleteEntryLicence } from '../riders/licences.repository.js';

/** The waiting list's part in joining and leaving (features/signon/waitlist.service.ts). */
export interface EntryLimits {
  /** Throws `entriesFull` when the class or the stage has no free place. */
  ensureRoom(tx: Db, stageId: string, racingClass: string): Promise<void>;
  /** A place freed: waiting riders are entered in order while there is room and registration is open. */
  promote(tx: Db, stageId: string): Promise<void>;
  leaveWaiting(tx: Db, stageId: string, userId: string): Promise<void>;
}

/** What the user confirmed when the server asked (and, for riders, the age rule refuses outright). */
export interface Confirmations {
  duplicateName?: boolean;
  classAge?: boolean | 'refuse';
  /** The rider the secretary picked (add only). */
  riderId?: string;
  /** A one-event licence bought with the entry. */
  oneEventLicence?: boolean;
}

/**
 * Stage registration (issue 5): riders join and cancel inside the registration window; secretaries
 * add, edit, confirm and remove. Every rule of spec §5 is checked here with the domain's schema, every
 * secretary change writes its audit entry, and every change is pushed on the stage's participants topic,
 * all in one transaction.
 */
export class ParticipantsService {
  constructor(
    private readonly db: Db,
    private readonly hub: LiveHub,
    private readonly notifications: Notifications | null = null,
    /** Entry limits and waiting lists (decision 081); set once the waiting list is built (app.ts). */
    public entryLimits: EntryLimits | null = null,
  ) {}

  private tx<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(tx as unknown as Db));
  }

  async list(viewer: Viewer | null, stageId: string): Promise<PublicParticipant[] | SecretaryParticipant[]> {
    await this.visibleStage(this.db, viewer, stageId);
    const audience = audienceOf(viewer);
    return (await repo.listParticipants(this.db, stageId)).map((p) => participantView(audience, p)) as
      PublicParticipant[] | SecretaryParticipant[];
  }

  /** Riders entered per class (decision 040): the results page's counts without the whole list. */
  async perClass(viewer: Viewer | null, stageId: string): Promise<Record<string, number>> {
    await this.visibleStage(this.db, viewer, stageId);
    return repo.countPerClass(this.db, stageId);
  }

  /** The stage, if the viewer may read it (the one stage-read rule): 404 otherwise, so a draft's id tells nothing. */
  private async visibleStage(db: Db, viewer: Viewer | null, stageId: string) {
    const found = await repo.findStageForRegistration(db, stageId);
    if (!found || !canReadStage(viewer, found.stage.status)) throw new AppError('notFound');
    return found;
  }

  private async validate(
    tx: Db,
    stageId: string,
    form: Record<string, unknown>,
    selfId: string | null,
    confirm: Confirmations,
  ) {
    const found = await repo.findStageForRegistration(tx, stageId);
    if (!found) throw new AppError('notFound');
    const schema = participantFormSchema({
      hasWomenClasses: found.hasWomenClasses,
      classNames: found.stage.classes.map((c) => c.name),
      today: new Date(),
    });
    const parsed = schema.safeParse(form);
    if (!parsed.success) throw AppError.fromZod(parsed.error);
    // The age rule (spec §5) binds riders; a secretary may place a rider in another class once they confirm.
    const stageClasses = found.stage.classes;
    if (
      classAgeMismatch(stageClasses, parsed.data.racingClass, parsed.data.birthDate, found.stage.competitionStartDate)
    ) {
      if (confirm.classAge === 'refuse')
        throw new AppError('classAgeMismatch', { racingClass: 'participant.classAgeMismatch' });
      if (!confirm.classAge) throw new AppError('classAgeConfirm');
    }
    const existing = await repo.listParticipants(tx, stageId);
    const duplicate = checkDuplicates(existing, parsed.data, selfId);
    if (duplicate.kind === 'numberTaken')
      throw new AppError('numberTaken', { racingNumber: 'participant.numberTaken' });
    if (duplicate.kind === 'nameTaken') throw new AppError('nameTaken', { name: 'participant.nameTaken' });
    if (duplicate.kind === 'nameTakenConfirm' && !confirm.duplicateName) throw new AppError('nameTakenConfirm');
    // The contact e-mail is the rider record's, not the entry's (issue #38).
    const { email, ...entry } = parsed.data;
    return { stage: found.stage, form: entry, email };
  }

  private isRegistrationOpen(stage: {
    registrationEndDate: Date | null;
    competitionEndDate: Date;
    status: string;
  }): boolean {
    const deadline = stage.registrationEndDate ?? stage.competitionEndDate;
    return stage.status === 'published' && deadline.getTime() > Date.now();
  }

  private async publish(tx: Db, stageId: string, event: ParticipantsEvent) {
    await this.hub.publish(tx, liveTopics.stageParticipants(stageId), event);
  }

  /** Tells every open stage page of a new or changed entry (public fields only) and returns the secretary's view. */
  private async announce(tx: Db, stageId: string, view: SecretaryParticipant): Promise<SecretaryParticipant> {
    await this.publish(tx, stageId, { type: 'participant.upserted', participant: publicParticipant(view) });
    return view;
  }

  /**
   * What a rider's join must pass (the form, the age rule, the window, a known club) before it is an
   * entry or a place on the waiting list (decision 081).
   */
  async checkJoin(tx: Db, viewer: Viewer, stageId: string, form: Record<string, unknown>, confirm: Confirmations) {
    await this.visibleStage(tx, viewer, stageId);
    const checked = await this.validate(tx, stageId, form, viewer.userId, { ...confirm, classAge: 'refuse' });
    if (!this.isRegistrationOpen(checked.stage)) throw new AppError('registrationClosed');
    // Riders pick their club from the clubs list; only secretaries enter a new club (form or import).
    if (checked.form.clubId && !(await repo.listClubIds(tx)).includes(checked.form.clubId))
      throw new AppError('validation', { clubId: 'participant.clubUnknown' });
    return checked;
  }

  /** A rider registers themself: once, inside the window; their details are kept for next time. */
  async join(
    viewer: Viewer | null,
    stageId: string,
    form: Record<string, unknown>,
    confirm: Confirmations,
  ): Promise<SecretaryParticipant> {
    requireViewer(viewer);
    return this.tx(async (tx) => {
      const { stage, form: data } = await this.checkJoin(tx, viewer, stageId, form, confirm);
      // A full class or stage: the rider is offered its waiting list instead (decision 081).
      if (await repo.findParticipant(tx, stageId, viewer.userId)) throw new AppError('alreadyJoined');
      await this.entryLimits?.ensureRoom(tx, stageId, data.racingClass);
      const now = new Date();
      const riderId = await accountRider(tx, viewer.userId, riderFields(data));
      const { racingNumber, licence } = await entryRules(tx, stage, riderId, data, !!confirm.oneEventLicence);
      const inserted = await repo.insertParticipant(tx, {
        stageId,
        id: viewer.userId,
        riderId,
        ...data,
        racingNumber,
        status: 'Registered',
        createdOn: now,
      });
      if (!inserted) throw new AppError('alreadyJoined');
      await this.entryLimits?.leaveWaiting(tx, stageId, viewer.userId);
      await recordEntryLicence(tx, riderId, stageId, viewer.userId, licence, viewer.userId);
      await repo.saveParticipationData(tx, viewer.userId, { ...data, modifiedOn: now.toISOString() });
      return this.announce(tx, stageId, repo.toSecretaryView(inserted, false));
    });
  }

  /** A rider cancels: only inside the window, and not once they have results. */
  async cancel(viewer: Viewer | null, stageId: string): Promise<void> {
    requireViewer(viewer);
    await this.tx(async (tx) => {
      const found = await this.visibleStage(tx, viewer, stageId);
      const entry = await repo.findParticipant(tx, stageId, viewer.userId);
      if (!entry) throw new AppError('notFound');
      if (await repo.hasResult(tx, stageId, viewer.userId)) throw new AppError('youHaveResults');
      if (!this.isRegistrationOpen(found.stage)) throw new AppError('registrationClosed');
      await repo.deleteParticipant(tx, stageId, viewer.userId);
      await settleCancelledEntry(tx, viewer, found.stage, entry);
      await deleteEntryLicence(tx, stageId, viewer.userId);
      await this.publish(tx, stageId, { type: 'participant.removed', id: viewer.userId });
      await this.entryLimits?.promote(tx, stageId);
    });
  }

  async add(
    viewer: Viewer | null,
    stageId: string,
    form: Record<string, unknown>,
    confirm: Confirmations,
  ): Promise<SecretaryParticipant> {
    requireRole(viewer, 'secretary');
    return this.tx(async (tx) => {
      const { stage, form: data, email } = await this.validate(tx, stageId, form, null, confirm);
      // The rider the secretary picked, else the one the rule standings use finds (decision 071), or a new one.
      const picked = confirm.riderId ? await pickedRider(tx, stageId, confirm.riderId, riderFields(data)) : null;
      const riderId = picked?.id ?? (await riderForEntry(tx, { stageId, ...riderFields(data) })).riderId;
      const { racingNumber, licence } = await entryRules(tx, stage, riderId, data, !!confirm.oneEventLicence);
      // A picked rider with an account gets the account's entry, as if they had joined (one account, one rider).
      const id = picked?.userId ?? externalParticipantId(randomUUID());
      const row = await repo.insertParticipant(tx, {
        stageId,
        id,
        riderId,
        ...data,
        racingNumber,
        status: 'Registered',
        createdOn: new Date(),
      });
      if (!row) throw new AppError('riderAlreadyEntered', { riderId: 'participant.riderAlreadyEntered' });
      await recordEntryLicence(tx, riderId, stageId, id, licence, viewer.userId);
      await setRiderEmail(tx, riderId, email);
      await this.audit(tx, viewer, stageId, 'new_participant', { newParticipant: JSON.stringify(row) });
      const contact = (await riderEmails(tx, [riderId])).get(riderId) ?? null;
      return this.announce(tx, stageId, repo.toSecretaryView(row, false, contact));
    });
  }

  /** An edit also updates the participant copy in their result (spec §2, §7). */
  async edit(
    viewer: Viewer | null,
    stageId: string,
    id: string,
    form: Record<string, unknown>,
    confirm: Confirmations,
  ): Promise<SecretaryParticipant> {
    requireRole(viewer, 'secretary');
    return this.tx(async (tx) => {
      if (!(await repo.findParticipant(tx, stageId, id))) throw new AppError('notFound');
      const before = (await repo.findParticipant(tx, stageId, id))!;
      const { form: data, email } = await this.validate(tx, stageId, form, id, confirm);
      const updated = (await repo.updateParticipant(tx, stageId, id, { ...data, modifiedOn: new Date() }))!;
      if (updated.riderId) await setRiderEmail(tx, updated.riderId, email, true);
      const contact = updated.riderId
        ? ((await riderEmails(tx, [updated.riderId])).get(updated.riderId) ?? null)
        : null;
      const withResult = await repo.hasResult(tx, stageId, id);
      if (withResult) await repo.updateResultParticipantCopy(tx, stageId, updated);
      await this.audit(tx, viewer, stageId, 'update_participant', { participant: JSON.stringify(updated) });
      // The rider hears of a secretary's change to their entry, not of a save that changed nothing.
      if (id !== viewer.userId && entryChanged(before, updated))
        await this.notifications?.entryChanged(tx, stageId, updated, 'entryChanged');
      return this.announce(tx, stageId, repo.toSecretaryView(updated, withResult, contact));
    });
  }

  async setStatus(
    viewer: Viewer | null,
    stageId: string,
    id: string,
    status: ParticipantStatus,
  ): Promise<SecretaryParticipant> {
    requireRole(viewer, 'secretary');
    return this.tx(async (tx) => {
      const before = await repo.findParticipant(tx, stageId, id);
      const updated = await repo.updateParticipant(tx, stageId, id, { status, modifiedOn: new Date() });
      if (!updated) throw new AppError('notFound');
      // Confirmed has its own mail; a confirmed entry set back to Registered is a change to it.
      if (before && before.status !== status && id !== viewer.userId)
        await this.notifications?.entryChanged(
          tx,
          stageId,
          updated,
          status === 'Confirmed' ? 'entryConfirmed' : 'entryChanged',
        );
      await this.audit(tx, viewer, stageId, 'update_status', {
        participant: JSON.stringify(updated),
        new_status: status,
      });
      return this.announce(tx, stageId, repo.toSecretaryView(updated, await repo.hasResult(tx, stageId, id)));
    });
  }

  async remove(viewer: Viewer | null, stageId: string, id: string): Promise<void> {
    requireRole(viewer, 'secretary');
    await this.tx(async (tx) => {
      const existing = await repo.findParticipant(tx, stageId, id);
      if (!existing) throw new AppError('notFound');
      if (await repo.hasResult(tx, stageId, id)) throw new AppError('participantHasResults');
      await repo.deleteParticipant(tx, stageId, id);
      const found = await repo.findStageForRegistration(tx, stageId);
      if (found) await settleCancelledEntry(tx, viewer, found.stage, existing);
      await deleteEntryLicence(tx, stageId, id);
      await this.audit(tx, viewer, stageId, 'remove_participant', { participant: JSON.stringify(existing) });
      await this.publish(tx, stageId, { type: 'participant.removed', id });
      await this.entryLimits?.promote(tx, stageId);
    });
  }

  /**
   * An entry list from CSV: every row is previewed with the participant form's rules and the duplicate
   * rules (new, already entered, refused with the reason) and nothing is written; with `commit` the
   * preview is made again inside the transaction and exactly its new rows are inserted, with one audit
   * entry and an event per new entry. Re-importing the same file finds every row already entered.
   */
  async importEntries(
    viewer: Viewer | null,
    stageId: string,
    request: EntryImportRequest,
  ): Promise<EntryImportResponse> {
    requireRole(viewer, 'secretary');
    const read = readEntriesCsv(request.csv);
    if (!read.ok)
      throw new AppError(read.error === 'participants.import.tooLarge' ? 'importTooLarge' : 'importNoHeader');
    const plan = async (db: Db) => {
      const found = await repo.findStageForRegistration(db, stageId);
      if (!found) throw new AppError('notFound');
      const ctx = {
        hasWomenClasses: found.hasWomenClasses,
        classNames: found.stage.classes.map((c) => c.name),
        today: new Date(),
      };
      return planEntryImport(read.rows, ctx, await repo.listParticipants(db, stageId), await repo.listClubIds(db), {
        classes: found.stage.classes,
        start: found.stage.competitionStartDate,
        acceptClassAge: request.acceptClassAge,
        takeNearClub: request.takeNearClub,
        keepNewClub: request.keepNewClub,
      });
    };
    /** Each new row's rider (decision 071): the preview says which rider it is and why; the commit writes them. */
    const withRiders = async (db: Db, planned: Awaited<ReturnType<typeof plan>>, write: boolean) => {
      const entries = planned.flatMap(({ entry }) => (entry ? [entry] : []));
      const found = await ridersForEntries(db, stageId, entries.map(riderFields), write);
      const byEntry = new Map(entries.map((entry, i) => [entry, found[i]!]));
      return planned.map((p) => ({ ...p, rider: p.entry ? byEntry.get(p.entry)! : null }));
    };
    if (!request.commit) {
      const previewed = await withRiders(this.db, await plan(this.db), false);
      return {
        rows: previewed.map((p) => ({ ...p.row, ...(p.rider ? { rider: p.rider } : {}) })),
        committed: false,
        applied: 0,
      };
    }

    return this.tx(async (tx) => {
      const planned = await withRiders(tx, await plan(tx), true);
      const now = new Date();
      const inserted = await repo.insertParticipants(
        tx,
        planned.flatMap(({ entry, rider }) =>
          entry
            ? [
                {
                  stageId,
                  id: externalParticipantId(randomUUID()),
                  riderId: rider!.riderId,
                  ...entryOnly(entry),
                  createdOn: now,
                },
              ]
            : [],
        ),
      );
      // A row's e-mail column is its rider record's contact e-mail (issue #38); an empty cell changes nothing.
      for (const { entry, rider } of planned) if (entry?.email) await setRiderEmail(tx, rider!.riderId!, entry.email);
      await this.audit(tx, viewer, stageId, 'import_participants', {
        rows: planned.length,
        added: inserted.map((p) => ({ id: p.id, name: p.name, racingNumber: p.racingNumber })),
      });
      for (const row of inserted) await this.announce(tx, stageId, repo.toSecretaryView(row, false));
      return {
        rows: planned.map((p) => ({ ...p.row, ...(p.rider ? { rider: p.rider } : {}) })),
        committed: true,
        applied: inserted.length,
      };
    });
  }

  private audit(tx: Db, viewer: Viewer, stageId: string, event: string, data: Record<string, unknown>) {
    return writeAudit(tx, { stageId, event, data, userId: viewer.userId, userEmail: viewer.email });
  }
}

/** An import row's entry without the rider record's contact e-mail. */
function entryOnly<T extends { email?: string | null }>({ email: _email, ...entry }: T) {
  return entry;
}

/** What a rider record keeps of an entry (decision 071). */
function riderFields(data: {
  name: string;
  birthDate: string;
  gender: 'male' | 'female' | null;
  clubId: string | null;
}) {
  return { name: data.name, birthDate: data.birthDate, gender: data.gender, clubId: data.clubId };
}

/** Fields a rider sees of their entry; modifiedOn and createdOn are bookkeeping. */
const ENTRY_FIELDS = [
  'name',
  'status',
  'racingNumber',
  'racingClass',
  'gender',
  'birthDate',
  'bike',
  'license',
  'clubId',
  'team',
] as const;

function entryChanged(before: Record<string, unknown>, after: Record<string, unknown>): boolean {
  return ENTRY_FIELDS.some((field) => (before[field] ?? null) !== (after[field] ?? null));
}
