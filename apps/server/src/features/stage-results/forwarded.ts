import type { ForwardedCommand } from '@trialhub/domain';
import type { Db } from '../../db/open-db.js';
import type { Stage } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { LiveHub } from '../../live/hub.js';
import { answerCommandsSql, claimCommands } from './command-log.js';
import { findResult } from './results.repository.js';
import { publishResultsEvents } from './results-live.js';
import { applyRecordedCommand } from './replay.js';
import { findStage, stageResultsState } from './stage-state.js';

/**
 * Commands a venue laptop forwarded (decision 085), applied in the laptop's order exactly once: the
 * caller holds the lease's row lock and passes the highest sequence applied so far. A sequence at or
 * below it was applied before (a duplicate delivery) and is skipped; the next one is applied; a gap (a
 * later command whose predecessor has not arrived, a reordered delivery) stops the batch there — the
 * forwarder sends again from the answer's highest sequence. Each command is claimed by its id with its
 * own origin and sequence (a phone's op delivered at home too is already recorded, and is not applied
 * twice), then applied from its payload. Returns the new highest sequence and how many were applied.
 */
export async function applyForwarded(
  tx: Db,
  hub: LiveHub,
  stage: Stage,
  device: { origin: string; received: number },
  commands: readonly ForwardedCommand[],
): Promise<{ highestSequence: number; applied: number }> {
  const ordered = [...commands].sort((a, b) => a.sequence - b.sequence);
  let highest = device.received;
  let applied = 0;
  const touched = new Set<string>();
  let stateChanged = false;
  for (const command of ordered) {
    if (command.sequence <= highest) continue;
    if (command.sequence !== highest + 1) break;
    const origin = command.origin ?? device.origin;
    const originSeq = command.originSeq ?? command.sequence;
    const { commandId, kind, payload, userId } = command;
    const claimed = await claimCommands(tx, [
      { commandId, stageId: stage.id, userId, origin, originSeq, kind, payload },
    ]);
    if (claimed.has(commandId)) {
      let changed: boolean;
      try {
        changed = await tx.transaction((sp) => applyRecordedCommand(sp as unknown as Db, stage, kind, payload, origin));
      } catch {
        throw new AppError('validation', { [`commands.${command.sequence}`]: 'validation.invalid' });
      }
      await tx.execute(answerCommandsSql([{ commandId, outcome: { forwarded: device.origin, changed } }])!);
      const participantId = participantOf(kind, payload);
      if (participantId) touched.add(participantId);
      else if (changed) stateChanged = true;
      applied++;
    }
    highest = command.sequence;
  }
  const events = [];
  for (const participantId of [...touched].sort()) {
    const result = await findResult(tx, stage.id, participantId);
    events.push(
      result ? { type: 'result.upserted' as const, result } : { type: 'result.removed' as const, participantId },
    );
  }
  if (stateChanged) {
    const now = await findStage(tx, stage.id);
    if (now) events.push({ type: 'results.state' as const, state: await stageResultsState(tx, now) });
  }
  if (events.length > 0) await publishResultsEvents(hub, tx, stage.id, events);
  return { highestSequence: highest, applied };
}

function participantOf(kind: string, payload: Record<string, unknown>): string | null {
  if (kind === 'judgeOp') {
    const op = payload.op as { participantId?: unknown } | undefined;
    return typeof op?.participantId === 'string' ? op.participantId : null;
  }
  return typeof payload.participantId === 'string' ? payload.participantId : null;
}
