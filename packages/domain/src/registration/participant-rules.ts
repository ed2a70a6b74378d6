import { calendarDate } from '../text/date-styles.js';

/** Spec §9: minimum age 2 years for a birth date; name at most 200; default upper age bound 190. */
export const MIN_AGE_YEARS = 2;
export const NAME_MAX = 200;
/** The highest racing number (five digits): the entry form's, the judge's keypad's and a score sheet's. */
export const RACING_NUMBER_MAX = 99_999;
export const DEFAULT_MAX_AGE = 190;

/** The form's birth-date format, yyyy.MM.dd (spec §5). */
const BIRTH_DATE = /^(\d{4})\.(\d{2})\.(\d{2})$/;

/** Parses yyyy.MM.dd into an ISO date (yyyy-MM-dd), or null for a malformed or impossible date. */
export function parseBirthDate(text: string): string | null {
  const m = BIRTH_DATE.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d] = m.map(Number) as [number, number, number, number];
  return calendarDate(y, mo, d);
}

/** yyyy-MM-dd → yyyy.MM.dd, as the form shows it. */
export function formatBirthDate(isoDate: string): string {
  return isoDate.replaceAll('-', '.');
}

/** Full years between a birth date (yyyy-MM-dd) and a day. */
export function ageOn(birthDate: string, on: Date): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  let age = on.getFullYear() - y;
  if (on.getMonth() + 1 < m || (on.getMonth() + 1 === m && on.getDate() < d)) age--;
  return age;
}

/** The latest birth date the form accepts: today − 2 years (spec §5). */
export function latestBirthDate(today: Date): string {
  const d = new Date(today.getFullYear() - MIN_AGE_YEARS, today.getMonth(), today.getDate());
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A class fits an age when yearsFrom ≤ age ≤ yearsTo (no upper bound: 190). */
export function classMatchesAge(cls: { yearsFrom: number | null; yearsTo: number | null }, age: number): boolean {
  return (cls.yearsFrom ?? 0) <= age && age <= (cls.yearsTo ?? DEFAULT_MAX_AGE);
}

export interface ClassAgeMismatch {
  racingClass: string;
  yearsFrom: number | null;
  yearsTo: number | null;
  /** The rider's age on the stage's first day. */
  age: number;
}

/**
 * The age rule of a chosen class (spec §5: a class fits when yearsFrom ≤ age ≤ yearsTo), with the age
 * at the stage's start: the mismatch to report, or null when the class fits (or is unknown, or the birth
 * date is not a date: other rules report those).
 */
export function classAgeMismatch(
  classes: readonly { name: string; yearsFrom: number | null; yearsTo: number | null }[],
  racingClass: string,
  birthDate: string,
  stageStart: Date,
): ClassAgeMismatch | null {
  const cls = classes.find((c) => c.name === racingClass);
  if (!cls || !/^\d{4}-\d{2}-\d{2}$/.test(birthDate)) return null;
  const age = ageOn(birthDate, stageStart);
  return classMatchesAge(cls, age) ? null : { racingClass, yearsFrom: cls.yearsFrom, yearsTo: cls.yearsTo, age };
}

/** Case- and diacritics-blind text for searching ("Cēsu" finds "cesu", "Pärnu" finds "parnu"). */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/** The participants search (spec §5): name or number, case-insensitive substring. */
export function matchesParticipantSearch(p: { name: string; racingNumber: number | null }, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (q === '') return true;
  return p.name.toLowerCase().includes(q) || (p.racingNumber !== null && String(p.racingNumber).includes(q));
}

export interface ParticipantRulesContext {
  /** Gender is required when the championship has women classes (spec §5). */
  hasWomenClasses: boolean;
  /** The stage's class names: the chosen class must be one of them. */
  classNames: string[];
  today: Date;
}

export type DuplicateCheck =
  | { kind: 'ok' }
  /** Same racing number (ignoring self): 'Participant with this racing number already exists', blocks. */
  | { kind: 'numberTaken' }
  /** Same name, no racing number: 'Participant with such name already exists.', blocks. */
  | { kind: 'nameTaken' }
  /** Same name with a racing number: asks 'Participant with such name already exists. Do you want to continue?'. */
  | { kind: 'nameTakenConfirm' };

/** The duplicate rules within a stage (spec §5), names compared trimmed and case-blind. */
export function checkDuplicates(
  existing: readonly { id: string; name: string; racingNumber: number | null }[],
  candidate: { name: string; racingNumber: number | null },
  selfId: string | null,
): DuplicateCheck {
  const others = existing.filter((p) => p.id !== selfId);
  if (candidate.racingNumber !== null && others.some((p) => p.racingNumber === candidate.racingNumber)) {
    return { kind: 'numberTaken' };
  }
  const name = candidate.name.trim().toLowerCase();
  if (others.some((p) => p.name.trim().toLowerCase() === name)) {
    return candidate.racingNumber === null ? { kind: 'nameTaken' } : { kind: 'nameTakenConfirm' };
  }
  return { kind: 'ok' };
}

/** An id for a participant a secretary adds: 'ext-' and a random id without dashes (spec §3). */
export function externalParticipantId(randomUuid: string): string {
  return `ext-${randomUuid.replaceAll('-', '')}`;
}
