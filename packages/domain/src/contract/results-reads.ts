import { z } from 'zod';
import { type ResultAuditEntry, RESULT_AUDIT_EVENTS } from './results.js';
import { type ScoreQuery, SCORE_QUERY_OUTCOMES } from './score-queries.js';

// The answers of the secretary's results screens (issue #41 point 14): the change log and the score
// queries ("Ask the clerk"), beside staff-reads.ts; a correction answers the rider's result
// (stageResultSchema, public-reads.ts, with the secretary's participant fields). Each is checked
// against the interface the server builds it as (`same`), so the document and the web app's typed api()
// (decision 074) cannot drift from the server.

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <A, B>(proof: Same<A, B>) => proof;

/** GET /api/stages/:stageId/results-log — the corrections, newest first. */
export const resultAuditEntriesSchema = z.array(
  z.object({
    id: z.number().int(),
    event: z.enum(RESULT_AUDIT_EVENTS),
    participantId: z.string().nullable(),
    data: z.record(z.string(), z.unknown()).describe("the correction's own fields; who by display name only"),
    timestamp: z.string(),
    userName: z.string().nullable(),
  }),
);
same<z.output<typeof resultAuditEntriesSchema>, ResultAuditEntry[]>(true);

/** A rider's score query — ScoreQuery. */
export const scoreQuerySchema = z.object({
  id: z.string(),
  stageId: z.string(),
  participantId: z.string(),
  section: z.number().int(),
  lap: z.number().int(),
  message: z.string(),
  pointsThen: z.number().nullable().describe("the section's points when asked; null: deleted then"),
  authorName: z.string(),
  createdAt: z.string(),
  status: z.enum(['open', 'answered']),
  answer: z.string().nullable(),
  outcome: z.enum(SCORE_QUERY_OUTCOMES).nullable(),
  answeredBy: z.string().nullable(),
  answeredAt: z.string().nullable(),
});
same<z.output<typeof scoreQuerySchema>, ScoreQuery>(true);
/** GET …/results/:participantId/queries and GET /api/stages/:stageId/queries. */
export const scoreQueriesSchema = z.array(scoreQuerySchema);
