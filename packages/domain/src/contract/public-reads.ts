import { z } from 'zod';
import { adCategories, adStatuses } from '../market/ad-rules.js';
import { RESULT_STATUSES } from '../scoring/result.js';
import { championshipRulesSchema, openFreeSchema, racingClassSchema } from './admin.js';
import { participantStatuses } from './participants.js';
import { RESULTS_PHASES } from './provisional.js';
import { stageSummarySchema } from './stages.js';
import { compactStandingStageResultSchema, standingsStageSchema } from './standings.js';

// The answers of the public reads, as zod schemas (issue #19, decision 032): the OpenAPI document
// shows them, and the server tests parse real answers with them, so neither can drift from the routes.
// Each mirrors the TypeScript type the server builds its answer as (named on each schema).

const resultsStatus = z.enum(['Approved', 'StandingsGenerated', 'StandingsPublished']).nullable();

/** GET /api/competitions/:institutionId/:championshipId/:stageId — PublicStage. */
export const publicStageSchema = stageSummarySchema.extend({
  hasWomenClasses: z.boolean(),
  teams: z.array(z.string()).describe('family-cup team names riders can pick from'),
  competitionOrganizer: z.string().nullable(),
  googleMaps: z.string().nullable(),
  waze: z.string().nullable(),
  descriptionLv: z.string().nullable(),
  descriptionEt: z.string().nullable(),
  descriptionEn: z.string().nullable(),
  sectionCount: z.number().int(),
  classes: z.array(racingClassSchema),
  sponsors: z.array(z.object({ name: z.string(), url: z.string().nullable(), logoUrl: z.string().nullable() })),
  regulationUrl: z.string().nullable(),
  openFree: openFreeSchema.nullable(),
  manualDnf: z.boolean(),
  showEndTimeDiff: z.boolean(),
  resultsStatus,
});

/** A section's score as the results list carries it — SectionScore (decision 037). */
const sectionScoreSchema = z.object({
  section: z.number().int(),
  lap: z.number().int(),
  points: z.number(),
  deleted: z.boolean(),
});

/** A section with its history — SectionEntry. */
const sectionEntrySchema = sectionScoreSchema.extend({
  conflict: z.boolean().describe('more than one judge scored this section and lap: the later score counts'),
  events: z.array(
    z.object({
      name: z.string(),
      timestamp: z.string(),
      time: z.number().nullable().describe('seconds since the attempt started (open-free)'),
      points: z.number().nullable(),
      by: z.string().nullable().optional().describe('display name, never an e-mail address'),
      source: z.enum(['judge', 'secretary']).optional(),
      late: z.boolean().optional().describe("an observer's tap that arrived after its credential was revoked"),
      lateAfter: z
        .enum(['handedOff', 'afterRevocation', 'expired'])
        .optional()
        .describe('the cut-off a late tap arrived after'),
      acceptedBy: z.string().optional().describe("who in race control accepted an observer phone's refused tap"),
      observer: z.boolean().optional().describe('given by an observer phone without an account'),
    }),
  ),
  judge: z.string().nullable(),
  createdOn: z.string(),
});

const publicResultParticipantSchema = z.object({
  id: z.string(),
  name: z.string(),
  bike: z.string().nullable(),
  racingClass: z.string(),
  racingNumber: z.number().int().nullable(),
  club: z.object({ id: z.string() }).nullable(),
  team: z.string().nullable(),
  // A secretary reads the whole participant copy (ResultParticipant): visitors never get these.
  gender: z.enum(['male', 'female']).nullable().optional().describe('secretaries only'),
  birthDate: z.string().optional().describe('secretaries only'),
});

/** One result of GET /api/stages/:stageId/results as visitors see it — CompactResult (decision 037). */
export const compactResultSchema = z.object({
  participantId: z.string(),
  participant: publicResultParticipantSchema,
  total: z.number().nullable(),
  isFinished: z.boolean(),
  status: z.enum(RESULT_STATUSES).nullable(),
  startedOn: z.string().nullable(),
  lastTimeRecorded: z.string().nullable(),
  position: z.number().int().nullable(),
  positionPoints: z.number().nullable(),
  positionAbsolutePoints: z.number().nullable(),
  penalty: z.object({ totalPoints: z.number() }),
  statistics: z.object({ 0: z.number(), 1: z.number(), 2: z.number(), 3: z.number(), 5: z.number() }),
  sections: z.array(sectionScoreSchema).describe('every section entry, deleted ones included; no history'),
});
export const stageResultsSchema = z
  .array(compactResultSchema)
  .describe("the list: no one's history (GET /api/stages/{stageId}/results/{participantId} has it)");

