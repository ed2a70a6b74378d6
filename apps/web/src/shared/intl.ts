import { renderLocal } from './render-scope';

/**
 * Intl formatters, built once per locale and options. Building one costs far more than using it, and a
 * page formats hundreds of numbers and dates while it renders (a standings table: a formatter per cell
 * made hydration ~100 ms slower on a phone, issue #20).
 *
 * A formatter is built when it first formats something, not when it is asked for, and the texts a
 * server-rendered page was written with come along with the page (`renderedTexts`): the browser hydrates
 * with them and builds no formatter at all. The browser's first Intl formatter starts ICU (its locale
 * data and date patterns): ~25–40 ms on a desktop, four times that on a phone, the largest single task
 * of a page's hydration (decision 043).
 */

/** Texts by formatter (`kind|locale|options`), then by what was formatted. */
export type RenderedTexts = Record<string, Record<string, string>>;

/**
 * The server records what its formatters wrote while it rendered a page (entry-server.tsx); the browser
 * replays it while it hydrates that page (main.tsx), until its first navigation. The keys hold the locale
 * and every option (the time zone too), so a replayed text is the one Intl would write for that input.
 */
export const renderedTexts = renderLocal<{ recording?: RenderedTexts; replaying?: RenderedTexts }>();

function remembered(formatter: string, input: string, write: () => string): string {
  const replayed = renderedTexts.replaying?.[formatter]?.[input];
  if (replayed !== undefined) return replayed;
  const text = write();
  if (renderedTexts.recording) (renderedTexts.recording[formatter] ??= {})[input] = text;
  return text;
}

const built = new Map<string, unknown>();

/** The formatter's key, and the formatter itself, built on first use and kept. */
function lazy<T>(kind: string, locale: string | undefined, options: object, build: () => T): [string, () => T] {
  const key = `${kind}|${locale ?? ''}|${JSON.stringify(options)}`;
  return [
    key,
    () => {
      let formatter = built.get(key) as T | undefined;
      if (!formatter) built.set(key, (formatter = build()));
      return formatter;
    },
  ];
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}) {
  const [key, intl] = lazy('n', locale, options, () => new Intl.NumberFormat(locale, options));
  return { format: (value: number) => remembered(key, String(value), () => intl().format(value)) };
}

export function dateTimeFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions = {}) {
  const [key, intl] = lazy('d', locale, options, () => new Intl.DateTimeFormat(locale, options));
  return {
    format: (date: Date) => remembered(key, String(date.getTime()), () => intl().format(date)),
    formatToParts: (date: Date): Intl.DateTimeFormatPart[] =>
      JSON.parse(
        remembered(key, `parts:${date.getTime()}`, () => JSON.stringify(intl().formatToParts(date))),
      ) as Intl.DateTimeFormatPart[],
    resolvedOptions: () => intl().resolvedOptions(),
  };
}

export function relativeTimeFormat(locale: string, options: Intl.RelativeTimeFormatOptions = {}) {
  const [key, intl] = lazy('r', locale, options, () => new Intl.RelativeTimeFormat(locale, options));
  return {
    format: (value: number, unit: Intl.RelativeTimeFormatUnit) =>
      remembered(key, `${value} ${unit}`, () => intl().format(value, unit)),
  };
}
