import {
  type EntryCsvColumn,
  type PublicParticipant,
  type PublicStage,
  type SecretaryParticipant,
  entryCsvColumns,
  formatBirthDate,
} from '@trialhub/domain';
import type { TFunction } from 'i18next';
import type { SheetLanguage as Language } from '../../shared/sheet';
import { type SheetTable, type SheetTime, exportedAt, sheetCsv } from '../../shared/sheet';

/** participants-api's ListedParticipant, named from the domain so this file stays free of React (server tests import it). */
type ListedParticipant = PublicParticipant & Partial<SecretaryParticipant>;

const HEADER_KEY: Record<EntryCsvColumn, string> = {
  racingNumber: 'participants.col.number',
  name: 'participants.col.name',
  racingClass: 'participants.col.class',
  birthDate: 'participants.birthDate',
  gender: 'participants.gender.label',
  clubId: 'participants.col.club',
  bike: 'participants.col.bike',
  license: 'participants.col.license',
  team: 'participants.col.team',
  status: 'participants.col.status',
  createdOn: 'participants.col.registered',
};

const pad = (n: number) => String(n).padStart(2, '0');
/** yyyy-MM-dd HH:mm in local time, as spreadsheets read a date and time: a date-time cell in XLSX. */
const localTime = (iso: string): SheetTime => {
  const d = new Date(iso);
  const wall = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
  return { kind: 'dateTime', wall, text: wall };
};

/**
 * The stage's entries in registration order, with the headers of the secretary's language: the columns
 * the entries import reads back (entryCsvColumns), so an export imports as "already entered".
 */
export function entriesTable(list: readonly ListedParticipant[], t: TFunction): SheetTable {
  const cell = (p: ListedParticipant, column: EntryCsvColumn) => {
    switch (column) {
      case 'birthDate':
        return p.birthDate
          ? ({ kind: 'birthDate', wall: p.birthDate, text: formatBirthDate(p.birthDate) } satisfies SheetTime)
          : p.birthYear;
      case 'gender':
        return p.gender ? t(`participants.gender.${p.gender}`) : null;
      case 'status':
        return p.status ? t(`participants.status.${p.status}`) : null;
      case 'createdOn':
        return localTime(p.createdOn);
      default:
        return p[column] ?? null;
    }
  };
  const sorted = [...list].sort((a, b) => a.createdOn.localeCompare(b.createdOn));
  return {
    name: t('participants.title'),
    header: entryCsvColumns.map((c) => t(HEADER_KEY[c])),
    rows: sorted.map((p) => entryCsvColumns.map((c) => cell(p, c))),
  };
}

/** The entries as CSV in the language's convention (`;` for lv and et, `,` for en). */
export function entriesCsv(list: readonly ListedParticipant[], t: TFunction, language: Language = 'en'): string {
  return sheetCsv(entriesTable(list, t), language);
}

/** The title lines of the entries workbook: championship, stage, when exported. */
export function entriesTitle(stage: PublicStage, t: TFunction, language: Language, now = new Date()): string[] {
  return [stage.championshipName, `${stage.title} · ${t('participants.title')}`, exportedAt(t, language, now)];
}
