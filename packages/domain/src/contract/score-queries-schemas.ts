import { z } from 'zod';
import { SCORE_QUERY_MAX_LENGTH, SCORE_QUERY_OUTCOMES } from './score-queries.js';

/** The request bodies of score queries; apart from score-queries.ts so the public results page does not
 * load zod (issue #20). */
const text = z.string().trim().min(1, 'validation.required').max(SCORE_QUERY_MAX_LENGTH, 'validation.tooLong');

const slotNumber = z.number().int().min(1).max(99);

export const scoreQueryBodySchema = z.object({ section: slotNumber, lap: slotNumber, message: text }).strict();
export type ScoreQueryBody = z.infer<typeof scoreQueryBodySchema>;

export const scoreQueryAnswerSchema = z.object({ answer: text, outcome: z.enum(SCORE_QUERY_OUTCOMES) }).strict();
export type ScoreQueryAnswer = z.infer<typeof scoreQueryAnswerSchema>;
