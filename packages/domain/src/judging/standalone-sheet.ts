import { z } from 'zod';
import { parseCsv, toCsv } from '../csv.js';
import { storableDateTime } from '../contract/storable.js';
import { RACING_NUMBER_MAX } from '../registration/participant-rules.js';
import { CLASSIC_POINTS } from '../scoring/result.js';

/**
 * The standalone judge's score sheet (issue 6, `/judge-standalone`): scores kept on one device with
 * no stage and no account, exported as CSV or JSON, and imported by a secretary into a stage.
 */
export const SHEET_FORMAT = 'trialhub-score-sheet';
export const MAX_SHEET_ENTRIES = 5000;

export const sheetEntrySchema = z
  .object({
    racingNumber: z.number().int().min(0).max(RACING_NUMBER_MAX),
    section: z.number().int().min(1).max(50),
    lap: z.number().int().min(1).max(20),
    points: z
      .number()
      .int()
      .refine((p) => (CLASSIC_POINTS as readonly number[]).includes(p), 'judge.reject.invalidPoints'),
    at: storableDateTime(),
  })
  .strict();
export type SheetEntry = z.infer<typeof sheetEntrySchema>;

export const scoreSheetSchema = z
  .object({
    format: z.literal(SHEET_FORMAT),
    version: z.literal(1),
    title: z.string().max(200),
    judge: z.string().max(200),
    sections: z.number().int().min(1).max(50),
    laps: z.number().int().min(1).max(20),
    entries: z.array(sheetEntrySchema).max(MAX_SHEET_ENTRIES),
  })
  .strict();
export type ScoreSheet = z.infer<typeof scoreSheetSchema>;

/** The CSV's columns; sheets exported before the judge column was added are still read. */
const CSV_COLUMNS = ['racingNumber', 'section', 'lap', 'points', 'at', 'judge'] as const;
const OLD_CSV_COLUMNS = CSV_COLUMNS.length - 1;

/**
 * One row per score; the header line names the columns, so a spreadsheet opens it as it is. Every
 * row carries the judge's name (issue #22 point 22), so a sheet read back keeps who judged it.
 */
export function sheetToCsv(sheet: ScoreSheet): string {
  return toCsv([
    CSV_COLUMNS,
    ...sheet.entries.map((e) => [e.racingNumber, e.section, e.lap, e.points, e.at, sheet.judge]),
  ]);
}

export type SheetParseResult =
  { ok: true; judge: string; entries: SheetEntry[] } | { ok: false; errors: { line: number; message: string }[] };

/** Reads an exported sheet back, JSON or CSV; every bad line is reported with its number. */
export function parseSheet(text: string): SheetParseResult {
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) {
    let json: unknown;
    try {
      json = JSON.parse(trimmed);
    } catch {
      return { ok: false, errors: [{ line: 0, message: 'judges.import.notASheet' }] };
    }
    const parsed = scoreSheetSchema.safeParse(json);
    if (!parsed.success) return { ok: false, errors: [{ line: 0, message: 'judges.import.notASheet' }] };
    return { ok: true, judge: parsed.data.judge, entries: parsed.data.entries };
  }
  const [header, ...rows] = parseCsv(trimmed, ',');
  const columns = header?.cells.join(',');
  if (columns !== CSV_COLUMNS.join(',') && columns !== CSV_COLUMNS.slice(0, OLD_CSV_COLUMNS).join(',')) {
    return { ok: false, errors: [{ line: 1, message: 'judges.import.notASheet' }] };
  }
  const entries: SheetEntry[] = [];
  const errors: { line: number; message: string }[] = [];
  let judge = '';
  for (const { line, cells } of rows) {
    const [racingNumber, section, lap, points, at, rowJudge] = cells;
    const parsed = sheetEntrySchema.safeParse({
      racingNumber: Number(racingNumber),
      section: Number(section),
      lap: Number(lap),
      points: Number(points),
      at,
    });
    if (parsed.success) {
      entries.push(parsed.data);
      judge ||= rowJudge?.slice(0, 200) ?? '';
    } else
      errors.push({
        line,
        message: parsed.error.issues[0]?.message.includes('.')
          ? parsed.error.issues[0].message
          : 'judges.import.badLine',
      });
  }
  if (entries.length > MAX_SHEET_ENTRIES)
    return { ok: false, errors: [{ line: 0, message: 'judges.import.tooLarge' }] };
  return errors.length ? { ok: false, errors } : { ok: true, judge, entries };
}

/** The next lap for a rider at a section on the sheet: the first one without a score. */
export function sheetNextLap(
  entries: readonly SheetEntry[],
  racingNumber: number,
  section: number,
  laps: number,
): number {
  for (let lap = 1; lap <= laps; lap++) {
    if (!entries.some((e) => e.racingNumber === racingNumber && e.section === section && e.lap === lap)) return lap;
  }
  return laps;
}

export const importSheetSchema = z
  .object({
    judge: z.string().trim().max(200),
    entries: z.array(sheetEntrySchema).min(1).max(MAX_SHEET_ENTRIES),
    commit: z.boolean(),
  })
  .strict();
export type ImportSheetRequest = z.infer<typeof importSheetSchema>;

export type ImportRowStatus =
  'new' | 'same' | 'conflict' | 'unknownRider' | 'sectionNotRidden' | 'lapOutOfRange' | 'resultsLocked';

/** Rows a commit writes: new scores and ones that differ from the stage's (the later tap wins). */
export const importRowApplies = (row: { status: ImportRowStatus }) => row.status === 'new' || row.status === 'conflict';

export interface ImportRow extends SheetEntry {
  status: ImportRowStatus;
  riderName: string | null;
  /** The score the stage has now for this slot, if any. */
  existing: number | null;
}

export interface ImportSheetResponse {
  rows: ImportRow[];
  committed: boolean;
  /** How many scores the commit wrote (new and conflicting rows). */
  applied: number;
}
