import { z } from 'zod';
import { PROTEST_WINDOW_MAX_MINUTES } from './provisional.js';

/** The request bodies of provisional results (decision 027); apart from provisional.ts so the pages that
 * only read the state do not load zod (decision 036, issue #20). */
/** POST /api/stages/:stageId/results/provisional — publish (again) with a window of N minutes, or none. */
export const publishProvisionalBodySchema = z
  .object({ windowMinutes: z.number().int().min(1).max(PROTEST_WINDOW_MAX_MINUTES).nullable() })
  .strict();
export type PublishProvisionalBody = z.infer<typeof publishProvisionalBodySchema>;

/** POST /api/stages/:stageId/results/approve — an empty body, or `{ confirmEarly: true }` inside a window. */
export const approveResultsBodySchema = z.object({ confirmEarly: z.boolean().optional() }).strict();
export type ApproveResultsBody = z.infer<typeof approveResultsBodySchema>;
