import type { ParticipantStatus } from '../contract/participants.js';
import { nearClub } from './club-match.js';
import { parseCsv } from '../csv.js';
import {
  type ClassAgeMismatch,
  type ParticipantRulesContext,
  checkDuplicates,
  classAgeMismatch,
  foldText,
} from './participant-rules.js';
import { type ParticipantForm, participantFormSchema } from './participant-schemas.js';
import type { RiderMatchReason } from '../riders/matching.js';

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
/** What the import reads besides the export's columns: the rider's contact e-mail (issue #38), optional. */
export type EntryImportColumn = EntryCsvColumn | 'email';

/**
 * Column names the import recognises, compared folded (case, diacritics, spaces and punctuation
 * ignored): the export's own headers in en, lv and et and the usual spreadsheet words.
 */
const COLUMN_NAMES: Record<EntryImportColumn, string[]> = {
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
  email: ['E-mail', 'Email', 'E-mail address', 'E-pasts', 'E-posts', 'E-post', 'E-posti aadress'],
};

const key = (text: string) => foldText(text).replace(/[^a-z0-9]/g, '');
const COLUMN_BY_NAME = new Map(
  Object.entries(COLUMN_NAMES).flatMap(([column, names]) => names.map((n) => [key(n), column as EntryImportColumn])),
);

/** The column a header cell names, or null. */
export function entryCsvColumn(header: string): EntryImportColumn | null {
  return COLUMN_BY_NAME.get(key(header)) ?? null;
}

const MALE = new Set(['m', 'male', 'man', 'men', 'v', 'virietis', 'mees']);
const FEMALE = new Set(['f', 'female', 'woman', 'w', 's', 'sieviete', 'n', 'naine']);
const CONFIRMED = new Set(['confirmed', 'apstiprinats', 'kinnitatud', 'yes', 'ja', 'jah', 'true', '1', 'x']);

