import { z } from 'zod';
import { RESULT_STATUSES } from '../scoring/result.js';
import { FINISH_TIME_PATTERN } from './results.js';

/** The request bodies of result corrections; apart from results.ts so the public results page does not
 * load zod (issue #20). */
const digits = (message: string) =>
  z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(z.string().regex(/^\d{1,4}$/, message));

export const resultStatusBodySchema = z.object({ status: z.enum(RESULT_STATUSES).nullable() }).strict();
export type ResultStatusBody = z.infer<typeof resultStatusBodySchema>;

export const finishTimeBodySchema = z
  .object({
    time: z.string().regex(FINISH_TIME_PATTERN, 'results.invalidFinishTime'),
    timezoneOffset: z.number().int().min(-840).max(840),
  })
  .strict();
export type FinishTimeBody = z.infer<typeof finishTimeBodySchema>;

/** Digits only; on classic stages the service turns anything but 0/1/2/3/5 into 0 (spec §5). */
export const sectionPointsBodySchema = z.object({ points: digits('results.invalidPoints') }).strict();
export type SectionPointsBody = z.input<typeof sectionPointsBodySchema>;

export const penaltyBodySchema = z
  .object({
    points: digits('results.invalidPenalty').refine((v) => Number(v) > 0, 'results.invalidPenalty'),
    reason: z.string().trim().max(200, 'validation.tooLong').default(''),
  })
  .strict();
export type PenaltyBody = z.input<typeof penaltyBodySchema>;
