import type { ResultStatus } from '../scoring/result.js';
import type { ChampionshipRules } from './rules.js';

/** Standings status of a championship (spec §3 "Standings status"); null when never generated. */
export type StandingsStatus = 'draft' | 'published' | 'approved';
/** How the last Approve / Final batch ranked: Final compares totalMinusWorst (spec §5). */
export type StandingsMode = 'approve' | 'final';
/** A stage entry is written as draft and becomes final when its stage is published or approved. */
export type StandingResultStatus = 'draft' | 'final';
/** Stage resultsStatus (spec §4); null while the race is in progress. */
export type StageResultsStatus = 'Approved' | 'StandingsGenerated' | 'StandingsPublished';

/** One stage of one standing (spec §3 "Standing result per stage"). Filler entries carry only order and 0 points. */
export interface StandingStageResult {
  order: number;
  points: number;
  positionAbsolutePoints: number;
  /**
   * The rider's place in this standing's group on that stage (the class's approved place; a women's group
   * its own rank); null for a status holder or a filler. "More best results" counts back on it (issue #37
   * point 7). Absent only on entries written before migration 0022, read as unknown.
   */
  place?: number | null;
  /** 'location MM.DD'; null for a filler (the rider did not ride that stage). */
  title: string | null;
  status: StandingResultStatus;
  /** The result page of the stage, with the participant as hash. */
  url: string | null;
  resultStatus: ResultStatus | null;
  clubId: string | null;
  team: string | null;
  racingClass: string | null;
  /** The result this entry came from: `${stageId}/${participantId}`. */
  resultId: string | null;
}

/** Identity fields compared on generation (spec §4). */
export const identityFields = ['name', 'birthYear', 'clubId', 'gender', 'racingNumber', 'team'] as const;
export type IdentityField = (typeof identityFields)[number];

export interface StandingIdentity {
  name: string;
  birthYear: number | null;
  clubId: string | null;
  gender: 'male' | 'female' | null;
  racingNumber: number | null;
  team: string | null;
}

/** One rider in one group (spec §3 "Individual standing position"). */
export interface StandingPosition extends StandingIdentity {
  id: string;
  /** Racing class, or a women's group (Women, Juniors, Girls). */
  group: string;
  /** Result ids (`${stageId}/${participantId}`) that fed this standing. */
  participants: string[];
  /** The id this standing had before a rename, if any. */
  refOriginal: string | null;
  /**
   * The rider record (decision 071) whose results this standing holds; null or absent on standings
   * written before decision 090, until a generation claims them. Secretaries only: visitors' views drop it.
   */
  riderId?: string | null;
  position: number | null;
  total: number | null;
  totalMinusWorst: number | null;
  /** Stage entries, one per stage order at most (not filled: fill with fillMissingStages to show). */
  results: StandingStageResult[];
}

/** A conflict between stored identity data and a stage's new data (spec §4 "Validation Errors"). */
export interface StandingValidationError {
  standingId: string;
  name: string;
  group: string;
  field: IdentityField;
  oldValue: string | number | null;
  newValue: string | number | null;
  /** The result whose data differs. */
  resultId: string;
  /**
   * When the standing and the result belong to two rider records (decision 090): the question is then
   * also whether they are one person, and "different people" is remembered (POST /api/riders/review/dismiss).
   */
  riders?: { stored: string; incoming: string };
}

/** The secretary's pick for one conflict: keep the stored value or take the new one. */
export interface StandingResolution {
  standingId: string;
  field: IdentityField;
  choice: 'old' | 'new';
}

/** A stage as standings know it: published stages with results, ordered by start date. */
export interface StandingsStage {
  id: string;
  slug: string;
  title: string;
  location: string | null;
  competitionStartDate: string;
  /** The venue's zone: the stage column's date is its day there. */
  timeZone: string;
  resultsStatus: StageResultsStatus | null;
  /** Index among the championship's published stages by start date (spec §4), from 0. */
  order: number;
  /** The stage results page path. */
  resultsPath: string;
}

/** Championship settings standings need (spec §3 "Group settings"). */
export interface StandingsChampionship {
  id: string;
  institutionId: string;
  slug: string;
  displayName: string;
  hasWomenClasses: boolean;
  hasClubStandings: boolean;
  hasTeamCompetition: boolean;
  classes: { name: string; order: number; bgColor: string; borderColor: string; clubStandingMultiplier: number }[];
  pointsTable: number[];
  otherPlacesPoints: number;
  /** How the standings count, break ties and classify (issue #16); DEFAULT_RULES is the spec. */
  rules: ChampionshipRules;
}
