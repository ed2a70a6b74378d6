import { z } from 'zod';
import type { OpenFreeSettings, RacingClassInput } from './admin.js';
import type { StageResult } from './results.js';

/** The most operations one sync request may carry; the judge app sends in slices of this size. */
export const MAX_OPS_PER_BATCH = 100;

const sectionEventSchema = z
  .object({
    name: z.string().min(1).max(40),
    timestamp: z.iso.datetime(),
    time: z.number().min(0).max(36_000).nullable(),
    points: z.number().int().min(-10_000).max(10_000).nullable(),
  })
  .strict();

/**
 * One judge action, as the judge app's outbox keeps and sends it. `score` records points for a rider
 * at a section and lap (classic: `points`; open-free: the attempt's `events`, from which the server
 * computes the points); `clear` takes the judge's own score back (undo after it was sent).
 */
export const judgeOpSchema = z
  .object({
    opId: z.string().min(8).max(64),
    /** Per-device sequence: the server applies a batch in this order, whatever order it arrives in. */
    seq: z.number().int().min(0),
    kind: z.enum(['score', 'clear']),
    participantId: z.string().min(1).max(80),
    section: z.number().int().min(1).max(50),
    lap: z.number().int().min(1).max(20),
    /** When the judge tapped (device clock): the later of two scores for one slot counts. */
    at: z.iso.datetime(),
    points: z.number().int().min(-10_000).max(10_000).optional(),
    events: z.array(sectionEventSchema).max(400).optional(),
  })
  .strict();
export type JudgeOp = z.infer<typeof judgeOpSchema>;

export const judgeBatchSchema = z
  .object({
    deviceId: z.string().min(8).max(64),
    ops: z.array(judgeOpSchema).min(1).max(MAX_OPS_PER_BATCH, 'judge.batchTooLarge'),
  })
  .strict();
export type JudgeBatch = z.infer<typeof judgeBatchSchema>;

/** Why the server refused an operation: translation keys under `judge.reject.`. */
export const judgeRejections = [
  'invalidPoints',
  'unknownRider',
  'sectionNotRidden',
  'lapOutOfRange',
  'resultsLocked',
  'otherStage',
  'missingEvents',
  'nothingToClear',
] as const;
export type JudgeRejection = (typeof judgeRejections)[number];

export interface JudgeOpOutcome {
  opId: string;
  outcome: 'applied' | 'rejected';
  reason?: JudgeRejection;
  /** True when this id was seen before: the first answer is returned and nothing is applied again. */
  replayed?: boolean;
}

export interface JudgeBatchResponse {
  outcomes: JudgeOpOutcome[];
  /** The results the batch changed, as the results topic carries them. */
  results: StageResult[];
}

/** What the judge app needs for one stage; cached by the service worker to work offline. */
export interface JudgingStage {
  stage: {
    id: string;
    title: string;
    path: string;
    competitionType: 'classic' | 'openFree';
    openFree: OpenFreeSettings | null;
    sectionCount: number;
    classes: Pick<RacingClassInput, 'name' | 'color' | 'laps' | 'lapSections' | 'order'>[];
    competitionStartDate: string;
    competitionEndDate: string;
    resultsLocked: boolean;
  };
  judge: { userId: string; name: string; section: number | null };
  riders: { id: string; name: string; racingNumber: number | null; racingClass: string }[];
  /** Every counted score at this stage (all sections), so the app knows each rider's next lap. */
  scores: { participantId: string; section: number; lap: number; points: number; judge: string | null }[];
}

/** A stage judge as the secretary's judges page lists them. */
export interface StageJudge {
  userId: string;
  name: string;
  email: string;
  section: number | null;
  lastSyncAt: string | null;
}

export const stageJudgeInputSchema = z.object({ section: z.number().int().min(1).max(50).nullable() }).strict();

/** A user who flagged themselves 'I am judge', offered when picking judges. */
export interface JudgeCandidate {
  userId: string;
  name: string;
  email: string;
}
