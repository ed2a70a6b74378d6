import { z } from 'zod';
import { type OpenFreeRules, type SectionEventRecord, replayOpenFreeAttempt } from '../scoring/result.js';
import { MAX_OPS_PER_BATCH, type JudgeOpOutcome } from './judging.js';
import { MAX_INT4, storableDateTime } from './storable.js';

export const OPEN_FREE_GATES = ['A', 'B', 'C', 'D'] as const;
export type OpenFreeGate = (typeof OPEN_FREE_GATES)[number];

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
    /** Classic: the score on the sheet. */
    points: z.number().int().min(-10_000).max(10_000).optional(),
    /** Open-free: the gates ticked on the sheet and the faults written (the server makes the events). */
    gates: z.array(z.enum(OPEN_FREE_GATES)).max(4).optional(),
    faults: z.number().int().min(0).max(20).optional(),
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

/**
 * An open-free paper sheet's lap as the events the judge app would have sent (spec §3, decision 030):
 * each ticked gate once, in order, then the faults; the attempt ends by reaching the fault limit
 * (faults past it are what the observer wrote after the end, and count for nothing) or by a manual
 * finish. The sheet has no times. The points are what the server's replay gives, so the grid shows
 * the same number the results will.
 */
export function openFreeSheetAttempt(
  gates: readonly OpenFreeGate[],
  faults: number,
  rules: OpenFreeRules,
  at: string,
): { events: SectionEventRecord[]; points: number } {
  const event = (name: string, points: number | null = null): SectionEventRecord => ({
    name,
    timestamp: at,
    time: null,
    points,
  });
  const events = OPEN_FREE_GATES.filter((g) => gates.includes(g)).map((g) =>
    event(`JudgeAddPoints${g}`, rules.gatePoints[g]),
  );
  for (let i = 0; i < Math.min(faults, rules.faultLimit); i++) events.push(event('JudgeAddFault'));
  events.push(event(faults >= rules.faultLimit ? 'TooManyFaults' : 'ManualFinish'));
  return { events, points: replayOpenFreeAttempt(events, rules).points };
}

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
    /** Open-free: gate points and fault limit, so the grid shows a lap's points as it is typed. */
    openFree: OpenFreeRules | null;
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
