import { dayIn } from '@trialhub/domain';
import { intlLocale } from './i18n';

// Intl, not a date library: built into every browser, locale-correct, and it costs the home page nothing.
//
// A stage's times are the venue's wall clock (its `timeZone`, issue #18): a family following a Riga stage
// from London sees 10:00 like the riders at the venue, with the zone named ("10:00 EET") so nobody
// mistakes it for their own clock. Times without a venue (an ad's date) are the viewer's own.

const formatter = (options: Intl.DateTimeFormatOptions, timeZone?: string) =>
  new Intl.DateTimeFormat(intlLocale(), { ...options, timeZone });

const time = (d: Date, timeZone?: string) =>
  formatter({ hour: '2-digit', minute: '2-digit', hour12: false }, timeZone).format(d);

/** The browser's zone. */
export const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** How far `timeZone`'s wall clock is ahead of UTC at `atIso`, in minutes (via Intl: DST-correct). */
export function zoneOffsetMinutes(timeZone: string, atIso: string): number {
  return offsetMinutes(timeZone, new Date(atIso));
}

function offsetMinutes(timeZone: string, at: Date): number {
  const wall = new Date(at.toLocaleString('en-US', { timeZone }));
  const utc = new Date(at.toLocaleString('en-US', { timeZone: 'UTC' }));
  return Math.round((wall.getTime() - utc.getTime()) / 60_000);
}

/**
 * " EET" when the venue's clock differs from the viewer's at `atIso` (an empty string when they agree):
 * appended to every venue time, so a time shown on the venue's clock is never read as the viewer's.
 */
export function venueZoneLabel(timeZone: string | undefined, atIso: string = new Date().toISOString()): string {
  if (!timeZone) return '';
  const at = new Date(atIso);
  if (offsetMinutes(timeZone, at) === offsetMinutes(viewerTimeZone(), at)) return '';
  const name = formatter({ hour: 'numeric', timeZoneName: 'short' }, timeZone)
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  return name ? ` ${name}` : '';
}

/**
 * A stage's date and time range in the UI language, on the venue's clock: one day →
 * "Sun, 11 Oct 2026 · 10:00–16:00", several days → "11 Oct, 10:00 – 12 Oct 2026, 16:00".
 */
export function formatDateTimeRange(startIso: string, endIso: string, timeZone?: string): string {
  const start = new Date(startIso);
  const end = new Date(endIso);
  const zone = timeZone ?? viewerTimeZone();
  const label = venueZoneLabel(timeZone, startIso);
  if (dayIn(zone, start) === dayIn(zone, end)) {
    const day = formatter({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }, timeZone).format(
      start,
    );
    return `${day} · ${time(start, timeZone)}–${time(end, timeZone)}${label}`;
  }
  const from = formatter(
    { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hour12: false },
    timeZone,
  );
  const to = formatter(
    { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false },
    timeZone,
  );
  return `${from.format(start)} – ${to.format(end)}${label}`;
}

export function formatDateTime(iso: string, timeZone?: string): string {
  const text = formatter(
    { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false },
    timeZone,
  ).format(new Date(iso));
  return `${text}${venueZoneLabel(timeZone, iso)}`;
}

/** A calendar date (no time, so no zone label): the venue's day when `timeZone` is given. */
export function formatDate(iso: string, timeZone?: string): string {
  return formatter({ day: 'numeric', month: 'long', year: 'numeric' }, timeZone).format(new Date(iso));
}

/** A moment in a day's log, to the second: "23.11, 14:05:09" (result histories, the change log). */
export function formatTimestamp(iso: string, timeZone?: string): string {
  const text = formatter(
    { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false },
    timeZone,
  ).format(new Date(iso));
  return `${text}${venueZoneLabel(timeZone, iso)}`;
}
