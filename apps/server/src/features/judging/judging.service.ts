import {
  type ImportSheetRequest,
  type ImportSheetResponse,
  type JudgeBatch,
  type JudgeBatchResponse,
  type JudgeCandidate,
  type JudgeOp,
  type JudgeOpOutcome,
  type JudgingStage,
  type KeyedBatch,
  type KeyedBatchResponse,
  type KeyedOutcome,
  type KeyedSection,
  type StageJudge,
  displayWho,
  openFreeSheetAttempt,
  type SectionProgress,
  sectionProgress,
  liveTopics,
  stagePath,
} from '@trialhub/domain';
import type { SQL } from 'drizzle-orm';
import { type Viewer, requireRole, requireViewer } from '../../auth/viewer.js';
import { writeAudit } from '../../db/audit.js';
import type { Db } from '../../db/open-db.js';
import type { Stage } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { LiveHub } from '../../live/hub.js';
import { type Precheck, type Scorer, applyJudgeOps } from '../stage-results/index.js';
import * as repo from './judging.repository.js';
import { checkOp, importSheet } from './sheet-import.js';
import {
  type LateAfter,
  type ObserverActor,
  type ObserversService,
  heldInTime,
  keepRefused,
  observerRefusal,
} from './observers.service.js';
import { findOpenRefused, handleRefused } from './observers.repository.js';
import { TraineeSheet, phoneScores } from './trainee-scores.js';

/** Who scores through the judge app: a stage judge (account) or an observer's phone (decision 029). */
interface Actor {
  id: string;
  name: string;
  section: number | null;
  observer: ObserverActor | null;
  /** A trainee phone's device id: its taps go to its trainee scores, never to a result (issue #35 point 11). */
  trainee: string | null;
}

/**
 * The judge app's server side (issue 6): judges configuration for secretaries, the stage data the
 * app caches, and the exactly-once application of the app's operations. A batch runs in one
 * transaction that also records each operation's id with its answer (decision 034), so a retry after
 * a lost answer, a crash or a replayed batch never counts a score twice, and a rejected operation
 * changes nothing.
 */
export class JudgingService {
  constructor(
    private readonly db: Db,
    private readonly hub: LiveHub,
    private readonly observers: ObserversService,
  ) {}

