import { intlLocale } from './i18n';

// Intl, not a date library: built into every browser, locale-correct, and it costs the home page nothing.
const formatter = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(intlLocale(), options);

const time = (d: Date) => formatter({ hour: '2-digit', minute: '2-digit', hour12: false }).format(d);

/**
 * A stage's date and time range in the UI language: one day → "Sun, 11 Oct 2026 · 10:00–16:00",
 * several days → "11 Oct, 10:00 – 12 Oct 2026, 16:00".
 */
export function formatDateTimeRange(startIso: string, endIso: string): string {
  const start = new Date(startIso);
  const end = new Date(endIso);
  if (start.toDateString() === end.toDateString()) {
    const day = formatter({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(start);
    return `${day} · ${time(start)}–${time(end)}`;
  }
  const from = formatter({ day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hour12: false });
  const to = formatter({
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
  return `${from.format(start)} – ${to.format(end)}`;
}

export function formatDateTime(iso: string): string {
  return formatter({
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(new Date(iso));
}

export function formatDate(iso: string): string {
  return formatter({ day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));
}

/** A moment in a day's log, to the second: "23.11, 14:05:09" (result histories, the change log). */
export function formatTimestamp(iso: string): string {
  return formatter({
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  }).format(new Date(iso));
}
