import fs from 'node:fs';
import path from 'node:path';
import { informalEstonian } from '@trialhub/domain';
import { describe, expect, it } from 'vitest';
import { staticPages } from '../features/pages/static-content';

// The Estonian app speaks to the reader in the formal plural ("teie") everywhere (issue #37 point 18):
// one "sina" sentence among "teie" ones reads as careless. The message names each key that slips.
const etFile = path.resolve(import.meta.dirname, '../../public/locales/et/translation.json');
const entries = (o: object, prefix = ''): [string, string][] =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object' ? entries(v as object, `${prefix}${k}.`) : [[`${prefix}${k}`, String(v)]],
  );
const informalOnes = (texts: [string, string][]) =>
  texts.flatMap(([key, text]) => {
    const words = informalEstonian(text);
    return words.length ? [`${key}: ${words.join(', ')} in “${text}”`] : [];
  });

describe('Estonian register', () => {
  it('the translations use the formal plural, never "sina"', () => {
    const texts = entries(JSON.parse(fs.readFileSync(etFile, 'utf8')) as object);
    expect(texts.length).toBeGreaterThan(500);
    expect(informalOnes(texts)).toEqual([]);
  });

  it.each(Object.keys(staticPages) as (keyof typeof staticPages)[])(
    'the %s page uses the formal plural, never "sina"',
    (page) => {
      expect(informalOnes(entries(staticPages[page].et, `${page}.`))).toEqual([]);
    },
  );
});