  private tx<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(tx as unknown as Db));
  }

  private async stageOrThrow(stageId: string) {
    const found = await repo.findStageWithPath(this.db, stageId);
    if (!found) throw new AppError('notFound');
    return found;
  }

  /**
   * A stage judge first (signed-in judges work as before); else the observer phone whose session
   * cookie belongs to this stage; else 401 for nobody, 403 for a signed-in non-judge.
   */
  private async actorOrThrow(
    viewer: Viewer | null,
    stageId: string,
    session: string | undefined,
    found?: { section: number | null; name: string; email: string } | null,
  ): Promise<Actor> {
    const judge = viewer ? (found === undefined ? await repo.findJudge(this.db, stageId, viewer.userId) : found) : null;
    if (viewer && judge) {
      const name = judge.name || judge.email;
      return { id: viewer.userId, name, section: judge.section, observer: null, trainee: null };
    }
    const observer = await this.observers.actor(session, stageId);
    if (observer) {
      const trainee = observer.trainee ? observer.deviceId : null;
      return { id: observer.id, name: observer.name, section: observer.section, observer, trainee };
    }
    if (!viewer) throw new AppError('unauthenticated');
    throw new AppError('forbidden');
  }

  async myJudgeStages(viewer: Viewer | null): Promise<string[]> {
    requireViewer(viewer);
    return repo.listJudgeStageIds(this.db, viewer.userId);
  }

  async stageForJudge(viewer: Viewer | null, stageId: string, session?: string): Promise<JudgingStage> {
    const { stage, championshipSlug, institutionSlug } = await this.stageOrThrow(stageId);
    const actor = await this.actorOrThrow(viewer, stageId, session);
    // A trainee's phone sees its own scores (its next lap, its riders still to see), never the counted ones.
    // Taken before the read, so the copy is at least this new: the phone follows the topics from here.
    const positions = await this.hub.positions([
      liveTopics.stageResults(stageId),
      liveTopics.stageParticipants(stageId),
    ]);
    const [riders, scores] = await Promise.all([
      repo.listRiders(this.db, stageId),
      actor.trainee ? phoneScores(this.db, actor.trainee, actor.name) : repo.listCountedScores(this.db, stageId),
    ]);
    return {
      stage: {
        id: stage.id,
        title: stage.title,
        path: stagePath({ institutionId: institutionSlug, championshipId: championshipSlug, stageId: stage.slug }),
        competitionType: stage.competitionType,
        openFree: stage.openFree,
        sectionCount: stage.sectionCount,
        classes: stage.classes.map(({ name, color, laps, lapSections, order, endTime }) => ({
          name,
          color,
          laps,
          lapSections,
          order,
          endTime: endTime ?? null,
        })),
        competitionStartDate: stage.competitionStartDate.toISOString(),
        competitionEndDate: stage.competitionEndDate.toISOString(),
        timeZone: stage.timeZone,
        resultsLocked: stage.resultsStatus !== null,
      },
      judge: {
        userId: actor.id,
        name: displayWho(actor.name),
        section: actor.section,
        ...(actor.observer ? { observer: actor.observer.status } : {}),
      },
      riders,
      // Other judges by name, never by e-mail (privacy.ts).
      scores: scores.map((s) => ({ ...s, judge: displayWho(s.judge) })),
      positions,
    };
  }

  async listJudges(viewer: Viewer | null, stageId: string): Promise<StageJudge[]> {
    requireRole(viewer, 'secretary');
    await this.stageOrThrow(stageId);
    return repo.listJudges(this.db, stageId);
  }

  /** Race control on the judges page: scored / expected per section and lap, possibly missed riders. */
  async progress(viewer: Viewer | null, stageId: string): Promise<SectionProgress[]> {
    requireRole(viewer, 'secretary');
    const { stage } = await this.stageOrThrow(stageId);
    const [riders, scores] = await Promise.all([
      repo.listRidersWithStatus(this.db, stageId),
      repo.listCountedScores(this.db, stageId),
    ]);
    return sectionProgress(stage.classes, riders, scores);
  }

  async candidates(viewer: Viewer | null, query: string): Promise<JudgeCandidate[]> {
    requireRole(viewer, 'secretary');
    return repo.searchCandidates(this.db, query.trim().slice(0, 100));
  }

  async setJudge(viewer: Viewer | null, stageId: string, userId: string, section: number | null) {
    requireRole(viewer, 'secretary');
    const { stage } = await this.stageOrThrow(stageId);
    if (section !== null && section > stage.sectionCount)
      throw new AppError('validation', { section: 'judge.sectionOutOfRange' });
    const user = await repo.findUser(this.db, userId);
    if (!user) throw new AppError('notFound');
    if (!user.isJudge) throw new AppError('notAJudge');
    await this.tx(async (tx) => {
      await repo.upsertJudge(tx, stageId, userId, section);
      await writeAudit(tx, { stageId, event: 'set_judge', data: { userId, section }, ...by(viewer!) });
    });
    return repo.listJudges(this.db, stageId);
  }

  async removeJudge(viewer: Viewer | null, stageId: string, userId: string) {
    requireRole(viewer, 'secretary');
    await this.stageOrThrow(stageId);
    await this.tx(async (tx) => {
      if (!(await repo.deleteJudge(tx, stageId, userId))) throw new AppError('notFound');
      await writeAudit(tx, { stageId, event: 'remove_judge', data: { userId }, ...by(viewer!) });
    });
  }

  async applyBatch(
    viewer: Viewer | null,
    stageId: string,
    batch: JudgeBatch,
    session?: string,
  ): Promise<JudgeBatchResponse> {
    // The stage and the signed-in judge in one query (decision 073: the op path's round trips).
    const found = viewer
      ? await repo.findStageAndJudge(this.db, stageId, viewer.userId)
      : { ...(await this.stageOrThrow(stageId)), judge: null };
    if (!found) throw new AppError('notFound');
    const { stage } = found;
    const actor = await this.actorOrThrow(viewer, stageId, session, found.judge);
    const receivedAt = new Date();
    // Whatever this phone may still deliver now was taken before its cut-off and announced before it
    // (observerRefusal): late, labelled by the cut-off it came after (issue #35 point 3).
    const cutoff = actor.observer?.cutoff;
    const late = cutoff && cutoff.at <= receivedAt ? (cutoff.reason as LateAfter) : null;
    const scorer: Scorer = { id: actor.id, name: actor.name, ...(late ? { late: true, lateAfter: late } : {}) };
    // A stage judge's last sync is written with the batch, in its transaction.
    const touch = actor.observer ? null : repo.touchJudgeSyncSql(stageId, actor.id, receivedAt);
    const { outcomes, position } = await this.applyOps(actor, stage, scorer, receivedAt, batch.deviceId, batch.ops, {
      also: touch,
    });
    if (actor.observer) {
      const applied = outcomes.filter((o) => o.outcome === 'applied' && !o.replayed).length;
      // What it holds counts as taken in time only while its credential is good.
      if (!late) await this.observers.announce(actor.observer.deviceId, batch.held ?? [], receivedAt);
      await this.observers.touch(actor.observer.deviceId, batch.pendingAfter ?? null, late ? applied : 0);
    }
    // Answer in the order the client sent, so it can match outcomes to its outbox. Only outcomes: the
    // phone follows the stage's results topic for the scores themselves (decision 073).
    const byId = new Map(outcomes.map((o) => [o.opId, o]));
    return {
      outcomes: batch.ops.map((op) => byId.get(op.opId)!),
      position,
      judge: { section: actor.section, ...(actor.observer ? { observer: actor.observer.status } : {}) },
    };
  }

  /**
   * A device's operations through the stage's results module (applyJudgeOps: exactly once, in the
   * device's order), with judging's say on each: a judge the secretary gave a section scores only that
   * one (none given: any section); an observer's phone takes only taps within its credential's life that
   * it held in time, and what it sent that was refused waits for race control; a trainee's taps go to
   * its own sheet; then the stage's own checks (checkOp). `precheck`: keyed entry.
   */
  private applyOps(
    actor: Actor,
    stage: Stage,
    scorer: Scorer,
    receivedAt: Date,
    deviceId: string,
    ops: readonly JudgeOp[],
    { precheck, also = null }: { precheck?: Precheck; also?: SQL | null } = {},
  ): Promise<{ outcomes: KeyedOutcome[]; position: number }> {
    const observer = actor.observer;
    const trainee = actor.trainee;
    const input = { stage, userId: actor.id, scorer, receivedAt, origin: deviceId, ops, also };
    return applyJudgeOps(this.db, this.hub, input, {
      refusals: async (tx, mine) => {
        const held = observer ? await heldInTime(tx, observer, mine, receivedAt) : new Set<string>();
        return (op, rider) =>
          actor.section !== null && op.section !== actor.section
            ? 'otherSection'
            : ((observer && observerRefusal(observer, op, receivedAt, held)) ?? checkOp(stage, rider, op));
      },
      ...(precheck ? { precheck } : {}),
      ...(trainee ? { divert: (tx, accepted) => TraineeSheet.open(tx, stage, trainee, accepted) } : {}),
      // Nothing an observer's phone sent vanishes: what was refused waits for race control (issue #35).
      ...(observer
        ? { settle: (tx, mine, outcomes) => keepRefused(tx, observer, stage.id, mine, outcomes, receivedAt) }
        : {}),
    });
  }

  /**
   * Race control accepts an observer phone's refused tap (issue #35): applied through the
   * exactly-once path under an id of its own (`<opId>:accepted`, so a repeated accept counts once), as
   * the phone's score with the secretary named; the stage's checks still hold (nothing after approval).
   * The tap leaves the refused list only once applied.
   */
  async acceptRefused(viewer: Viewer | null, stageId: string, opId: string): Promise<JudgeOpOutcome> {
    requireRole(viewer, 'secretary');
    const { stage } = await this.stageOrThrow(stageId);
    const found = await findOpenRefused(this.db, stageId, opId);
    if (!found) throw new AppError('notFound');
    const { refused, deviceName, trainee } = found;
    const op: JudgeOp = { ...(refused.op as unknown as JudgeOp), opId: `${opId}:accepted` };
    const acceptedBy = displayWho(viewer.displayName || viewer.email);
    const scorer: Scorer = { id: `obs:${refused.deviceId}`, name: deviceName, acceptedBy };
    // The secretary gives it for any section, with no cut-off: an actor without a section or phone;
    // a trainee's tap stays a trainee's score, accepted or not (never counted).
    const actor: Actor = {
      id: viewer.userId,
      name: deviceName,
      section: null,
      observer: null,
      trainee: trainee ? refused.deviceId : null,
    };
    const { outcomes } = await this.applyOps(actor, stage, scorer, new Date(), `accept:${viewer.userId}`, [op]);
    const outcome = { ...outcomes[0]!, opId };
    if (outcome.outcome === 'applied')
      await this.tx(async (tx) => {
        await handleRefused(tx, opId, 'accepted', viewer.userId);
        await writeAudit(tx, { stageId, event: 'accept_refused_score', data: { opId }, ...by(viewer) });
      });
    return outcome;
  }

  /** Race control dismisses an observer phone's refused tap: it stays unscored, and leaves the list. */
  async dismissRefused(viewer: Viewer | null, stageId: string, opId: string): Promise<void> {
    requireRole(viewer, 'secretary');
    await this.stageOrThrow(stageId);
    await this.tx(async (tx) => {
      if (!(await findOpenRefused(tx, stageId, opId))) throw new AppError('notFound');
      await handleRefused(tx, opId, 'dismissed', viewer.userId);
      await writeAudit(tx, { stageId, event: 'dismiss_refused_score', data: { opId }, ...by(viewer) });
    });
  }

  /** The keyed-entry grid of one section (issue #17, paper fallback): its riders and counted scores. */
  async keyedSection(viewer: Viewer | null, stageId: string, section: number): Promise<KeyedSection> {
    requireRole(viewer, 'secretary');
    const { stage } = await this.stageOrThrow(stageId);
    if (!Number.isInteger(section) || section < 1 || section > stage.sectionCount)
      throw new AppError('validation', { section: 'judge.sectionOutOfRange' });
    const classes = new Map(stage.classes.filter((c) => c.lapSections.includes(section)).map((c) => [c.name, c]));
    const [riders, scores] = await Promise.all([
      repo.listRiders(this.db, stageId),
      repo.listSectionScores(this.db, stageId, section),
    ]);
    return {
      stage: {
        id: stage.id,
        title: stage.title,
        competitionType: stage.competitionType,
        openFree: stage.competitionType === 'openFree' ? stage.openFree : null,
        sectionCount: stage.sectionCount,
        resultsLocked: stage.resultsStatus !== null,
        timeZone: stage.timeZone,
      },
      section,
      riders: riders
        .filter((r) => classes.has(r.racingClass))
        .map((r) => ({ ...r, color: classes.get(r.racingClass)!.color, laps: classes.get(r.racingClass)!.laps })),
      scores: scores.map((s) => ({
        ...s,
        judge: s.judge === null ? null : displayWho(s.judge),
        at: s.at.toISOString(),
      })),
    };
  }

  /**
   * A paper sheet's scores keyed in by a secretary (classic points, or open-free gates and faults):
   * each cell is an operation of the judge app's
   * exactly-once path (recorded under its id with its answer), given by the sheet's observer. A cell
   * whose slot holds another score than the secretary saw (`expected`) is refused as a conflict with
   * the score there now, so nothing a phone sent is overwritten silently; the same score is a no-op.
   */
  async applyKeyed(viewer: Viewer | null, stageId: string, batch: KeyedBatch): Promise<KeyedBatchResponse> {
    requireRole(viewer, 'secretary');
    const { stage } = await this.stageOrThrow(stageId);
    const scorer: Scorer = { id: null, name: batch.observer };
    const receivedAt = new Date();
    const expected = new Map(batch.ops.map((keyed) => [keyed.opId, keyed.expected]));
    // Classic: the points on the sheet. Open-free: the gates ticked and faults written become the
    // events the judge app would send (the server's replay gives the points, decision 030). A cell
    // missing its kind of score is refused by check() (invalidPoints / missingEvents).
    const sheetPoints = new Map<string, number | undefined>();
    const ops: JudgeOp[] = batch.ops.map(({ expected: _expected, gates, faults, points: written, ...rest }) => {
      if (stage.competitionType !== 'openFree') {
        sheetPoints.set(rest.opId, written);
        return { ...rest, kind: 'score', ...(written === undefined ? {} : { points: written }) };
      }
      if (!stage.openFree || !gates || faults === undefined) return { ...rest, kind: 'score' };
      const sheet = openFreeSheetAttempt(gates, faults, stage.openFree, rest.at);
      sheetPoints.set(rest.opId, sheet.points);
      return { ...rest, kind: 'score', events: sheet.events };
    });
    const precheck: Precheck = (op, rider, existing) => {
      const current = existing && !existing.deletedAt ? existing : null;
      if (!current) return null;
      if (current.points === sheetPoints.get(op.opId)) return 'same';
      if (current.points === expected.get(op.opId)) return null;
      return {
        opId: op.opId,
        outcome: 'rejected',
        reason: 'conflict',
        current: {
          participantId: rider.id,
          lap: op.lap,
          points: current.points,
          judge: current.judge === null ? null : displayWho(current.judge),
          at: current.createdAt.toISOString(),
        },
      };
    };
    // The secretary keys in for any section: an actor without a section of their own.
    const actor: Actor = { id: viewer.userId, name: scorer.name, section: null, observer: null, trainee: null };
    const { outcomes } = await this.applyOps(actor, stage, scorer, receivedAt, batch.deviceId, ops, { precheck });
    const byId = new Map(outcomes.map((o) => [o.opId, o]));
    return { outcomes: batch.ops.map((op) => byId.get(op.opId)!) };
  }

  /**
   * A standalone judge's score sheet into this stage (issue 6 point 5): sheet-import.ts.
   */
  async importSheet(viewer: Viewer | null, stageId: string, request: ImportSheetRequest): Promise<ImportSheetResponse> {
    requireRole(viewer, 'secretary');
    const { stage } = await this.stageOrThrow(stageId);
    if (stage.competitionType !== 'classic') throw new AppError('validation', { file: 'judges.import.classicOnly' });
    return importSheet(this.db, this.hub, stage, viewer, request);
  }
}

const by = (viewer: Viewer) => ({ userId: viewer.userId, userEmail: viewer.email });
