import {
  type MyWaiting,
  type ParticipantForm,
  type WaitingEntry,
  isFull,
  liveTopics,
  publicParticipant,
} from '@trialhub/domain';
import { type Viewer, canReadStage, requireRole, requireViewer } from '../../auth/viewer.js';
import { writeAudit } from '../../db/audit.js';
import type { Db } from '../../db/open-db.js';
import { AppError } from '../../http/app-error.js';
import type { LiveHub } from '../../live/hub.js';
import { storedMailLanguage } from '../../mail/templates.js';
import { logger } from '../../ops/logger.js';
import type { Confirmations, EntryLimits, ParticipantsService } from '../participants/participants.service.js';
import * as participantsRepo from '../participants/participants.repository.js';
import { accountRider } from '../riders/rider-assignment.js';
import * as repo from './signon.repository.js';
import { enqueuePromotedMail, enqueueRemovedMail } from './waitlist-mail.js';

/**
 * Entry limits and waiting lists (issue #39, decision 081). A join that finds its class or the stage
 * full is refused with `entriesFull`; the rider may then take a place on the waiting list. When an
 * entry leaves (the rider cancels, the secretary removes it, or a limit is raised) waiting riders are
 * entered in the order they asked, while there is room and registration is still open, each with a
 * mail in their language. All of it runs under one lock per stage, so places are never given twice.
 */
