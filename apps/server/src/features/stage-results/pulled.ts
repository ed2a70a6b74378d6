import type { ServerChange } from '@trialhub/domain';
import type { Db } from '../../db/open-db.js';
import type { Stage } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { LiveHub } from '../../live/hub.js';
import { answerCommandsSql, claimCommands } from './command-log.js';
import { auditApproval, participantOf, publishTouched } from './forwarded.js';
import { applyRecordedCommand } from './replay.js';

/**
 * Commands a venue laptop pulled from the federation server (decision 085): a phone's ops that reached
 * home while the stage was out. Each is claimed by its id with its own origin and sequence and its
 * outcome as recorded there (a phone repeating the op here gets the same answer), then applied from its
 * payload as a replay applies it; an id already recorded here (the phone delivered here too) is skipped.
 * Returns the ids this call recorded. Open results pages get the riders' new rows.
 */
export async function applyPulled(
  tx: Db,
  hub: LiveHub,
  stage: Stage,
  commands: readonly ServerChange[],
): Promise<string[]> {
  const recorded: string[] = [];
  const touched = new Set<string>();
  let stateChanged = false;
  for (const command of commands) {
    const { commandId, kind, payload, userId, origin, originSeq, outcome } = command;
    const claimed = await claimCommands(tx, [
      { commandId, stageId: stage.id, userId, origin, originSeq, kind, payload },
    ]);
    if (!claimed.has(commandId)) continue;
    let changed: boolean;
    try {
      changed = await tx.transaction((sp) => applyRecordedCommand(sp as unknown as Db, stage, kind, payload));
    } catch {
      throw new AppError('validation', { [`commands.${commandId}`]: 'validation.invalid' });
    }
    await tx.execute(answerCommandsSql([{ commandId, outcome }])!);
    if (changed) await auditApproval(tx, stage.id, kind, payload, origin);
    const participantId = participantOf(kind, payload);
    if (participantId) touched.add(participantId);
    else if (changed) stateChanged = true;
    recorded.push(commandId);
  }
  await publishTouched(tx, hub, stage.id, touched, stateChanged);
  return recorded;
}
