/**
 * Configurable championship rules (issue #16): how the individual standings count, break ties and
 * who is classified. DEFAULT_RULES reproduces the spec's behaviour exactly (best N−1 of N, the spec's
 * tie-break chain, everyone classified), so a championship that never set them keeps its numbers bit
 * for bit. Readings taken where the issue is silent: docs/decisions/019-championship-rules.md.
 */
import type { RULE_PART_KEYS } from '../contract/standings.js';
import { round2 } from './ids.js';
import type { StandingStageResult } from './types.js';

/** The individual total shown beside Total. */
export const COUNTING_RULES = ['bestNMinus1', 'all', 'bestN', 'dropWorst'] as const;
export type CountingRule = (typeof COUNTING_RULES)[number];
/** The spec's chain (§5), or more best stage results first (wins, then seconds …). */
export const TIE_BREAKS = ['spec', 'moreBest'] as const;
export type TieBreak = (typeof TIE_BREAKS)[number];
/**
 * Who applies the missed-section points: the close of the stage (approval) to every rider it fits, or
 * the secretary, rider by rider from the result menu (approval waits until each is decided).
 */
export const MISSED_SECTION_BY = ['approval', 'secretary'] as const;
export type MissedSectionBy = (typeof MISSED_SECTION_BY)[number];

export interface ChampionshipRules {
  counting: CountingRule;
  /** N of "best N of M", K of "drop the K worst"; ignored by the other counting rules. */
  countingN: number;
  /** Final standings list a rider only with at least this many ridden stages (0: everyone). */
  minResults: number;
  tieBreak: TieBreak;
  /**
   * Missed section (classic stages): the points each unscored section counts for a rider who scored at
   * least one, applied when the stage is approved (its close); null: off, the rider is not finished.
   */
  missedSectionPoints: number | null;
  /** Whether the approval applies the missed sections, or the secretary rider by rider. */
  missedSectionBy: MissedSectionBy;
  /** Time penalty: points per started minute a finish is past the class end time (showEndTimeDiff stages); 0: none. */
  latePenaltyPerMinute: number;
}

export const DEFAULT_RULES: ChampionshipRules = Object.freeze({
  counting: 'bestNMinus1',
  countingN: 1,
  minResults: 0,
  tieBreak: 'spec',
  missedSectionPoints: null,
  missedSectionBy: 'approval',
  latePenaltyPerMinute: 0,
}) as ChampionshipRules;

/** Upper bounds the contract enforces (a season has far fewer stages). */
export const RULES_LIMITS = {
  countingN: 50,
  minResults: 50,
  missedSectionPoints: 50,
  latePenaltyPerMinute: 50,
} as const;

/** Stored rules with any missing or unknown field read as its default (rows written before a field existed). */
export function normaliseRules(raw: unknown): ChampionshipRules {
  const r = (raw && typeof raw === 'object' ? raw : {}) as Partial<Record<keyof ChampionshipRules, unknown>>;
  const int = (v: unknown, min: number, max: number, d: number) =>
    typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max ? v : d;
  return {
    counting: (COUNTING_RULES as readonly unknown[]).includes(r.counting)
      ? (r.counting as CountingRule)
      : DEFAULT_RULES.counting,
    countingN: int(r.countingN, 1, RULES_LIMITS.countingN, DEFAULT_RULES.countingN),
    minResults: int(r.minResults, 0, RULES_LIMITS.minResults, DEFAULT_RULES.minResults),
    tieBreak: (TIE_BREAKS as readonly unknown[]).includes(r.tieBreak)
      ? (r.tieBreak as TieBreak)
      : DEFAULT_RULES.tieBreak,
    missedSectionPoints:
      r.missedSectionPoints === null || r.missedSectionPoints === undefined
        ? null
        : int(r.missedSectionPoints, 1, RULES_LIMITS.missedSectionPoints, 0) || null,
    missedSectionBy: (MISSED_SECTION_BY as readonly unknown[]).includes(r.missedSectionBy)
      ? (r.missedSectionBy as MissedSectionBy)
      : DEFAULT_RULES.missedSectionBy,
    latePenaltyPerMinute: int(r.latePenaltyPerMinute, 0, RULES_LIMITS.latePenaltyPerMinute, 0),
  };
}

