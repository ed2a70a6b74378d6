import type { DocT } from './document-texts.js';
import { type Content, docTable } from './pdf-frame.js';

/**
 * The paper fallback's forms (issue #17): an observer sheet per section (what a volunteer fills in
 * when no phone works) and start lists with blank score cards per class. Layout only: the service
 * reads the stage and its riders and puts these bodies in the documents' frame (pdf-frame.ts).
 */
export interface SheetClass {
  name: string;
  color: string;
  laps: number;
  lapSections: number[];
  order: number;
}

export interface SheetRider {
  /** The entry's id (participant id): what the start list keys its times by. */
  id?: string;
  name: string;
  racingNumber: number | null;
  racingClass: string;
  club: string | null;
}

const CLASSIC_POINTS = ['0', '1', '2', '3', '5'];
const GATES = ['A', 'B', 'C', 'D'];

const center = (text: string | number, extra: Record<string, unknown> = {}): Content => ({
  text: String(text),
  alignment: 'center',
  ...extra,
});

/** A class's colour as a small filled square, then its name (the colour of the rider's number plate). */
function classCell(cls: SheetClass): Content {
  return {
    columns: [
      { canvas: [{ type: 'rect', x: 0, y: 1, w: 8, h: 8, color: cls.color, lineColor: '#333333' }], width: 11 },
      { text: cls.name, font: 'DejaVuCondensed' },
    ],
  };
}

/** Boxes to circle or tick, one lap: 0/1/2/3/5 (classic) or gates A–D and a faults box (open-free). */
function lapBoxes(openFree: boolean, t: DocT): Content {
  const labels = openFree ? [...GATES, `${t('faults')}:`] : CLASSIC_POINTS;
  return {
    table: {
      widths: labels.map((l) => (l.length > 1 ? '*' : 13)),
      body: [labels.map((l) => center(l, { fontSize: l.length > 1 ? 6.5 : 9, color: '#333333' }))],
    },
    layout: {
      hLineWidth: () => 0.6,
      vLineWidth: () => 0.6,
      hLineColor: () => '#555555',
      vLineColor: () => '#555555',
      paddingTop: () => 4,
      paddingBottom: () => 4,
      paddingLeft: () => 1,
      paddingRight: () => 1,
    },
  };
}

const byNumber = (a: SheetRider, b: SheetRider) =>
  (a.racingNumber ?? Number.MAX_SAFE_INTEGER) - (b.racingNumber ?? Number.MAX_SAFE_INTEGER) ||
  a.name.localeCompare(b.name);

/**
 * One section's observer sheet: a heading with the QR code of the sheet's address (stage and section),
 * the observer's name line, then every rider who rides the section by number, with a set of boxes
 * per lap; a lap the rider's class does not ride is greyed out.
 */
export function observerSheetBody(input: {
  section: number;
  classes: readonly SheetClass[];
  riders: readonly SheetRider[];
  openFree: boolean;
  qr: string;
  t: DocT;
  pageBreakBefore: boolean;
}): Content[] {
  const { section, t, openFree } = input;
  const classes = new Map(input.classes.filter((c) => c.lapSections.includes(section)).map((c) => [c.name, c]));
  const riders = input.riders.filter((r) => classes.has(r.racingClass)).sort(byNumber);
  const laps = Math.max(1, ...[...classes.values()].map((c) => c.laps));
  const lapNumbers = Array.from({ length: laps }, (_, i) => i + 1);
  const heading: Content = {
    columns: [
      {
        stack: [
          { text: t('sectionN', { n: section }), fontSize: 22, bold: true, color: '#1f3d2b' },
          { text: t(openFree ? 'observerHintOpenFree' : 'observerHintClassic'), fontSize: 8, color: '#444444' },
          {
            columns: [
              { text: `${t('observer')}:`, bold: true, width: 'auto', margin: [0, 14, 6, 0] },
              {
                canvas: [{ type: 'line', x1: 0, y1: 24, x2: 260, y2: 24, lineWidth: 0.7 }],
              },
            ],
          },
        ],
      },
      { qr: input.qr, fit: 84, width: 'auto', eccLevel: 'M' },
    ],
    columnGap: 12,
    margin: [0, 0, 0, 8],
    ...(input.pageBreakBefore ? { pageBreak: 'before' } : {}),
  };
  if (riders.length === 0) return [heading, { text: t('noRiders'), italics: true }];
  const lapWidth = openFree ? 104 : 76;
  // The heading (section, observer line, QR code) repeats on every page the list continues on: a page
  // that comes loose from the first is still the section's and can be keyed in by its code.
  const { pageBreak, ...caption } = heading as { pageBreak?: string };
  const table = docTable(
    ['auto', '*', 64, ...lapNumbers.map(() => lapWidth)],
    [
      center(t('number'), { style: 'th' }),
      t('name'),
      t('racingClass'),
      ...lapNumbers.map((n) => center(t('lapN', { n }), { style: 'th' })),
    ],
    riders.map((rider) => {
      const cls = classes.get(rider.racingClass)!;
      return [
        center(rider.racingNumber ?? '', { bold: true, fontSize: 11 }),
        { text: rider.name, bold: true, fontSize: 9, margin: [0, 3, 0, 0] },
        { ...(classCell(cls) as object), margin: [0, 3, 0, 0] },
        ...lapNumbers.map((lap) => (lap <= cls.laps ? lapBoxes(openFree, t) : { text: '', fillColor: '#d9dedb' })),
      ];
    }),
    caption,
  );
  return [pageBreak ? { ...(table as object), pageBreak } : table];
}

