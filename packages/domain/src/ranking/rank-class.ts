/**
 * Ranking of results within a class (spec §5) and position points (spec §9). The same comparer
 * ranks live results in the browser and writes positions on approval on the server.
 */
import type { CompetitionType } from '../contract/stages.js';
import type { ResultStatus, Statistics } from '../scoring/result.js';

/** Position points by place 1..15; any other place gets 1 (spec §9). */
export const POSITION_POINTS = [20, 17, 15, 13, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1] as const;

export function positionPoints(place: number): number {
  return POSITION_POINTS[place - 1] ?? 1;
}

export interface RankableResult {
  participantId: string;
  racingNumber: number | null;
  total: number | null;
  isFinished: boolean;
  status: ResultStatus | null;
  statistics: Statistics;
  lastTimeRecorded: string | null;
}

export interface RankOptions {
  type: CompetitionType;
  /**
   * The stage is over and not in manual-DNF mode: an unfinished result without a status shows as
   * DNF (spec §4) and gets no rank number.
   */
  autoDnf: boolean;
}

export interface RankedResult<R extends RankableResult> {
  result: R;
  /** 1-based place; null for status holders, DNF-by-time and riders who have not started. */
  place: number | null;
  /** The status shown: the stored one, or DNF by time. */
  shownStatus: ResultStatus | null;
}

const TIE_BREAK_ORDER = ['0', '1', '2', '3', '5'] as const;

/** Which band a result sorts in: ranked first, then status holders, then those who never started. */
function band(r: RankableResult, options: RankOptions): number {
  if (r.total === null && r.status === null) return 3;
  if (shownStatus(r, options)) return 2;
  return r.isFinished || options.type === 'openFree' ? 0 : 1;
}

export function shownStatus(r: RankableResult, options: RankOptions): ResultStatus | null {
  if (r.status) return r.status;
  return options.autoDnf && !r.isFinished ? 'DNF' : null;
}

/**
 * A total order over results: classic — lower total, finished before unfinished, then more 0s, 1s,
 * 2s, 3s, 5s, then the earliest last-recorded time; open-free — higher total, then the earliest
 * last-recorded time. The racing number and id end every tie so the order never depends on input order.
 */
export function compareResults(a: RankableResult, b: RankableResult, options: RankOptions): number {
  const byBand = band(a, options) - band(b, options);
  if (byBand !== 0) return byBand;
  const ta = a.total ?? 0;
  const tb = b.total ?? 0;
  if (ta !== tb) return options.type === 'openFree' ? tb - ta : ta - tb;
  if (options.type === 'classic') {
    for (const key of TIE_BREAK_ORDER) {
      const diff = (b.statistics[key] ?? 0) - (a.statistics[key] ?? 0);
      if (diff !== 0) return diff;
    }
  }
  const la = a.lastTimeRecorded ? Date.parse(a.lastTimeRecorded) : Number.POSITIVE_INFINITY;
  const lb = b.lastTimeRecorded ? Date.parse(b.lastTimeRecorded) : Number.POSITIVE_INFINITY;
  if (la !== lb) return la < lb ? -1 : 1;
  const na = a.racingNumber ?? Number.MAX_SAFE_INTEGER;
  const nb = b.racingNumber ?? Number.MAX_SAFE_INTEGER;
  if (na !== nb) return na - nb;
  return a.participantId < b.participantId ? -1 : a.participantId > b.participantId ? 1 : 0;
}

/** Ranks one class's results; places count only riders who are neither status holders nor DNF by time. */
export function rankClass<R extends RankableResult>(results: readonly R[], options: RankOptions): RankedResult<R>[] {
  const sorted = [...results].sort((a, b) => compareResults(a, b, options));
  let place = 0;
  return sorted.map((result) => {
    const status = shownStatus(result, options);
    const ranked = status === null && result.total !== null;
    return { result, place: ranked ? ++place : null, shownStatus: status };
  });
}
