import {
  type GroupStanding,
  type StandingsChampionship,
  type StandingsStage,
  type StandingsTables,
  isWomenGroup,
  stageColumnDate,
  standingsGroups,
} from '@trialhub/domain';
import { type DocLanguage, type DocT, intlLocale } from './document-texts.js';
import { type Content, docTable } from './pdf-frame.js';

/** More stage columns than this do not fit a portrait page beside the names. */
const PORTRAIT_MAX_STAGES = 6;

export const standingsNeedLandscape = (tables: StandingsTables) => tables.stages.length > PORTRAIT_MAX_STAGES;

/** A stage column's heading as the standings page has it: location (else title) and DD.MM. */
const stageHeading = (s: StandingsStage) =>
  `${s.location ?? s.title}\n${stageColumnDate(s.competitionStartDate, s.timeZone)}`;

const center = (text: string | number | null, extra: Record<string, unknown> = {}): Content => ({
  text: text === null ? '' : String(text),
  alignment: 'center',
  ...extra,
});

interface Ctx {
  t: DocT;
  num: (n: number) => string;
  stages: StandingsStage[];
  landscape: boolean;
}

function individualTable(tables: StandingsTables, group: string, c: Ctx, caption: Content): Content {
  const { t, num, stages } = c;
  // The counted total's column follows the championship's counting rule, as on the page ("Best 3 of 5").
  const column = tables.countingColumn;
  const bestOf = column !== null;
  const rows = tables.individual.filter((p) => p.group === group).sort((a, b) => a.position - b.position);
  const head: Content[] = [
    center(t('place'), { style: 'th' }),
    center(t('number'), { style: 'th' }),
    t('name'),
    t('club'),
    center(t('total'), { style: 'th' }),
    ...(column ? [center(t('bestOf', { best: column.best, of: column.of }), { style: 'th' })] : []),
    ...stages.map((s) => center(stageHeading(s), { style: 'th', font: 'DejaVuCondensed' })),
  ];
  const body = rows.map((p): Content[] => [
    center(p.position, { bold: true }),
    center(p.racingNumber),
    { text: p.name, bold: true, font: 'DejaVuCondensed' },
    { text: p.clubId ?? '', font: 'DejaVuCondensed' },
    center(num(p.total), { bold: true, fontSize: 9 }),
    ...(bestOf ? [center(num(p.totalMinusWorst))] : []),
    ...stages.map((s) => {
      const e = p.results.find((r) => r.order === s.order && r.title !== null);
      if (!e) return center('–', { color: '#aaaaaa' });
      // Secretaries' drafts (not yet published) print amber, as on their page.
      const color = e.resultStatus ? '#c92a2a' : e.status === 'draft' ? '#b35c00' : undefined;
      return center(e.resultStatus ?? num(e.points), color ? { color } : {});
    }),
  ]);
  const stageWidth = c.landscape ? 40 : 44;
  // Place, number and total as wide as their heading or widest value: no heading word breaks.
  return docTable(
    ['auto', 'auto', '*', c.landscape ? 110 : 80, 'auto', ...(bestOf ? [36] : []), ...stages.map(() => stageWidth)],
    head,
    body,
    caption,
  );
}

function groupTable(groups: GroupStanding[], c: Ctx, nameHeading: string, caption: Content): Content {
  const { num, stages, t } = c;
  const head: Content[] = [
    center(t('place'), { style: 'th' }),
    nameHeading,
    ...stages.map((s) => center(stageHeading(s), { style: 'th', font: 'DejaVuCondensed' })),
    center(t('total'), { style: 'th' }),
  ];
  const body = groups.map((g): Content[] => [
    center(g.position, { bold: true }),
    { text: g.name, bold: true },
    ...stages.map((s) => {
      const sum = g.participants.reduce((acc, p) => acc + (p.stages.find((e) => e.order === s.order)?.points ?? 0), 0);
      return center(sum ? num(sum) : '–');
    }),
    center(num(g.totalPoints), { bold: true, fontSize: 9 }),
  ]);
  return docTable(['auto', '*', ...stages.map(() => 44), 'auto'], head, body, caption);
}

/** The standings document's body: one table per class (page order), then club and family-cup standings. */
export function standingsBody(
  championship: Pick<StandingsChampionship, 'classes' | 'hasClubStandings' | 'hasTeamCompetition'>,
  tables: StandingsTables,
  t: DocT,
  lang: DocLanguage,
  landscape: boolean,
): Content[] {
  const format = new Intl.NumberFormat(intlLocale(lang), { maximumFractionDigits: 2 });
  const c: Ctx = { t, num: (n) => format.format(n), stages: tables.stages, landscape };
  if (tables.individual.length === 0) return [{ text: t('noResults'), italics: true, margin: [0, 10, 0, 0] }];
  const out: Content[] = [{ text: t('individual'), fontSize: 13, bold: true, margin: [0, 4, 0, 0] }];
  const groups = standingsGroups(championship.classes, tables.individual);
  // How a women's group is ranked shows once, under the last of them, as on the page (decision 016).
  const lastWomenGroup = groups.filter(isWomenGroup).at(-1);
  for (const group of groups) {
    const count = tables.individual.filter((p) => p.group === group).length;
    out.push(
      individualTable(tables, group, c, {
        text: [group, { text: `   ${t('riders', { count })}`, fontSize: 8, bold: false, color: '#666666' }],
        style: 'classHeading',
      }),
    );
    if (group === lastWomenGroup)
      out.push({ text: t('womenGroupsNote'), fontSize: 7, color: '#555555', margin: [0, 3, 0, 0] });
  }
  const groupTabs = championship.hasClubStandings || championship.hasTeamCompetition;
  if (groupTabs && tables.clubs.length > 0)
    out.push(groupTable(tables.clubs, c, t('club'), { text: t('clubs'), style: 'classHeading' }));
  if (groupTabs && tables.teams.length > 0)
    out.push(groupTable(tables.teams, c, t('name'), { text: t('teams'), style: 'classHeading' }));
  return out;
}
