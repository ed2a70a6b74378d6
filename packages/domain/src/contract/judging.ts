import { z } from 'zod';
import { MAX_INT4, storableDateTime } from './storable.js';
import { visibleName } from './names.js';
import type { OpenFreeSettings, RacingClassInput } from './admin.js';
import type { TraineeAgreement, TraineeScore } from '../judging/trainee.js';
import type { TopicPositions } from '../live/topics.js';

/** The most operations one sync request may carry; the judge app sends in slices of this size. */
export const MAX_OPS_PER_BATCH = 100;
/** The most held operation ids one sync request may announce (an observer's day at one section is far fewer). */
export const MAX_HELD_OPS = 2000;

const sectionEventSchema = z
  .object({
    name: z.string().min(1).max(40),
    timestamp: storableDateTime(),
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
    seq: z.number().int().min(0).max(MAX_INT4),
    kind: z.enum(['score', 'clear']),
    participantId: z.string().min(1).max(80),
    section: z.number().int().min(1).max(50),
    lap: z.number().int().min(1).max(20),
    /**
     * When the judge tapped (device clock), kept for the history; the server never lets it run more
     * than JUDGE_CLOCK_ALLOWANCE_MS ahead of its own clock, and orders taps by judgeTapOrder.
     */
    at: storableDateTime(),
    points: z.number().int().min(-10_000).max(10_000).optional(),
    events: z.array(sectionEventSchema).max(400).optional(),
  })
  .strict();
export type JudgeOp = z.infer<typeof judgeOpSchema>;

export const judgeBatchSchema = z
  .object({
    deviceId: z.string().min(8).max(64),
    ops: z.array(judgeOpSchema).min(1).max(MAX_OPS_PER_BATCH, 'judge.batchTooLarge'),
    /** How many operations the device still holds beyond this batch (race control shows it). */
    pendingAfter: z.number().int().min(0).max(MAX_INT4).optional(),
    /**
     * The ids of the operations the device still holds beyond this batch. An observer phone's
     * operations that arrive after its cut-off count only if announced here before it (decision 029).
     */
    held: z.array(z.string().min(8).max(64)).max(MAX_HELD_OPS).optional(),
  })
  .strict();
export type JudgeBatch = z.infer<typeof judgeBatchSchema>;

/**
 * How far a judge's device clock may run ahead of the server's and still be kept as it is in the
 * section history (docs/decisions/012): a phone a little fast keeps its own times; a later one is
 * clamped to the server's time plus this.
 */
export const JUDGE_CLOCK_ALLOWANCE_MS = 2 * 60_000;

/** The time a tap is kept with in the history: the device's, but never beyond the allowance. */
export function judgeTapTime(deviceAt: string, receivedAt: Date): string {
  const limit = receivedAt.getTime() + JUDGE_CLOCK_ALLOWANCE_MS;
  return Date.parse(deviceAt) > limit ? new Date(limit).toISOString() : deviceAt;
}

/**
 * The time that orders taps on one slot (the later one counts): the device's time, but never later
 * than when the server received it. A tap made offline keeps its own (earlier) time, so a late sync
 * does not override a score given after it; a clock set ahead gains nothing over a judge tapping
 * online at the moment it arrives, so a forged clock cannot outrank a tap made after it.
 */
export function judgeTapOrder(deviceAt: string, receivedAt: Date): Date {
  return new Date(Math.min(Date.parse(deviceAt), receivedAt.getTime()));
}

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
  /** The secretary gave this judge another section. */
  'otherSection',
  /** Keyed entry: the slot holds another score than the secretary saw (a phone sent one meanwhile). */
  'conflict',
  /** An observer's tap made after the secretary revoked the credential (decision 029). */
  'afterRevocation',
  /** An observer's tap made after the section was handed to another phone. */
  'handedOff',
  /** An observer's tap made after the credential expired. */
  'expired',
  /** An observer's tap dated before its phone opened the credential (decision 029). */
  'beforeCredential',
  /**
   * An observer's tap dated before the cut-off that arrived after it, which the phone had not
   * reported holding before the cut-off: race control decides (decision 029).
   */
  'notAnnounced',
] as const;
export type JudgeRejection = (typeof judgeRejections)[number];

export interface JudgeOpOutcome {
  opId: string;
  outcome: 'applied' | 'rejected';
  reason?: JudgeRejection;
  /** True when this id was seen before: the first answer is returned and nothing is applied again. */
  replayed?: boolean;
}

/**
 * The answer to a judge app's batch: outcomes only (decision 073). The scores themselves reach the
 * phone as every other change does, on the stage's results topic.
 */
export interface JudgeBatchResponse {
  outcomes: JudgeOpOutcome[];
  /**
   * The stage's results topic position once the batch was written: every operation answered here
   * (applied now or before) is on the topic at or before it, so a phone whose copy has reached this
   * position holds their effect and no longer needs to lay its own taps over it.
   */
  position: number;
  /** The scorer as the server knows them now (a section the secretary gave; an observer phone's state). */
  judge: Pick<JudgingStage['judge'], 'section' | 'observer'>;
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
    /** `endTime`: the class's end ('HH:MM', venue clock): the observer's list of riders not yet seen shows it. */
    classes: Pick<RacingClassInput, 'name' | 'color' | 'laps' | 'lapSections' | 'order' | 'endTime'>[];
    competitionStartDate: string;
    competitionEndDate: string;
    timeZone: string;
    resultsLocked: boolean;
  };
  judge: { userId: string; name: string; section: number | null; observer?: ObserverStatus };
  riders: { id: string; name: string; racingNumber: number | null; racingClass: string }[];
  /** Every counted score at this stage (all sections), so the app knows each rider's next lap. */
  scores: { participantId: string; section: number; lap: number; points: number; judge: string | null }[];
  /**
   * Where the stage's results and participants topics stood when this was read (taken before the
   * read): the phone follows them from here and keeps its copy current (decision 073). A copy kept on
   * a phone before 073 has none.
   */
  positions?: TopicPositions;
}