/** A stage result that scores: titled and not DNF/DQ/DNS (spec §5 "Total excludes DNF and DQ"). */
const scores = (r: StandingStageResult) => r.title !== null && r.resultStatus === null;

/**
 * How many of `raceCount` stages the counted total keeps. At least one stage counts once there is one
 * (the spec's best-of column with a single stage is the total), never more than there are.
 */
export function countedStageCount(rules: ChampionshipRules, raceCount: number): number {
  if (raceCount <= 0) return 0;
  switch (rules.counting) {
    case 'all':
      return raceCount;
    case 'bestN':
      return Math.min(rules.countingN, raceCount);
    case 'dropWorst':
      return Math.max(1, raceCount - rules.countingN);
    case 'bestNMinus1':
      return Math.max(1, raceCount - 1);
  }
}

/**
 * The counted total: the best `countedStageCount` stages of the race count, a missing stage or a
 * DNF/DQ/DNS as 0. When every stage counts it is the plain total (spec §5).
 */
export function countedTotal(
  results: readonly StandingStageResult[],
  raceCount: number,
  rules: ChampionshipRules = DEFAULT_RULES,
): number {
  const total = round2(results.filter(scores).reduce((sum, r) => sum + r.points, 0));
  const keep = countedStageCount(rules, raceCount);
  if (keep >= raceCount) return total;
  if (rules.counting === 'bestNMinus1' || (rules.counting === 'dropWorst' && rules.countingN === 1)) {
    // The spec's own formula, kept literally so existing standings stay bit for bit: total − worst.
    const perStage = stagePoints(results, raceCount);
    return round2(total - Math.min(...perStage));
  }
  const best = stagePoints(results, raceCount)
    .sort((a, b) => b - a)
    .slice(0, keep);
  return round2(best.reduce((s, p) => s + p, 0));
}

/** Points per stage order 0..raceCount−1: a missing stage, DNF, DQ or DNS is 0. */
function stagePoints(results: readonly StandingStageResult[], raceCount: number): number[] {
  const out: number[] = [];
  for (let order = 0; order < raceCount; order++) {
    const r = results.find((x) => x.order === order);
    out.push(r && scores(r) ? r.points : 0);
  }
  return out;
}

/** The "Best 3 of 5" column beside Total, or null when it would repeat Total (every stage counts). */
export function countingColumn(rules: ChampionshipRules, raceCount: number): { best: number; of: number } | null {
  const best = countedStageCount(rules, raceCount);
  return best < raceCount ? { best, of: raceCount } : null;
}

/** A scoring entry whose place is not known (written before places were stored) ranks after every known place. */
const UNKNOWN_PLACE = Number.MAX_SAFE_INTEGER;

/**
 * "More best results" (issue #16), counted back on stage PLACES, not points (issue #37 point 7: every
 * place from 16th down earns the same point, so 15th and 17th must still differ): each rider's scoring
 * places, best first, compared one by one — more wins first, then more second places, … A rider without
 * a further result comes after one with it. DNF, DQ and DNS are no result here. Negative when `a` ranks first.
 */
