import type { CompetitionType } from '../contract/stages.js';
import type { SectionScore, Statistics } from './result.js';

/**
 * How each section rode for one class (the field notes' "section statistics for course setters"):
 * every counted score of the class's riders on that section, all laps together.
 */
export interface SectionStat {
  section: number;
  /** Counted scores (deleted ones left out). */
  rides: number;
  /** Mean points per ride, null before anyone rode it. */
  average: number | null;
  /** Classic: how many rides scored 0, 1, 2, 3, 5. */
  counts: Statistics;
  /** Open-free: the most points one ride took; classic: the fewest (the best ride). */
  best: number | null;
  /** The class's hardest / easiest section by average (set only when at least two sections were ridden). */
  mark: 'hardest' | 'easiest' | null;
}

export function sectionStats(
  type: CompetitionType,
  lapSections: readonly number[],
  entries: readonly SectionScore[],
): SectionStat[] {
  const stats = lapSections.map((section): SectionStat => {
    const rides = entries.filter((e) => e.section === section && !e.deleted);
    const counts: Statistics = { '0': 0, '1': 0, '2': 0, '3': 0, '5': 0 };
    for (const e of rides) {
      const key = String(e.points) as keyof Statistics;
      if (key in counts) counts[key]++;
    }
    const points = rides.map((e) => e.points);
    return {
      section,
      rides: rides.length,
      average: rides.length ? points.reduce((a, b) => a + b, 0) / rides.length : null,
      counts,
      best: rides.length ? (type === 'classic' ? Math.min(...points) : Math.max(...points)) : null,
      mark: null,
    };
  });
  const ridden = stats.filter((s) => s.average !== null);
  if (ridden.length >= 2) {
    // Classic: more points is harder. Open-free: points are earned, so fewer is harder.
    const harder = (a: SectionStat, b: SectionStat) =>
      type === 'classic' ? a.average! - b.average! : b.average! - a.average!;
    const sorted = [...ridden].sort(harder);
    if (harder(sorted.at(-1)!, sorted[0]!) !== 0) {
      sorted.at(-1)!.mark = 'hardest';
      sorted[0]!.mark = 'easiest';
    }
  }
  return stats;
}