/** A stage judge as the secretary's judges page lists them (GET/PUT /api/stages/:stageId/judges…). */
export const stageJudgeSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  section: z.number().int().nullable(),
  lastSyncAt: z.string().nullable(),
});
export type StageJudge = z.infer<typeof stageJudgeSchema>;

export const stageJudgeInputSchema = z.object({ section: z.number().int().min(1).max(50).nullable() }).strict();

/** A user who flagged themselves 'I am judge', offered when picking judges (GET /api/judging/candidates). */
export const judgeCandidateSchema = z.object({ userId: z.string(), name: z.string(), email: z.string() });
export type JudgeCandidate = z.infer<typeof judgeCandidateSchema>;

/**
 * An observer's phone (decision 029): why it may no longer take new scores, if it may not. A phone
 * that stopped still delivers what it took before.
 */
export interface ObserverStatus {
  deviceId: string;
  expiresAt: string;
  revokedAt: string | null;
  handedOffAt: string | null;
  /**
   * A trainee's phone (issue #35 point 11): its scores are stored and shown to race control beside the
   * counted ones, never counted. Absent in a snapshot cached before trainees existed: not a trainee.
   */
  trainee?: boolean;
}

/** POST /api/stages/:stageId/observers — a secretary's new observer credential. */
export const observerCredentialInputSchema = z
  .object({
    name: visibleName(80),
    section: z.number().int().min(1).max(50).nullable(),
    /** Default: the end of the stage's last day on the venue clock. */
    expiresAt: storableDateTime().optional(),
    /** A trainee's credential: its scores are kept and compared, never counted (default: counted). */
    trainee: z.boolean().optional(),
  })
  .strict();
export type ObserverCredentialInput = z.infer<typeof observerCredentialInputSchema>;

/**
 * PUT /api/stages/:stageId/observers/:credentialId/trainee — marks a credential as a trainee's or
 * not, only while none of its phones has sent a score (decision 029).
 */
export const observerTraineeInputSchema = z.object({ trainee: z.boolean() }).strict();
export type ObserverTraineeInput = z.infer<typeof observerTraineeInputSchema>;

/** The secret parts of a new credential: shown once, never stored in clear. */
export interface CreatedObserverCredential {
  credential: ObserverCredential;
  token: string;
  pin: string;
}

export interface ObserverDevice {
  id: string;
  name: string;
  createdAt: string;
  handedOffAt: string | null;
  lastSyncAt: string | null;
  pendingCount: number | null;
  lateCount: number;
  /** Its operations the server refused and race control has not handled yet (issue #35). */
  refused: ObserverRefusedOp[];
}

/** An observer phone's refused operation as race control sees it: what, when it was tapped, and why. */
export interface ObserverRefusedOp {
  opId: string;
  participantId: string;
  riderName: string | null;
  racingNumber: number | null;
  section: number;
  lap: number;
  kind: 'score' | 'clear';
  points: number | null;
  /** The phone's tap time, as it sent it. */
  at: string;
  receivedAt: string;
  reason: JudgeRejection;
}

export interface ObserverCredential {
  id: string;
  name: string;
  section: number | null;
  expiresAt: string;
  revokedAt: string | null;
  createdAt: string;
  devices: ObserverDevice[];
  /** A trainee's credential: its scores never count (issue #35 point 11). */
  trainee: boolean;
  /** Whether any of its phones has sent a score (then the trainee mark stays as it is). */
  scored: boolean;
  /** A trainee's scores, each beside the counted score of its slot (empty for a counted credential). */
  traineeScores: TraineeScore[];
  /** How often the trainee's scores equal the counted ones (null for a counted credential). */
  agreement: TraineeAgreement | null;
}

/** POST /api/observe/session — a phone opens an observer credential (link, PIN or hand-off code). */
export const observerSessionInputSchema = z.union([
  z.object({ token: z.string().min(20).max(100) }).strict(),
  z.object({ stageId: z.string().min(1).max(80), pin: z.string().regex(/^\d{6}$/, 'observe.badPin') }).strict(),
  z.object({ handoff: z.string().min(4).max(20), name: visibleName(80).optional() }).strict(),
]);
export type ObserverSessionInput = z.infer<typeof observerSessionInputSchema>;

/** Where the judge app opens for the observer. */
export interface ObserverSession {
  stagePath: string;
  stageTitle: string;
  name: string;
  section: number | null;
}

/**
 * POST /api/observe/handoff's optional body: the ids of the operations the phone still holds, announced
 * with the request (the phone is online for it, its batches may not be): after the hand-off they still
 * count (decision 029).
 */
export const observerHandoffInputSchema = z
  .object({ held: z.array(z.string().min(8).max(64)).max(MAX_HELD_OPS).optional() })
  .strict();

/** POST /api/observe/handoff — the code (and QR) another phone takes the section over with. */
export interface ObserverHandoff {
  code: string;
  expiresAt: string;
}

/** GET /api/observe/stages — stages with observer credentials open now, for the PIN page. */
export interface ObserveStage {
  id: string;
  title: string;
}
