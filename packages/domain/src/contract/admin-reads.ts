import { z } from 'zod';
import {
  type ChampionshipInput,
  type StageInput,
  championshipInputSchema,
  racingClassSchema,
  openFreeSchema,
  stageInputSchema,
} from './admin.js';
import { competitionTypes, stageStatuses } from './stages.js';

// The answers of the admin area (/api/admin/…, issue #41 point 14), beside staff-reads.ts. The admin
// types (AdminInstitution, AdminChampionship, AdminStage, AdminUser, ClubImportResult) are these schemas'
// outputs, so the OpenAPI document, the server and the web app's typed api() (decision 074) cannot drift;
// the edit forms send a championship and a stage back as they read them, which `same` below holds to the
// input schemas. Not imported by the web app at run time (its types only): no bytes in the browser.

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <A, B>(proof: Same<A, B>) => proof;

/** GET /api/admin/institutions, and creating or renaming one answers the list too. */
export const adminInstitutionSchema = z.object({
  id: z.string(),
  name: z.string(),
  championships: z.array(
    z.object({ id: z.string(), slug: z.string(), displayName: z.string(), stageCount: z.number().int() }),
  ),
});
export type AdminInstitution = z.output<typeof adminInstitutionSchema>;
export const adminInstitutionsSchema = z.array(adminInstitutionSchema);

/** A stage as the championship's admin page lists it, drafts included. */
export const adminStageListItemSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  location: z.string().nullable(),
  competitionStartDate: z.string(),
  competitionEndDate: z.string(),
  timeZone: z.string(),
  status: z.enum(stageStatuses),
  competitionType: z.enum(competitionTypes),
  participantCount: z.number().int(),
});
export type AdminStageListItem = z.output<typeof adminStageListItemSchema>;

/**
 * GET /api/admin/institutions/:id/championships/:slug, and creating or saving one answers it: the
 * championship's form fields (the input schema's, without its cross-field checks) and its stages.
 */
export const adminChampionshipSchema = z.object({
  ...championshipInputSchema.shape,
  rules: championshipInputSchema.shape.rules.unwrap(),
  id: z.string(),
  institutionId: z.string(),
  institutionName: z.string(),
  stages: z.array(adminStageListItemSchema),
});
export type AdminChampionship = z.output<typeof adminChampionshipSchema>;
same<
  Omit<AdminChampionship, 'id' | 'institutionId' | 'institutionName' | 'stages' | 'rules'>,
  Omit<ChampionshipInput, 'rules'>
>(true);
same<AdminChampionship['rules'], NonNullable<ChampionshipInput['rules']>>(true);

// The stage input's free-text fields turn '' into null on the way in (a transform, which JSON Schema
// cannot say): on the way out they are plain nullable strings.
const storedText = z.string().nullable();

/**
 * GET /api/admin/stages/:stageId, and creating or saving one answers it: every field of the stage's edit
 * form and where the stage sits.
 */
export const adminStageSchema = z.object({
  ...stageInputSchema.shape,
  location: storedText,
  competitionOrganizer: storedText,
  googleMaps: storedText,
  waze: storedText,
  descriptionLv: storedText,
  descriptionEt: storedText,
  descriptionEn: storedText,
  classes: z.array(racingClassSchema),
  openFree: openFreeSchema.nullable(),
  sponsors: z.array(z.object({ name: z.string(), logoFileId: z.string().nullable(), url: storedText })),
  timeZone: z.string(),
  id: z.string(),
  championshipId: z.string(),
  championshipSlug: z.string(),
  championshipName: z.string(),
  institutionId: z.string(),
  updatedAt: z.string(),
});
export type AdminStage = z.output<typeof adminStageSchema>;
same<
  Omit<
    AdminStage,
    'timeZone' | 'id' | 'championshipId' | 'championshipSlug' | 'championshipName' | 'institutionId' | 'updatedAt'
  >,
  Omit<StageInput, 'timeZone'>
>(true);

/** GET /api/admin/users, and granting or revoking a role answers the list too. */
export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  roles: z.array(z.enum(['admin', 'secretary'])),
  isJudge: z.boolean(),
});
export type AdminUser = z.output<typeof adminUserSchema>;
export const adminUsersSchema = z.array(adminUserSchema);

/** POST /api/admin/clubs/import. */
export const clubImportResultSchema = z.object({
  added: z.number().int(),
  updated: z.number().int(),
  badLines: z.array(z.number().int()).describe('line numbers that could not be read as "club,country"'),
});
export type ClubImportResult = z.output<typeof clubImportResultSchema>;

/** POST /api/internal/roles — the account's roles after the change (the users CLI). */
export const accountRolesSchema = z.object({ roles: z.array(z.enum(['admin', 'secretary'])) });

/** POST /api/files?kind= — the stored upload (a logo, a regulation, an ad's photo) and where it is served. */
export const storedFileSchema = z.object({
  id: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  url: z.string(),
  thumbnailUrl: z.string().optional().describe('images: a smaller copy'),
});
export type StoredFile = z.output<typeof storedFileSchema>;
