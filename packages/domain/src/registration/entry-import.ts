import type { ParticipantStatus } from '../contract/participants.js';
import { parseCsv } from '../csv.js';
import {
  type ParticipantForm,
  type ParticipantRulesContext,
  checkDuplicates,
  foldText,
  participantFormSchema,
} from './participant-rules.js';

/**
 * A stage's entry list as CSV (secretaries): the columns of the export, the names the import recognises
 * for them, and the import's preview, which the server computes for the preview and again inside the
 * commit's transaction, so both give the same answer.
 */

export const ENTRY_IMPORT_MAX_ROWS = 1000;
/** 1 MB, counted in UTF-8 bytes. */
export const ENTRY_IMPORT_MAX_BYTES = 1_000_000;

/** The export's columns, in order. */
export const entryCsvColumns = [
  'racingNumber',
  'name',
  'racingClass',
  'birthDate',
  'gender',
  'clubId',
  'bike',
  'license',
  'team',
  'status',
  'createdOn',
] as const;
export type EntryCsvColumn = (typeof entryCsvColumns)[number];

/**
 * Column names the import recognises, compared folded (case, diacritics, spaces and punctuation
 * ignored): the export's own headers in en, lv and et and the usual spreadsheet words.
 */
const COLUMN_NAMES: Record<EntryCsvColumn, string[]> = {
  racingNumber: ['Number', 'Racing number', 'Start number', 'Nr', 'No', 'Numurs', 'Starta numurs', 'Stardinumber'],
  name: ['Name', 'Rider', 'Full name', 'Vārds', 'Vārds uzvārds', 'Dalībnieks', 'Braucējs', 'Nimi', 'Osaleja', 'Sõitja'],
  racingClass: ['Class', 'Racing class', 'Klase', 'Klass'],
  birthDate: ['Birth date', 'Date of birth', 'DOB', 'Birthday', 'Dzimšanas datums', 'Sünnikuupäev', 'Sünniaeg'],
  gender: ['Gender', 'Gen.', 'Sex', 'Dzimums', 'Dzim.', 'Sugu'],
  clubId: ['Club', 'Klubs', 'Klubi'],
  bike: ['Bike', 'Motorcycle', 'Motocikls', 'Mootorratas'],
  license: ['License', 'Licence', 'Licence number', 'Litsents'],
  team: ['Family cup team', 'Team', 'Ģimeņu kausa komanda', 'Komanda', 'Perekarika võistkond', 'Võistkond'],
  status: ['Status', 'Confirmed', 'Statuss', 'Staatus'],
  createdOn: ['Registered', 'Registration time', 'Reģistrēts', 'Registreeritud'],
};

const key = (text: string) => foldText(text).replace(/[^a-z0-9]/g, '');
const COLUMN_BY_NAME = new Map(
  Object.entries(COLUMN_NAMES).flatMap(([column, names]) => names.map((n) => [key(n), column as EntryCsvColumn])),
);

/** The column a header cell names, or null. */
export function entryCsvColumn(header: string): EntryCsvColumn | null {
  return COLUMN_BY_NAME.get(key(header)) ?? null;
}

const MALE = new Set(['m', 'male', 'man', 'men', 'v', 'virietis', 'mees']);
const FEMALE = new Set(['f', 'female', 'woman', 'w', 's', 'sieviete', 'n', 'naine']);
const CONFIRMED = new Set(['confirmed', 'apstiprinats', 'kinnitatud', 'yes', 'ja', 'jah', 'true', '1', 'x']);

export interface EntryCsvRow {
  /** The row's line number in the file. */
  line: number;
  values: Partial<Record<EntryCsvColumn, string>>;
}

