import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const localesDir = path.resolve(import.meta.dirname, '../../public/locales');
const load = (lng: string) =>
  JSON.parse(fs.readFileSync(path.join(localesDir, lng, 'translation.json'), 'utf8')) as object;
const keys = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );

describe('translations', () => {
  const en = keys(load('en')).sort();
  it.each(['lv', 'et'])('%s has exactly the keys of en', (lng) => {
    expect(keys(load(lng)).sort()).toEqual(en);
  });

  it.each(['en', 'lv', 'et'])('%s has no empty text', (lng) => {
    const flat = (o: object): string[] =>
      Object.values(o).flatMap((v) => (v && typeof v === 'object' ? flat(v as object) : [String(v)]));
    expect(flat(load(lng)).filter((text) => text.trim() === '')).toEqual([]);
  });

  it('every API error message key has a text', () => {
    const en = load('en') as { errors: Record<string, string> };
    for (const key of [
      'badRequest',
      'validation',
      'unknownTopic',
      'badEventId',
      'unauthenticated',
      'forbidden',
      'notFound',
      'payloadTooLarge',
      'tooManyRequests',
      'internal',
    ]) {
      expect(en.errors[key], key).toBeTruthy();
    }
  });
});
