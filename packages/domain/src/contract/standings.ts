import { z } from 'zod';
import type { stageApprovalStateSchema } from './staff-reads.js';
import type { RulePart } from '../standings/rules.js';
import { championshipRulesSchema } from './admin.js';
import {
  type StandingPosition,
  type StandingValidationError,
  type StandingsChampionship,
  type StandingsMode,
  type StandingsStage,
  type StandingsStatus,
  identityFields,
} from '../standings/types.js';

/** POST /api/stages/:stageId/standings/generate — the secretary's picks for earlier conflicts. */
export const generateStandingsBodySchema = z
  .object({
    resolutions: z
      .array(
        z
          .object({
            standingId: z.string().min(1).max(400),
            field: z.enum(identityFields),
            choice: z.enum(['old', 'new']),
          })
          .strict(),
      )
      .max(2000)
      .optional(),
  })
  .strict();

export const renameStandingBodySchema = z
  .object({
    // A lone UTF-16 surrogate cannot be stored in the audit entry's jsonb (PostgreSQL refuses "\ud800"):
    // refused here instead of a 500 (found by the fuzz suite).
    name: z
      .string()
      .max(200)
      .refine((s) => !/\p{Cs}/u.test(s), 'validation.invalid'),
  })
  .strict();
export const mergeStandingBodySchema = z.object({ targetId: z.string().min(1).max(400) }).strict();
export const finalizeStandingsBodySchema = z.object({ mode: z.enum(['approve', 'final']) }).strict();

/** What the stage's approval banner shows (secretaries only): the type of its schema (staff-reads.ts). */
export type StageApprovalState = z.output<typeof stageApprovalStateSchema>;

export type GenerateStandingsResponse =
  { ok: true; state: StageApprovalState } | { ok: false; errors: StandingValidationError[] };

/** GET /api/competitions/:institutionId/:championshipId/standings */
export interface StandingsView {
  championship: StandingsChampionship;
  status: StandingsStatus | null;
  mode: StandingsMode | null;
  stages: StandingsStage[];
  /** Raw standings (ranked in the browser with the same domain code); visitors get published stages only. */
  positions: StandingPosition[];
}

/**
 * The event on `championship:<id>:standings`: the standings changed, and an open standings page reads
 * them again (a 304 when its audience's view did not change). It carries no standings: a 400-rider
 * championship's are ~0.5 MB, which every spectator's phone would download per generation uncompressed
 * (docs/decisions/034, addendum), and a secretary's view has drafts no public event may carry.
 */
export type StandingsEvent = { type: 'standings.changed' };

/** The keys of the rules summary's parts (their texts: RULE_TEXTS_EN in standings/rules.ts and the web's translations); kept beside the schema so the browser's bundle does not carry the list. */
export const RULE_PART_KEYS = [
  'rules.counting.bestNMinus1',
  'rules.counting.all',
  'rules.counting.bestN',
  'rules.counting.dropWorst',
  'rules.counting.dropWorstAll',
  'rules.order',
  'rules.points',
  'rules.minResults',
  'rules.missedSection',
  'rules.missedSectionBySecretary',
  'rules.latePenalty',
  'rules.tieBreak.spec',
  'rules.tieBreak.moreBest',
] as const;

// ── GET /api/standings/:institutionId/:championshipId/tables (issue #16 "Standings as data") ──
// The response of standingsTables() as sent (compactStandingsTables); the schema documents it in the
// OpenAPI, the server test parses real answers with it, and its output is the type CompactStandingsTables
// (standings/compact.ts): one declaration of the answer.

/**
 * A rider's stage entry as sent (docs/decisions/040): what the cell shows and the result's participant.
 * An omitted field is derived from the stage of `order` in `stages[]` and from the rider — see
 * `expandStageResult` in the domain, which the web app runs; a value that is not the derived one is sent.
 */
