import { z } from 'zod';
import { parseCsv } from '../csv.js';
import { foldText, parseBirthDate } from '../registration/participant-rules.js';
import { riderNameKey } from './matching.js';
import {
  LICENCE_FEDERATIONS,
  LICENCE_KINDS,
  type LicenceFederation,
  type LicenceInput,
  type LicenceKind,
  licenceInputSchema,
} from './licences.js';

/**
 * A federation's licence list (CSV) read into licences of riders (issue #38, decision 079): the preview
 * says for each row which rider it is and why, like the entry import; the commit records the licences
 * of the matched rows. A row never creates a rider: a licence is of someone who rides.
 */

export const LICENCE_IMPORT_MAX_ROWS = 5000;
export const LICENCE_IMPORT_MAX_CHARS = 1_000_000;

export const licenceImportSchema = z
  .object({
    csv: z.string().max(LICENCE_IMPORT_MAX_CHARS, 'licences.import.tooLarge'),
    federation: z.enum(LICENCE_FEDERATIONS),
    commit: z.boolean(),
  })
  .strict();
export type LicenceImportRequest = z.output<typeof licenceImportSchema>;

type Column = 'name' | 'birthDate' | 'number' | 'kind' | 'validFrom' | 'validTo';
/** Header names (folded: case and diacritics ignored) in en, lv, et. */
const HEADERS: Record<Column, string[]> = {
  name: ['name', 'rider', 'vards', 'vards uzvards', 'braucejs', 'nimi', 'sportlane'],
  birthDate: ['birth date', 'date of birth', 'born', 'dzimsanas datums', 'dzimis', 'sunniaeg', 'synniaeg'],
  number: [
    'licence',
    'license',
    'licence number',
    'license number',
    'number',
    'licences numurs',
    'licence nr',
    'licencenr',
    'litsents',
    'litsentsi number',
  ],
  kind: ['kind', 'type', 'veids', 'liik', 'tuup', 'tyyp'],
  validFrom: ['valid from', 'from', 'deriga no', 'derigs no', 'no', 'kehtib alates', 'alates'],
  validTo: ['valid to', 'valid until', 'to', 'until', 'deriga lidz', 'derigs lidz', 'lidz', 'kehtib kuni', 'kuni'],
};
const byHeader = new Map(
  Object.entries(HEADERS).flatMap(([column, names]) => names.map((n) => [n, column as Column] as const)),
);
const headerOf = (cell: string): Column | null =>
  byHeader.get(
    foldText(cell)
      .replace(/[._:#-]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  ) ?? null;

const KIND_WORDS: Record<LicenceKind, string[]> = {
  season: ['season', 'sezonas', 'hooaja', 'annual', 'year', 'gada', 'aasta'],
  'one-event': ['one-event', 'one event', 'event', 'vienreizeja', 'vienas sacensibas', 'uhekordne', 'yhekordne'],
  training: ['training', 'treninu', 'trenina', 'treening', 'treeningu'],
};
function kindOf(cell: string): LicenceKind | null {
  const folded = foldText(cell);
  if (!folded) return 'season';
  return LICENCE_KINDS.find((k) => KIND_WORDS[k].some((w) => folded === w || folded.startsWith(w))) ?? null;
}

/** yyyy-MM-dd from the dates spreadsheets write (yyyy-MM-dd, yyyy.MM.dd, dd.MM.yyyy). */
function isoDate(text: string): string | null {
  const t = text.trim();
  const ymd = /^(\d{4})[-./](\d{1,2})[-./](\d{1,2})$/.exec(t);
  const dmy = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(t);
  const [y, m, d] = ymd ? [ymd[1]!, ymd[2]!, ymd[3]!] : dmy ? [dmy[3]!, dmy[2]!, dmy[1]!] : [];
  return y ? parseBirthDate(`${y}.${m!.padStart(2, '0')}.${d!.padStart(2, '0')}`) : null;
}

export interface LicenceCsvRow {
  line: number;
  name: string;
  birthDate: string | null;
  licence: LicenceInput | null;
  /** The first problem of the row (a message key), when it cannot be read. */
  problem: string | null;
}

export function readLicenceCsv(
  text: string,
  federation: LicenceFederation,
): { ok: true; rows: LicenceCsvRow[] } | { ok: false; error: 'licences.import.noHeader' | 'licences.import.tooLarge' } {
  if (text.length > LICENCE_IMPORT_MAX_CHARS) return { ok: false, error: 'licences.import.tooLarge' };
  const all = parseCsv(text);
  const at = all.slice(0, 5).findIndex((l) => {
    const cols = l.cells.map(headerOf);
    return (['name', 'birthDate', 'validTo'] as const).every((c) => cols.includes(c));
  });
  if (at < 0) return { ok: false, error: 'licences.import.noHeader' };
  const columns = all[at]!.cells.map(headerOf);
  const lines = all.slice(at + 1);
  if (lines.length > LICENCE_IMPORT_MAX_ROWS) return { ok: false, error: 'licences.import.tooLarge' };
  return {
    ok: true,
    rows: lines.map(({ line, cells }) => {
      const v: Partial<Record<Column, string>> = {};
      columns.forEach((c, i) => {
        if (c && v[c] === undefined) v[c] = cells[i] ?? '';
      });
      const name = (v.name ?? '').trim();
      const birthDate = isoDate(v.birthDate ?? '');
      const kind = kindOf(v.kind ?? '');
      const validTo = isoDate(v.validTo ?? '');
      const validFrom = v.validFrom ? isoDate(v.validFrom) : validTo ? `${validTo.slice(0, 4)}-01-01` : null;
      const parsed = licenceInputSchema.safeParse({
        federation,
        kind,
        number: (v.number ?? '').trim() || null,
        validFrom,
        validTo,
      });
      const problem = !name
        ? 'participant.nameRequired'
        : !birthDate
          ? 'participant.birthDateFormat'
          : !kind
            ? 'licences.import.kindUnknown'
            : parsed.success
              ? null
              : (parsed.error.issues[0]?.message ?? 'validation.invalid');
      return {
        line,
        name,
        birthDate,
        licence: parsed.success && !problem ? parsed.data : null,
        problem: parsed.success || problem ? problem : 'licences.error.date',
      };
    }),
  };
}

/** A rider the import can match: with the numbers of the licences they hold. */
export interface LicenceImportCandidate {
  id: string;
  name: string;
  birthDate: string;
  licenceNumbers: readonly { federation: LicenceFederation; number: string | null }[];
}

export type LicenceImportStatus = 'matched' | 'notFound' | 'ambiguous' | 'refused';

export interface LicenceImportRow {
  line: number;
  name: string;
  birthDate: string | null;
  licence: LicenceInput | null;
  status: LicenceImportStatus;
  /** Why the row is the rider it is: the licence number they already hold, or name and birth date. */
  reason: 'licenceNumber' | 'nameAndBirthDate' | null;
  riderId: string | null;
  riderName: string | null;
  problem: string | null;
}

export interface LicenceImportResponse {
  rows: LicenceImportRow[];
  committed: boolean;
  applied: number;
}

/**
 * Which rider each row is: the one already holding this federation's licence number, else the one
 * rider with the same name (as standings compare names) and birth date; several: ambiguous, none: not
 * found (listed; the secretary adds the licence by hand when the rider rides).
 */
const importNameKey = (name: string) => foldText(riderNameKey(name));

export function planLicenceImport(
  rows: readonly LicenceCsvRow[],
  riders: readonly LicenceImportCandidate[],
): LicenceImportRow[] {
  return rows.map((row) => {
    const base = { line: row.line, name: row.name, birthDate: row.birthDate, licence: row.licence };
    if (!row.licence || row.problem)
      return { ...base, status: 'refused', reason: null, riderId: null, riderName: null, problem: row.problem };
    const { federation, number } = row.licence;
    const holder = number
      ? riders.find((r) => r.licenceNumbers.some((l) => l.federation === federation && l.number === number))
      : undefined;
    if (holder)
      return {
        ...base,
        status: 'matched',
        reason: 'licenceNumber',
        riderId: holder.id,
        riderName: holder.name,
        problem: null,
      };
    // A federation's list often drops the diacritics (or shouts the surname): folded as the club search.
    const key = importNameKey(row.name);
    const fits = riders.filter((r) => r.birthDate === row.birthDate && importNameKey(r.name) === key);
    if (fits.length === 1)
      return {
        ...base,
        status: 'matched',
        reason: 'nameAndBirthDate',
        riderId: fits[0]!.id,
        riderName: fits[0]!.name,
        problem: null,
      };
    return {
      ...base,
      status: fits.length === 0 ? 'notFound' : 'ambiguous',
      reason: null,
      riderId: null,
      riderName: null,
      problem: null,
    };
  });
}
