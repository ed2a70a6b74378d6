/**
 * Wall-clock times in a named time zone, whatever the server's own zone is (the demo championship runs
 * in Latvia and Estonia, servers run in UTC). Intl only, DST-correct.
 */

/** A calendar day, 'YYYY-MM-DD'. */
export type CalendarDay = string;

const formatters = new Map<string, Intl.DateTimeFormat>();

function parts(timeZone: string, instant: Date) {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(format.formatToParts(instant).find((p) => p.type === type)!.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in ms. */
function offsetAt(timeZone: string, instant: Date): number {
  const p = parts(timeZone, instant);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in minutes (DST-correct). */
export function zoneOffsetMinutes(timeZone: string, instant: Date): number {
  return Math.round(offsetAt(timeZone, instant) / 60_000);
}

/** The calendar day it is in `timeZone` at `instant`. */
export function dayIn(timeZone: string, instant: Date): CalendarDay {
  const p = parts(timeZone, instant);
  return [p.year, p.month, p.day].map((n, i) => String(n).padStart(i === 0 ? 4 : 2, '0')).join('-');
}

/** The calendar day `days` after (or before) `day`. */
export function addDays(day: CalendarDay, days: number): CalendarDay {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The instant when the wall clock in `timeZone` shows `time` ('HH:MM') on `day`. */
export function zonedTime(timeZone: string, day: CalendarDay, time: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  // The offset at the guess is right except near a DST switch: look again at the corrected instant.
  const first = wall - offsetAt(timeZone, new Date(wall));
  return new Date(wall - offsetAt(timeZone, new Date(first)));
}

/** Where a stage is held when nobody said otherwise: the Baltic championships this was built for. */
export const DEFAULT_TIME_ZONE = 'Europe/Riga';

/** Whether `timeZone` is an IANA zone this runtime knows ("Europe/Tallinn"), not an offset or a typo. */
export function isTimeZone(timeZone: string): boolean {
  if (!/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*$/.test(timeZone)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The wall clock in `timeZone` at `iso`, as an `<input type="datetime-local">` value: 'YYYY-MM-DDTHH:MM'. */
export function wallClockIn(timeZone: string, iso: string): string {
  const p = parts(timeZone, new Date(iso));
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** The instant (ISO) when the wall clock in `timeZone` shows `local` ('YYYY-MM-DDTHH:MM'); null if unreadable. */
export function instantOfWallClock(timeZone: string, local: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(local);
  if (!match) return null;
  const instant = zonedTime(timeZone, match[1]!, match[2]!);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}