/** GET /api/stages/:stageId/results/:participantId as visitors see it — StageResult: the history too. */
export const stageResultSchema = compactResultSchema.extend({
  lastTimeChangedBy: z.string().nullable().describe('who last changed the finish time: a display name'),
  penalty: z.object({
    totalPoints: z.number(),
    events: z.array(
      z.object({
        id: z.string().nullable(),
        points: z.number(),
        reason: z.string(),
        timestamp: z.string(),
        userDisplayName: z.string().nullable(),
      }),
    ),
  }),
  sections: z.array(sectionEntrySchema).describe('every section entry with its history, deleted ones included'),
});

/** GET /api/stages/:stageId/participants as visitors see it — PublicParticipant. */
export const publicParticipantSchema = z.object({
  id: z.string(),
  name: z.string(),
  racingNumber: z.number().int().nullable(),
  racingClass: z.string(),
  birthYear: z.number().int(),
  createdOn: z.string(),
  bike: z.string().nullable(),
  clubId: z.string().nullable(),
  team: z.string().nullable(),
});
/**
 * GET /api/stages/:stageId/participants/per-class — riders entered per class (every entry, as the list
 * has them), the same for every reader: what the results page's 'Started 5 of 20' needs (decision 040).
 */
export const participantsPerClassSchema = z
  .record(z.string(), z.number().int().min(1))
  .describe('racing class → entries; a class without entries is absent');
export type ParticipantsPerClass = z.infer<typeof participantsPerClassSchema>;

/** Secretaries see more of each entry — SecretaryParticipant. */
export const secretaryParticipantSchema = publicParticipantSchema.extend({
  status: z.enum(participantStatuses),
  gender: z.enum(['male', 'female']).nullable(),
  birthDate: z.string(),
  license: z.string().nullable(),
  modifiedOn: z.string().nullable(),
  hasResult: z.boolean(),
  email: z.string().nullable().optional().describe("the rider record's contact e-mail"),
});
export const participantsListSchema = z
  .array(secretaryParticipantSchema)
  .or(z.array(publicParticipantSchema))
  .describe("visitors' view; secretaries get the secretary fields too");

/** One rider's standing in a group — StandingPosition. */
export const standingPositionSchema = z.object({
  id: z.string(),
  name: z.string(),
  birthYear: z.number().int().nullable(),
  clubId: z.string().nullable(),
  gender: z.enum(['male', 'female']).nullable(),
  racingNumber: z.number().int().nullable(),
  team: z.string().nullable(),
  group: z.string(),
  participants: z.array(z.string()).describe('result ids; empty for visitors'),
  refOriginal: z.string().nullable(),
  riderId: z.string().nullable().optional().describe('the rider record (secretaries only; decision 090)'),
  position: z.number().int().nullable(),
  total: z.number().nullable(),
  totalMinusWorst: z.number().nullable(),
  results: z.array(compactStandingStageResultSchema),
});

/** GET /api/standings/:institutionId/:championshipId — StandingsView (raw positions; /tables ranks them). */
export const standingsViewSchema = z.object({
  championship: z.object({
    id: z.string(),
    institutionId: z.string(),
    slug: z.string(),
    displayName: z.string(),
    hasWomenClasses: z.boolean(),
    hasClubStandings: z.boolean(),
    hasTeamCompetition: z.boolean(),
    classes: z.array(
      z.object({
        name: z.string(),
        order: z.number(),
        bgColor: z.string(),
        borderColor: z.string(),
        clubStandingMultiplier: z.number(),
      }),
    ),
    pointsTable: z.array(z.number()),
    otherPlacesPoints: z.number(),
    rules: championshipRulesSchema,
  }),
  status: z.enum(['draft', 'published', 'approved']).nullable(),
  mode: z.enum(['approve', 'final']).nullable(),
  stages: z.array(standingsStageSchema),
  positions: z.array(standingPositionSchema).describe('visitors: published stages only, none while a draft'),
});

/** An ad — MarketAd. */
export const marketAdSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  price: z.number(),
  category: z.enum(adCategories),
  location: z.string().nullable(),
  imageUrl: z.string(),
  thumbnailUrl: z.string(),
  imageFileId: z.string(),
  phone: z.string().nullable(),
  whatsapp: z.string().nullable(),
  sellerName: z.string(),
  status: z.enum(adStatuses),
  createdAt: z.string(),
  updatedAt: z.string(),
  isOwn: z.boolean().describe('the viewer is the seller'),
});
/** GET /api/market/ads — MarketAdPage. */
export const marketAdPageSchema = z.object({
  items: z.array(marketAdSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** GET /api/stages/:stageId/results/state — ResultsState (decision 027). */
export const resultsStateSchema = z.object({
  state: z.enum(RESULTS_PHASES),
  publishedAt: z.string().nullable().describe('when the provisional results were (last) published'),
  closesAt: z.string().nullable().describe('when the protest window closes; null: no window'),
  windowMinutes: z.number().int().nullable(),
  approvedAt: z.string().nullable(),
});
