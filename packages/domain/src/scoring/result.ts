/**
 * A rider's result on one stage, computed from the section scores (spec §3 "Result", "Section
 * result", §5 "A class is finished when…"). The server stores the cached total and statistics in the
 * same transaction as every score; the browser recomputes the same numbers from pushed data.
 */
import type { CompetitionType } from '../contract/stages.js';

/** The scores a judge may give on a classic stage (spec §9); there is no 4. */
export const CLASSIC_POINTS = [0, 1, 2, 3, 5] as const;
export type ClassicPoints = (typeof CLASSIC_POINTS)[number];

/** DQ, DNF, or DNS: registered but did not start (issue #16; docs/decisions/017). */
export const RESULT_STATUSES = ['DQ', 'DNF', 'DNS'] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];

/** Names of section events (spec §3 "Section event", "Judge actions", "Finish reasons"). */
export const SECTION_EVENT_NAMES = [
  'JudgeSetPoints',
  'JudgeAddPointsA',
  'JudgeAddPointsB',
  'JudgeAddPointsC',
  'JudgeAddPointsD',
  'JudgeRemovePointsA',
  'JudgeRemovePointsB',
  'JudgeRemovePointsC',
  'JudgeRemovePointsD',
  'JudgeAddFault',
  'JudgeRemoveFault',
  'TooManyFaults',
  'Timeout',
  'ManualFinish',
  'EditedTo',
  /** A judge took back their own score (undo after it was sent). */
  'JudgeUndo',
  /** A secretary deleted the section's score. */
  'SecretaryDelete',
] as const;
export type SectionEventName = (typeof SECTION_EVENT_NAMES)[number];
export const FINISH_REASONS = ['TooManyFaults', 'Timeout', 'ManualFinish'] as const;
export type FinishReason = (typeof FINISH_REASONS)[number];

export interface SectionEventRecord {
  name: SectionEventName | string;
  /** ISO timestamp of the tap (the judge's device clock). */
  timestamp: string;
  /** Seconds since the attempt started (open-free), else null. */
  time: number | null;
  points: number | null;
  /** Who did it, as shown: the judge's name or e-mail, or the secretary's (kept as it was then). */
  by?: string | null;
  /**
   * Who did it, as matched (a judge's undo takes back only their own score): the account's user id,
   * or `obs:<deviceId>` for an observer's phone without an account (decision 029). Kept on the server, never sent out;
   * absent on events stored before it existed and on imported standalone sheets.
   */
  byId?: string | null;
  /** A judge's tap or a secretary's correction: only judges' events make a conflict. */
  source?: 'judge' | 'secretary';
  /**
   * An observer's tap taken before its credential was revoked (or the section handed on) that
   * arrived after it (decision 029): counted, and shown as taken before that cut-off, arrived later.
   */
  late?: boolean;
  /** The cut-off a late tap arrived after (issue #35): hand-off, revocation or expiry. */
  lateAfter?: 'handedOff' | 'afterRevocation' | 'expired';
  /** An observer's refused tap that race control accepted (issue #35): who accepted it. */
  acceptedBy?: string;
  /**
   * The device that numbered a judge's op (its origin in the command log, decision 076). Kept on the
   * server, never sent out: two devices' different scores for one slot are a conflict (decision 085).
   */
  origin?: string;
  /** Given by an observer phone without an account (shown, never stored: from `byId`). */
  observer?: boolean;
}

/**
 * One section on one lap as the results list carries it (decision 037): its score and whether a
 * secretary deleted it — all the list, the section statistics, the exports and a rider's score grid read.
 */
export interface SectionScore {
  section: number;
  lap: number;
  points: number;
  /** Deleted by a secretary: shown as 'This result has been deleted', not counted. */
  deleted: boolean;
}

/**
 * One section on one lap with its history (spec key section{n}-lap{m}): what a rider's details read
 * (GET …/results/:participantId) and the live events carry.
 */
export interface SectionEntry extends SectionScore {
  events: SectionEventRecord[];
  judge: string | null;
  createdOn: string;
  /**
   * More than one judge scored this section and lap: the later score counts (issue #6). Derived from
   * the events, so it comes with them (decision 037: not in the list).
   */
  conflict: boolean;
}

/** The list's part of an entry (decision 037). */
export function sectionScore({ section, lap, points, deleted }: SectionScore): SectionScore {
  return { section, lap, points, deleted };
}

export interface ClassLayout {
  laps: number;
  lapSections: number[];
}

export type Statistics = Record<'0' | '1' | '2' | '3' | '5', number>;

export interface ResultSummary {
  /** Lap number → its counted section entries, by section. */
  laps: Record<number, SectionScore[]>;
  statistics: Statistics;
  /** Section points plus penalties; null until anything is scored (spec §3). */
  total: number | null;
  isFinished: boolean;
}

