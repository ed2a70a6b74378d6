import { randomUUID } from 'node:crypto';
import {
  liveTopics,
  DEFAULT_PENALTY_REASON,
  type FinishTimeBody,
  type PublishProvisionalBody,
  type ResultsState,
  type ResultStatus,
  type CompactResult,
  type ResultsEvent,
  type RiderAudience,
  type StageResult,
  applyFinishTime,
  canDeleteSection,
  compactResultView,
  missedSectionApplies,
  normaliseRules,
  normaliseEditedPoints,
  protestClosesAt,
  resultView,
  resultsStateOf,
} from '@trialhub/domain';
import { eq, sql } from 'drizzle-orm';
import { type Viewer, audienceOf, canReadStage, requireRole } from '../../auth/viewer.js';
import { writeAudit } from '../../db/audit.js';
import type { Db } from '../../db/open-db.js';
import { type Stage, stages } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { topicPositionsSql } from '../../http/topic-cache.js';
import type { LiveHub } from '../../live/hub.js';
import { fillMissedSections } from '../standings/close-rules.js';
import { findChampionship } from '../standings/standings.repository.js';
import { publishResultsEvent } from './results-live.js';
import * as repo from './results.repository.js';

type ResultRow = NonNullable<Awaited<ReturnType<typeof repo.findResultRowForUpdate>>>;

interface EditContext {
  tx: Db;
  stage: Stage;
  row: ResultRow;
  viewer: Viewer;
}

/**
 * Stage results (issue 7): everyone reads the results of a published stage; secretaries correct
 * them. Every correction checks the caller and the rules of spec §5 first, then, in one transaction
 * holding the result's row lock (so two secretaries or a judge and a secretary never overwrite each
 * other), changes the result, writes its audit entry (spec §7) and pushes the changed result on the
 * stage's results topic. A rejected edit changes nothing.
 */
export class ResultsService {
  /** Stages a visitor may read, by the revocation mark taken before that was checked (`readCheck`). */
  private readonly publicStages = new Map<string, number>();

  constructor(
    private readonly db: Db,
    readonly hub: LiveHub,
    /** The time provisional results are published at (tests drive the protest window with a fake clock). */
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Live / Provisional / Approved and the protest window (decision 027), to whoever may read the results. */
  async state(viewer: Viewer | null, stageId: string): Promise<ResultsState> {
    const stage = await repo.findStage(this.db, stageId);
    if (!stage || !canReadStage(viewer, stage.status)) throw new AppError('notFound');
    return repo.stageResultsState(this.db, stage);
  }

  /**
   * A secretary publishes the stage's results as provisional (decision 027): from now, with a protest
   * window of `windowMinutes` or none. Publishing again restarts it (a new window from the new time).
   * Open results pages get the new state on the results topic.
   */
  async publishProvisional(
    viewer: Viewer | null,
    stageId: string,
    body: PublishProvisionalBody,
  ): Promise<ResultsState> {
    requireRole(viewer, 'secretary');
    return this.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const stage = await repo.findStageForUpdate(tx, stageId);
      if (!stage) throw new AppError('notFound');
      if (stage.resultsStatus !== null) throw new AppError('resultsLocked');
      if ((await repo.listStageResultRows(tx, stageId)).length === 0) throw new AppError('standingsNoResults');
      const at = this.clock();
      const closesAt = protestClosesAt(at, body.windowMinutes);
      const updated = await repo.setProvisional(tx, stageId, at, body.windowMinutes, closesAt);
      await writeAudit(tx, {
        stageId,
        event: 'publish_provisional',
        data: {
          windowMinutes: body.windowMinutes,
          closesAt: closesAt?.toISOString() ?? null,
          republished: !!stage.provisionalPublishedAt,
        },
        userId: viewer.userId,
        userEmail: viewer.email,
      });
      const state = resultsStateOf(updated);
      await publishResultsEvent(this.hub, tx, stageId, { type: 'results.state', state });
      return state;
    });
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

