/**
 * Individual standings (spec §5): totals without DNF/DQ, missing stages filled with zero points,
 * best N−1 of N, ranking within each group, and deduplication of riders listed twice.
 */
import { isWomenGroup, round2 } from './ids.js';
import { type ChampionshipRules, DEFAULT_RULES, compareBestResults, countedTotal, meetsMinResults } from './rules.js';
import type { StandingPosition, StandingStageResult, StandingsMode } from './types.js';

const counts = (r: StandingStageResult) => r.title !== null && r.resultStatus === null;
/**
 * A stage the rider rode: a titled entry that is not DNS. A DNS (registered, never started) shows in
 * its cell but ranks as a missing stage (docs/decisions/017).
 */
export const ridden = (r: StandingStageResult) => r.title !== null && r.resultStatus !== 'DNS';

/** Missing stages become entries with their order and zero points, up to the race count (spec §3). */
export function fillMissingStages(results: readonly StandingStageResult[], raceCount: number): StandingStageResult[] {
  const out: StandingStageResult[] = [];
  for (let order = 0; order < raceCount; order++) {
    out.push(
      results.find((r) => r.order === order) ?? {
        order,
        points: 0,
        positionAbsolutePoints: 0,
        place: null,
        title: null,
        status: 'draft',
        url: null,
        resultStatus: null,
        clubId: null,
        team: null,
        racingClass: null,
        resultId: null,
      },
    );
  }
  return out;
}

/** Total excludes DNF and DQ results (spec §5). */
export function standingTotal(results: readonly StandingStageResult[]): number {
  return round2(results.filter(counts).reduce((sum, r) => sum + r.points, 0));
}

/**
 * Total minus the lowest counted stage: every stage of the race count counts, a missing stage or a
 * DNF/DQ as 0 (the best-of column counts all stages but the worst, spec §9). With one stage it is the total.
 */
export function standingTotalMinusWorst(results: readonly StandingStageResult[], raceCount: number): number {
  const total = standingTotal(results);
  if (raceCount <= 1) return total;
  const perStage = fillMissingStages(results, raceCount).map((r) => (counts(r) ? r.points : 0));
  return round2(total - Math.min(...perStage));
}

export interface RankedStanding extends StandingPosition {
  position: number;
  total: number;
  totalMinusWorst: number;
}

/** Stages ridden (DNS entries count as missing). */
function titledCount(p: StandingPosition): number {
  return p.results.filter(ridden).length;
}

/**
 * Ranking within a group (spec §5): higher total (Final: the counted total, best N−1 of N by default),
 * then — with the "more best results" tie-break — more wins, more seconds …, then more results, then
 * stage points from the last stage down (missing −1). Name and id end ties, so the order never depends
 * on input order.
 */
