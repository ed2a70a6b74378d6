/**
 * The standings as the standings page shows them (issue #16 "Standings as data"): stages shown,
 * individual standings deduplicated and ranked, club and family-cup standings. The page and
 * `GET /api/standings/:institutionId/:championshipId/tables` both call this, so they show the same numbers.
 */
import { isWomenGroup } from './ids.js';
import { raceCount, dedupeStandings, rankStandings, type RankedStanding } from './rank.js';
import { type ChampionshipRules, type RulePart, DEFAULT_RULES, countingColumn, describeRules } from './rules.js';
import { type GroupStanding, clubStandings, multiplierLookup, teamStandings } from './scoring.js';
import type { StandingPosition, StandingsChampionship, StandingsMode, StandingsStage } from './types.js';

export interface StandingsTables {
  /** The stages whose columns show: every stage with results for secretaries, published ones for others. */
  stages: StandingsStage[];
  /** The counting rule (best N−1 of N by default) counts against this many stages. */
  raceCount: number;
  mode: StandingsMode;
  rules: ChampionshipRules;
  /** The column beside Total ("Best 3 of 5"), or null when every stage counts. */
  countingColumn: { best: number; of: number } | null;
  /** The rules summary printed above the standings, as translatable parts. */
  rulesSummary: RulePart[];
  /** Deduplicated and ranked; positions start at 1 within each group. */
  individual: RankedStanding[];
  /** Club standings (the page shows them when the championship has club or family-cup standings). */
  clubs: GroupStanding[];
  /** Family-cup standings per team. */
  teams: GroupStanding[];
}

type TablesInput = {
  championship: Pick<
    StandingsChampionship,
    'classes' | 'pointsTable' | 'otherPlacesPoints' | 'hasClubStandings' | 'hasTeamCompetition'
  > & {
    rules?: ChampionshipRules;
  };
  mode: StandingsMode | null;
  stages: readonly StandingsStage[];
  positions: readonly StandingPosition[];
};

/**
 * `groups: false` leaves the club and team tables empty: a visitor's page opens on the individual tab and
 * works them out (standingsGroupTables) only when one of those tabs is shown — most of the tables' time,
 * and the collator's start, spent while the page hydrates for tables nobody sees yet (issue #36).
 */
export function standingsTables(
  view: TablesInput,
  isSecretary: boolean,
  { groups = true }: { groups?: boolean } = {},
): StandingsTables {
  const stages = view.stages.filter((s) =>
    isSecretary ? s.resultsStatus !== null : s.resultsStatus === 'StandingsPublished',
  );
  const multiplier = multiplierLookup(view.championship.classes);
  const deduped = dedupeStandings(view.positions, multiplier);
  const count = raceCount(stages);
  const mode = view.mode ?? 'approve';
  const rules = view.championship.rules ?? DEFAULT_RULES;
  return {
    stages,
    raceCount: count,
    mode,
    rules,
    countingColumn: countingColumn(rules, count),
    rulesSummary: describeRules(rules, view.championship, count),
    individual: rankStandings(deduped, count, mode, rules),
    ...(groups ? groupTables(view.championship, deduped, multiplier) : { clubs: [], teams: [] }),
  };
}

/** The club and team tables alone, as standingsTables works them out. */
export function standingsGroupTables(view: Pick<TablesInput, 'championship' | 'positions'>) {
  const multiplier = multiplierLookup(view.championship.classes);
  return groupTables(view.championship, dedupeStandings(view.positions, multiplier), multiplier);
}

function groupTables(
  championship: Pick<StandingsChampionship, 'hasClubStandings' | 'hasTeamCompetition'>,
  deduped: StandingPosition[],
  multiplier: (group: string) => number,
): Pick<StandingsTables, 'clubs' | 'teams'> {
  return {
    // Only where the championship has them (spec: the tabs show only then); the JSON and exports agree.
    clubs: championship.hasClubStandings ? clubStandings(deduped, multiplier) : [],
    teams: championship.hasTeamCompetition ? teamStandings(deduped) : [],
  };
}

/** Where a group's table stands: the championship's class order, women's groups after, others last. */
export function standingsGroupOrder(classes: readonly { name: string; order: number }[], group: string): number {
  return classes.find((c) => c.name === group)?.order ?? (isWomenGroup(group) ? 900 : 999);
}

/** The individual standings' groups in page order (class order, then by name). */
export function standingsGroups(
  classes: readonly { name: string; order: number }[],
  ranked: readonly { group: string }[],
): string[] {
  return [...new Set(ranked.map((p) => p.group))].sort(
    (a, b) => standingsGroupOrder(classes, a) - standingsGroupOrder(classes, b) || a.localeCompare(b),
  );
}
