import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The web app's own translations (apps/web/public/locales), for the few texts the server writes that the
 * pages also show — a page's title for link previews, the rules summary on official documents — so a
 * word is translated once. Read from the source tree, which every installation has (the server runs
 * from it), and cached.
 */
export type WebLanguage = 'en' | 'lv' | 'et';

const localesDir = fileURLToPath(new URL('../../../web/public/locales/', import.meta.url));
const tables = new Map<WebLanguage, Record<string, unknown>>();

/** A language's whole translation table (server rendering gives it to i18next). */
export function webTable(lang: WebLanguage): Record<string, unknown> {
  let found = tables.get(lang);
  if (!found) {
    try {
      found = JSON.parse(fs.readFileSync(`${localesDir}${lang}/translation.json`, 'utf8')) as Record<string, unknown>;
    } catch {
      found = {};
    }
    tables.set(lang, found);
  }
  return found;
}

/** `key` in `lang` with {{values}} filled in; `fallback` (English) when the key is missing. */
export function webText(
  lang: WebLanguage,
  key: string,
  fallback: string,
  values: Record<string, string | number> = {},
): string {
  const text = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], webTable(lang));
  return (typeof text === 'string' ? text : fallback).replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(values[name] ?? ''),
  );
}

/** The language of an API caller: the web app's own header, else the browser's Accept-Language; else English. */
export function requestLanguage(headers: Headers): WebLanguage {
  const candidates = [headers.get('x-trialhub-lang'), ...(headers.get('accept-language')?.split(',') ?? [])];
  for (const candidate of candidates) {
    const code = candidate?.trim().slice(0, 2).toLowerCase();
    if (code === 'lv' || code === 'et' || code === 'en') return code;
  }
  return 'en';
}
