import { type SQL, asc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/open-db.js';
import { stageCommands } from '../../db/schema.js';

/**
 * The stage's command log (decision 076): every write to a stage's results is a command whose id is
 * recorded in the transaction that applies it, with its origin and that origin's sequence number, its
 * kind and payload (what replaying it needs) and its outcome. A repeated id gets the recorded outcome
 * back and changes nothing.
 */

export type CommandRecord = typeof stageCommands.$inferSelect;

/** A command to claim: who numbered it (`origin`, `originSeq`), what it is, and for whom. */
export type CommandClaim = Pick<CommandRecord, 'commandId' | 'stageId' | 'userId' | 'origin' | 'originSeq'> & {
  kind?: string;
  payload?: Record<string, unknown> | null;
};

/**
 * Claims commands' ids for this transaction (exactly once, decision 034): the ids not yet recorded are
 * inserted with an empty outcome, filled in by answerCommandsSql before commit. A transaction carrying an
 * id another one is applying waits for it here, then finds the id taken. Returns the claimed ids; the
 * others are repeats (findCommands has their first outcome).
 */
export async function claimCommands(db: Db, list: readonly CommandClaim[]): Promise<Set<string>> {
  if (list.length === 0) return new Set<string>();
  const claimed = await claimCommandsQuery(db, list).returning({ commandId: stageCommands.commandId });
  return new Set(claimed.map((c) => c.commandId));
}

/** claimCommands' insert, to return its ids or to run as a CTE of a read that needs them (judge-ops.ts). */
export function claimCommandsQuery(db: Db, list: readonly CommandClaim[]) {
  // One order for every batch: two batches sharing ids cannot wait on each other.
  const sorted = [...list].sort((a, b) => (a.commandId < b.commandId ? -1 : a.commandId > b.commandId ? 1 : 0));
  return db
    .insert(stageCommands)
    .values(sorted.map((c) => ({ ...c, outcome: {} })))
    .onConflictDoNothing({ target: stageCommands.commandId });
}

export async function findCommands(db: Db, commandIds: readonly string[]): Promise<CommandRecord[]> {
  if (commandIds.length === 0) return [];
  return db
    .select()
    .from(stageCommands)
    .where(inArray(stageCommands.commandId, [...commandIds]));
}

export interface CommandAnswer {
  commandId: string;
  outcome: Record<string, unknown>;
  payload?: Record<string, unknown>;
  /** The sequence number the server gave a command it numbers itself (the claim holds 0 until then). */
  originSeq?: number;
}

/**
 * The outcomes (and payloads) of the claimed commands, in one statement (null: none), and their place in
 * the log: one `position` for the transaction's commands, taken while it holds the results' locks, so a
 * rider's commands are numbered in the order they were applied (a batch's own order is its origin
 * sequence). The ids are named once more as a list, so the update finds its rows by the primary key: a
 * join with the JSON alone was planned as a scan of every recorded command of the installation (decision 073).
 */
export function answerCommandsSql(answers: readonly CommandAnswer[]): SQL | null {
  if (answers.length === 0) return null;
  if (answers.length === 1) {
    // A single op (a judge's tap): by its key with plain parameters, no JSON record set to plan and join.
    const [a] = answers as [CommandAnswer];
    return sql`
    UPDATE stage_commands SET outcome = ${JSON.stringify(a.outcome)}::jsonb,
           payload = coalesce(${a.payload === undefined ? null : JSON.stringify(a.payload)}::jsonb, payload),
           origin_seq = coalesce(${a.originSeq ?? null}::integer, origin_seq),
           position = (SELECT nextval('stage_commands_position'))
     WHERE command_id = ${a.commandId}`;
  }
  const json = answers.map((a) => ({
    command_id: a.commandId,
    outcome: a.outcome,
    payload: a.payload ?? null,
    origin_seq: a.originSeq ?? null,
  }));
  const ids = sql.join(
    answers.map((a) => sql`${a.commandId}`),
    sql`, `,
  );
  return sql`
    UPDATE stage_commands AS o SET outcome = v.outcome, payload = coalesce(v.payload, o.payload),
           origin_seq = coalesce(v.origin_seq, o.origin_seq), position = (SELECT nextval('stage_commands_position'))
      FROM jsonb_to_recordset(${JSON.stringify(json)}::jsonb)
           AS v(command_id text, outcome jsonb, payload jsonb, origin_seq integer)
     WHERE o.command_id IN (${ids}) AND o.command_id = v.command_id`;
}

/**
 * The next sequence number of an origin the server numbers itself, taken at the end of a command's
 * transaction (the counter's row lock is held only until that commit, and is every such transaction's
 * last lock, so no two wait on each other in a cycle); a command that is refused rolls it back, so an
 * origin's sequence has no gaps.
 */
export async function nextOriginSeq(db: Db, origin: string): Promise<number> {
  const [row] = await rows<{ last_seq: number }>(
    db,
    sql`
    INSERT INTO command_origins (origin, last_seq) VALUES (${origin}, 1)
    ON CONFLICT (origin) DO UPDATE SET last_seq = command_origins.last_seq + 1
    RETURNING last_seq`,
  );
  return Number(row!.last_seq);
}

/** The stage's commands in the order they were applied (replay). */
export async function listStageCommands(db: Db, stageId: string): Promise<CommandRecord[]> {
  return db
    .select()
    .from(stageCommands)
    .where(eq(stageCommands.stageId, stageId))
    .orderBy(asc(stageCommands.position), asc(stageCommands.originSeq), asc(stageCommands.commandId));
}