/**
 * One class's start list with a blank score card per rider: number, name, club, then a row per lap
 * (stacked, as the results document prints them) with an empty box per section and the lap total.
 */
export function startListBody(input: {
  cls: SheetClass;
  riders: readonly SheetRider[];
  t: DocT;
  pageBreakBefore: boolean;
  /** Start lists (issue #39): each rider's place and start time ('HH:MM', venue clock) by entry id. */
  starts?: ReadonlyMap<string, { position: number; time: string }>;
}): Content[] {
  const { cls, t } = input;
  const starts = input.starts ?? new Map<string, { position: number; time: string }>();
  const startOf = (r: SheetRider) => (r.id === undefined ? undefined : starts.get(r.id));
  // In start order where the class has a start list (riders without a start last, by number).
  const riders = input.riders
    .filter((r) => r.racingClass === cls.name)
    .sort(
      (a, b) =>
        (startOf(a)?.position ?? Number.MAX_SAFE_INTEGER) - (startOf(b)?.position ?? Number.MAX_SAFE_INTEGER) ||
        byNumber(a, b),
    );
  const timed = riders.some((r) => startOf(r) !== undefined);
  const sections = [...cls.lapSections].sort((a, b) => a - b);
  const laps = Array.from({ length: cls.laps }, (_, i) => i + 1).join('\n');
  const blank = '\n'.repeat(Math.max(0, cls.laps - 1));
  const heading: Content = {
    text: [
      cls.name,
      { text: `   ${t('riders', { count: riders.length })}`, fontSize: 8, bold: false, color: '#666666' },
    ],
    style: 'classHeading',
    ...(input.pageBreakBefore ? { pageBreak: 'before' } : {}),
  };
  const color: Content = {
    canvas: [{ type: 'rect', x: 0, y: 0, w: 40, h: 5, color: cls.color }],
    margin: [0, 0, 0, 6],
  };
  if (riders.length === 0) return [heading, color, { text: t('noRiders'), italics: true }];
  const sectionWidth = sections.length > 15 ? 13 : 17;
  // The class's name and colour repeat on every page its list continues on.
  const { pageBreak, ...title } = heading as { pageBreak?: string };
  const table = docTable(
    [...(timed ? ['auto'] : []), 'auto', '*', 90, 'auto', ...sections.map(() => sectionWidth), 24],
    [
      ...(timed ? [center(t('startTime'), { style: 'th' })] : []),
      center(t('number'), { style: 'th' }),
      t('name'),
      t('club'),
      center(t('lap'), { style: 'th' }),
      ...sections.map((s) => center(s, { style: 'th' })),
      center(t('lapTotal'), { style: 'th' }),
    ],
    riders.map((rider) => [
      ...(timed ? [center(startOf(rider)?.time ?? '', { bold: true, fontSize: 10 })] : []),
      center(rider.racingNumber ?? '', { bold: true, fontSize: 10 }),
      { text: rider.name, bold: true, fontSize: 9 },
      { text: rider.club ?? '', font: 'DejaVuCondensed' },
      center(laps, { color: '#777777', lineHeight: 1.6 }),
      ...sections.map(() => center(blank, { lineHeight: 1.6 })),
      center(blank, { lineHeight: 1.6 }),
    ]),
    { stack: [title, color] },
  );
  // Score boxes need vertical lines too: the cards are written on.
  const boxed = {
    ...(table as object),
    layout: {
      ...((table as { layout: object }).layout as object),
      vLineWidth: (i: number) => (i >= (timed ? 5 : 4) ? 0.4 : 0),
      vLineColor: () => '#9aa5a0',
    },
  };
  return [
    pageBreak ? { ...boxed, pageBreak } : boxed,
    { text: t('scoreCardHint'), fontSize: 7, color: '#666666', margin: [0, 4, 0, 0] },
  ];
}