export function compareBestResults(a: readonly StandingStageResult[], b: readonly StandingStageResult[]): number {
  const places = (list: readonly StandingStageResult[]) =>
    list
      .filter(scores)
      .map((r) => r.place ?? UNKNOWN_PLACE)
      .sort((x, y) => x - y);
  const pa = places(a);
  const pb = places(b);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = pa[i] ?? Number.POSITIVE_INFINITY;
    const y = pb[i] ?? Number.POSITIVE_INFINITY;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

/** Minimum participation: whether a rider with this many ridden stages is classified. */
export function meetsMinResults(riddenStages: number, rules: ChampionshipRules): boolean {
  return riddenStages >= rules.minResults;
}

/** One translatable line of the rules summary: an i18n key under `rules.` and its values. */
/** A part of the rules summary; its keys: RULE_PART_KEYS (contract/standings.ts, where the answer's schema lists them). */
export interface RulePart {
  key: (typeof RULE_PART_KEYS)[number];
  values: Record<string, string | number>;
}

/**
 * The rules summary a rider reads above the standings (page, print, exports), as translatable parts:
 * the web translates each key with i18next; the server's exports use `formatRulesSummary` in English.
 * Shared so the XLSX/CSV and PDF exports print the same lines.
 */
export function describeRules(
  rules: ChampionshipRules,
  scale: { pointsTable: readonly number[]; otherPlacesPoints: number },
  raceCount: number,
): RulePart[] {
  const column = countingColumn(rules, raceCount);
  // "Drop the 3 worst" of 3 stages keeps the best one (decision 019): say so rather than "3 dropped, best 1 of 3".
  const dropsAll = rules.counting === 'dropWorst' && raceCount > 0 && rules.countingN >= raceCount;
  const parts: RulePart[] = [
    {
      key: dropsAll ? 'rules.counting.dropWorstAll' : `rules.counting.${rules.counting}`,
      values: { n: rules.countingN, best: column?.best ?? raceCount, of: raceCount },
    },
    // Wherever the counted column is printed, say what orders the rows (issue #37 point 9; spec §5 rule 1).
    ...(column ? [{ key: 'rules.order' as const, values: {} }] : []),
    { key: 'rules.points', values: { table: scale.pointsTable.join(', '), other: scale.otherPlacesPoints } },
  ];
  if (rules.minResults > 0) parts.push({ key: 'rules.minResults', values: { count: rules.minResults } });
  if (rules.missedSectionPoints !== null)
    parts.push({
      key: rules.missedSectionBy === 'secretary' ? 'rules.missedSectionBySecretary' : 'rules.missedSection',
      values: { points: rules.missedSectionPoints },
    });
  if (rules.latePenaltyPerMinute > 0)
    parts.push({ key: 'rules.latePenalty', values: { points: rules.latePenaltyPerMinute } });
  parts.push({ key: `rules.tieBreak.${rules.tieBreak}`, values: {} });
  return parts;
}

/** English texts of the summary parts, {name} placeholders as i18next writes them in the web's locales. */
export const RULE_TEXTS_EN: Record<RulePart['key'], string> = {
  'rules.counting.bestNMinus1': 'Counted total: all stages but the worst one (best {{best}} of {{of}}).',
  'rules.counting.all': 'Counted total: every stage counts.',
  'rules.counting.bestN': 'Counted total: the best {{n}} stage results (best {{best}} of {{of}}).',
  'rules.counting.dropWorst': 'Counted total: the {{n}} worst stage results are dropped (best {{best}} of {{of}}).',
  'rules.counting.dropWorstAll':
    'Counted total: only the best stage result (dropping the {{n}} worst would leave none so far).',
  'rules.order': 'Ordered by total; the counted total decides once the standings are Final.',
  'rules.points': 'Points by place: {{table}}; any other place {{other}}.',
  'rules.minResults': 'Final standings list riders with at least {{count}} results.',
  'rules.missedSection':
    'Classic stages: a section a rider did not ride counts {{points}} points when the stage is approved.',
  'rules.missedSectionBySecretary':
    'Classic stages: the secretary may count a section a rider did not ride as {{points}} points, rider by rider, before approving.',
  'rules.latePenalty':
    'Late finish: {{points}} penalty points per started minute past the class end time (stages that show it).',
  'rules.tieBreak.spec': 'Ties: more results, then the better result on the latest stage.',
  'rules.tieBreak.moreBest': 'Ties: more best stage places (wins, then second places …), then more results.',
};

/** The summary as text lines; `t` defaults to English (the Markdown export). */
export function formatRulesSummary(
  parts: readonly RulePart[],
  t: (key: RulePart['key'], values: RulePart['values']) => string = (key, values) =>
    RULE_TEXTS_EN[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? '')),
): string[] {
  return parts.map((p) => t(p.key, p.values));
}
