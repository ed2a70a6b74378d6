import { z } from 'zod';
import type { ImportSheetResponse } from '../judging/standalone-sheet.js';
import type { TraineeAgreement, TraineeScore } from '../judging/trainee.js';
import { openFreeSchema } from './admin.js';
import { competitionTypes } from './stages.js';
import {
  type CreatedObserverCredential,
  type JudgeBatchResponse,
  type JudgeOpOutcome,
  type JudgingStage,
  type ObserverCredential,
  type ObserverHandoff,
  type ObserverRefusedOp,
  type ObserverSession,
  judgeRejections,
} from './judging.js';
import type { KeyedBatchResponse, KeyedSection } from './keyed-entry.js';

// The answers of the judging side (issue #41 point 14): the judge app's stage and batch, keyed entry, the
// score-sheet import and the observer credentials, beside staff-reads.ts. Each is checked against the
// interface the server builds its answer as (`same`): a field changed on one side fails the typecheck,
// so the document and the web app's typed api() (decision 074) cannot drift from the server.

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <A, B>(proof: Same<A, B>) => proof;

const racingNumber = z.number().int().nullable();

/** One operation's answer — JudgeOpOutcome (POST …/observers/refused/:opId/accept answers one). */
export const judgeOpOutcomeSchema = z.object({
  opId: z.string(),
  outcome: z.enum(['applied', 'rejected']),
  reason: z.enum(judgeRejections).optional(),
  replayed: z.boolean().optional().describe('seen before: the first answer again, nothing applied again'),
});
same<z.output<typeof judgeOpOutcomeSchema>, JudgeOpOutcome>(true);

const observerStatusSchema = z.object({
  deviceId: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  handedOffAt: z.string().nullable(),
  trainee: z.boolean().optional(),
});

/** GET /api/judging/stages/:stageId — JudgingStage: what the judge app keeps for a stage. */
export const judgingStageSchema = z.object({
  stage: z.object({
    id: z.string(),
    title: z.string(),
    path: z.string(),
    competitionType: z.enum(competitionTypes),
    openFree: openFreeSchema.nullable(),
    sectionCount: z.number().int(),
    classes: z.array(
      z.object({
        name: z.string(),
        color: z.string(),
        laps: z.number().int(),
        lapSections: z.array(z.number().int()),
        order: z.number().int(),
        endTime: z.string().nullable().describe("'HH:MM' on the venue clock"),
      }),
    ),
    competitionStartDate: z.string(),
    competitionEndDate: z.string(),
    timeZone: z.string(),
    resultsLocked: z.boolean(),
  }),
  judge: z.object({
    userId: z.string(),
    name: z.string(),
    section: z.number().int().nullable(),
    observer: observerStatusSchema.optional(),
  }),
  riders: z.array(z.object({ id: z.string(), name: z.string(), racingNumber, racingClass: z.string() })),
  scores: z.array(
    z.object({
      participantId: z.string(),
      section: z.number().int(),
      lap: z.number().int(),
      points: z.number(),
      judge: z.string().nullable(),
    }),
  ),
  positions: z.record(z.string(), z.number().int()).optional().describe('topic → position when read'),
});
same<z.output<typeof judgingStageSchema>, JudgingStage>(true);

/** POST /api/judging/stages/:stageId/ops — JudgeBatchResponse. */
export const judgeBatchResponseSchema = z.object({
  outcomes: z.array(judgeOpOutcomeSchema),
  position: z.number().int().describe("the stage's results topic position once the batch was written"),
  judge: judgingStageSchema.shape.judge.pick({ section: true, observer: true }),
});
same<z.output<typeof judgeBatchResponseSchema>, JudgeBatchResponse>(true);

const keyedScoreSchema = z.object({
  participantId: z.string(),
  lap: z.number().int(),
  points: z.number(),
  judge: z.string().nullable(),
  at: z.string(),
});

/** GET /api/stages/:stageId/judging/sections/:section/keyed — KeyedSection. */
export const keyedSectionSchema = z.object({
  stage: z.object({
    id: z.string(),
    title: z.string(),
    competitionType: z.enum(competitionTypes),
    openFree: openFreeSchema.nullable(),
    sectionCount: z.number().int(),
    resultsLocked: z.boolean(),
    timeZone: z.string(),
  }),
  section: z.number().int(),
  riders: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      racingNumber,
      racingClass: z.string(),
      color: z.string(),
      laps: z.number().int(),
    }),
  ),
  scores: z.array(keyedScoreSchema),
});
same<z.output<typeof keyedSectionSchema>, KeyedSection>(true);

