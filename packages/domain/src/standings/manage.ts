/** Rename, merge and the Approve / Final batch (spec §4, §5 "Standing rename, merge"). */
import { standingId } from './ids.js';
import { rankStandings, standingTotal } from './rank.js';
import { type ChampionshipRules, DEFAULT_RULES, countedTotal } from './rules.js';
import type { StandingPosition, StandingsMode } from './types.js';

export type RenameOutcome =
  | { kind: 'renamed'; standing: StandingPosition; removedId: string }
  | { kind: 'noChanges' }
  | { kind: 'invalid' }
  | { kind: 'nameTaken' }
  | { kind: 'notFound' };

/** Whether the rename dialog's Update is enabled: non-empty after trimming and different from the current name. */
export function canRename(current: string, next: string): boolean {
  return next.trim() !== '' && next.trim() !== current;
}

export function renameStanding(positions: readonly StandingPosition[], id: string, newName: string): RenameOutcome {
  const standing = positions.find((p) => p.id === id);
  if (!standing) return { kind: 'notFound' };
  if (!canRename(standing.name, newName)) return { kind: 'invalid' };
  const name = newName.trim();
  const nextId = standingId(name, standing.group);
  if (nextId === id) return { kind: 'noChanges' };
  if (positions.some((p) => p.id === nextId)) return { kind: 'nameTaken' };
  return {
    kind: 'renamed',
    standing: { ...standing, id: nextId, name, refOriginal: standing.refOriginal ?? id },
    removedId: id,
  };
}

/** Merge targets: standings of the same group except the source, sorted by name. */
export function mergeTargets(positions: readonly StandingPosition[], source: StandingPosition): StandingPosition[] {
  return positions
    .filter((p) => p.group === source.group && p.id !== source.id)
    .sort((a, b) => a.name.localeCompare(b.name));
}

export type MergeOutcome =
  | { kind: 'merged'; target: StandingPosition; removedId: string }
  | { kind: 'notFound' }
  | { kind: 'noSourceResults' }
  | { kind: 'noTargetResults' }
  | { kind: 'differentGroup' };

/**
 * Merge (spec §7): each stage with a result url in the source replaces the target's entry, with status
 * draft; the source is then removed.
 */
export function mergeStandings(
  positions: readonly StandingPosition[],
  sourceId: string,
  targetId: string,
): MergeOutcome {
  const source = positions.find((p) => p.id === sourceId);
  const target = positions.find((p) => p.id === targetId);
  if (!source || !target || sourceId === targetId) return { kind: 'notFound' };
  if (source.group !== target.group) return { kind: 'differentGroup' };
  if (source.results.length === 0) return { kind: 'noSourceResults' };
  if (target.results.length === 0) return { kind: 'noTargetResults' };
  let results = [...target.results];
  for (const r of source.results) {
    if (!r.url) continue;
    results = [...results.filter((t) => t.order !== r.order), { ...r, status: 'draft' as const }];
  }
  results.sort((a, b) => a.order - b.order);
  const participants = [...target.participants, ...source.participants.filter((p) => !target.participants.includes(p))];
  return { kind: 'merged', target: { ...target, results, participants }, removedId: sourceId };
}

/**
 * Approve / Final (spec §4): position, total, totalMinusWorst (the rules' counted total) and every
 * result final, for every standing. A rider the rules leave unclassified keeps the entry, without a
 * position.
 */
export function finalizeStandings(
  positions: readonly StandingPosition[],
  raceCount: number,
  mode: StandingsMode,
  rules: ChampionshipRules = DEFAULT_RULES,
): StandingPosition[] {
  const ranked: StandingPosition[] = rankStandings(positions, raceCount, mode, rules);
  const classified = new Set(ranked.map((p) => p.id));
  const unclassified = positions
    .filter((p) => !classified.has(p.id))
    .map((p) => ({
      ...p,
      position: null,
      total: standingTotal(p.results),
      totalMinusWorst: countedTotal(p.results, raceCount, rules),
    }));
  return [...ranked, ...unclassified].map((p) => ({
    ...p,
    results: p.results.map((r) => ({ ...r, status: 'final' as const })),
  }));
}
