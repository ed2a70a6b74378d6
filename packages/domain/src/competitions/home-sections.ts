import type { StageSummary } from '../contract/stages.js';

export interface HomeSections {
  /** Stages whose end date is still in the future, soonest start first. */
  upcoming: StageSummary[];
  /** Finished stages grouped by start year, newest year first; stages newest first. */
  previousByYear: { year: number; stages: StageSummary[] }[];
}

const startTime = (s: StageSummary) => Date.parse(s.competitionStartDate);

/**
 * Splits the published stages into the home page's two parts (spec §2 "Competitions list").
 * Drafts never show, whatever the caller passes in.
 */
export function homeSections(stages: readonly StageSummary[], now: Date): HomeSections {
  const published = stages.filter((s) => s.status === 'published');
  const isUpcoming = (s: StageSummary) => Date.parse(s.competitionEndDate) > now.getTime();
  const upcoming = published.filter(isUpcoming).sort((a, b) => startTime(a) - startTime(b));
  const previous = published.filter((s) => !isUpcoming(s)).sort((a, b) => startTime(b) - startTime(a));
  const byYear = new Map<number, StageSummary[]>();
  for (const stage of previous) {
    const year = new Date(stage.competitionStartDate).getFullYear();
    byYear.set(year, [...(byYear.get(year) ?? []), stage]);
  }
  const previousByYear = [...byYear.entries()]
    .sort(([a], [b]) => b - a)
    .map(([year, yearStages]) => ({ year, stages: yearStages }));
  return { upcoming, previousByYear };
}