export interface EntryCsvRow {
  /** The row's line number in the file. */
  line: number;
  values: Partial<Record<EntryImportColumn, string>>;
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

/** How many lines from the top the header may be (below the title lines of the XLSX export). */
const HEADER_SEARCH_LINES = 5;

/**
 * Reads an entry list: the first line (of the first five) that names the columns (name, class and birth
 * date are needed) is the header; semicolons, commas or tabs separate them. At most 1,000 rows and 1 MB.
 */
export function readEntriesCsv(
  text: string,
): { ok: true; rows: EntryCsvRow[] } | { ok: false; error: EntryCsvReadError } {
  if (utf8Length(text) > ENTRY_IMPORT_MAX_BYTES) return { ok: false, error: 'participants.import.tooLarge' };
  const all = parseCsv(text);
  const named = (cells: string[]) => cells.map(entryCsvColumn);
  const isHeader = (columns: (EntryImportColumn | null)[]) =>
    (['name', 'racingClass', 'birthDate'] as const).every((c) => columns.includes(c));
  // The export's spreadsheet (XLSX) has title lines above the header; saved as CSV, they come first.
  const at = all.slice(0, HEADER_SEARCH_LINES).findIndex((l) => isHeader(named(l.cells)));
  if (at < 0) return { ok: false, error: 'participants.import.noHeader' };
  const columns = named(all[at]!.cells);
  const lines = all.slice(at + 1);
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

/**
 * 'confirm': a row the form's rules accept but whose class is not for the rider's age at the stage
 * (`classAge`): as in the secretary's form, it is entered only once the secretary says so for that row.
 */
export type EntryImportStatus = 'new' | 'entered' | 'refused' | 'confirm';

export interface EntryImportRow {
  line: number;
  name: string;
  racingNumber: string;
  racingClass: string;
  status: EntryImportStatus;
  /** Why a row is refused, every reason at once: the participant form's message keys (or the import's own). */
  reasons: string[];
  /**
   * What a new row brings that the secretary should know: a club not in the clubs list
   * ('participants.import.newClub'), a missing gender where the championship has women's classes
   * ('participants.import.genderMissing': imported without it, to be set in the participant's form).
   */
  notes: string[];
  /** The club as it will be saved: the clubs list's spelling when the file's matches one. */
  clubId: string | null;
  /**
   * A listed club the new one is probably meant to be ("riga" → "MK Trial Rīga", issue #37 point 5):
   * the row waits ('confirm') until the secretary takes it or keeps the new club (`clubChoice`).
   */
  nearClub?: string;
  /** What the secretary chose for a near-matching club: the listed one, or the file's as a new club. */
  clubChoice?: 'existing' | 'new';
  /** The class's ages and the rider's age at the stage, when the class is not for that age. */
  classAge?: ClassAgeMismatch;
  /**
   * A new row's rider (decision 071): an existing one (its id and name) matched by name and birth date,
   * or a new one (`riderId` null in the preview), and why.
   */
  rider?: { riderId: string | null; name: string | null; reason: RiderMatchReason };
}

/** What the import needs of the stage beyond the form's rules: the classes' ages and the first day. */
export interface EntryImportStage {
  classes: readonly { name: string; yearsFrom: number | null; yearsTo: number | null }[];
  start: Date;
  /** The lines whose class the secretary accepts for the rider's age. */
  acceptClassAge?: readonly number[];
  /** The lines whose near-matching club the secretary takes: the listed club is saved instead. */
  takeNearClub?: readonly number[];
  /** The lines whose club the secretary keeps as a new club though it near-matches a listed one. */
  keepNewClub?: readonly number[];
}

export interface PlannedEntry {
  row: EntryImportRow;
  /** What a commit inserts, for new rows. */
  entry: (ParticipantForm & { status: ParticipantStatus }) | null;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Each row as new, already entered or refused with every reason, by the participant form's rules and
 * the stage's duplicate rules (spec §5): a row whose name is already in the stage (or whose number
 * belongs to a rider of that name) is the same rider, already entered; a number another rider holds
 * refuses the row. Rows are also checked against the new rows above them in the file. The secretary's
 * form rules hold here too: a club outside the clubs list may be entered (noted as a new club), and
 * on a championship with women's classes a row without a gender is imported and noted, as the dialog
 * says Gender is optional.
 */
export function planEntryImport(
  rows: readonly EntryCsvRow[],
  ctx: ParticipantRulesContext,
  existing: readonly { id: string; name: string; racingNumber: number | null }[],
  clubIds: readonly string[],
  // Without the stage's classes (the export's round-trip tests) no class has an age rule.
  stage: EntryImportStage = { classes: [], start: new Date() },
): PlannedEntry[] {
  const accepted = new Set(stage.acceptClassAge ?? []);
  const takeNear = new Set(stage.takeNearClub ?? []);
  const keepNew = new Set(stage.keepNewClub ?? []);
  // Gender is noted rather than required (below); every other rule of the form applies.
  const schema = participantFormSchema({ ...ctx, hasWomenClasses: false });
  const clubByKey = new Map(clubIds.map((id) => [foldText(id), id]));
  const known = [...existing];
  return rows.map(({ line, values }) => {
    const v = (column: EntryImportColumn) => values[column]?.trim() ?? '';
    const clubText = v('clubId');
    const listedClub = clubText ? (clubByKey.get(foldText(clubText)) ?? null) : null;
    const row: EntryImportRow = {
      line,
      name: v('name'),
      racingNumber: v('racingNumber'),
      racingClass: v('racingClass'),
      status: 'refused',
      reasons: [],
      notes: [],
      clubId: listedClub ?? (clubText || null),
    };
    const reasons: string[] = [];
    const numberValid = row.racingNumber === '' || /^\d{1,5}$/.test(row.racingNumber);
    if (!numberValid) reasons.push('participants.import.numberInvalid');
    const genderKey = key(v('gender'));
    const gender = MALE.has(genderKey) ? 'male' : FEMALE.has(genderKey) ? 'female' : null;
    if (genderKey !== '' && !gender) reasons.push('participants.import.genderUnknown');
    const candidate = {
      name: row.name,
      racingNumber: row.racingNumber === '' || !numberValid ? null : Number(row.racingNumber),
    };
    // The duplicate rules first: a number another rider holds is the row's real reason whatever else it lacks.
    const duplicate = row.name ? checkDuplicates(known, candidate, null) : ({ kind: 'ok' } as const);
    const holder =
      duplicate.kind === 'ok'
        ? null
        : duplicate.kind === 'numberTaken'
          ? known.find((p) => p.racingNumber === candidate.racingNumber)!
          : known.find((p) => sameName(p.name, candidate.name))!;
    if (holder && !sameName(holder.name, candidate.name)) reasons.push('participant.numberTaken');
    else if (holder?.id.startsWith('line:')) reasons.push('participants.import.twiceInFile');
    else if (holder && reasons.length === 0) return { row: { ...row, status: 'entered' }, entry: null };
    const parsed = schema.safeParse({
      name: row.name,
      racingNumber: candidate.racingNumber,
      racingClass: row.racingClass,
      birthDate: birthDateText(v('birthDate')),
      bike: v('bike') || null,
      license: v('license') || null,
      clubId: row.clubId,
      gender,
      team: v('team') || null,
      email: v('email') || null,
    });
    if (!parsed.success) reasons.push(...new Set(parsed.error.issues.map((i) => i.message)));
    if (reasons.length > 0 || !parsed.success) return { row: { ...row, reasons }, entry: null };
    const form = parsed.data;
    known.push({ id: `line:${line}`, name: form.name, racingNumber: form.racingNumber });
    // A club near a listed one is the secretary's choice, as in their form (issue #37 point 5): take
    // the listed club, or keep the file's as a new club; until then the row waits.
    const near = form.clubId && !listedClub ? nearClub(form.clubId, clubIds) : null;
    const clubChoice = near ? (takeNear.has(line) ? 'existing' : keepNew.has(line) ? 'new' : undefined) : undefined;
    if (near) Object.assign(row, { nearClub: near }, clubChoice && { clubChoice });
    if (clubChoice === 'existing') form.clubId = row.clubId = near;
    const newClub = form.clubId !== null && !listedClub && clubChoice !== 'existing';
    const notes = [
      ...(newClub ? [near && !clubChoice ? 'participants.import.nearClub' : 'participants.import.newClub'] : []),
      ...(ctx.hasWomenClasses && !gender ? ['participants.import.genderMissing'] : []),
    ];
    const status: ParticipantStatus = CONFIRMED.has(key(v('status'))) ? 'Confirmed' : 'Registered';
    // The form's age rule (spec §5): a secretary may enter a rider in another class once they confirm it.
    const classAge = classAgeMismatch(stage.classes, form.racingClass, form.birthDate, stage.start);
    const waits = (classAge && !accepted.has(line)) || (near && !clubChoice);
    if (waits) return { row: { ...row, status: 'confirm', notes, ...(classAge && { classAge }) }, entry: null };
    return { row: { ...row, status: 'new', notes, ...(classAge && { classAge }) }, entry: { ...form, status } };
  });
}
