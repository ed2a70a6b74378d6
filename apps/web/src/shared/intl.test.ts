import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTimeRange, formatDayMonth } from './dates';
import { type RenderedTexts, dateTimeFormat, numberFormat, relativeTimeFormat, renderedTexts } from './intl';
import { formatNumber } from './numbers';

const start = '2026-11-27T07:00:00.000Z';
const end = '2026-11-27T15:00:00.000Z';

afterEach(() => {
  renderedTexts.recording = undefined;
  renderedTexts.replaying = undefined;
  vi.restoreAllMocks();
});

/** Records what a render writes, as the server does for a page (entry-server.tsx). */
function record(render: () => void): RenderedTexts {
  const recording: RenderedTexts = {};
  renderedTexts.recording = recording;
  render();
  renderedTexts.recording = undefined;
  return recording;
}

describe('the texts a rendered page was written with (decision 043)', () => {
  it('are replayed while the page hydrates, without building a formatter', () => {
    const page = () => [formatDateTimeRange(start, end, 'Europe/Riga'), formatDayMonth(start, 'Europe/Tallinn')];
    const written = page();
    const texts = record(page);
    // Marked, so the replayed texts can be told from texts Intl writes again.
    for (const byInput of Object.values(texts))
      for (const input of Object.keys(byInput)) if (!input.startsWith('parts:')) byInput[input] += '*';
    renderedTexts.replaying = texts;
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    const hydrated = page();
    expect(hydrated.join(' ')).toContain('*');
    expect(hydrated.map((text) => text.replaceAll('*', ''))).toEqual(written);
    expect(built).not.toHaveBeenCalled();
  });

  it('replay a text only for the same formatter and input: another input is written by Intl', () => {
    renderedTexts.replaying = record(() => formatNumber(12.5, { locale: 'lv' }));
    expect(formatNumber(12.5, { locale: 'lv' })).toBe('12,5');
    expect(formatNumber(12.5, { locale: 'en-GB' })).toBe('12.5');
    expect(formatNumber(7.25, { locale: 'lv' })).toBe('7,25');
    expect(formatNumber(12.5, { locale: 'lv', decimals: 2 })).toBe('12,50');
  });

  it('cover numbers, dates with their parts, and relative times', () => {
    const at = new Date(start);
    const texts = record(() => {
      numberFormat('et').format(1500.5);
      dateTimeFormat('en-GB', { timeZone: 'Europe/Riga', timeZoneName: 'short' }).formatToParts(at);
      relativeTimeFormat('lv', { numeric: 'auto' }).format(-1, 'day');
    });
    renderedTexts.replaying = texts;
    const built = [
      vi.spyOn(Intl, 'NumberFormat'),
      vi.spyOn(Intl, 'DateTimeFormat'),
      vi.spyOn(Intl, 'RelativeTimeFormat'),
    ];
    expect(numberFormat('et').format(1500.5)).toBe('1500,5');
    expect(
      dateTimeFormat('en-GB', { timeZone: 'Europe/Riga', timeZoneName: 'short' })
        .formatToParts(at)
        .find((part) => part.type === 'timeZoneName')?.value,
    ).toBe('EET');
    expect(relativeTimeFormat('lv', { numeric: 'auto' }).format(-1, 'day')).toBe('vakar');
    for (const spy of built) expect(spy).not.toHaveBeenCalled();
  });

  it('are not recorded outside a server render', () => {
    formatNumber(3.5);
    expect(renderedTexts.recording).toBeUndefined();
  });
});
