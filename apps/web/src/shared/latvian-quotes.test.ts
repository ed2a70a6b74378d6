import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticPages } from '../features/pages/static-content';

// Latvian quotes are „…” (issue #37, the team guide): not English “…”, not typewriter "…", and the
// closing mark is ” (a „…“ pair is German). The message names each key that slips.
const lvFile = path.resolve(import.meta.dirname, '../../public/locales/lv/translation.json');
const entries = (o: object, prefix = ''): [string, string][] =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object' ? entries(v as object, `${prefix}${k}.`) : [[`${prefix}${k}`, String(v)]],
  );
const wrongQuotes = (texts: [string, string][]) =>
  texts.flatMap(([key, text]) => {
    const opened = (text.match(/„/g) ?? []).length;
    const closed = (text.match(/”/g) ?? []).length;
    return /[“"«»]/.test(text) || opened !== closed ? [`${key}: ${text}`] : [];
  });

describe('Latvian quotes', () => {
  it('the translations quote with „…”', () => {
    const texts = entries(JSON.parse(fs.readFileSync(lvFile, 'utf8')) as object);
    expect(texts.length).toBeGreaterThan(500);
    expect(wrongQuotes(texts)).toEqual([]);
  });

  it.each(Object.keys(staticPages) as (keyof typeof staticPages)[])('the %s page quotes with „…”', (page) => {
    expect(wrongQuotes(entries(staticPages[page].lv, `${page}.`))).toEqual([]);
  });
});
