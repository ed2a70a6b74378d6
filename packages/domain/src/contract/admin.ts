import { z } from 'zod';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '../text/control-characters.js';
import { storableDateTime } from './storable.js';
import { competitionTypes, stageStatuses } from './stages.js';
import { parseCsv } from '../csv.js';
import { isTimeZone } from '../competitions/zoned-time.js';
import { COUNTING_RULES, MISSED_SECTION_BY, RULES_LIMITS, TIE_BREAKS } from '../standings/rules.js';

/** URL ids (institutions, championships, stages): lower-case words joined by hyphens. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugSchema = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(60, 'validation.tooLong')
  .regex(SLUG, 'validation.slug');
// No control or invisible characters in names and titles: they broke the preview images (issue #41).
const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(max, 'validation.tooLong')
    .refine((v) => !hasControlCharacters(v), CONTROL_CHARACTERS_MESSAGE);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.tooLong')
    .nullable()
    .transform((v) => (v === '' ? null : v));
const colorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'validation.color');
const urlSchema = z
  .string()
  .trim()
  .max(500, 'validation.tooLong')
  .refine((v) => v === '' || /^https?:\/\/[^\s]+$/.test(v), 'validation.url')
  .nullable()
  .transform((v) => (v === '' ? null : v));
const timeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.time')
  .nullable();
const isoDate = storableDateTime({ offset: true, message: 'validation.date' });

export const institutionInputSchema = z.object({ id: slugSchema, name: text(120) }).strict();
export const institutionPatchSchema = z.object({ name: text(120) }).strict();

export const championshipClassSchema = z
  .object({
    name: text(60),
    order: z.number().int().min(0).max(999),
    bgColor: colorSchema,
    borderColor: colorSchema,
    clubStandingMultiplier: z.number().min(0, 'validation.min0').max(100),
  })
  .strict();

/** The spec's default scale; federations use others (field notes §b), so it is editable. */
export const DEFAULT_POINTS_TABLE = [20, 17, 15, 13, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1];
/** Classes a championship with women classes gets (spec §3). */
export const WOMEN_CLASS_NAMES = ['Women', 'Juniors', 'Girls'] as const;

/**
 * Championship rules (issue #16). Optional: a client that sends none keeps the stored rules (a new
 * championship gets DEFAULT_RULES, which are the spec).
 */
export const championshipRulesSchema = z
  .object({
    counting: z.enum(COUNTING_RULES, { message: 'validation.invalid' }),
    countingN: z
      .number({ message: 'validation.rulesCountingN' })
      .int('validation.rulesCountingN')
      .min(1, 'validation.rulesCountingN')
      .max(RULES_LIMITS.countingN, 'validation.rulesCountingN'),
    minResults: z
      .number({ message: 'validation.rulesMinResults' })
      .int('validation.rulesMinResults')
      .min(0, 'validation.rulesMinResults')
      .max(RULES_LIMITS.minResults, 'validation.rulesMinResults'),
    tieBreak: z.enum(TIE_BREAKS, { message: 'validation.invalid' }),
    // Optional so a client that predates them (and its saved JSON) keeps them off.
    missedSectionPoints: z
      .number({ message: 'validation.rulesMissedSection' })
      .int('validation.rulesMissedSection')
      .min(1, 'validation.rulesMissedSection')
      .max(RULES_LIMITS.missedSectionPoints, 'validation.rulesMissedSection')
      .nullable()
      .default(null),
    missedSectionBy: z.enum(MISSED_SECTION_BY, { message: 'validation.invalid' }).default('approval'),
    latePenaltyPerMinute: z
      .number({ message: 'validation.rulesLatePenalty' })
      .int('validation.rulesLatePenalty')
      .min(0, 'validation.rulesLatePenalty')
      .max(RULES_LIMITS.latePenaltyPerMinute, 'validation.rulesLatePenalty')
      .default(0),
  })
  .strict();

export const championshipInputSchema = z
  .object({
    slug: slugSchema,
    displayName: text(120),
    hasWomenClasses: z.boolean(),
    hasClubStandings: z.boolean(),
    hasTeamCompetition: z.boolean(),
    teams: z.array(text(80)).max(200),
    classes: z.array(championshipClassSchema).max(50),
    pointsTable: z.array(z.number().int().min(0).max(1000)).min(1, 'validation.required').max(100),
    otherPlacesPoints: z.number().int().min(0).max(1000),
    rules: championshipRulesSchema.optional(),
  })
  .strict()
  .superRefine((c, ctx) => {
    const names = c.classes.map((k) => k.name.toLowerCase());
    names.forEach((n, i) => {
      if (names.indexOf(n) !== i)
        ctx.addIssue({ code: 'custom', path: ['classes', i, 'name'], message: 'validation.duplicate' });
    });
    const teams = c.teams.map((t) => t.toLowerCase());
    teams.forEach((n, i) => {
      if (teams.indexOf(n) !== i) ctx.addIssue({ code: 'custom', path: ['teams', i], message: 'validation.duplicate' });
    });
  });
export type ChampionshipInput = z.infer<typeof championshipInputSchema>;

export const racingClassSchema = z
  .object({
    name: text(60),
    color: colorSchema,
    startTime: timeSchema,
    endTime: timeSchema,
    yearsFrom: z.number().int().min(0).max(190).nullable(),
    yearsTo: z.number().int().min(0).max(190).nullable(),
    laps: z.number().int().min(1, 'validation.min1').max(20),
    lapSections: z.array(z.number().int().min(1).max(50)).min(1, 'validation.required'),
    order: z.number().int().min(0).max(999),
  })
  .strict();
export type RacingClassInput = z.infer<typeof racingClassSchema>;
export type ChampionshipClassInput = z.infer<typeof championshipClassSchema>;

