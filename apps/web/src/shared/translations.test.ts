import fs from 'node:fs';
import path from 'node:path';
import { RULE_TEXTS_EN, errorCodes } from '@trialhub/domain';
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

  // A text left in English on a Latvian or Estonian page reads as unfinished. These keys are the same
  // in both languages on purpose: abbreviations, brand names, numbers and words Estonian shares.
  const sameAsEnglish: Record<string, string[]> = {
    lv: [
      // "Licences" is the Latvian plural of "licence" too.
      'riderLicences.title',
      'participants.hoursAgo',
      'participants.daysAgo',
      'judge.sectionShort',
      'judges.progress.count',
      'results.status.DQ',
      'results.status.DNF',
      'results.status.DNS',
      'results.autoDnf',
      'results.endDiff',
      'results.csv',
      'results.xlsx',
      'results.pdf',
      'results.sectionShort',
      'market.whatsappButton',
      'export.csv',
      'export.xlsx',
      'money.iban',
      'money.bic',
      'money.payments.recordedBy',
      'licences.import.licence',
      // Latvian writes a time's placeholder with the English letters too (stundas, minūtes).
      'dateInput.format.time',
    ],
    et: [
      'participants.col.number',
      'participants.hoursAgo',
      'participants.info',
      'judge.sectionShort',
      'judge.byNumber',
      'judges.progress.count',
      'results.col.start',
      'results.status.DQ',
      'results.status.DNF',
      'results.status.DNS',
      'results.autoDnf',
      'results.endDiff',
      'results.csv',
      'results.xlsx',
      'results.pdf',
      'results.sectionShort',
      'market.whatsappButton',
      'export.csv',
      'export.xlsx',
      'money.iban',
      'money.bic',
      'money.payments.recordedBy',
    ],
  };
  it.each(['lv', 'et'])('%s translates every text that is not a name or an abbreviation', (lng) => {
    const flat = (o: object, prefix = ''): [string, string][] =>
      Object.entries(o).flatMap(([k, v]) =>
        v && typeof v === 'object' ? flat(v as object, `${prefix}${k}.`) : [[`${prefix}${k}`, String(v)]],
      );
    const english = new Map(flat(load('en')));
    const untranslated = flat(load(lng))
      .filter(([key, text]) => text === english.get(key) && !sameAsEnglish[lng]!.includes(key))
      .map(([key, text]) => `${key}: ${text}`);
    expect(untranslated).toEqual([]);
  });

  it('every API error message key has a text in every language', () => {
    // The server's error codes (the domain's contract) map to these keys; the web shows them translated.
    for (const lng of ['en', 'lv', 'et']) {
      const texts = load(lng) as Record<string, unknown>;
      for (const { messageKey } of Object.values(errorCodes)) {
        const text = messageKey
          .split('.')
          .reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], texts);
        expect(typeof text === 'string' && text.trim() !== '', `${lng}: ${messageKey}`).toBe(true);
      }
    }
  });

  it("the rules summary's English texts are the ones the server's exports print", () => {
    // The Markdown export writes the summary with the domain's English texts (issue #16); the page
    // translates the same keys: they must read the same.
    const texts = load('en') as Record<string, unknown>;
    for (const [key, text] of Object.entries(RULE_TEXTS_EN)) {
      const found = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], texts);
      expect(found, key).toBe(text);
    }
  });
});
