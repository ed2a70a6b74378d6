import type { ClassBlock, CompetitionType, RankedRow } from '@trialhub/domain';
import type { DocT } from './document-texts.js';
import { type Content, docTable } from './pdf-frame.js';

/** The sections a class rides per lap and its laps; a class the stage lost reads them off its results. */
export function classLayout(block: ClassBlock): { laps: number; sections: number[] } {
  if (block.laps > 0 && block.lapSections.length > 0)
    return { laps: block.laps, sections: [...block.lapSections].sort((a, b) => a - b) };
  const entries = block.rows.flatMap((r) => r.result.sections.filter((s) => !s.deleted));
  return {
    laps: Math.max(1, ...entries.map((e) => e.lap)),
    sections: [...new Set(entries.map((e) => e.section))].sort((a, b) => a - b),
  };
}

const STATS = ['0', '1', '2', '3', '5'] as const;
const center = (text: string | number | null, extra: Record<string, unknown> = {}): Content => ({
  text: text === null ? '' : String(text),
  alignment: 'center',
  ...extra,
});

/**
 * One rider's row: each section column shows that section's score lap under lap (as the judges'
 * cards read), the lap column numbers the laps and Σ has each lap's sum; then penalty, total, the
 * counts of 0s…5s that break ties (classic) and the status.
 */
function riderRow(row: RankedRow, layout: { laps: number; sections: number[] }, type: CompetitionType): Content[] {
  const r = row.result;
  const live = r.sections.filter((s) => !s.deleted);
  const laps = Array.from({ length: layout.laps }, (_, i) => i + 1);
  const cell = (section: number, lap: number) => live.find((s) => s.section === section && s.lap === lap)?.points;
  const lapSum = (lap: number) => {
    const scored = live.filter((s) => s.lap === lap);
    return scored.length ? scored.reduce((sum, s) => sum + s.points, 0) : '';
  };
  const stacked = (values: (string | number | undefined)[]) => values.map((v) => (v === undefined ? '' : v)).join('\n');
  const p = r.participant;
  return [
    center(row.place ?? '–', { bold: true }),
    center(p.racingNumber),
    { text: p.name, bold: true, font: 'DejaVuCondensed' },
    { text: p.club?.id ?? '', font: 'DejaVuCondensed' },
    center(stacked(laps), { color: '#777777' }),
    ...layout.sections.map((section) => center(stacked(laps.map((lap) => cell(section, lap))))),
    center(stacked(laps.map(lapSum)), { color: '#444444' }),
    center(r.penalty.totalPoints || ''),
    center(r.total ?? '—', { bold: true, fontSize: 9 }),
    ...(type === 'classic' ? STATS.map((k) => center(r.statistics[k] ?? 0, { color: '#555555' })) : []),
    center(row.shownStatus ?? '', { bold: true, color: '#c92a2a' }),
  ];
}

function classTable(block: ClassBlock, type: CompetitionType, t: DocT): Content {
  const layout = classLayout(block);
  // Landscape A4 holds 15 sections at 14 pt beside a full name; more (rare) get narrower.
  const sectionWidth = layout.sections.length > 15 ? 11 : 14;
  const head: Content[] = [
    center(t('place'), { style: 'th' }),
    center(t('number'), { style: 'th' }),
    t('name'),
    t('club'),
    center(t('lap'), { style: 'th' }),
    ...layout.sections.map((s) => center(s, { style: 'th' })),
    center(t('lapTotal'), { style: 'th' }),
    center(t('penalty'), { style: 'th' }),
    center(t('total'), { style: 'th' }),
    ...(type === 'classic' ? STATS.map((k) => center(k, { style: 'th' })) : []),
    center(t('resultStatus'), { style: 'th' }),
  ];
  // The narrow columns are as wide as their heading in the document's language or their widest value
  // ('auto'), so a heading word never breaks ('Kokk|u') and a long racing number stays on one line.
  const widths = [
    'auto',
    'auto',
    '*',
    110,
    'auto',
    ...layout.sections.map(() => sectionWidth),
    'auto',
    'auto',
    'auto',
    ...(type === 'classic' ? STATS.map(() => 12) : []),
    'auto',
  ];
  const caption: Content = {
    text: [
      block.name,
      { text: `   ${t('riders', { count: block.rows.length })}`, fontSize: 8, bold: false, color: '#666666' },
    ],
    style: 'classHeading',
  };
  return docTable(
    widths,
    head,
    block.rows.map((row) => riderRow(row, layout, type)),
    caption,
  );
}

/**
 * The results document's body: one heading and table per class, as the results page shows them.
 * It prints landscape: laps × sections (10–15 sections, 2–3 laps) beside full names need the width.
 */
export function resultsBody(blocks: readonly ClassBlock[], type: CompetitionType, t: DocT) {
  const shown = blocks.filter((b) => b.rows.length > 0);
  if (shown.length === 0) return [{ text: t('noResults'), italics: true, margin: [0, 10, 0, 0] }];
  return shown.map((block) => classTable(block, type, t));
}
