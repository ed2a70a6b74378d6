// The declarations travel with this file: other programs (bench, e2e) compile it without the server tsconfig.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./pdfmake.d.ts" />
import { createRequire } from 'node:module';
import type pdfmakeType from 'pdfmake';
import { type DocLanguage, type DocT, formatVenueTime } from './document-texts.js';
import { type DocumentRules, rulesSummaryLines } from './rules-summary.js';

/**
 * The frame every official document shares (issue #19): A4, an embedded DejaVu Sans (the npm package
 * dejavu-fonts-ttf, so Latvian and Estonian letters print on any machine, not only where the OS has
 * the font), the header, status line, page numbers, rules summary and signature lines. pdfmake lays
 * out tables, repeats their headings on every page and numbers the pages.
 */
export type Content = string | { [key: string]: unknown } | Content[];

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');
const FONT_CONDENSED = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf');
const FONT_CONDENSED_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf');
const FONT_FILES = new Set([FONT, FONT_BOLD, FONT_CONDENSED, FONT_CONDENSED_BOLD]);

/**
 * pdfmake (and its font engine) loads on the first document, not at the server's start (issue #20: it
 * took ~0.3 s and ~15 MiB at import), and is set up once.
 */
let pdfmakeReady: Promise<typeof pdfmakeType> | undefined;
function loadPdfmake(): Promise<typeof pdfmakeType> {
  pdfmakeReady ??= import('pdfmake').then(({ default: pdfmake }) => {
    pdfmake.setFonts({
      DejaVu: { normal: FONT, bold: FONT_BOLD, italics: FONT, bolditalics: FONT_BOLD },
      // Narrow columns (names, clubs) of wide tables.
      DejaVuCondensed: {
        normal: FONT_CONDENSED,
        bold: FONT_CONDENSED_BOLD,
        italics: FONT_CONDENSED,
        bolditalics: FONT_CONDENSED_BOLD,
      },
    });
    // Documents hold riders' names and clubs: nothing in them may make the server fetch a URL or read a file.
    pdfmake.setUrlAccessPolicy(() => false);
    pdfmake.setLocalAccessPolicy((path) => FONT_FILES.has(path));
    return pdfmake;
  });
  return pdfmakeReady;
}

/** `live`: results still being scored, before anyone published them (unofficial, decision 027). */
export type DocumentStatus = 'live' | 'provisional' | 'approved' | 'final' | 'draft';

export interface DocumentFrame {
  lang: DocLanguage;
  t: DocT;
  /** The federation (institution) name. */
  federation: string;
  championship: string;
  /** 'Results: Stage 3 — Sigulda' or the standings title. */
  title: string;
  /** Date and place, or the season's stages. */
  subtitle: string;
  /** Null for forms (observer sheets, score cards): no status line. */
  status: DocumentStatus | null;
  /**
   * The venue's IANA zone: every time prints on its wall clock, named, so a reader abroad knows
   * which clock (the stage's own; for standings, the zone of the season's latest stage).
   */
  timeZone: string;
  /** When the status was set; for provisional documents, when the document was made. */
  statusAt: Date;
  /**
   * Results published as provisional (decision 027): the status line says when, and when the protest
   * window closes (or closed); `statusAt` is then the publication.
   */
  published?: { closesAt: Date | null };
  generatedAt: Date;
  landscape: boolean;
  /** Null for forms: no rules summary. */
  rules: DocumentRules | null;
  /** Who signs at the end (default: clerk of the course and secretary); empty: no signature lines. */
  signers?: string[];
  body: Content[];
}

const STATUS_COLOR: Record<DocumentStatus, string> = {
  live: '#c92a2a',
  provisional: '#b35c00',
  approved: '#2e6f3f',
  final: '#5f3dc4',
  draft: '#868e96',
};

function statusLine(f: DocumentFrame & { status: DocumentStatus }): Content {
  const when = formatVenueTime(f.statusAt, f.lang, f.timeZone);
  let at =
    f.status === 'live' || f.status === 'provisional' || f.status === 'draft'
      ? f.t('asOf', { time: when })
      : f.t('setAt', { time: when });
  if (f.published) {
    at = f.t('publishedAt', { time: when });
    const { closesAt } = f.published;
    if (closesAt) {
      const close = formatVenueTime(closesAt, f.lang, f.timeZone);
      at += ` · ${closesAt > f.generatedAt ? f.t('protestUntil', { time: close }) : f.t('protestClosed', { time: close })}`;
    }
  }
  return {
    text: [
      { text: `${f.t('status')}: `, color: '#555555' },
      { text: f.t(f.status).toUpperCase(), bold: true, color: STATUS_COLOR[f.status] },
      { text: ` · ${at} (${f.t('localTime')}, ${f.timeZone})`, color: '#555555' },
    ],
    fontSize: 10,
    margin: [0, 4, 0, 10],
  };
}

function signatures(roles: string[], t: DocT): Content {
  const line = (role: string): Content => ({
    stack: [
      { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 200, y2: 0, lineWidth: 0.7 }], margin: [0, 34, 0, 3] },
      { text: role, bold: true, fontSize: 9 },
      { text: t('signature'), fontSize: 7, color: '#666666' },
    ],
  });
  return { columns: roles.map(line), columnGap: 40, unbreakable: true, margin: [0, 6, 0, 0] };
}

