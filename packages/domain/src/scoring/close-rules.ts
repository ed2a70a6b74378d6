/**
 * The two championship rules that change a stage's results (issue #16, docs/decisions/019): the missed
 * section and the time penalty. Both are applied once, when the secretary approves the stage (its
 * "close"), by writing ordinary section rows and a penalty event; every page, the approval's positions,
 * the standings and the exports then read the same stored numbers and cannot disagree.
 */
import { dayIn, zonedTime } from '../competitions/zoned-time.js';
import type { CompetitionType } from '../contract/stages.js';
import type { ClassLayout, SectionScore } from './result.js';

/** The penalty event's id: one per result, replaced (not added again) by a later approval. */
export const LATE_FINISH_PENALTY_ID = 'late-finish';
/** The section event a missed section's row carries (its history shows who closed the stage). */
export const MISSED_SECTION_EVENT = 'MissedSection';

/** The section/lap slots of the class layout without a counted score, lap by lap. */
export function missedSlots(
  entries: readonly Pick<SectionScore, 'section' | 'lap' | 'deleted'>[],
  layout: ClassLayout,
): { section: number; lap: number }[] {
  const out: { section: number; lap: number }[] = [];
  for (let lap = 1; lap <= layout.laps; lap++)
    for (const section of layout.lapSections)
      if (!entries.some((e) => !e.deleted && e.lap === lap && e.section === section)) out.push({ section, lap });
  return out;
}

/**
 * Whether the missed-section rule finishes this result at the close: a classic stage, the rule on, no
 * status, not finished, and at least one counted score (a rider with none did not start: DNS).
 */
export function missedSectionApplies(
  result: { status: string | null; isFinished: boolean; sections: readonly Pick<SectionScore, 'deleted'>[] },
  missedSectionPoints: number | null,
  type: CompetitionType,
): boolean {
  return (
    missedSectionPoints !== null &&
    type === 'classic' &&
    result.status === null &&
    !result.isFinished &&
    result.sections.some((s) => !s.deleted)
  );
}

/** The class end time ('HH:MM', wall clock on the stage's first day in its venue zone) as an instant. */
export function classEndInstant(timeZone: string, stageStartIso: string, endTime: string | null): Date | null {
  if (!endTime || !/^\d{1,2}:\d{2}$/.test(endTime)) return null;
  return zonedTime(timeZone, dayIn(timeZone, new Date(stageStartIso)), endTime.padStart(5, '0'));
}

/** Started minutes past the end: 16:00:00 is on time, 16:00:01 is one minute, 16:01:00 one, 16:01:01 two. */
export function startedMinutesLate(finishIso: string, end: Date): number {
  const late = Date.parse(finishIso) - end.getTime();
  return late > 0 ? Math.ceil(late / 60_000) : 0;
}

/**
 * The late-finish penalty of one result, or null when none applies: the rule on, the stage shows the
 * end-time difference (the switch that tells riders the end time matters), the class has an end time,
 * the rider has a finish time and no status, and finished past the end.
 */
export function lateFinishPenalty(
  result: { status: string | null; lastTimeRecorded: string | null },
  stage: { timeZone: string; competitionStartDate: string; showEndTimeDiff: boolean },
  endTime: string | null,
  pointsPerMinute: number,
): { minutes: number; points: number } | null {
  if (pointsPerMinute <= 0 || !stage.showEndTimeDiff || result.status !== null || !result.lastTimeRecorded) return null;
  const end = classEndInstant(stage.timeZone, stage.competitionStartDate, endTime);
  if (!end) return null;
  const minutes = startedMinutesLate(result.lastTimeRecorded, end);
  return minutes > 0 ? { minutes, points: minutes * pointsPerMinute } : null;
}