export function sectionKey(section: number, lap: number): string {
  return `section${section}-lap${lap}`;
}

export function isClassicPoints(points: number): points is ClassicPoints {
  return (CLASSIC_POINTS as readonly number[]).includes(points);
}

/** Secretary edits: digits only; on classic stages anything but 0/1/2/3/5 becomes 0 (spec §5). */
export function normaliseEditedPoints(points: number, type: CompetitionType): number {
  if (!Number.isInteger(points) || points < 0) return 0;
  return type === 'classic' && !isClassicPoints(points) ? 0 : points;
}

export function emptyStatistics(): Statistics {
  return { '0': 0, '1': 0, '2': 0, '3': 0, '5': 0 };
}

export function summarizeResult(
  entries: readonly SectionScore[],
  layout: ClassLayout,
  penaltyPoints: number,
  type: CompetitionType = 'classic',
): ResultSummary {
  const counted = entries.filter((e) => !e.deleted);
  const laps: Record<number, SectionScore[]> = {};
  const statistics = emptyStatistics();
  let points = 0;
  for (const entry of [...counted].sort((a, b) => a.lap - b.lap || a.section - b.section)) {
    (laps[entry.lap] ??= []).push(entry);
    points += entry.points;
    const key = String(entry.points) as keyof Statistics;
    if (type === 'classic' && key in statistics) statistics[key]++;
  }
  const scored = counted.length > 0 || penaltyPoints !== 0;
  // A penalty always makes a result worse: added on classic (lower wins), taken off on open-free.
  const total = scored ? points + (type === 'openFree' ? -penaltyPoints : penaltyPoints) : null;
  return { laps, statistics, total, isFinished: isClassFinished(counted, layout) };
}

/** All laps present, each with every section of the class (spec §5). */
export function isClassFinished(entries: readonly SectionScore[], layout: ClassLayout): boolean {
  for (let lap = 1; lap <= layout.laps; lap++) {
    for (const section of layout.lapSections) {
      if (!entries.some((e) => !e.deleted && e.lap === lap && e.section === section)) return false;
    }
  }
  return true;
}

/** The lap a judge at this section scores next: the first lap without a score here, or null when all are done. */
export function nextLapAt(entries: readonly SectionScore[], section: number, layout: ClassLayout): number | null {
  if (!layout.lapSections.includes(section)) return null;
  for (let lap = 1; lap <= layout.laps; lap++) {
    if (!entries.some((e) => !e.deleted && e.section === section && e.lap === lap)) return lap;
  }
  return null;
}

/** A section can be deleted only when the same section has no result in the next lap (spec §5). */
export function canDeleteSection(
  entries: readonly Pick<SectionScore, 'section' | 'lap' | 'deleted'>[],
  section: number,
  lap: number,
): boolean {
  return !entries.some((e) => !e.deleted && e.section === section && e.lap === lap + 1);
}

export interface OpenFreeRules {
  gatePoints: { A: number; B: number; C: number; D: number };
  timeLimitSeconds: number;
  faultLimit: number;
}

export interface OpenFreeAttempt {
  points: number;
  faults: number;
  /** Set when the attempt is over. */
  finishedBy: FinishReason | null;
}

/**
 * Replays an open-free attempt's events: gate points add or remove, faults count, and the attempt
 * ends by timeout, by reaching the fault limit or by a manual finish. Taps after the end are ignored.
 */
export function replayOpenFreeAttempt(events: readonly SectionEventRecord[], rules: OpenFreeRules): OpenFreeAttempt {
  const attempt: OpenFreeAttempt = { points: 0, faults: 0, finishedBy: null };
  for (const event of events) {
    if (attempt.finishedBy) break;
    if (event.time !== null && event.time > rules.timeLimitSeconds) {
      attempt.finishedBy = 'Timeout';
      break;
    }
    const gate = /^Judge(Add|Remove)Points([ABCD])$/.exec(event.name);
    if (gate) {
      const value = rules.gatePoints[gate[2] as 'A' | 'B' | 'C' | 'D'];
      attempt.points = Math.max(0, attempt.points + (gate[1] === 'Add' ? value : -value));
    } else if (event.name === 'JudgeAddFault') {
      attempt.faults++;
      if (attempt.faults >= rules.faultLimit) attempt.finishedBy = 'TooManyFaults';
    } else if (event.name === 'JudgeRemoveFault') {
      attempt.faults = Math.max(0, attempt.faults - 1);
    } else if ((FINISH_REASONS as readonly string[]).includes(event.name)) {
      attempt.finishedBy = event.name as FinishReason;
    }
  }
  return attempt;
}
