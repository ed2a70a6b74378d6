/**
 * A stage's results as the results page and the results PDF show them: one block per racing class
 * in class order, each ranked with the shared comparer (rank-class.ts). Both call this, so the page
 * and the printed document never disagree about a place.
 */
import type { CompactResult } from '../contract/results.js';
import type { PublicStage } from '../contract/stages.js';
import { type RankedResult, rankClass } from './rank-class.js';

export type RankedRow = RankedResult<CompactResult & { racingNumber: number | null }>;

export interface ClassBlock {
  name: string;
  color: string;
  startTime: string | null;
  endTime: string | null;
  laps: number;
  lapSections: number[];
  rows: RankedRow[];
}

type RankedStage = Pick<PublicStage, 'classes' | 'competitionType' | 'manualDnf' | 'competitionEndDate'>;

/** The stage is over and not in manual-DNF mode: unfinished riders without a status show as DNF (spec §4). */
export function isAutoDnf(stage: Pick<PublicStage, 'manualDnf' | 'competitionEndDate'>, now: Date): boolean {
  return !stage.manualDnf && Date.parse(stage.competitionEndDate) <= now.getTime();
}

/** One block per racing class in class order, each ranked with the shared domain comparer. */
export function rankByClass(stage: RankedStage, results: readonly CompactResult[], now: Date): ClassBlock[] {
  const options = { type: stage.competitionType, autoDnf: isAutoDnf(stage, now) };
  const rank = (name: string) =>
    rankClass(
      results
        .filter((r) => r.participant.racingClass === name)
        .map((r) => ({ ...r, racingNumber: r.participant.racingNumber })),
      options,
    );
  const classes = [...stage.classes].sort((a, b) => a.order - b.order);
  const blocks: ClassBlock[] = classes.map((cls) => ({
    name: cls.name,
    color: cls.color,
    startTime: cls.startTime ?? null,
    endTime: cls.endTime ?? null,
    laps: cls.laps,
    lapSections: cls.lapSections,
    rows: rank(cls.name),
  }));
  // Results of a class the stage no longer has still show, under their own name.
  const known = new Set(classes.map((c) => c.name));
  const orphans = [...new Set(results.map((r) => r.participant.racingClass).filter((c) => !known.has(c)))];
  for (const name of orphans) {
    blocks.push({ name, color: '#868e96', startTime: null, endTime: null, laps: 0, lapSections: [], rows: rank(name) });
  }
  return blocks;
}

/** All results in one ranking (open-free 'By points'): the same comparer over every class. */
export function rankAll(
  stage: Pick<PublicStage, 'competitionType' | 'manualDnf' | 'competitionEndDate'>,
  results: readonly CompactResult[],
  now: Date,
): RankedRow[] {
  return rankClass(
    results.map((r) => ({ ...r, racingNumber: r.participant.racingNumber })),
    { type: stage.competitionType, autoDnf: isAutoDnf(stage, now) },
  );
}
