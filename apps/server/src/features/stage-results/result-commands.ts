import { randomUUID } from 'node:crypto';
import {
  type PublishProvisionalBody,
  type ResultsState,
  type StageResult,
  protestClosesAt,
  resultView,
  resultsStateOf,
} from '@trialhub/domain';
import { type Viewer, audienceOf, requireRole } from '../../auth/viewer.js';
import { writeAudit } from '../../db/audit.js';
import type { Db } from '../../db/open-db.js';
import { AppError } from '../../http/app-error.js';
import type { LiveHub } from '../../live/hub.js';
import { type Correction, applyCorrection, withoutResultOf } from './corrections.js';
import { publishResultsEvent } from './results-live.js';
import {
  createUnscoredResult,
  findResult,
  isEntered,
  listStageResultRows,
  refreshResult,
} from './results.repository.js';
import { findResultRowForUpdate } from './results-writes.js';
import { runCommand } from './run-command.js';
import { findStage, findStageForUpdate, setProvisional } from './stage-state.js';

/**
 * The secretary's writes to a stage's results as commands (issue 7, decision 076). Every correction
 * checks the caller and the rules of spec §5 first, then, in one transaction holding the result's row
 * lock (so two secretaries or a judge and a secretary never overwrite each other), records the command,
 * changes the result, writes its audit entry (spec §7) and pushes the changed result on the stage's
 * results topic. A refused command changes nothing; a repeated command id answers as the first time.
 */
export class ResultCommands {
  constructor(
    private readonly db: Db,
    private readonly hub: LiveHub,
    /** The time provisional results are published at (tests drive the protest window with a fake clock). */
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /**
   * One correction of one rider's result, as the command `commandId` (a new id when the client sent
   * none). The answer: the rider's result as the secretary sees it, null once removed.
   */
  async correct(
    viewer: Viewer | null,
    stageId: string,
    correction: Correction,
    commandId: string = randomUUID(),
  ): Promise<StageResult | null> {
    requireRole(viewer, 'secretary');
    const { participantId } = correction;
    const answer = await this.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const stage = await findStage(tx, stageId);
      if (!stage) throw new AppError('notFound');
      const command = { commandId, kind: correction.kind, stageId, userId: viewer.userId, payload: correction };
      return runCommand<{ result: StageResult | null }>(tx, command, async () => {
        if (stage.resultsStatus !== null) throw new AppError('resultsLocked');
        const withoutResult = withoutResultOf(correction);
        let row = await findResultRowForUpdate(tx, stageId, participantId);
        if (!row && withoutResult === 'create' && (await createUnscoredResult(tx, stageId, participantId)))
          row = await findResultRowForUpdate(tx, stageId, participantId);
        if (!row && withoutResult === 'missedNotApplicable' && (await isEntered(tx, stageId, participantId)))
          throw new AppError(withoutResult);
        if (!row) throw new AppError('notFound');
        const done = await applyCorrection(tx, stage, row, correction);
        const audit = { stageId, userId: viewer.userId, userEmail: viewer.email };
        if (done === 'removed') {
          await writeAudit(tx, {
            ...audit,
            event: 'remove_result',
            data: { participantId, result: JSON.stringify(row) },
          });
          await publishResultsEvent(this.hub, tx, stageId, { type: 'result.removed', participantId });
          return { outcome: { result: null } };
        }
        await writeAudit(tx, { ...audit, event: done.event, data: { participantId, ...done.data } });
        const result = done.refresh
          ? await refreshResult(tx, stage, participantId)
          : await findResult(tx, stageId, participantId);
        await publishResultsEvent(this.hub, tx, stageId, { type: 'result.upserted', result: result! });
        return { outcome: { result: result! } };
      });
    });
    const { result } = answer.outcome;
    return result && resultView(audienceOf(viewer), result);
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
    commandId: string = randomUUID(),
  ): Promise<ResultsState> {
    requireRole(viewer, 'secretary');
    const answer = await this.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const stage = await findStageForUpdate(tx, stageId);
      if (!stage) throw new AppError('notFound');
      const at = this.clock();
      const payload = { windowMinutes: body.windowMinutes, at: at.toISOString() };
      const command = { commandId, kind: 'publishProvisional', stageId, userId: viewer.userId, payload };
      return runCommand(tx, command, async () => {
        if (stage.resultsStatus !== null) throw new AppError('resultsLocked');
        if ((await listStageResultRows(tx, stageId)).length === 0) throw new AppError('standingsNoResults');
        const closesAt = protestClosesAt(at, body.windowMinutes);
        const updated = await setProvisional(tx, stageId, at, body.windowMinutes, closesAt);
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
        return { outcome: { state } };
      });
    });
    return answer.outcome.state as ResultsState;
  }
}
