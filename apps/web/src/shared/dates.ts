import {
  type WallParts,
  WALL_PARTS_OPTIONS,
  calendarDateText,
  dateLanguage,
  dateText,
  dateTimeText,
  timeText,
  wallPartsOf,
  weekdayDateText,
} from '@trialhub/domain';
import { intlLocale } from './i18n';
import { dateTimeFormat } from './intl';
import { renderLocal } from './render-scope';

// Intl, not a date library: built into every browser, locale-correct, and it costs the home page nothing.
//
// A stage's times are the venue's wall clock (its `timeZone`, issue #18): a family following a Riga stage
// from London sees 10:00 like the riders at the venue, with the zone named ("10:00 EET") so nobody
// mistakes it for their own clock. Times without a venue (an ad's date) are the viewer's own.

/**
 * The zone a server-rendered page was rendered in: the browser renders in it while it hydrates (the same
 * text as the server's), then in its own (main.tsx, decision 036). A reader the server cannot place (no
 * `tz` cookie yet) is rendered on the venues' clock, DEFAULT_TIME_ZONE (decision 060).
 */
export const renderZone = renderLocal<{ current?: string }>();

/**
 * The moments whose text depends on the viewer's clock (a time without a venue, whether a venue's zone is
 * named), recorded while the server renders a page: the page carries the render zone's UTC offset at each
 * (entry-server.tsx), and the browser compares its own clock with them once it has hydrated (main.tsx).
 */
export const viewerMoments = renderLocal<{ recording?: Set<number> }>();

/** The browser's zone. */
export const viewerTimeZone = (): string => renderZone.current ?? dateTimeFormat(undefined).resolvedOptions().timeZone;

/** The viewer's zone, for a text about the moment `at` (recorded while the server renders). */
export function viewerZoneAt(at: string | number): string {
  viewerMoments.recording?.add(new Date(at).getTime());
  return viewerTimeZone();
}

/**
 * The wall clock's reading of `iso` on `timeZone`'s clock (the viewer's when undefined): one numeric
 * formatter through shared/intl (replayed while hydrating), the texts written by the domain's date styles.
 */
const wall = (iso: string, timeZone?: string): WallParts =>
  wallPartsOf(
    dateTimeFormat('en-US', { ...WALL_PARTS_OPTIONS, timeZone: timeZone ?? viewerZoneAt(iso) }).formatToParts(
      new Date(iso),
    ),
  );

/** The UI language as the date styles know it. */
const lang = () => dateLanguage(intlLocale());

/** 'YYYY-MM-DD, HH:MM' on `timeZone`'s clock: equal strings mean the two clocks agree at that moment. */
const wallClock = (timeZone: string, at: string) =>
  dateTimeFormat('en-CA', { timeZone, dateStyle: 'short', timeStyle: 'short', hourCycle: 'h23' }).format(new Date(at));

/**
 * " EET" when the venue's clock differs from the viewer's at `atIso` (an empty string when they agree):
 * appended to every venue time, so a time shown on the venue's clock is never read as the viewer's. The
 * zone's short name is the same in every language (Estonian's own names read "GMT +2", and broke between
 * "GMT" and "+2" on a phone): the one travellers see on their tickets and phones. A no-break space keeps
 * it on the line of the time it belongs to.
 */
export function venueZoneLabel(timeZone: string | undefined, atIso: string = new Date().toISOString()): string {
  if (!timeZone || wallClock(timeZone, atIso) === wallClock(viewerZoneAt(atIso), atIso)) return '';
  const name = dateTimeFormat(ZONE_NAMES, { timeZone, timeZoneName: 'short' })
    .formatToParts(new Date(atIso))
    .find((p) => p.type === 'timeZoneName')?.value;
  return name ? `\u00a0${name}` : '';
}

/** The locale of zone names: British English names Europe's zones (EET, EEST, CET, BST), others as GMT+9. */
const ZONE_NAMES = 'en-GB';

/**
 * A stage's date and time range in the UI language, on the venue's clock: one day →
 * "Sun, 11 Oct 2026 · 10:00–16:00", several days → "11 Oct 2026, 10:00 – 12 Oct 2026, 16:00".
 */
export function formatDateTimeRange(startIso: string, endIso: string, timeZone?: string): string {
  const zone = timeZone ?? viewerTimeZone();
  const label = venueZoneLabel(timeZone, startIso);
  const start = wall(startIso, timeZone);
  const end = wall(endIso, timeZone);
  if (wallClock(zone, startIso).slice(0, 10) === wallClock(zone, endIso).slice(0, 10)) {
    return `${weekdayDateText(lang(), start)} · ${timeText(start)}–${timeText(end)}${label}`;
  }
  return `${dateTimeText(lang(), start)} – ${dateTimeText(lang(), end)}${label}`;
}

/** "12 Oct 2026, 16:00", "12.10.2026. 16:00", "12.10.2026 16:00" (with the venue's zone named when it is not the viewer's). */
export function formatDateTime(iso: string, timeZone?: string): string {
  return `${dateTimeText(lang(), wall(iso, timeZone))}${venueZoneLabel(timeZone, iso)}`;
}

/** A calendar date (no time, so no zone label): the venue's day when `timeZone` is given. */
export function formatDate(iso: string, timeZone?: string): string {
  return dateText(lang(), wall(iso, timeZone));
}

/** A birth date ('YYYY-MM-DD', no clock) in the UI language's date style. */
export function formatCalendarDate(ymd: string): string {
  return calendarDateText(lang(), ymd);
}

/** A moment in a log, to the second: "23 Nov 2026, 14:05:09", "23.11.2026. 14:05:09" (histories, the change log). */
export function formatTimestamp(iso: string, timeZone?: string): string {
  return `${dateTimeText(lang(), wall(iso, timeZone), true)}${venueZoneLabel(timeZone, iso)}`;
}

/** "27.11": the day and month of `iso` on `timeZone`'s calendar (a standings column's date, spec §2). */
export function formatDayMonth(iso: string, timeZone: string): string {
  const [, mm, dd] = dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(new Date(iso))
    .split('-');
  return `${dd}.${mm}`;
}