export const sponsorSchema = z
  .object({ name: text(120), logoFileId: z.string().max(64).nullable(), url: urlSchema })
  .strict();

export type SponsorInput = z.infer<typeof sponsorSchema>;

export const openFreeSchema = z
  .object({
    gatePoints: z.object({
      A: z.number().int().min(0).max(1000),
      B: z.number().int().min(0).max(1000),
      C: z.number().int().min(0).max(1000),
      D: z.number().int().min(0).max(1000),
    }),
    timeLimitSeconds: z.number().int().min(10, 'validation.min10').max(3600),
    faultLimit: z.number().int().min(1, 'validation.min1').max(20),
  })
  .strict();

export type OpenFreeSettings = z.infer<typeof openFreeSchema>;

export const stageInputSchema = z
  .object({
    slug: slugSchema,
    title: text(200),
    location: optionalText(200),
    competitionStartDate: isoDate,
    competitionEndDate: isoDate,
    registrationEndDate: isoDate.nullable(),
    /** Left out by older clients: the stage keeps its zone (a new one gets Europe/Riga). */
    timeZone: z.string().trim().max(64).refine(isTimeZone, 'validation.timeZone').optional(),
    status: z.enum(stageStatuses),
    competitionOrganizer: optionalText(200),
    googleMaps: urlSchema,
    waze: urlSchema,
    competitionType: z.enum(competitionTypes),
    manualDnf: z.boolean(),
    showEndTimeDiff: z.boolean(),
    descriptionLv: optionalText(5000),
    descriptionEt: optionalText(5000),
    descriptionEn: optionalText(5000),
    sectionCount: z.number().int().min(1, 'validation.min1').max(50),
    classes: z.array(racingClassSchema).max(40),
    openFree: openFreeSchema.nullable(),
    sponsors: z.array(sponsorSchema).max(40),
    regulationFileId: z.string().max(64).nullable(),
  })
  .strict()
  .superRefine((s, ctx) => {
    const start = Date.parse(s.competitionStartDate);
    const end = Date.parse(s.competitionEndDate);
    if (end <= start)
      ctx.addIssue({ code: 'custom', path: ['competitionEndDate'], message: 'validation.endBeforeStart' });
    if (s.registrationEndDate && Date.parse(s.registrationEndDate) > end) {
      ctx.addIssue({ code: 'custom', path: ['registrationEndDate'], message: 'validation.registrationAfterEnd' });
    }
    if (s.competitionType === 'openFree' && !s.openFree) {
      ctx.addIssue({ code: 'custom', path: ['openFree'], message: 'validation.required' });
    }
    const names = s.classes.map((c) => c.name.toLowerCase());
    s.classes.forEach((c, i) => {
      if (names.indexOf(c.name.toLowerCase()) !== i) {
        ctx.addIssue({ code: 'custom', path: ['classes', i, 'name'], message: 'validation.duplicate' });
      }
      if (c.yearsFrom !== null && c.yearsTo !== null && c.yearsFrom > c.yearsTo) {
        ctx.addIssue({ code: 'custom', path: ['classes', i, 'yearsTo'], message: 'validation.agesOrder' });
      }
      if (c.startTime && c.endTime && c.endTime <= c.startTime) {
        ctx.addIssue({ code: 'custom', path: ['classes', i, 'endTime'], message: 'validation.endBeforeStart' });
      }
      if (c.lapSections.some((n) => n > s.sectionCount)) {
        ctx.addIssue({ code: 'custom', path: ['classes', i, 'lapSections'], message: 'validation.sectionOutOfRange' });
      }
      // A published stage shows every class's times and ages to riders (issue #37 point 6): no "0–∞" by omission.
      if (s.status === 'published') {
        for (const field of ['startTime', 'endTime', 'yearsFrom'] as const) {
          if (c[field] === null || c[field] === '')
            ctx.addIssue({ code: 'custom', path: ['classes', i, field], message: 'validation.publishedClassNeeds' });
        }
      }
    });
  });
export type StageInput = z.infer<typeof stageInputSchema>;

export const stageCreateSchema = z
  .object({ slug: slugSchema, title: text(200), copyFromStageId: z.string().max(64).nullable().optional() })
  .strict();

export const clubInputSchema = z
  .object({
    id: text(120),
    country: z
      .string()
      .trim()
      .regex(/^[A-Z]{2}$/, 'validation.country'),
  })
  .strict();
export type ClubInput = z.infer<typeof clubInputSchema>;
export const clubImportSchema = z.object({ csv: z.string().max(200_000, 'validation.tooLong') }).strict();

export const roleGrantSchema = z.object({ role: z.enum(['admin', 'secretary']), grant: z.boolean() }).strict();

/**
 * Reads "club,country" lines (a header line is skipped; any of , ; tab separates); returns rows and
 * the line numbers it could not read.
 */
export function parseClubsCsv(csv: string): { clubs: ClubInput[]; badLines: number[] } {
  const clubs: ClubInput[] = [];
  const badLines: number[] = [];
  parseCsv(csv, ',;\t').forEach(({ line, cells }, index) => {
    if (index === 0 && /club|klubs|klubi|name|id/i.test(cells[0] ?? '') && /country|valsts|riik/i.test(cells[1] ?? ''))
      return;
    const parsed = clubInputSchema.safeParse({ id: cells[0] ?? '', country: (cells[1] ?? '').toUpperCase() });
    if (parsed.success) clubs.push(parsed.data);
    else badLines.push(line);
  });
  return { clubs, badLines };
}

// The admin area's answers (AdminInstitution, AdminChampionship, AdminStage, AdminUser, ClubImportResult) are
// the schemas of admin-reads.ts.
