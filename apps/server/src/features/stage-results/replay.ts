import { type JudgeOp, judgeTapOrder, protestClosesAt } from '@trialhub/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { type Stage, participants } from '../../db/schema.js';
import { type ApprovalPayload, approve } from './approval.js';
import { listStageCommands } from './command-log.js';
import { type Correction, applyCorrection, withoutResultOf } from './corrections.js';
import { createUnscoredResult, refreshResult } from './results.repository.js';
import { findResultRowForUpdate } from './results-writes.js';
import { type Scorer, ScoreBatch } from './score-batch.js';
import { setProvisional } from './stage-state.js';

const CORRECTIONS = new Set<string>([
  'setStatus',
  'changeFinishTime',
  'deleteResult',
  'editSection',
  'deleteSection',
  'addPenalty',
  'removePenalty',
  'fillMissedSections',
]);

/**
 * Applies the stage's command log again, in the order it was applied (decision 076), to the stage's
 * result rows as they are now — onto a stage whose results were emptied, it rebuilds them. Only what a
 * command changed is applied again, with what its payload decided then (who, when, ids): no checks, no
 * audit entries, no live events. Commands recorded before the log had payloads (migration 0023) are
 * skipped. Returns how many commands it applied.
 */
export async function replayStage(tx: Db, stage: Stage): Promise<number> {
  let applied = 0;
  for (const command of await listStageCommands(tx, stage.id)) {
    if (command.payload && (await applyRecordedCommand(tx, stage, command.kind, command.payload, command.origin)))
      applied++;
  }
  return applied;
}

/**
 * One command applied from its payload, with what it decided then: a replay's step, and a command a venue
 * laptop forwarded (decision 085; the laptop made its checks when it applied it). Returns whether it
 * changed the stage (a kind without result rows, a judge's op that did not count, a rider not entered: no).
 * `origin`: the device that numbered it, kept on a judge's op's events (ScoreBatch.apply).
 * The participant it concerns, for the results topic, when it has one.
 */
export async function applyRecordedCommand(
  tx: Db,
  stage: Stage,
  kind: string,
  payload: Record<string, unknown>,
  origin?: string,
): Promise<boolean> {
  if (kind === 'judgeOp') {
    if (payload.counted !== true) return false;
    const op = payload.op as JudgeOp;
    const receivedAt = new Date(payload.receivedAt as string);
    const [rider] = await tx
      .select()
      .from(participants)
      .where(and(eq(participants.stageId, stage.id), eq(participants.id, op.participantId)));
    if (!rider) return false;
    const batch = await ScoreBatch.open(
      tx,
      stage,
      new Map([[rider.id, { rider, at: judgeTapOrder(op.at, receivedAt) }]]),
    );
    batch.apply(rider, payload.scorer as Scorer, receivedAt, op, origin);
    await batch.write(tx);
  } else if (kind === 'publishProvisional') {
    const at = new Date(payload.at as string);
    const windowMinutes = payload.windowMinutes as number | null;
    await setProvisional(tx, stage.id, at, windowMinutes, protestClosesAt(at, windowMinutes));
  } else if (kind === 'approveResults') {
    await approve(tx, stage, payload as unknown as ApprovalPayload, false);
  } else if (CORRECTIONS.has(kind)) {
    const correction = payload as unknown as Correction;
    const { participantId } = correction;
    let row = await findResultRowForUpdate(tx, stage.id, participantId);
    if (!row && withoutResultOf(correction) === 'create' && (await createUnscoredResult(tx, stage.id, participantId)))
      row = await findResultRowForUpdate(tx, stage.id, participantId);
    if (!row) return false;
    const done = await applyCorrection(tx, stage, row, correction);
    if (done !== 'removed' && done.refresh) await refreshResult(tx, stage, participantId);
  } else return false;
  return true;
}
