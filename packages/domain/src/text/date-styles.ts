/**
 * One date style per kind per language (issue #37 point 14), for every screen and document: a day, a day
 * with its time, a timestamp (to the second), a time, a range. Written from the wall clock's numbers, not
 * by Intl's locale data, so the server, every browser and every ICU version write the same text (Node's
 * and Chromium's Latvian patterns differ: "17.10.2026" or "2026. g. 17. okt.", with or without the dot).
 *
 * - en: "17 Oct 2026", "17 Oct 2026, 09:50", "17 Oct 2026, 09:50:18" (British order, as the app always had)
 * - lv: "17.10.2026.", "17.10.2026. 09:50", "17.10.2026. 09:50:18" (the ordinal dot after the year)
 * - et: "17.10.2026", "17.10.2026 09:50", "17.10.2026 09:50:18"
 * Times are 24-hour "09:50" in every language.
 */

export type DateLanguage = 'en' | 'lv' | 'et';

/** A wall clock's reading: month 1–12, weekday 0 (Sunday) – 6. */
export interface WallParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
}

const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** Short weekday names from Sunday: lv and et as their calendars abbreviate them. */
const WEEKDAYS: Record<DateLanguage, readonly string[]> = {
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  lv: ['svētd.', 'pirmd.', 'otrd.', 'trešd.', 'ceturtd.', 'piektd.', 'sestd.'],
  et: ['P', 'E', 'T', 'K', 'N', 'R', 'L'],
};

const pad = (n: number) => String(n).padStart(2, '0');

/** The language's date style: "17 Oct 2026", "17.10.2026.", "17.10.2026". */
export function dateText(lang: DateLanguage, p: Pick<WallParts, 'year' | 'month' | 'day'>): string {
  if (lang === 'en') return `${p.day} ${EN_MONTHS[p.month - 1]} ${p.year}`;
  const numeric = `${pad(p.day)}.${pad(p.month)}.${p.year}`;
  return lang === 'lv' ? `${numeric}.` : numeric;
}

/** "09:50", or "09:50:18" with `seconds`. */
export function timeText(p: Pick<WallParts, 'hour' | 'minute' | 'second'>, seconds = false): string {
  return `${pad(p.hour)}:${pad(p.minute)}${seconds ? `:${pad(p.second)}` : ''}`;
}

/** A day and its time: "17 Oct 2026, 09:50", "17.10.2026. 09:50", "17.10.2026 09:50". */
export function dateTimeText(lang: DateLanguage, p: WallParts, seconds = false): string {
  return `${dateText(lang, p)}${lang === 'en' ? ', ' : ' '}${timeText(p, seconds)}`;
}

/** A day with its weekday: "Sat, 17 Oct 2026", "sestd., 17.10.2026.", "L, 17.10.2026". */
export function weekdayDateText(lang: DateLanguage, p: WallParts): string {
  return `${WEEKDAYS[lang][p.weekday]}, ${dateText(lang, p)}`;
}

/** The day `year`-`month`-`day` as 'YYYY-MM-DD', or null where the calendar has no such day (30 February). */
export function calendarDate(year: number, month: number, day: number): string | null {
  const at = new Date(Date.UTC(year, month - 1, day));
  if (at.getUTCFullYear() !== year || at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
}

/** A calendar date stored as 'YYYY-MM-DD' (a birth date: no clock, no zone) in the language's style. */
export function calendarDateText(lang: DateLanguage, ymd: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(ymd);
  if (!m) return ymd;
  return dateText(lang, { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) });
}

/** The language of a locale or language code ('en-GB', 'lv', 'et-EE'); English for any other. */
export function dateLanguage(code: string): DateLanguage {
  const lang = code.slice(0, 2).toLowerCase();
  return lang === 'lv' || lang === 'et' ? lang : 'en';
}

/** Reads `formatToParts` output of a numeric en-US/en-CA formatter with hourCycle h23 and a short weekday. */
export function wallPartsOf(parts: readonly { type: string; value: string }[]): WallParts {
  const get = (type: string) => parts.find((x) => x.type === type)?.value ?? '0';
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(get('weekday'));
  return {
    year: Number(get('year')),
    month: Number(get('month')),
    day: Number(get('day')),
    hour: Number(get('hour')) % 24,
    minute: Number(get('minute')),
    second: Number(get('second')),
    weekday: Math.max(0, weekday),
  };
}

/** The options of the formatter `wallPartsOf` reads (with the zone added by the caller). */
export const WALL_PARTS_OPTIONS = {
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  weekday: 'short',
} as const satisfies Intl.DateTimeFormatOptions;

const serverFormatters = new Map<string, Intl.DateTimeFormat>();

/** The wall clock in `timeZone` at `instant` (the server's documents and page heads; the web replays its own). */
export function wallPartsIn(timeZone: string, instant: Date): WallParts {
  let f = serverFormatters.get(timeZone);
  if (!f) serverFormatters.set(timeZone, (f = new Intl.DateTimeFormat('en-US', { ...WALL_PARTS_OPTIONS, timeZone })));
  return wallPartsOf(f.formatToParts(instant));
}