/** POST /api/stages/:stageId/judging/keyed — KeyedBatchResponse. */
export const keyedBatchResponseSchema = z.object({
  outcomes: z.array(
    judgeOpOutcomeSchema.extend({
      current: keyedScoreSchema.optional().describe('on conflict: the score the stage holds now'),
    }),
  ),
});
same<z.output<typeof keyedBatchResponseSchema>, KeyedBatchResponse>(true);

/** POST /api/stages/:stageId/judging/import — ImportSheetResponse. */
export const importSheetResponseSchema = z.object({
  rows: z.array(
    z.object({
      racingNumber: z.number().int(),
      section: z.number().int(),
      lap: z.number().int(),
      points: z.number().int(),
      at: z.string(),
      status: z.enum(['new', 'same', 'conflict', 'unknownRider', 'sectionNotRidden', 'lapOutOfRange', 'resultsLocked']),
      riderName: z.string().nullable(),
      existing: z.number().nullable().describe('the score the stage has now for this slot, if any'),
    }),
  ),
  committed: z.boolean(),
  applied: z.number().int(),
});
same<z.output<typeof importSheetResponseSchema>, ImportSheetResponse>(true);

const refusedOpSchema = z.object({
  opId: z.string(),
  participantId: z.string(),
  riderName: z.string().nullable(),
  racingNumber,
  section: z.number().int(),
  lap: z.number().int(),
  kind: z.enum(['score', 'clear']),
  points: z.number().nullable(),
  at: z.string().describe("the phone's tap time"),
  receivedAt: z.string(),
  reason: z.enum(judgeRejections),
});
same<z.output<typeof refusedOpSchema>, ObserverRefusedOp>(true);

const traineeScoreSchema = z.object({
  participantId: z.string(),
  riderName: z.string().nullable(),
  racingNumber,
  section: z.number().int(),
  lap: z.number().int(),
  points: z.number(),
  at: z.string(),
  counted: z.object({ points: z.number(), judge: z.string().nullable() }).nullable(),
});
same<z.output<typeof traineeScoreSchema>, TraineeScore>(true);
const traineeAgreementSchema = z.object({
  compared: z.number().int(),
  equal: z.number().int(),
  percent: z.number().nullable(),
});
same<z.output<typeof traineeAgreementSchema>, TraineeAgreement>(true);

/** An observer credential with its phones, no secrets — ObserverCredential. */
export const observerCredentialSchema = z.object({
  id: z.string(),
  name: z.string(),
  section: z.number().int().nullable(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
  devices: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      createdAt: z.string(),
      handedOffAt: z.string().nullable(),
      lastSyncAt: z.string().nullable(),
      pendingCount: z.number().int().nullable(),
      lateCount: z.number().int(),
      refused: z.array(refusedOpSchema),
    }),
  ),
  trainee: z.boolean(),
  scored: z.boolean(),
  traineeScores: z.array(traineeScoreSchema),
  agreement: traineeAgreementSchema.nullable(),
});
same<z.output<typeof observerCredentialSchema>, ObserverCredential>(true);
/** GET /api/stages/:stageId/observers. */
export const observerCredentialsSchema = z.array(observerCredentialSchema);

/** POST /api/stages/:stageId/observers — the credential and its secrets, shown once. */
export const createdObserverCredentialSchema = z.object({
  credential: observerCredentialSchema,
  token: z.string(),
  pin: z.string(),
});
same<z.output<typeof createdObserverCredentialSchema>, CreatedObserverCredential>(true);

/** POST /api/observe/session — where the judge app opens for the observer. */
export const observerSessionSchema = z.object({
  stagePath: z.string(),
  stageTitle: z.string(),
  name: z.string(),
  section: z.number().int().nullable(),
});
same<z.output<typeof observerSessionSchema>, ObserverSession>(true);

/** POST /api/observe/handoff. */
export const observerHandoffSchema = z.object({ code: z.string(), expiresAt: z.string() });
same<z.output<typeof observerHandoffSchema>, ObserverHandoff>(true);
