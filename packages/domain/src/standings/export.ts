/**
 * Markdown exports (spec §7 "Exports"): {championship}-standings-by-class.md,
 * {championship}-club-standings.md and {name}.md (the family cup, named after the championship's
 * display name). A heading per group, a table sorted by total points descending; stage cells show the
 * result status, else the (club) points, else nothing. Pipes are escaped, newlines become line breaks.
 */
import { isWomenGroup, stageColumnDate } from './ids.js';
import { raceCount, rankStandings } from './rank.js';
import {
  type ChampionshipRules,
  DEFAULT_RULES,
  RULE_TEXTS_EN,
  countingColumn,
  describeRules,
  formatRulesSummary,
} from './rules.js';
import type { GroupStanding } from './scoring.js';
import type { StandingPosition, StandingsChampionship, StandingsMode, StandingsStage } from './types.js';

export interface MarkdownFile {
  name: string;
  content: string;
}

/**
 * The words of an export (issue #41 point 8): a key of the web app's texts (the ones its XLSX export
 * and the standings page use: 'standings.col.pos' …, the rules summary's 'rules.…'), its English text,
 * and the values to put in. The default writes English; the server passes the asked language.
 */
export type ExportText = (key: string, english: string, values?: Record<string, string | number>) => string;

const fill = (text: string, values: Record<string, string | number> = {}) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
export const englishExportText: ExportText = (_key, english, values) => fill(english, values);

/** A stage's column: its place (else title) and its day on the venue's calendar, as the page heads it. */
function stageColumn(s: StandingsStage): string {
  return `${s.location ?? s.title} ${stageColumnDate(s.competitionStartDate, s.timeZone)}`;
}

export function escapeMarkdownCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return String(value).replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\r?\n/g, '<br>');
}

function row(cells: (string | number | null | undefined)[]): string {
  return `| ${cells.map(escapeMarkdownCell).join(' | ')} |`;
}

function table(header: string[], rows: (string | number | null | undefined)[][]): string {
  return [row(header), `|${header.map(() => ' --- ').join('|')}|`, ...rows.map(row)].join('\n');
}

function cell(entry: { resultStatus: string | null; points: number } | undefined): string {
  if (!entry) return '';
  return entry.resultStatus ?? String(entry.points);
}

/** File names keep the characters a file system accepts. */
function fileName(base: string): string {
  return `${base.replace(/[\\/:*?"<>|]/g, '-')}.md`;
}

export function individualMarkdown(
  championship: Pick<
    StandingsChampionship,
    'slug' | 'displayName' | 'classes' | 'pointsTable' | 'otherPlacesPoints'
  > & {
    rules?: ChampionshipRules;
  },
  stages: readonly StandingsStage[],
  positions: readonly StandingPosition[],
  mode: StandingsMode = 'approve',
  t: ExportText = englishExportText,
): MarkdownFile {
  const rules = championship.rules ?? DEFAULT_RULES;
  const count = raceCount(stages);
  const ranked = rankStandings(positions, count, mode, rules);
  // The page's column beside Total, so the export shows the counted total it ranks by.
  const column = countingColumn(rules, count);
  const order = (g: string) => championship.classes.find((c) => c.name === g)?.order ?? (isWomenGroup(g) ? 900 : 999);
  const groups = [...new Set(ranked.map((p) => p.group))].sort((a, b) => order(a) - order(b) || a.localeCompare(b));
  // How the numbers came about (issue #16): the rules summary under the title.
  const summary = formatRulesSummary(describeRules(rules, championship, count), (key, values) =>
    t(key, RULE_TEXTS_EN[key], values),
  );
  const parts = [`# ${escapeMarkdownCell(championship.displayName)}`, summary.map((l) => `> ${l}`).join('\n>\n')];
  for (const group of groups) {
    const rows = ranked
      .filter((p) => p.group === group)
      .sort((a, b) => b.total - a.total || a.position - b.position)
      .map((p) => [
        p.position,
        p.racingNumber === null ? p.name : `${p.name} #${p.racingNumber}`,
        p.clubId,
        p.total,
        ...(column ? [p.totalMinusWorst] : []),
        ...stages.map((s) => cell(p.results.find((r) => r.order === s.order && r.title !== null))),
      ]);
    parts.push(
      `## ${escapeMarkdownCell(group)}`,
      table(
        [
          t('standings.col.pos', 'Pos'),
          t('standings.col.name', 'Name'),
          t('standings.col.club', 'Club'),
          t('standings.col.total', 'Total'),
          ...(column ? [t('standings.col.bestOf', 'Best {{best}} of {{of}}', column)] : []),
          ...stages.map(stageColumn),
        ],
        rows,
      ),
    );
  }
  return { name: fileName(`${championship.slug}-standings-by-class`), content: `${parts.join('\n\n')}\n` };
}

function groupMarkdown(
  title: string,
  stages: readonly StandingsStage[],
  groups: readonly GroupStanding[],
  t: ExportText,
): string {
  const parts = [`# ${escapeMarkdownCell(title)}`];
  for (const g of [...groups].sort((a, b) => b.totalPoints - a.totalPoints)) {
    const rows = [...g.participants]
      .sort((a, b) => b.totalPoints - a.totalPoints || a.name.localeCompare(b.name))
      .map((p) => [
        p.racingNumber === null ? p.name : `${p.name} #${p.racingNumber}`,
        p.group,
        p.totalPoints,
        ...stages.map((s) => cell(p.stages.find((e) => e.order === s.order))),
      ]);
    parts.push(
      `## ${g.position}. ${escapeMarkdownCell(g.name)} — ${g.totalPoints}`,
      table(
        [
          t('standings.col.name', 'Name'),
          t('standings.col.class', 'Class'),
          t('standings.col.total', 'Total'),
          ...stages.map(stageColumn),
        ],
        rows,
      ),
    );
  }
  return `${parts.join('\n\n')}\n`;
}

export function clubMarkdown(
  championship: Pick<StandingsChampionship, 'slug' | 'displayName'>,
  stages: readonly StandingsStage[],
  clubs: readonly GroupStanding[],
  t: ExportText = englishExportText,
): MarkdownFile {
  return {
    name: fileName(`${championship.slug}-club-standings`),
    content: groupMarkdown(championship.displayName, stages, clubs, t),
  };
}

export function teamMarkdown(
  championship: Pick<StandingsChampionship, 'displayName'>,
  stages: readonly StandingsStage[],
  teams: readonly GroupStanding[],
  t: ExportText = englishExportText,
): MarkdownFile {
  return {
    name: fileName(championship.displayName),
    content: groupMarkdown(championship.displayName, stages, teams, t),
  };
}
