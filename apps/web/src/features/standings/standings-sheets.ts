import {
  type GroupStanding,
  type RankedStanding,
  type StandingsChampionship,
  type StandingsStage,
  countingColumn,
} from '@trialhub/domain';
import type { TFunction } from 'i18next';
import type { SheetTable } from '../../shared/sheet';
import { groupOrder } from './individual-view';
import { stageHeading } from './stage-heading';

/**
 * The standings views as tables (issue #19): the columns the standings page shows, one row per rider,
 * points as numbers (club points keep their decimals: a 1.5 multiplier makes 7.5).
 */

export type StandingsSheetView = 'individual' | 'club' | 'team';

/** Individual standings, class by class in the championship's order, by position. */
export function individualTable(
  championship: StandingsChampionship,
  stages: readonly StandingsStage[],
  ranked: readonly RankedStanding[],
  t: TFunction,
  column: { best: number; of: number } | null = countingColumn(championship.rules, stages.length),
): SheetTable {
  const bestOf = column !== null;
  const rows = [...ranked].sort(
    (a, b) =>
      groupOrder(championship, a.group) - groupOrder(championship, b.group) ||
      a.group.localeCompare(b.group) ||
      a.position - b.position,
  );
  return {
    name: t('standings.tab.individual'),
    header: [
      t('standings.col.class'),
      t('standings.col.pos'),
      t('standings.col.name'),
      t('participants.col.number'),
      t('standings.col.club'),
      t('standings.col.year'),
      t('standings.col.total'),
      ...(bestOf ? [t('standings.col.bestOf', column)] : []),
      ...stages.map(stageHeading),
    ],
    rows: rows.map((p) => [
      p.group,
      p.position,
      p.name,
      p.racingNumber,
      p.clubId,
      p.birthYear,
      p.total,
      ...(bestOf ? [p.totalMinusWorst] : []),
      ...stages.map((s) => {
        const e = p.results.find((r) => r.order === s.order && r.title !== null);
        return e ? (e.resultStatus ?? e.points) : null;
      }),
    ]),
  };
}

/** Club or family-cup standings: a row per rider, with their club's (team's) place and total on each. */
export function groupTable(
  kind: 'club' | 'team',
  stages: readonly StandingsStage[],
  groups: readonly GroupStanding[],
  t: TFunction,
): SheetTable {
  return {
    name: t(`standings.tab.${kind}`),
    header: [
      t('standings.col.pos'),
      t(kind === 'club' ? 'standings.col.club' : 'participants.col.team'),
      t(`export.${kind}Total`),
      t('standings.col.name'),
      t('participants.col.number'),
      t('standings.col.class'),
      t('standings.col.total'),
      ...stages.map(stageHeading),
    ],
    rows: groups.flatMap((g) =>
      g.participants.map((p) => [
        g.position,
        g.name,
        g.totalPoints,
        p.name,
        p.racingNumber,
        p.group,
        p.totalPoints,
        ...stages.map((s) => p.stages.find((e) => e.order === s.order)?.points ?? null),
      ]),
    ),
  };
}

/**
 * The workbook's title lines: the championship, its status, when exported and — where the counted column
 * is printed — what orders the rows (issue #37 point 9, the rules summary's own line).
 */
export function standingsSheetTitle(
  championship: Pick<StandingsChampionship, 'displayName'>,
  tables: { countingColumn: { best: number; of: number } | null },
  status: string,
  exported: string,
  t: TFunction,
): string[] {
  // On the status line: three title lines, as every export has, so the header stays on row 5.
  return [championship.displayName, tables.countingColumn ? `${status} · ${t('rules.order')}` : status, exported];
}

/** The views the championship has, as tables: individual always, club and team when it has them. */
export function standingsTablesFor(
  championship: StandingsChampionship,
  tables: {
    stages: StandingsStage[];
    individual: RankedStanding[];
    clubs: GroupStanding[];
    teams: GroupStanding[];
    countingColumn?: { best: number; of: number } | null;
  },
  t: TFunction,
): Record<StandingsSheetView, SheetTable | null> {
  const groupViews = championship.hasClubStandings || championship.hasTeamCompetition;
  return {
    individual: individualTable(championship, tables.stages, tables.individual, t, tables.countingColumn),
    club: groupViews ? groupTable('club', tables.stages, tables.clubs, t) : null,
    team: groupViews ? groupTable('team', tables.stages, tables.teams, t) : null,
  };
}
