import { randomUUID } from 'node:crypto';
import {
  liveTopics,
  DEFAULT_PENALTY_REASON,
  type FinishTimeBody,
  type PublishProvisionalBody,
  type ResultsState,
  type ResultStatus,
  type CompactResult,
  type RiderAudience,
  type StageResult,
  compactResultView,
  resultView,
} from '@trialhub/domain';
import { eq, sql } from 'drizzle-orm';
import { type Viewer, audienceOf, canReadStage, requireRole } from '../../auth/viewer.js';
import type { Db } from '../../db/open-db.js';
import { stages } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { topicPositionsSql } from '../../http/topic-cache.js';
import type { LiveHub } from '../../live/hub.js';
import * as repo from '../stage-results/index.js';

/**
 * Stage results (issue 7): everyone reads the results of a published stage; secretaries correct
 * them, each correction a command of the stage's results module (stage-results' ResultCommands,
 * decision 076): `id` is the command's id when the client sent one.
 */
export class ResultsService {
  /** Stages a visitor may read, by the revocation mark taken before that was checked (`readCheck`). */
  private readonly publicStages = new Map<string, number>();

  private readonly commands: repo.ResultCommands;

  constructor(
    private readonly db: Db,
    readonly hub: LiveHub,
    /** The time provisional results are published at (tests drive the protest window with a fake clock). */
    clock: () => Date = () => new Date(),
  ) {
    this.commands = new repo.ResultCommands(db, hub, clock);
  }

  /** Live / Provisional / Approved and the protest window (decision 027), to whoever may read the results. */
  async state(viewer: Viewer | null, stageId: string): Promise<ResultsState> {
    const stage = await repo.findStage(this.db, stageId);
    if (!stage || !canReadStage(viewer, stage.status)) throw new AppError('notFound');
    return repo.stageResultsState(this.db, stage);
  }

  /** A secretary publishes the stage's results as provisional (decision 027): a command (ResultCommands). */
  publishProvisional(viewer: Viewer | null, stageId: string, body: PublishProvisionalBody, commandId?: string) {
    return this.commands.publishProvisional(viewer, stageId, body, commandId);
  }

  /** The stage's results list as the viewer may see it (the results PDF and the link preview read it too). */
  async list(viewer: Viewer | null, stageId: string): Promise<CompactResult[]> {
    return this.listFor((await this.readCheck(viewer, stageId, [])).audience, stageId);
  }

  /**
   * The viewer's view of the stage's results and, in the same query, the positions of `topics` (the
   * cached read's version, decision 031); 404 when they may not read the stage.
   */
  async readCheck(viewer: Viewer | null, stageId: string, topics: readonly string[]) {
    // A visitor's read of a stage known to be public needs no query (issue #20, decision 041: the
    // spectators' revalidations at the venue): the hub keeps the topics' positions in memory, and a
    // stage stops being public only by a revocation of its topics (admin.service,
    // competitions.service), which ends what was learnt here. Staff keep the query.
    const publicSince = viewer ? undefined : this.publicStages.get(stageId);
    if (publicSince !== undefined && !this.hub.revokedSince(liveTopics.stageResults(stageId), publicSince)) {
      const positions = this.hub.settledPositions(topics);
      if (positions) return { audience: audienceOf(null), positions };
    }
    const mark = this.hub.revocationMark();
    const [stage] = await this.db
      .select({
        status: stages.status,
        positions: topics.length ? sql<Record<string, number> | null>`${topicPositionsSql(topics)}` : sql`null`,
      })
      .from(stages)
      .where(eq(stages.id, stageId));
    if (!stage || !canReadStage(viewer, stage.status)) throw new AppError('notFound');
    if (canReadStage(null, stage.status)) {
      this.publicStages.set(stageId, mark);
      // The hub learns the topics it did not know yet (one query, once), so the next read needs none.
      await this.hub.positions(topics);
    }
    return { audience: audienceOf(viewer), positions: stage.positions as Record<string, number> | null };
  }

  /**
   * The stage's results list as `audience` sees them (the caller checked the stage may be read): the
   * compact results, no one's history (decision 037).
   */
  async listFor(audience: RiderAudience, stageId: string): Promise<CompactResult[]> {
    return (await repo.listCompactResults(this.db, stageId)).map((r) => compactResultView(audience, r));
  }

