import type { Db } from '../../db/open-db.js';
import { AppError } from '../../http/app-error.js';
import { answerCommandsSql, claimCommands, findCommands, nextOriginSeq } from './command-log.js';
import { refuseIfCheckedOut } from './lease-check.js';

/**
 * The origin this server numbers its own commands under (a secretary's corrections, approval). A venue
 * laptop will number its own under its device's name (decision 076).
 */
export const SERVER_ORIGIN = 'server';

/** A command the server itself numbers: its id (the client's or a new one), kind, stage, who, payload. */
export interface ServerCommand {
  commandId: string;
  kind: string;
  stageId: string;
  userId: string;
  payload: Record<string, unknown>;
}

/**
 * Runs one command exactly once in the caller's transaction: claims its id first; an id recorded before
 * answers with the outcome recorded then (`replayed`) and `work` does not run; otherwise `work` applies
 * it and its outcome, the origin's next sequence number and its place in the log are recorded before
 * commit. A command `work` refuses (throws) rolls back with its claim: it changed nothing and leaves no
 * entry, so sending it again decides again. An id recorded for another command (another kind, stage or
 * rider) is refused (400) and changes nothing. While the stage is checked out to a venue laptop, a new
 * command is refused (409 `stageCheckedOut`, decision 085); a repeat still answers as recorded.
 */
export async function runCommand<T extends Record<string, unknown>>(
  tx: Db,
  command: ServerCommand,
  work: () => Promise<{ outcome: T; payload?: Record<string, unknown> }>,
): Promise<{ outcome: T; replayed: boolean }> {
  const { commandId } = command;
  const claimed = await claimCommands(tx, [{ ...command, origin: SERVER_ORIGIN, originSeq: 0 }]);
  if (!claimed.has(commandId)) {
    const [record] = await findCommands(tx, [commandId]);
    const target = (p: unknown) => (p as { participantId?: unknown } | null)?.participantId ?? null;
    if (
      !record ||
      record.kind !== command.kind ||
      record.stageId !== command.stageId ||
      target(record.payload) !== target(command.payload)
    )
      throw new AppError('badRequest');
    return { outcome: record.outcome as T, replayed: true };
  }
  await refuseIfCheckedOut(tx, command.stageId);
  const done = await work();
  const originSeq = await nextOriginSeq(tx, SERVER_ORIGIN);
  await tx.execute(
    answerCommandsSql([
      { commandId, outcome: done.outcome, originSeq, ...(done.payload ? { payload: done.payload } : {}) },
    ])!,
  );
  return { outcome: done.outcome, replayed: false };
}
