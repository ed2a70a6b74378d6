import { z } from 'zod';
import type { ResultStatus } from '../scoring/result.js';

/**
 * A rider's public page (issue #38, decision 071): who (as the participant list shows a rider to
 * everyone: name, club, class, birth year), each stage ridden, championship positions and statistics.
 * A secretary also gets what the secretary's participant list shows (birth date, gender) and whether an
 * account is linked — never its e-mail.
 */
export interface RiderSummary {
  id: string;
  name: string;
  clubId: string | null;
  /** The class of the latest entry. */
  racingClass: string | null;
  birthYear: number;
  /** The rider asked that the page stay out of search engines and public lists. */
  hidden: boolean;
}

export interface SecretaryRiderSummary extends RiderSummary {
  birthDate: string;
  gender: 'male' | 'female' | null;
  hasAccount: boolean;
}

/** One stage the rider entered. */
export interface RiderStage {
  stageId: string;
  stageTitle: string;
  location: string | null;
  /** /competitions/{institution}/{championship}/{stage} */
  stagePath: string;
  championshipName: string;
  /** /competitions/{institution}/{championship} */
  championshipPath: string;
  competitionStartDate: string;
  timeZone: string;
  racingClass: string;
  racingNumber: number | null;
  /** The participant id: the results page's anchor (#id). */
  participantId: string;
  hasResult: boolean;
  total: number | null;
  isFinished: boolean;
  status: ResultStatus | null;
  /** The approved place within the class (null until approved, and for status holders). */
  position: number | null;
  positionPoints: number | null;
  /** Sections ridden and cleaned (scored 0) on this stage. */
  sections: number;
  cleans: number;
  /** Points scored in those sections (penalties not included). */
  sectionPoints: number;
  /** Points per section ridden, two decimals; null before the first score. */
  averagePerSection: number | null;
}

export interface RiderChampionshipPosition {
  championshipName: string;
  championshipPath: string;
  group: string;
  /** As the standings page ranks it (null while unranked). */
  position: number | null;
  total: number | null;
}

export interface RiderStatistics {
  stagesEntered: number;
  stagesWithResult: number;
  /** Cleans (0) per section ridden, percent with one decimal; null before the first score. */
  cleansPercent: number | null;
  averagePerSection: number | null;
  /** The section the rider rode best on one stage (lowest average, then most laps). */
  bestSection: { stageId: string; stageTitle: string; section: number; average: number; laps: number } | null;
  /** Average per section by stage, oldest first, over the latest season ridden. */
  trend: { stageId: string; stageTitle: string; competitionStartDate: string; averagePerSection: number }[];
  podiums: number;
  wins: number;
}

export interface RiderPage {
  rider: RiderSummary | SecretaryRiderSummary;
  /** Newest first. */
  stages: RiderStage[];
  championships: RiderChampionshipPosition[];
  statistics: RiderStatistics;
}

/** The rider's own privacy choice (on /profile). */
export const riderPrivacySchema = z.object({ hidden: z.boolean() }).strict();
export type RiderPrivacy = z.infer<typeof riderPrivacySchema>;

/** The secretary's rider search (adding an entry): name (case and diacritics blind) or racing number. */
export const riderSearchQuerySchema = z.object({ q: z.string().trim().min(1).max(100) });

export interface RiderSearchHit {
  id: string;
  name: string;
  birthDate: string;
  gender: 'male' | 'female' | null;
  clubId: string | null;
  hasAccount: boolean;
  /** The latest entry's class and number (the add form fills them). */
  racingClass: string | null;
  racingNumber: number | null;
}

/** Path of a rider's page. */
export function riderPath(riderId: string): string {
  return `/riders/${encodeURIComponent(riderId)}`;
}