  /**
   * One rider's whole result, history included, as `audience` sees it (the caller checked the stage
   * may be read: ReadVersions.stageResult); 404 when the rider has no result.
   */
  async resultFor(audience: RiderAudience, stageId: string, participantId: string): Promise<StageResult> {
    const result = await repo.findResult(this.db, stageId, participantId);
    if (!result) throw new AppError('notFound');
    return resultView(audience, result);
  }

  /** The change log of the stage's result corrections (secretaries). */
  async audit(viewer: Viewer | null, stageId: string) {
    requireRole(viewer, 'secretary');
    if (!(await repo.findStage(this.db, stageId))) throw new AppError('notFound');
    return repo.listResultAudit(this.db, stageId);
  }

  /**
   * Sets DQ, DNF or DNS (refused when it already is that) or clears the status (refused when none).
   * Any entered rider can get one, scored or not (issue #16).
   */
  setStatus(viewer: Viewer | null, stageId: string, participantId: string, status: ResultStatus | null, id?: string) {
    return this.commands.correct(viewer, stageId, { kind: 'setStatus', participantId, status }, id);
  }

  /** Only a finished result's finish time changes: HH:MM:SS on the same day, milliseconds zeroed. */
  changeFinishTime(viewer: Viewer | null, stageId: string, participantId: string, body: FinishTimeBody, id?: string) {
    const correction = { kind: 'changeFinishTime' as const, participantId, ...body, by: who(viewer) };
    return this.commands.correct(viewer, stageId, correction, id);
  }

  /** A result can be deleted only while its total is null (spec §4). */
  async deleteResult(viewer: Viewer | null, stageId: string, participantId: string, id?: string): Promise<void> {
    await this.commands.correct(viewer, stageId, { kind: 'deleteResult', participantId }, id);
  }

  /** A new value for one section: an EditedTo event keeps the history; classic values other than 0/1/2/3/5 become 0. */
  editSection(
    viewer: Viewer | null,
    stageId: string,
    participantId: string,
    slot: { section: number; lap: number },
    rawPoints: string,
    id?: string,
  ) {
    const correction = {
      kind: 'editSection' as const,
      participantId,
      ...slot,
      points: Number(rawPoints),
      at: new Date().toISOString(),
      by: who(viewer),
    };
    return this.commands.correct(viewer, stageId, correction, id);
  }

  /** Deleting a section is refused while the same section has a result in the next lap (spec §5). */
  deleteSection(
    viewer: Viewer | null,
    stageId: string,
    participantId: string,
    slot: { section: number; lap: number },
    id?: string,
  ) {
    const at = new Date().toISOString();
    const correction = { kind: 'deleteSection' as const, participantId, ...slot, at, by: who(viewer) };
    return this.commands.correct(viewer, stageId, correction, id);
  }

  addPenalty(
    viewer: Viewer | null,
    stageId: string,
    participantId: string,
    points: number,
    reason: string,
    id?: string,
  ) {
    const penalty = {
      id: randomUUID(),
      points,
      reason: reason || DEFAULT_PENALTY_REASON,
      timestamp: new Date().toISOString(),
      userId: viewer?.userId ?? '',
      userDisplayName: viewer?.displayName || null,
      userEmail: viewer?.email ?? null,
    };
    return this.commands.correct(viewer, stageId, { kind: 'addPenalty', participantId, penalty }, id);
  }

  /**
   * The missed-section rule applied by the secretary to one rider (docs/decisions/019): every unscored
   * section/lap slot of the rider's class gets the rule's points, and the rider is finished. Only when
   * the championship leaves it to the secretary, and only to a rider the rule fits.
   */
  fillMissedSections(viewer: Viewer | null, stageId: string, participantId: string, id?: string) {
    const correction = {
      kind: 'fillMissedSections' as const,
      participantId,
      at: new Date().toISOString(),
      by: who(viewer),
    };
    return this.commands.correct(viewer, stageId, correction, id);
  }

  removePenalty(viewer: Viewer | null, stageId: string, participantId: string, penaltyId: string, id?: string) {
    return this.commands.correct(viewer, stageId, { kind: 'removePenalty', participantId, penaltyId }, id);
  }
}

/** Who the history and the finish time name: the secretary's display name, else their e-mail. */
const who = (viewer: Viewer | null) => (viewer ? viewer.displayName || viewer.email : '');
