import { z } from 'zod';
import type { SectionProgress } from '../judging/section-progress.js';
import type { ApprovalOffender } from '../standings/approve.js';
import { RESULT_STATUSES } from '../scoring/result.js';
import { MISSED_SECTION_BY } from '../standings/rules.js';
import {
  type StageResultsStatus,
  type StandingPosition,
  type StandingsStatus,
  identityFields,
} from '../standings/types.js';
import type { ResultsState } from './provisional.js';
import { resultsStateSchema, standingPositionSchema } from './public-reads.js';
import type { GenerateStandingsResponse } from './standings.js';
import { judgeCandidateSchema, stageJudgeSchema } from './judging.js';

// The answers of the staff reads (issue #41 point 14), beside page-reads.ts: each is the type the server
// builds its answer as, or is checked against it (`same`), so the document and the web app's typed api()
// (decision 074) cannot drift from the server.

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <A, B>(proof: Same<A, B>) => proof;

/** GET /api/me/judge-stages — ids of the stages the signed-in user judges. */
export const myJudgeStagesSchema = z.array(z.string());

/** GET /api/judging/candidates. */
export const judgeCandidatesSchema = z.array(judgeCandidateSchema);

/** GET /api/stages/:stageId/judges, and PUT …/judges/:userId answers the list too. */
export const stageJudgesSchema = z.array(stageJudgeSchema);

/** GET /api/stages/:stageId/judging/progress — race control's riders scored per section and lap. */
export const sectionProgressListSchema = z.array(
  z.object({
    section: z.number().int(),
    laps: z.array(
      z.object({
        lap: z.number().int(),
        expected: z.number().int().describe('riders whose class rides this section on this lap'),
        scored: z.number().int(),
        possiblyMissed: z
          .array(z.object({ id: z.string(), name: z.string(), racingNumber: z.number().int().nullable() }))
          .describe('not scored here but further on in their ride'),
      }),
    ),
  }),
);
same<z.output<typeof sectionProgressListSchema>, SectionProgress[]>(true);

/**
 * GET /api/stages/:stageId/approval — what the stage's approval banner shows (secretaries only); the
 * approve and publish commands answer it too. Its type is StageApprovalState (contract/standings.ts).
 */
export const stageApprovalStateSchema = z.object({
  stageId: z.string(),
  resultsStatus: z.enum(['Approved', 'StandingsGenerated', 'StandingsPublished']).nullable(),
  stageNumber: z
    .number()
    .int()
    .nullable()
    .describe("1-based among the championship's published stages; null when not among them"),
  firstStageDate: z.string().nullable(),
  hasWomenClasses: z.boolean(),
  hasClubStandings: z.boolean(),
  hasTeamCompetition: z.boolean(),
  standingsStatus: z.enum(['draft', 'published', 'approved']).nullable(),
  unfinishedCount: z.number().int().describe('participants neither finished nor with a status: approval stops'),
  offenders: z.array(
    z.object({
      participantId: z.string(),
      name: z.string(),
      racingClass: z.string(),
      racingNumber: z.number().int().nullable(),
    }),
  ),
  openQueries: z.number().int().describe("riders' score queries not answered yet"),
  missedSection: z
    .object({ points: z.number(), by: z.enum(MISSED_SECTION_BY) })
    .nullable()
    .describe("the championship's missed-section rule on a classic stage; null when off"),
  results: resultsStateSchema,
});
same<z.output<typeof stageApprovalStateSchema>['offenders'][number], ApprovalOffender>(true);
same<z.output<typeof stageApprovalStateSchema>['resultsStatus'], StageResultsStatus | null>(true);
same<z.output<typeof stageApprovalStateSchema>['standingsStatus'], StandingsStatus | null>(true);
same<z.output<typeof stageApprovalStateSchema>['results'], ResultsState>(true);

/** POST /api/stages/:stageId/standings/generate — generated (the approval state), or the conflicts to resolve. */
export const generateStandingsResponseSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), state: stageApprovalStateSchema }),
  z.object({
    ok: z.literal(false),
    errors: z.array(
      z.object({
        standingId: z.string(),
        name: z.string(),
        group: z.string(),
        field: z.enum(identityFields),
        oldValue: z.union([z.string(), z.number()]).nullable(),
        newValue: z.union([z.string(), z.number()]).nullable(),
        resultId: z.string().describe('the result whose data differs'),
      }),
    ),
  }),
]);
same<z.output<typeof generateStandingsResponseSchema>, GenerateStandingsResponse>(true);

/**
 * PATCH /api/championships/:championshipId/standings/:id and …/merge — the standing as it is now, its
 * stage entries whole (the standings read sends them compact: decision 040).
 */
export const standingPositionAnswerSchema = standingPositionSchema.extend({
  results: z.array(
    z.object({
      order: z.number().int(),
      points: z.number(),
      positionAbsolutePoints: z.number(),
      place: z.number().int().nullable().optional().describe("the rider's place in the group on that stage"),
      title: z.string().nullable(),
      status: z.enum(['draft', 'final']),
      url: z.string().nullable(),
      resultStatus: z.enum(RESULT_STATUSES).nullable(),
      clubId: z.string().nullable(),
      team: z.string().nullable(),
      racingClass: z.string().nullable(),
      resultId: z.string().nullable(),
    }),
  ),
});
same<z.output<typeof standingPositionAnswerSchema>, StandingPosition>(true);
