import { z } from 'zod';
import { RESULT_STATUSES } from '../scoring/result.js';
import { type EntryRules, type PermanentNumbersPage, entryRulesSchema } from '../riders/licences.js';
import { type MailKind, type MyResult, type Profile, type UnsubscribeInfo, mailKinds } from './accounts.js';
import { clubInputSchema } from './admin.js';
import type { PublicConfig } from './analytics.js';
import type { ObserveStage } from './judging.js';
import type { MarkdownFile } from '../standings/export.js';
import type { ClubPage } from './rider-identity.js';
import type { RiderPage } from './riders.js';

// The answers of the remaining public reads and the signed-in user's own reads (issue #41 point 14),
// beside public-reads.ts. Each is checked against the TypeScript type the server builds its answer as
// (`same` below): a field renamed on one side and not the other fails the typecheck, so the OpenAPI
// document, the server and the web app's typed client (decision 074) cannot drift apart.

/** True only when A and B are the same type (not merely assignable one way). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <A, B>(proof: Same<A, B>) => proof;

const status = z.enum(RESULT_STATUSES).nullable();

/** GET /api/health. */
export const healthSchema = z.object({ ok: z.literal(true), database: z.enum(['pglite', 'postgres']) });

/** GET /api/ready (200 and 503 alike) — Readiness and the database kind. */
export const readinessSchema = z.object({
  ready: z.boolean(),
  reason: z.enum(['database', 'migrations', 'live', 'shuttingDown']).optional(),
  database: z.enum(['pglite', 'postgres']),
});

/** GET /api/config — PublicConfig. */
export const publicConfigSchema = z.object({
  siteName: z.string(),
  contactEmail: z.string(),
  sentryDsn: z.string().nullable(),
  googleSignIn: z.boolean(),
  venueLaptop: z.boolean(),
  demoSignIn: z.object({ email: z.string(), password: z.string() }).nullable(),
});
same<z.output<typeof publicConfigSchema>, PublicConfig>(true);

/** GET /api/clubs — ClubInput[]. */
export const clubsSchema = z.array(clubInputSchema);

/** GET /api/observe/stages — ObserveStage[]. */
export const observeStagesSchema = z.array(z.object({ id: z.string(), title: z.string() }));
same<z.output<typeof observeStagesSchema>, ObserveStage[]>(true);

/** GET /api/championships/:championshipId/entry-rules — EntryRules. */
export const entryRulesAnswerSchema = entryRulesSchema;
/** GET /api/stages/:stageId/entry-rules. */
export const stageEntryRulesSchema = z.object({
  rules: entryRulesSchema,
  own: entryRulesSchema.nullable(),
  /** The stage's championship and its rules: the secretary's entry rules screen edits both. */
  championshipId: z.string(),
  championship: entryRulesSchema,
});
same<
  z.output<typeof stageEntryRulesSchema>,
  { rules: EntryRules; own: EntryRules | null; championshipId: string; championship: EntryRules }
>(true);

/** GET /api/permanent-numbers/:institutionId/:championshipSlug — PermanentNumbersPage. */
export const permanentNumbersPageSchema = z.object({
  championship: z.object({ id: z.string(), displayName: z.string(), institutionId: z.string(), slug: z.string() }),
  issued: z.boolean(),
  perClass: z.boolean(),
  classes: z.array(z.string()),
  numbers: z.array(
    z.object({
      number: z.number().int(),
      racingClass: z.string().nullable(),
      riderId: z.string().nullable(),
      name: z.string().nullable().describe('null: the holder hid their rider page'),
      clubId: z.string().nullable(),
    }),
  ),
});
same<z.output<typeof permanentNumbersPageSchema>, PermanentNumbersPage>(true);

/** GET /api/club-pages/:clubId — ClubPage. */
export const clubPageSchema = z.object({
  club: z.object({ id: z.string(), country: z.string().nullable() }),
  riders: z.array(z.object({ id: z.string(), name: z.string(), racingClass: z.string(), birthYear: z.number().int() })),
  results: z.array(
    z.object({
      stageTitle: z.string(),
      stagePath: z.string(),
      competitionStartDate: z.string(),
      timeZone: z.string(),
      riderId: z.string().nullable(),
      participantId: z.string(),
      name: z.string(),
      racingClass: z.string(),
      position: z.number().int().nullable(),
      status: z.string().nullable(),
    }),
  ),
  standings: z.array(
    z.object({
      championshipName: z.string(),
      championshipPath: z.string(),
      position: z.number().int(),
      totalPoints: z.number(),
    }),
  ),
});
same<z.output<typeof clubPageSchema>, ClubPage>(true);

const riderSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  clubId: z.string().nullable(),
  racingClass: z.string().nullable(),
  birthYear: z.number().int(),
  hidden: z.boolean(),
});
const secretaryRiderSummarySchema = riderSummarySchema.extend({
  birthDate: z.string(),
  gender: z.enum(['male', 'female']).nullable(),
  hasAccount: z.boolean(),
});

/** GET /api/riders/:riderId — RiderPage (a secretary's carries birth date, gender, account). */
export const riderPageSchema = z.object({
  rider: z.union([secretaryRiderSummarySchema, riderSummarySchema]),
  stages: z.array(
    z.object({
      stageId: z.string(),
      stageTitle: z.string(),
      location: z.string().nullable(),
      stagePath: z.string(),
      championshipName: z.string(),
      championshipPath: z.string(),
      competitionStartDate: z.string(),
      timeZone: z.string(),
      racingClass: z.string(),
      racingNumber: z.number().int().nullable(),
      participantId: z.string(),
      hasResult: z.boolean(),
      total: z.number().nullable(),
      isFinished: z.boolean(),
      status,
      position: z.number().int().nullable(),
      positionPoints: z.number().nullable(),
      sections: z.number().int(),
      cleans: z.number().int(),
      sectionPoints: z.number(),
      averagePerSection: z.number().nullable(),
    }),
  ),
  championships: z.array(
    z.object({
      championshipName: z.string(),
      championshipPath: z.string(),
      group: z.string(),
      position: z.number().int().nullable(),
      total: z.number().nullable(),
    }),
  ),
  statistics: z.object({
    stagesEntered: z.number().int(),
    stagesWithResult: z.number().int(),
    cleansPercent: z.number().nullable(),
    averagePerSection: z.number().nullable(),
    bestSection: z
      .object({
        stageId: z.string(),
        stageTitle: z.string(),
        section: z.number().int(),
        average: z.number(),
        laps: z.number().int(),
      })
      .nullable(),
    trend: z.array(
      z.object({
        stageId: z.string(),
        stageTitle: z.string(),
        competitionStartDate: z.string(),
        averagePerSection: z.number(),
      }),
    ),
    podiums: z.number().int(),
    wins: z.number().int(),
  }),
});
same<z.output<typeof riderPageSchema>, RiderPage>(true);

/** GET /api/me, PATCH /api/me — Profile. */
export const profileSchema = z.object({
  email: z.string(),
  displayName: z.string(),
  isJudge: z.boolean(),
  roles: z.array(z.enum(['admin', 'secretary'])),
  hasPassword: z.boolean(),
  participationData: z.record(z.string(), z.unknown()).nullable(),
});
same<z.output<typeof profileSchema>, Profile>(true);

/** GET /api/me/results — MyResult[]. */
export const myResultsSchema = z.array(
  z.object({
    stageId: z.string(),
    stageTitle: z.string(),
    championshipName: z.string(),
    stagePath: z.string(),
    competitionStartDate: z.string(),
    timeZone: z.string(),
    competitionType: z.enum(['classic', 'openFree']),
    racingClass: z.string(),
    racingNumber: z.number().int().nullable(),
    registrationStatus: z.enum(['Registered', 'Confirmed']),
    hasResult: z.boolean(),
    total: z.number().nullable(),
    isFinished: z.boolean(),
    status,
    position: z.number().int().nullable(),
    positionPoints: z.number().nullable(),
    isApproved: z.boolean(),
    classSize: z.number().int(),
  }),
);
same<z.output<typeof myResultsSchema>, MyResult[]>(true);

/** GET /api/me/calendar — the private feed's address. */
export const calendarFeedSchema = z.object({ url: z.string() });

/** GET and POST /api/mail/unsubscribe/:token — UnsubscribeInfo. */
export const unsubscribeInfoSchema = z.object({ kind: z.enum(mailKinds), subscribed: z.boolean() });
same<z.output<typeof unsubscribeInfoSchema>, UnsubscribeInfo>(true);
same<z.output<typeof unsubscribeInfoSchema>['kind'], MailKind>(true);

/** GET /api/championships/:championshipId/standings/markdown — MarkdownFile[], one per class group. */
export const markdownFilesSchema = z.array(z.object({ name: z.string(), content: z.string() }));
same<z.output<typeof markdownFilesSchema>, MarkdownFile[]>(true);

/** GET /api/docs — an OpenAPI 3.1 document (its own schema is the OpenAPI specification's). */
export const openApiDocumentSchema = z
  .object({
    openapi: z.string(),
    info: z.object({ title: z.string(), version: z.string() }).loose(),
    paths: z.record(z.string(), z.unknown()),
  })
  .loose();