export const compactStandingStageResultSchema = z.object({
  order: z.number().int().describe('stage index from 0: the stage in stages[] with this order'),
  points: z.number(),
  positionAbsolutePoints: z.number(),
  participantId: z
    .string()
    .nullable()
    .describe(
      "the result's participant id in the stage (its link: stage.resultsPath#participantId); null for a filler",
    ),
  resultStatus: z
    .enum(['DQ', 'DNF', 'DNS'])
    .nullable()
    .optional()
    .describe('0 points; DNS ranks as a missing stage. Omitted: null'),
  status: z
    .enum(['draft', 'final'])
    .optional()
    .describe("omitted: 'final' on a stage whose standings are published, else 'draft'"),
  title: z.string().nullable().optional().describe("omitted: the stage's title (null for a filler)"),
  url: z.string().nullable().optional().describe("omitted: the stage's resultsPath#participantId"),
  resultId: z.string().nullable().optional().describe('omitted: stageId/participantId'),
  clubId: z.string().nullable().optional().describe("omitted: the rider's"),
  team: z.string().nullable().optional().describe("omitted: the rider's"),
  racingClass: z.string().nullable().optional().describe("omitted: the rider's group"),
});

const rankedStandingSchema = z.object({
  id: z.string(),
  name: z.string(),
  group: z.string().describe("racing class, or a women's group (Women, Juniors, Girls)"),
  racingNumber: z.number().int().nullable(),
  clubId: z.string().nullable(),
  birthYear: z.number().int().nullable(),
  gender: z.enum(['male', 'female']).nullable(),
  team: z.string().nullable(),
  participants: z.array(z.string()),
  refOriginal: z.string().nullable(),
  riderId: z.string().nullable().optional().describe('the rider record (secretaries only; decision 090)'),
  position: z.number().int().min(1).describe('within the group'),
  total: z.number(),
  totalMinusWorst: z.number().describe('best N−1 of N'),
  results: z.array(compactStandingStageResultSchema),
});

const groupStandingSchema = z.object({
  name: z.string().describe('club id or team name'),
  position: z.number().int().min(1),
  totalPoints: z.number(),
  participants: z.array(
    z.object({
      participantId: z.string(),
      name: z.string(),
      group: z.string(),
      racingNumber: z.number().int().nullable(),
      totalPoints: z.number(),
      stages: z.array(
        z.object({
          order: z.number().int(),
          individualPoints: z.number(),
          points: z.number().describe('club points (× class multiplier) or team points'),
          multiplier: z.number(),
          positionAbsolutePoints: z.number(),
          participantId: z.string().nullable().describe("the result's participant id in the stage"),
          resultStatus: z.enum(['DQ', 'DNF', 'DNS']).nullable().optional().describe('omitted: null'),
          status: z.enum(['draft', 'final']).optional().describe("omitted: as the individual entry's"),
          title: z.string().optional().describe("omitted: the stage's title"),
          url: z.string().nullable().optional().describe("omitted: the stage's resultsPath#participantId"),
        }),
      ),
    }),
  ),
});

/** A stage as the standings' columns show it (the tables and the standings view). */
export const standingsStageSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  location: z.string().nullable(),
  competitionStartDate: z.string(),
  timeZone: z.string(),
  resultsStatus: z.enum(['Approved', 'StandingsGenerated', 'StandingsPublished']).nullable(),
  order: z.number().int(),
  resultsPath: z.string(),
});

export const standingsTablesSchema = z.object({
  stages: z.array(standingsStageSchema),
  raceCount: z.number().int(),
  mode: z.enum(['approve', 'final']),
  /** The championship's rules (issue #16, docs/decisions/019). */
  rules: championshipRulesSchema,
  /** The column beside Total, "Best {best} of {of}"; null when every stage counts. */
  countingColumn: z.object({ best: z.number().int(), of: z.number().int() }).nullable(),
  /** The rules summary as translatable parts (describeRules). */
  rulesSummary: z.array(
    z.object({ key: z.enum(RULE_PART_KEYS), values: z.record(z.string(), z.union([z.string(), z.number()])) }),
  ),
  individual: z.array(rankedStandingSchema),
  clubs: z.array(groupStandingSchema),
  teams: z.array(groupStandingSchema),
});

/** The rules summary's parts are RulePart (rules.ts), as describeRules writes them. */
type SentRulePart = z.output<typeof standingsTablesSchema>['rulesSummary'][number];
const sameRulePart: [RulePart] extends [SentRulePart] ? ([SentRulePart] extends [RulePart] ? true : false) : false =
  true;
void sameRulePart;