export function rulesBlock(f: Pick<DocumentFrame, 't' | 'lang'> & { rules: DocumentRules }): Content {
  return {
    stack: [
      { text: f.t('rules'), bold: true, fontSize: 9, margin: [0, 0, 0, 2] },
      { ul: rulesSummaryLines(f.rules, f.t, f.lang), fontSize: 7.5, color: '#333333' },
    ],
    unbreakable: true,
    margin: [0, 14, 0, 0],
  };
}

/**
 * A table with the documents' look: grey heading row repeated on each page, hairlines between rows.
 * `caption` (a class's name, an observer sheet's section, QR code and observer line) is a row above the
 * heading row, repeated with it on every page the table continues on, and never left at a page's foot
 * without a rider's row under it (`keepWithHeaderRows`).
 */
const NO_BORDER = [false, false, false, false];

export function docTable(widths: (number | string)[], head: Content[], rows: Content[][], caption?: Content): Content {
  const top = caption ? 1 : 0;
  const captionRow: Content[][] = caption
    ? // The caption row draws no lines: a table's column lines (score boxes) start under it.
      [
        [
          { ...(caption as object), colSpan: widths.length, border: NO_BORDER },
          ...widths.slice(1).map(() => ({ text: '', border: NO_BORDER })),
        ],
      ]
    : [];
  return {
    table: {
      headerRows: top + 1,
      keepWithHeaderRows: 1,
      dontBreakRows: true,
      widths,
      body: [
        ...captionRow,
        head.map((h) => (typeof h === 'string' ? { text: h, style: 'th' } : { style: 'th', ...h })),
        ...rows,
      ],
    },
    layout: {
      hLineWidth: (i: number) => (i < top ? 0 : i === top + 1 ? 0.8 : 0.3),
      vLineWidth: () => 0,
      hLineColor: () => '#9aa5a0',
      fillColor: (row: number) =>
        row < top ? null : row === top ? '#e9efeb' : (row - top) % 2 === 0 ? '#f7f9f8' : null,
      paddingLeft: () => 2.5,
      paddingRight: () => 2.5,
      paddingTop: () => 2,
      paddingBottom: () => 2,
    },
  };
}

/** Renders one document: the frame around the body, as a PDF file's bytes. */
export async function renderDocument(f: DocumentFrame): Promise<Buffer> {
  const signers = f.signers ?? [f.t('clerk'), f.t('secretary')];
  const generated = f.t('generated', { time: formatVenueTime(f.generatedAt, f.lang, f.timeZone) });
  const doc = {
    pageSize: 'A4',
    pageOrientation: f.landscape ? 'landscape' : 'portrait',
    pageMargins: [28, 28, 28, 36],
    // For screen readers (issue #41 point 7): the document's language (/Lang), and its title shown in the
    // viewer's title bar instead of the file name (/DisplayDocTitle). Not `tagged`: pdfmake never calls
    // PDFKit's structure API, so the tree would be empty and a reader would find a "tagged" PDF with no
    // content at all (decision 083).
    language: f.lang,
    displayTitle: true,
    info: { title: `${f.title} — ${f.championship}`, author: f.federation, creator: 'TrialHub', producer: 'TrialHub' },
    defaultStyle: { font: 'DejaVu', fontSize: 8, lineHeight: 1.1 },
    styles: {
      th: { bold: true, fontSize: 7.5, color: '#1f3d2b' },
      classHeading: { bold: true, fontSize: 11, color: '#1f3d2b', margin: [0, 10, 0, 4] },
    },
    // A class heading never stays alone at the foot of a page.
    pageBreakBefore: (node: { headlineLevel?: number }, followingOnPage: unknown[]) =>
      node.headlineLevel === 1 && followingOnPage.length === 0,
    footer: (page: number, pages: number) => ({
      columns: [
        { text: `${f.championship} · ${f.title} · ${generated}`, color: '#666666' },
        { text: f.t('page', { page, pages }), alignment: 'right', width: 'auto', bold: true },
      ],
      fontSize: 7,
      margin: [28, 12, 28, 0],
    }),
    content: [
      { text: f.federation.toUpperCase(), fontSize: 9, bold: true, color: '#666666', characterSpacing: 0.5 },
      { text: f.championship, fontSize: 12, bold: true, color: '#1f3d2b', margin: [0, 2, 0, 0] },
      { text: f.title, fontSize: 17, bold: true, margin: [0, 2, 0, 0] },
      { text: f.subtitle, fontSize: 9, color: '#444444' },
      f.status === null ? { text: '', margin: [0, 0, 0, 8] } : statusLine({ ...f, status: f.status }),
      ...f.body,
      // Rules and signature lines stay together: signature lines alone on a last page sign nothing.
      {
        stack: [
          ...(f.rules ? [rulesBlock({ ...f, rules: f.rules })] : []),
          ...(signers.length ? [signatures(signers, f.t)] : []),
        ],
        unbreakable: true,
      },
    ],
  };
  return (await loadPdfmake()).createPdf(doc).getBuffer();
}

/** The file name a document downloads as: ASCII letters, digits and dashes. */
export function documentFileName(...parts: string[]): string {
  const slug = parts
    .join('-')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  return `${slug || 'document'}.pdf`;
}