export class WaitlistService implements EntryLimits {
  constructor(
    private readonly db: Db,
    private readonly hub: LiveHub,
    private readonly participants: ParticipantsService,
    private readonly publicUrl: string,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private tx<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(tx as unknown as Db));
  }

  private async hasRoom(tx: Db, stageId: string, championshipId: string, racingClass: string) {
    const { rules } = await repo.rulesOf(tx, stageId, championshipId);
    const counts = await repo.entryCounts(tx, stageId);
    return !isFull(rules, racingClass, { stage: counts.stage, inClass: counts.perClass.get(racingClass) ?? 0 });
  }

  async ensureRoom(tx: Db, stageId: string, racingClass: string): Promise<void> {
    await repo.lockStageEntries(tx, stageId);
    const found = await participantsRepo.findStageForRegistration(tx, stageId);
    if (!found) throw new AppError('notFound');
    if (!(await this.hasRoom(tx, stageId, found.stage.championshipId, racingClass))) throw new AppError('entriesFull');
    // Riders already waiting for this class come first: a newcomer does not take a place they wait for.
    const waiting = await repo.waitingOf(tx, stageId);
    if (waiting.some((w) => w.racingClass === racingClass)) throw new AppError('entriesFull');
  }

  async leaveWaiting(tx: Db, stageId: string, userId: string): Promise<void> {
    await repo.removeWaiting(tx, stageId, userId);
  }

  /** A rider asks for a place on a full stage or class: the same checks as joining, then the list. */
  async join(viewer: Viewer | null, stageId: string, form: Record<string, unknown>, confirm: Confirmations) {
    requireViewer(viewer);
    await this.tx(async (tx) => {
      const { form: data } = await this.participants.checkJoin(tx, viewer, stageId, form, confirm);
      if (await participantsRepo.findParticipant(tx, stageId, viewer.userId)) throw new AppError('alreadyJoined');
      await repo.lockStageEntries(tx, stageId);
      const added = await repo.addWaiting(tx, {
        stageId,
        userId: viewer.userId,
        racingClass: data.racingClass,
        form: { ...data },
        createdAt: this.clock(),
      });
      if (!added) throw new AppError('alreadyWaiting');
      // A place may be free after all (the list was empty and a place freed meanwhile): take it now.
      await this.promote(tx, stageId);
    });
    return this.mine(viewer, stageId);
  }

  async leave(viewer: Viewer | null, stageId: string): Promise<void> {
    requireViewer(viewer);
    await this.tx(async (tx) => {
      if (!(await repo.removeWaiting(tx, stageId, viewer.userId))) throw new AppError('notFound');
    });
  }

  /**
   * The secretary puts the stage's waiting riders in a new order: the list sent must name every rider
   * waiting now, each once (else 409 `waitlistChanged`: someone joined, left or was entered meanwhile).
   */
  async reorder(viewer: Viewer | null, stageId: string, userIds: string[]): Promise<WaitingEntry[]> {
    requireRole(viewer, 'secretary');
    const championshipId = await this.readableStage(viewer, stageId);
    await this.tx(async (tx) => {
      await repo.lockStageEntries(tx, stageId);
      const now = (await repo.waitingOf(tx, stageId)).map((w) => w.userId);
      const same = new Set(userIds).size === userIds.length && userIds.length === now.length;
      if (!same || !now.every((id) => userIds.includes(id))) throw new AppError('waitlistChanged');
      await repo.reorderWaiting(tx, stageId, userIds);
      await writeAudit(tx, { stageId, event: 'waitlist.reordered', data: { userIds }, ...by(viewer) });
    });
    return this.positions(this.db, stageId, championshipId);
  }

  /** The secretary takes a rider off the waiting list; the rider gets a mail in their language. */
  async remove(viewer: Viewer | null, stageId: string, userId: string): Promise<WaitingEntry[]> {
    requireRole(viewer, 'secretary');
    const championshipId = await this.readableStage(viewer, stageId);
    await this.tx(async (tx) => {
      await repo.lockStageEntries(tx, stageId);
      const waiting = (await repo.waitingOf(tx, stageId)).find((w) => w.userId === userId);
      if (!waiting || !(await repo.removeWaiting(tx, stageId, userId))) throw new AppError('notFound');
      await writeAudit(tx, {
        stageId,
        event: 'waitlist.removed',
        data: { userId, racingClass: waiting.racingClass },
        ...by(viewer),
      });
      if (waiting.email) {
        try {
          await tx.transaction(async (sp) =>
            enqueueRemovedMail(sp as unknown as Db, {
              to: waiting.email!,
              userId,
              lang: storedMailLanguage(waiting.language) ?? 'en',
              stageId,
              publicUrl: this.publicUrl,
              racingClass: waiting.racingClass,
            }),
          );
        } catch (error) {
          // The removal stands either way; a mail that cannot be queued is logged, not fatal.
          logger.error({ err: error }, 'mail outbox: a waiting-list mail could not be queued');
        }
      }
    });
    return this.positions(this.db, stageId, championshipId);
  }

  private async readableStage(viewer: Viewer, stageId: string): Promise<string> {
    const found = await participantsRepo.findStageForRegistration(this.db, stageId);
    if (!found || !canReadStage(viewer, found.stage.status)) throw new AppError('notFound');
    return found.stage.championshipId;
  }

  /** The rider's own place on the list; 404 when not waiting. */
  async mine(viewer: Viewer | null, stageId: string): Promise<MyWaiting> {
    requireViewer(viewer);
    const found = await participantsRepo.findStageForRegistration(this.db, stageId);
    if (!found || !canReadStage(viewer, found.stage.status)) throw new AppError('notFound');
    const list = await this.positions(this.db, stageId, found.stage.championshipId);
    const own = list.find((w) => w.userId === viewer.userId);
    if (!own) throw new AppError('notFound');
    return { racingClass: own.racingClass, position: own.position, createdAt: own.createdAt };
  }

  /** The list with each rider's place: among the class's waiting riders when the class has a limit, else the stage's. */
  async positions(db: Db, stageId: string, championshipId: string): Promise<WaitingEntry[]> {
    const { rules } = await repo.rulesOf(db, stageId, championshipId);
    const waiting = await repo.waitingOf(db, stageId);
    const seen = new Map<string, number>();
    return waiting.map((w) => {
      const queue = rules.classLimits[w.racingClass] !== undefined ? `class:${w.racingClass}` : 'stage';
      const position = (seen.get(queue) ?? 0) + 1;
      seen.set(queue, position);
      return {
        userId: w.userId,
        name: String(w.form.name ?? ''),
        racingClass: w.racingClass,
        position,
        createdAt: w.createdAt.toISOString(),
      };
    });
  }

  /**
   * Enters waiting riders in order while their class has room, in the caller's transaction. Nothing
   * happens once registration has closed: a place freed after the deadline stays free (decision 081).
   */
  async promote(tx: Db, stageId: string): Promise<void> {
    await repo.lockStageEntries(tx, stageId);
    const found = await participantsRepo.findStageForRegistration(tx, stageId);
    if (!found) return;
    const { stage } = found;
    const deadline = stage.registrationEndDate ?? stage.competitionEndDate;
    if (stage.status !== 'published' || deadline.getTime() <= this.clock().getTime()) return;
    for (const waiting of await repo.waitingOf(tx, stageId)) {
      if (!(await this.hasRoom(tx, stageId, stage.championshipId, waiting.racingClass))) continue;
      const data = waiting.form as unknown as ParticipantForm;
      // The number asked for may have been given to someone meanwhile: the secretary gives another.
      const taken = (await participantsRepo.listParticipants(tx, stageId)).some(
        (p) => data.racingNumber !== null && p.racingNumber === data.racingNumber,
      );
      const entry = { ...data, racingNumber: taken ? null : data.racingNumber };
      const inserted = await participantsRepo.insertParticipant(tx, {
        stageId,
        id: waiting.userId,
        riderId: await accountRider(tx, waiting.userId, {
          name: entry.name,
          birthDate: entry.birthDate,
          gender: entry.gender,
          clubId: entry.clubId,
        }),
        ...entry,
        status: 'Registered',
        // The rider entered when they asked: the fee's early and late prices count from then.
        createdOn: waiting.createdAt,
      });
      await repo.removeWaiting(tx, stageId, waiting.userId);
      if (!inserted) continue;
      await writeAudit(tx, {
        stageId,
        event: 'waitlist.promoted',
        data: { participantId: waiting.userId, racingClass: entry.racingClass },
        userId: waiting.userId,
        userEmail: waiting.email,
      });
      await this.hub.publish(tx, liveTopics.stageParticipants(stageId), {
        type: 'participant.upserted',
        participant: publicParticipant(participantsRepo.toSecretaryView(inserted, false)),
      });
      if (waiting.email) {
        try {
          await tx.transaction(async (sp) =>
            enqueuePromotedMail(sp as unknown as Db, {
              to: waiting.email!,
              userId: waiting.userId,
              lang: storedMailLanguage(waiting.language) ?? 'en',
              stageId,
              publicUrl: this.publicUrl,
              racingClass: entry.racingClass,
            }),
          );
        } catch (error) {
          // The place is the rider's either way; a mail that cannot be queued is logged, not fatal.
          logger.error({ err: error }, 'mail outbox: a waiting-list mail could not be queued');
        }
      }
    }
  }
}

const by = (viewer: Viewer) => ({ userId: viewer.userId, userEmail: viewer.email });
