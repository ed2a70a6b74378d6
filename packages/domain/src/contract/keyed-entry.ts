import { z } from 'zod';
import { MAX_OPS_PER_BATCH, type JudgeOpOutcome } from './judging.js';
import { MAX_INT4, storableDateTime } from './storable.js';

/**
 * Fast keyed entry (issue #17, paper fallback): a secretary types an observer's paper sheet for one
 * section into a grid. Each cell goes through the judge app's exactly-once path (one operation id,
 * recorded with the score in one transaction), with the sheet's observer as "who". `expected` is the
 * score the secretary saw in the slot when they chose to write (null: empty): when a phone sent a
 * different score meanwhile, the server refuses with `conflict` and the grid shows both values.
 */
export const keyedOpSchema = z
  .object({
    opId: z.string().min(8).max(64),
    seq: z.number().int().min(0).max(MAX_INT4),
    participantId: z.string().min(1).max(80),
    section: z.number().int().min(1).max(50),
    lap: z.number().int().min(1).max(20),
    at: storableDateTime(),
    points: z.number().int().min(-10_000).max(10_000),
    expected: z.number().int().min(-10_000).max(10_000).nullable(),
  })
  .strict();
export type KeyedOp = z.infer<typeof keyedOpSchema>;

export const keyedBatchSchema = z
  .object({
    /** The observer's name written on the paper sheet: the scores' "who". */
    observer: z.string().trim().min(1, 'validation.required').max(100),
    deviceId: z.string().min(8).max(64),
    ops: z.array(keyedOpSchema).min(1).max(MAX_OPS_PER_BATCH, 'judge.batchTooLarge'),
  })
  .strict();
export type KeyedBatch = z.infer<typeof keyedBatchSchema>;

/** A slot's counted score as the grid shows it: value, who gave it and when. */
export interface KeyedScore {
  participantId: string;
  lap: number;
  points: number;
  judge: string | null;
  at: string;
}

export interface KeyedOutcome extends JudgeOpOutcome {
  /** On `conflict`: the score the stage holds now, to show beside the paper's. */
  current?: KeyedScore;
}

export interface KeyedBatchResponse {
  outcomes: KeyedOutcome[];
}

/** One section as the keyed-entry grid needs it: who rides it, with how many laps, and its scores. */
export interface KeyedSection {
  stage: {
    id: string;
    title: string;
    competitionType: 'classic' | 'openFree';
    sectionCount: number;
    resultsLocked: boolean;
    timeZone: string;
  };
  section: number;
  riders: {
    id: string;
    name: string;
    racingNumber: number | null;
    racingClass: string;
    color: string;
    laps: number;
  }[];
  scores: KeyedScore[];
}