function utf8Length(text: string): number {
  let bytes = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

export type EntryCsvReadError = 'participants.import.tooLarge' | 'participants.import.noHeader';

/**
 * Reads an entry list: the first line names the columns (name, class and birth date are needed),
 * semicolons, commas or tabs separate them. At most 1,000 rows and 1 MB.
 */
export function readEntriesCsv(
  text: string,
): { ok: true; rows: EntryCsvRow[] } | { ok: false; error: EntryCsvReadError } {
  if (utf8Length(text) > ENTRY_IMPORT_MAX_BYTES) return { ok: false, error: 'participants.import.tooLarge' };
  const [header, ...lines] = parseCsv(text);
  const columns = (header?.cells ?? []).map(entryCsvColumn);
  if (!(['name', 'racingClass', 'birthDate'] as const).every((c) => columns.includes(c)))
    return { ok: false, error: 'participants.import.noHeader' };
  if (lines.length > ENTRY_IMPORT_MAX_ROWS) return { ok: false, error: 'participants.import.tooLarge' };
  return {
    ok: true,
    rows: lines.map(({ line, cells }) => {
      const values: EntryCsvRow['values'] = {};
      columns.forEach((column, i) => {
        // The first column of a name wins when a file has two.
        if (column && values[column] === undefined) values[column] = cells[i] ?? '';
      });
      return { line, values };
    }),
  };
}

/** yyyy.MM.dd from the dates spreadsheets write (yyyy-MM-dd, yyyy/MM/dd, dd.MM.yyyy); other text as it is. */
function birthDateText(text: string): string {
  const iso = /^(\d{4})[-./](\d{1,2})[-./](\d{1,2})$/.exec(text);
  if (iso) return `${iso[1]}.${iso[2]!.padStart(2, '0')}.${iso[3]!.padStart(2, '0')}`;
  const dmy = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(text);
  if (dmy) return `${dmy[3]}.${dmy[2]!.padStart(2, '0')}.${dmy[1]!.padStart(2, '0')}`;
  return text;
}

export type EntryImportStatus = 'new' | 'entered' | 'refused';

export interface EntryImportRow {
  line: number;
  name: string;
  racingNumber: string;
  racingClass: string;
  status: EntryImportStatus;
  /** A refused row's reason: the participant form's message key (or the import's own). */
  reason: string | null;
}

export interface PlannedEntry {
  row: EntryImportRow;
  /** What a commit inserts, for new rows. */
  entry: (ParticipantForm & { status: ParticipantStatus }) | null;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Each row as new, already entered or refused with the reason, by the participant form's rules and
 * the stage's duplicate rules (spec §5): a row whose name is already in the stage (or whose number
 * belongs to a rider of that name) is the same rider, already entered; a number another rider holds
 * refuses the row. Rows are also checked against the new rows above them in the file.
 */
export function planEntryImport(
  rows: readonly EntryCsvRow[],
  ctx: ParticipantRulesContext,
  existing: readonly { id: string; name: string; racingNumber: number | null }[],
): PlannedEntry[] {
  const schema = participantFormSchema(ctx);
  const known = [...existing];
  return rows.map(({ line, values }) => {
    const v = (column: EntryCsvColumn) => values[column]?.trim() ?? '';
    const row: EntryImportRow = {
      line,
      name: v('name'),
      racingNumber: v('racingNumber'),
      racingClass: v('racingClass'),
      status: 'refused',
      reason: null,
    };
    const refuse = (reason: string): PlannedEntry => ({ row: { ...row, reason }, entry: null });
    if (row.racingNumber !== '' && !/^\d{1,5}$/.test(row.racingNumber))
      return refuse('participants.import.numberInvalid');
    const genderKey = key(v('gender'));
    const gender = MALE.has(genderKey) ? 'male' : FEMALE.has(genderKey) ? 'female' : null;
    if (genderKey !== '' && !gender) return refuse('participants.import.genderUnknown');
    const parsed = schema.safeParse({
      name: row.name,
      racingNumber: row.racingNumber === '' ? null : Number(row.racingNumber),
      racingClass: row.racingClass,
      birthDate: birthDateText(v('birthDate')),
      bike: v('bike') || null,
      license: v('license') || null,
      clubId: v('clubId') || null,
      gender,
      team: v('team') || null,
    });
    if (!parsed.success) return refuse(parsed.error.issues[0]?.message ?? 'errors.validation');
    const form = parsed.data;
    const duplicate = checkDuplicates(known, form, null);
    if (duplicate.kind !== 'ok') {
      const holder =
        duplicate.kind === 'numberTaken'
          ? known.find((p) => p.racingNumber === form.racingNumber)!
          : known.find((p) => sameName(p.name, form.name))!;
      if (!sameName(holder.name, form.name)) return refuse('participant.numberTaken');
      if (holder.id.startsWith('line:')) return refuse('participants.import.twiceInFile');
      return { row: { ...row, status: 'entered' }, entry: null };
    }
    known.push({ id: `line:${line}`, name: form.name, racingNumber: form.racingNumber });
    const status: ParticipantStatus = CONFIRMED.has(key(v('status'))) ? 'Confirmed' : 'Registered';
    return { row: { ...row, status: 'new' }, entry: { ...form, status } };
  });
}
