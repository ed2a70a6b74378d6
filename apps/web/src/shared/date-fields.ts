import { type DateLanguage, calendarDate } from '@trialhub/domain';

/**
 * What the date and time fields show and read (issue #38 leftovers): the page language's date style, not
 * the browser's (a native date input in an en-US browser reads mm/dd/yyyy and 09:30 AM on a Latvian page).
 * lv "05.06.2027.", et "05.06.2027", en "05/06/2027" (day first, like the app's "5 Jun 2027"); times
 * 24-hour "09:30" in every language, as the app writes them. Values stay what native inputs give:
 * 'YYYY-MM-DD', 'HH:MM', 'YYYY-MM-DDTHH:MM'.
 */
export type DateFieldKind = 'date' | 'time' | 'datetime';

const pad = (n: number) => String(n).padStart(2, '0');

function dateShown(lang: DateLanguage, ymd: string): string {
  const [y, m, d] = ymd.split('-');
  if (lang === 'en') return `${d}/${m}/${y}`;
  return lang === 'lv' ? `${d}.${m}.${y}.` : `${d}.${m}.${y}`;
}

/** A value as the field shows it ('' for none). */
export function showDateField(kind: DateFieldKind, lang: DateLanguage, value: string): string {
  if (!value) return '';
  if (kind === 'time') return value.slice(0, 5);
  if (kind === 'date') return dateShown(lang, value.slice(0, 10));
  return `${dateShown(lang, value.slice(0, 10))} ${value.slice(11, 16)}`;
}

/** A day the calendar has, in a four-digit year. */
const realDate = (y: number, m: number, d: number): string | null => (y < 1000 ? null : calendarDate(y, m, d));

/** A typed date, day first in any of . / - (a trailing dot too), 8 digits (a phone's number pad), or ISO. */
function readDate(text: string): string | null {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (iso) return realDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dayFirst = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})\.?$/.exec(text) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(text);
  return dayFirst ? realDate(Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1])) : null;
}

/** A typed time: 9:30, 09.30, 0930, 930 or 9 (24-hour). */
function readTime(text: string): string | null {
  const m = /^(\d{1,2})(?:[:.]?(\d{2}))?$/.exec(text);
  if (!m) return null;
  const [h, min] = [Number(m[1]), Number(m[2] ?? 0)];
  return h < 24 && min < 60 ? `${pad(h)}:${pad(min)}` : null;
}

/** What the user typed as a value: '' for an empty field, null for text that is not one. */
export function readDateField(kind: DateFieldKind, text: string): string | null {
  const typed = text.trim();
  if (typed === '') return '';
  if (kind === 'date') return readDate(typed);
  if (kind === 'time') return readTime(typed);
  const m = /^(\S+?)(?:[T\s,]+(\S+))?$/.exec(typed);
  const date = m ? readDate(m[1]!) : null;
  const time = m?.[2] ? readTime(m[2]) : null;
  return date && time ? `${date}T${time}` : null;
}
