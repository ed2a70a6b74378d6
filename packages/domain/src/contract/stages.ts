import type { OpenFreeSettings, RacingClassInput } from './admin.js';
import { z } from 'zod';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '../text/control-characters.js';

export const competitionTypes = ['classic', 'openFree'] as const;
export type CompetitionType = (typeof competitionTypes)[number];

export const stageStatuses = ['draft', 'published'] as const;
export type StageStatus = (typeof stageStatuses)[number];

/** What the home page and any stage list show of a stage: public fields only. */
export const stageSummarySchema = z.object({
  id: z.string(),
  institutionId: z.string(),
  championshipId: z.string(),
  stageId: z.string(),
  championshipName: z.string(),
  title: z.string(),
  location: z.string().nullable(),
  competitionStartDate: z.iso.datetime({ offset: true }),
  competitionEndDate: z.iso.datetime({ offset: true }),
  registrationEndDate: z.iso.datetime({ offset: true }).nullable(),
  /** The venue's IANA time zone: the stage's times are shown on its wall clock. */
  timeZone: z.string(),
  competitionType: z.enum(competitionTypes),
  status: z.enum(stageStatuses),
});
export type StageSummary = z.infer<typeof stageSummarySchema>;

/** The fields an admin may change on a stage through the quick edit call (issue 4 widens this). */
export const stagePatchSchema = z
  .object({
    // No control or invisible characters: they broke the preview images (issue #41).
    title: z
      .string()
      .trim()
      .min(1, 'validation.required')
      .max(200, 'validation.tooLong')
      .refine((v) => !hasControlCharacters(v), CONTROL_CHARACTERS_MESSAGE),
    location: z
      .string()
      .trim()
      .max(200, 'validation.tooLong')
      .refine((v) => !hasControlCharacters(v), CONTROL_CHARACTERS_MESSAGE)
      .nullable(),
    status: z.enum(stageStatuses),
  })
  .partial()
  .strict();
export type StagePatch = z.infer<typeof stagePatchSchema>;

/** A stage as its public page shows it (spec §2 "Stage page"). */
export interface PublicStage extends StageSummary {
  /** Gender is required in the participant form when set (spec §5). */
  hasWomenClasses: boolean;
  /** Family-cup team names riders can pick from (or add to). */
  teams: string[];
  competitionOrganizer: string | null;
  googleMaps: string | null;
  waze: string | null;
  descriptionLv: string | null;
  descriptionEt: string | null;
  descriptionEn: string | null;
  sectionCount: number;
  classes: RacingClassInput[];
  sponsors: { name: string; url: string | null; logoUrl: string | null }[];
  regulationUrl: string | null;
  openFree: OpenFreeSettings | null;
  /** Results page (issue 7): unfinished riders show as DNF after the end unless manualDNF. */
  manualDnf: boolean;
  showEndTimeDiff: boolean;
  resultsStatus: 'Approved' | 'StandingsGenerated' | 'StandingsPublished' | null;
}
