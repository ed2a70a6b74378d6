import dayjs from 'dayjs';

/**
 * A stage's date and time range in the UI language: one day → "Sat, 11 Oct 2026 · 10:00–16:00",
 * several days → "11 Oct 10:00 – 12 Oct 2026 16:00".
 */
export function formatDateTimeRange(startIso: string, endIso: string): string {
  const start = dayjs(startIso);
  const end = dayjs(endIso);
  if (start.isSame(end, 'day')) {
    return `${start.format('dd, ll')} · ${start.format('HH:mm')}–${end.format('HH:mm')}`;
  }
  return `${start.format('D MMM HH:mm')} – ${end.format('ll HH:mm')}`;
}

export function formatDateTime(iso: string): string {
  return dayjs(iso).format('ll HH:mm');
}