  /** Runs one secretary edit: role, stage, lock, rules, change, audit and live event together. */
  private async edit(
    viewer: Viewer | null,
    stageId: string,
    participantId: string,
    work: (ctx: EditContext) => Promise<{ event: string; data: Record<string, unknown>; refresh: boolean } | 'removed'>,
    /**
     * A registered rider without a result: 'create' gives them an empty one first (status, penalty:
     * issue #16); an error code answers with it (409 rather than 404: the rider is there, the action
     * does not fit them). A rider not entered in the stage is a 404 either way.
     */
    withoutResult: 'create' | 'notFound' | 'missedNotApplicable' = 'notFound',
  ): Promise<StageResult | null> {
    requireRole(viewer, 'secretary');
    const stage = await repo.findStage(this.db, stageId);
    if (!stage) throw new AppError('notFound');
    if (stage.resultsStatus !== null) throw new AppError('resultsLocked');
    return this.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      let row = await repo.findResultRowForUpdate(tx, stageId, participantId);
      if (!row && withoutResult === 'create' && (await repo.createUnscoredResult(tx, stageId, participantId)))
        row = await repo.findResultRowForUpdate(tx, stageId, participantId);
      if (
        !row &&
        withoutResult !== 'notFound' &&
        withoutResult !== 'create' &&
        (await repo.isEntered(tx, stageId, participantId))
      )
        throw new AppError(withoutResult);
      if (!row) throw new AppError('notFound');
      const done = await work({ tx, stage, row, viewer });
      if (done === 'removed') {
        await publishResultsEvent(this.hub, tx, stageId, { type: 'result.removed', participantId });
        return null;
      }
      await writeAudit(tx, {
        stageId,
        event: done.event,
        data: { participantId, ...done.data },
        userId: viewer.userId,
        userEmail: viewer.email,
      });
      const result = done.refresh
        ? await repo.refreshResult(tx, stage, participantId)
        : await repo.findResult(tx, stageId, participantId);
      const event: ResultsEvent = { type: 'result.upserted', result: result! };
      await publishResultsEvent(this.hub, tx, stageId, event);
      return resultView(audienceOf(viewer), result!);
    });
  }

  /**
   * Sets DQ, DNF or DNS (refused when it already is that) or clears the status (refused when none).
   * Any entered rider can get one, scored or not (issue #16).
   */
  setStatus(viewer: Viewer | null, stageId: string, participantId: string, status: ResultStatus | null) {
    return this.edit(
      viewer,
      stageId,
      participantId,
      async ({ tx, row }) => {
        if (row.status === status) throw new AppError('statusUnchanged');
        await repo.updateResultRow(tx, stageId, participantId, { status });
        return status
          ? { event: 'set_status', data: { status, previous: row.status }, refresh: false }
          : { event: 'remove_status', data: { previous: row.status }, refresh: false };
      },
      status !== null ? 'create' : 'notFound',
    );
  }

  /** Only a finished result's finish time changes: HH:MM:SS on the same day, milliseconds zeroed. */
  changeFinishTime(viewer: Viewer | null, stageId: string, participantId: string, body: FinishTimeBody) {
    return this.edit(viewer, stageId, participantId, async ({ tx, row, viewer: by }) => {
      if (!row.isFinished || !row.lastTimeRecorded) throw new AppError('resultNotFinished');
      const from = row.lastTimeRecorded.toISOString();
      const to = applyFinishTime(from, body.time, body.timezoneOffset);
      await repo.updateResultRow(tx, stageId, participantId, {
        lastTimeRecorded: new Date(to),
        finishTimeOverride: new Date(to),
        lastTimeChangedBy: by.displayName || by.email,
      });
      return { event: 'change_finish_time', data: { from, to }, refresh: false };
    });
  }

  /** A result can be deleted only while its total is null (spec §4). */
  async deleteResult(viewer: Viewer | null, stageId: string, participantId: string): Promise<void> {
    await this.edit(viewer, stageId, participantId, async ({ tx, row, viewer: by }) => {
      if (row.total !== null) throw new AppError('resultHasTotal');
      await repo.deleteResult(tx, stageId, participantId);
      await writeAudit(tx, {
        stageId,
        event: 'remove_result',
        data: { participantId, result: JSON.stringify(row) },
        userId: by.userId,
        userEmail: by.email,
      });
      return 'removed';
    });
  }

  /** A new value for one section: an EditedTo event keeps the history; classic values other than 0/1/2/3/5 become 0. */
  editSection(
    viewer: Viewer | null,
    stageId: string,
    participantId: string,
    slot: { section: number; lap: number },
    rawPoints: string,
  ) {
    return this.edit(viewer, stageId, participantId, async ({ tx, stage, viewer: by }) => {
      const sections = await repo.listSections(tx, stageId, participantId);
      const existing = sections.find((s) => s.section === slot.section && s.lap === slot.lap && !s.deletedAt);
      if (!existing) throw new AppError('notFound');
      const points = normaliseEditedPoints(Number(rawPoints), stage.competitionType);
      const at = new Date().toISOString();
      await repo.updateSection(
        tx,
        { stageId, participantId, ...slot },
        {
          points,
          events: [
            ...existing.events,
            {
              name: 'EditedTo',
              timestamp: at,
              time: null,
              points,
              by: by.displayName || by.email,
              source: 'secretary',
            },
          ],
        },
      );
      return { event: 'edit_section', data: { ...slot, from: existing.points, to: points }, refresh: true };
    });
  }

  /** Deleting a section is refused while the same section has a result in the next lap (spec §5). */
  deleteSection(viewer: Viewer | null, stageId: string, participantId: string, slot: { section: number; lap: number }) {
    return this.edit(viewer, stageId, participantId, async ({ tx, viewer: by }) => {
      const sections = await repo.listSections(tx, stageId, participantId);
      const existing = sections.find((s) => s.section === slot.section && s.lap === slot.lap && !s.deletedAt);
      if (!existing) throw new AppError('notFound');
      const entries = sections.map((s) => ({ section: s.section, lap: s.lap, deleted: s.deletedAt !== null }));
      if (!canDeleteSection(entries as never, slot.section, slot.lap)) throw new AppError('sectionHasNextLap');
      const at = new Date();
      await repo.updateSection(
        tx,
        { stageId, participantId, ...slot },
        {
          deletedAt: at,
          events: [
            ...existing.events,
            {
              name: 'SecretaryDelete',
              timestamp: at.toISOString(),
              time: null,
              points: null,
              by: by.displayName || by.email,
              source: 'secretary',
            },
          ],
        },
      );
      return { event: 'delete_section', data: { ...slot, points: existing.points }, refresh: true };
    });
  }

  addPenalty(viewer: Viewer | null, stageId: string, participantId: string, points: number, reason: string) {
    return this.edit(
      viewer,
      stageId,
      participantId,
      async ({ tx, row, viewer: by }) => {
        const entry = {
          id: randomUUID(),
          points,
          reason: reason || DEFAULT_PENALTY_REASON,
          timestamp: new Date().toISOString(),
          userId: by.userId,
          userDisplayName: by.displayName || null,
          userEmail: by.email,
        };
        await repo.updateResultRow(tx, stageId, participantId, { penaltyEvents: [...row.penaltyEvents, entry] });
        return { event: 'new_penalty_points', data: { penalty: entry }, refresh: true };
      },
      'create',
    );
  }

  /**
   * The missed-section rule applied by the secretary to one rider (docs/decisions/019): every unscored
   * section/lap slot of the rider's class gets the rule's points, and the rider is finished. Only when
   * the championship leaves it to the secretary, and only to a rider the rule fits.
   */
  fillMissedSections(viewer: Viewer | null, stageId: string, participantId: string) {
    return this.edit(
      viewer,
      stageId,
      participantId,
      async ({ tx, stage, viewer: by }) => {
        const championship = await findChampionship(tx, stage.championshipId);
        const rules = normaliseRules(championship?.rules);
        if (rules.missedSectionPoints === null || rules.missedSectionBy !== 'secretary')
          throw new AppError('missedNotBySecretary');
        const result = await repo.findResult(tx, stageId, participantId);
        const cls = stage.classes.find((c) => c.name === result?.participant.racingClass);
        if (!result || !cls || !missedSectionApplies(result, rules.missedSectionPoints, stage.competitionType))
          throw new AppError('missedNotApplicable');
        const points = rules.missedSectionPoints;
        const filled = await fillMissedSections(tx, stage, result, cls, points, by.displayName || by.email, new Date());
        if (filled === 0) throw new AppError('missedNotApplicable');
        return { event: 'missed_sections', data: { points, sections: filled }, refresh: true };
        // An entered rider with no result row has no score: the rule does not fit them (decision 019: 409).
      },
      'missedNotApplicable',
    );
  }

  removePenalty(viewer: Viewer | null, stageId: string, participantId: string, penaltyId: string) {
    return this.edit(viewer, stageId, participantId, async ({ tx, row }) => {
      const entry = row.penaltyEvents.find((e) => e.id === penaltyId);
      if (!entry) throw new AppError('penaltyNotFound');
      await repo.updateResultRow(tx, stageId, participantId, {
        penaltyEvents: row.penaltyEvents.filter((e) => e !== entry),
      });
      return { event: 'remove_penalty_points', data: { penalty: entry }, refresh: true };
    });
  }
}
