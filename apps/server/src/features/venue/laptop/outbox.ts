import type { ForwardedCommand, Outbox } from '@trialhub/domain';
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../../db/open-db.js';
import { SERVER_ORIGIN } from '../../stage-results/index.js';

interface OutboxRow {
  sequence: string | number;
  holding: string | number;
  command_id: string;
  kind: string;
  origin: string;
  origin_seq: number;
  user_id: string;
  payload: Record<string, unknown>;
}

/**
 * The laptop's own commands of its stage — all but those it pulled from home — in log (position) order,
 * numbered 1, 2, 3… as forward sequences (decision 085). The numbering is the log's order itself, so it
 * needs no table and survives a kill -9: a command's number never changes, because on the embedded
 * database transactions commit one at a time and each takes its position as it commits, after every
 * earlier one. The laptop's own commands (origin `server` here) go without an origin: the federation
 * server records them under the laptop's name, numbered by their sequence; phones' ops keep theirs.
 */
export async function readOutbox(db: Db, stageId: string, after: number, limit: number): Promise<Outbox> {
  const found = await rows<OutboxRow>(
    db,
    sql`
    WITH own AS (
      SELECT c.command_id, c.kind, c.origin, c.origin_seq, c.user_id, c.payload,
             row_number() OVER (ORDER BY c.position, c.origin_seq, c.command_id) AS sequence
        FROM stage_commands c
       WHERE c.stage_id = ${stageId} AND c.payload IS NOT NULL AND c.position IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM venue_pulled_commands p WHERE p.command_id = c.command_id)
    )
    SELECT own.*, (SELECT count(*) FROM own) AS holding
      FROM own RIGHT JOIN (SELECT 1) AS one ON own.sequence > ${after}
     ORDER BY own.sequence LIMIT ${limit}`,
  );
  const holding = Number(found[0]?.holding ?? 0);
  const commands: ForwardedCommand[] = found
    .filter((r) => r.command_id !== null)
    .map((r) => ({
      sequence: Number(r.sequence),
      commandId: r.command_id,
      kind: r.kind,
      ...(r.origin === SERVER_ORIGIN ? {} : { origin: r.origin, originSeq: r.origin_seq }),
      userId: r.user_id,
      payload: r.payload,
    }));
  return { stageId, holding, commands };
}
