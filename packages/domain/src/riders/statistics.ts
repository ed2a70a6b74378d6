import type { RiderStage, RiderStatistics } from '../contract/riders.js';
import { round2 } from '../standings/ids.js';

/** Per stage: sections ridden, cleans and points per section, from the result's score counts ("0" → 5 …). */
export function sectionCounts(statistics: Record<string, number>): {
  sections: number;
  cleans: number;
  sectionPoints: number;
  averagePerSection: number | null;
} {
  let sections = 0;
  let points = 0;
  for (const [score, count] of Object.entries(statistics)) {
    const value = Number(score);
    if (!Number.isFinite(value) || !Number.isFinite(count)) continue;
    sections += count;
    points += value * count;
  }
  return {
    sections,
    cleans: statistics['0'] ?? 0,
    sectionPoints: points,
    averagePerSection: sections > 0 ? round2(points / sections) : null,
  };
}

/**
 * A rider's statistics over the stages shown (issue #38): cleans %, points per section, the best section
 * (from `sectionAverages`: per stage and section, the rider's average and laps), podiums, and the trend
 * of points per section over the latest season (calendar year of the newest stage ridden).
 */
export function riderStatistics(
  stages: readonly RiderStage[],
  sectionAverages: readonly { stageId: string; section: number; average: number; laps: number }[],
): RiderStatistics {
  const ridden = stages.filter((s) => s.sections > 0);
  const sections = ridden.reduce((n, s) => n + s.sections, 0);
  const cleans = ridden.reduce((n, s) => n + s.cleans, 0);
  const points = ridden.reduce((n, s) => n + s.sectionPoints, 0);
  const best = [...sectionAverages].sort(
    (a, b) => a.average - b.average || b.laps - a.laps || a.section - b.section,
  )[0];
  const bestStage = best ? stages.find((s) => s.stageId === best.stageId) : undefined;
  const newest = ridden
    .map((s) => s.competitionStartDate)
    .sort()
    .at(-1);
  const season = newest?.slice(0, 4);
  const trend = ridden
    .filter((s) => s.competitionStartDate.slice(0, 4) === season)
    .sort((a, b) => a.competitionStartDate.localeCompare(b.competitionStartDate))
    .map((s) => ({
      stageId: s.stageId,
      stageTitle: s.stageTitle,
      competitionStartDate: s.competitionStartDate,
      averagePerSection: s.averagePerSection!,
    }));
  const placed = stages.filter((s) => s.status === null && s.position !== null);
  return {
    stagesEntered: stages.length,
    stagesWithResult: stages.filter((s) => s.hasResult).length,
    cleansPercent: sections > 0 ? Math.round((cleans / sections) * 1000) / 10 : null,
    averagePerSection: sections > 0 ? round2(points / sections) : null,
    bestSection:
      best && bestStage
        ? {
            stageId: best.stageId,
            stageTitle: bestStage.stageTitle,
            section: best.section,
            average: round2(best.average),
            laps: best.laps,
          }
        : null,
    trend,
    podiums: placed.filter((s) => s.position! <= 3).length,
    wins: placed.filter((s) => s.position === 1).length,
  };
}