export function compareStandings(
  a: RankedStanding | StandingPosition,
  b: RankedStanding | StandingPosition,
  raceCount: number,
  mode: StandingsMode,
  rules: ChampionshipRules = DEFAULT_RULES,
): number {
  const ta = standingTotal(a.results);
  const tb = standingTotal(b.results);
  if (mode === 'final') {
    const fa = countedTotal(a.results, raceCount, rules);
    const fb = countedTotal(b.results, raceCount, rules);
    if (fa !== fb) return fb - fa;
  } else if (ta !== tb) return tb - ta;
  if (rules.tieBreak === 'moreBest') {
    const byBest = compareBestResults(a.results, b.results);
    if (byBest !== 0) return byBest;
  }
  const byCount = titledCount(b) - titledCount(a);
  if (byCount !== 0) return byCount;
  for (let order = raceCount - 1; order >= 0; order--) {
    const pa = a.results.find((r) => r.order === order && ridden(r))?.points ?? -1;
    const pb = b.results.find((r) => r.order === order && ridden(r))?.points ?? -1;
    if (pa !== pb) return pb - pa;
  }
  if (mode === 'final' && ta !== tb) return tb - ta;
  return a.name.localeCompare(b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** Whether a standing is classified: in Final mode only with at least the rules' minimum of ridden stages. */
export function isClassified(p: StandingPosition, mode: StandingsMode, rules: ChampionshipRules = DEFAULT_RULES) {
  return mode !== 'final' || meetsMinResults(titledCount(p), rules);
}

/**
 * Ranks every group; positions start at 1 within each group. In Final mode a rider below the rules'
 * minimum participation is left out (docs/decisions/019).
 */
export function rankStandings(
  positions: readonly StandingPosition[],
  raceCount: number,
  mode: StandingsMode = 'approve',
  rules: ChampionshipRules = DEFAULT_RULES,
): RankedStanding[] {
  const byGroup = new Map<string, StandingPosition[]>();
  for (const p of positions) {
    if (!isClassified(p, mode, rules)) continue;
    byGroup.set(p.group, [...(byGroup.get(p.group) ?? []), p]);
  }
  const out: RankedStanding[] = [];
  for (const list of byGroup.values()) {
    const sorted = [...list].sort((a, b) => compareStandings(a, b, raceCount, mode, rules));
    sorted.forEach((p, i) =>
      out.push({
        ...p,
        position: i + 1,
        total: standingTotal(p.results),
        totalMinusWorst: countedTotal(p.results, raceCount, rules),
      }),
    );
  }
  return out;
}

/**
 * Deduplication (spec §5): lowercase trimmed name plus racing number, separately for women's groups
 * and regular groups; entries lacking name or number are kept. The one with more titled results wins,
 * then the higher club-multiplied points. The winner takes the loser's titled stages it lacks, so no
 * titled result is lost. Namesakes that generation kept apart in one group (decision 090: two rider
 * records known to be two people) are not listed twice, so they are not merged back here: their key
 * carries the rider.
 */
export function dedupeStandings(
  positions: readonly StandingPosition[],
  multiplier: (group: string) => number,
): StandingPosition[] {
  const keep: StandingPosition[] = [];
  const byKey = new Map<string, StandingPosition[]>();
  const nameOf = (p: StandingPosition) => p.name.trim().toLowerCase();
  const ridersInGroup = new Map<string, Set<string>>();
  for (const p of positions) {
    if (!p.riderId) continue;
    const groupKey = `${p.group}|${nameOf(p)}`;
    ridersInGroup.set(groupKey, (ridersInGroup.get(groupKey) ?? new Set()).add(p.riderId));
  }
  for (const p of positions) {
    const name = nameOf(p);
    if (!name || p.racingNumber === null) {
      keep.push(p);
      continue;
    }
    const apart = p.riderId && ridersInGroup.get(`${p.group}|${name}`)!.size > 1 ? `|${p.riderId}` : '';
    const key = `${isWomenGroup(p.group) ? 'w' : 'r'}|${name}|${p.racingNumber}${apart}`;
    byKey.set(key, [...(byKey.get(key) ?? []), p]);
  }
  const weighted = (p: StandingPosition) =>
    p.results.filter(counts).reduce((s, r) => s + r.points * multiplier(r.racingClass ?? p.group), 0);
  for (const list of byKey.values()) {
    if (list.length === 1) {
      keep.push(list[0]!);
      continue;
    }
    const sorted = [...list].sort(
      (a, b) => titledCount(b) - titledCount(a) || weighted(b) - weighted(a) || (a.id < b.id ? -1 : 1),
    );
    const winner = { ...sorted[0]!, results: [...sorted[0]!.results], participants: [...sorted[0]!.participants] };
    for (const loser of sorted.slice(1)) {
      for (const r of loser.results) {
        if (r.title === null) continue;
        const mine = winner.results.find((w) => w.order === r.order);
        // A ridden stage replaces a missing one or a DNS; a DNS fills only a missing one.
        if (!mine || mine.title === null || (ridden(r) && !ridden(mine)))
          winner.results = [...winner.results.filter((w) => w !== mine), r];
      }
      for (const id of loser.participants) if (!winner.participants.includes(id)) winner.participants.push(id);
    }
    winner.results.sort((a, b) => a.order - b.order);
    keep.push(winner);
  }
  return keep;
}

/** The race count: stages up to the last one with results in the standings (a stage's order is its index). */
export function raceCount(stages: readonly { order: number; resultsStatus: string | null }[]): number {
  return stages.reduce((n, s) => (s.resultsStatus ? Math.max(n, s.order + 1) : n), 0);
}
