import { describe, expect, it } from 'vitest';
import { entryReference } from './creditor-reference.js';
import { epcPayload } from './epc-qr.js';
import { payeeSchema } from './payee.js';

const payee = payeeSchema.parse({ name: 'Motoklubs Trial', iban: 'LV80BANK0000435195001', bic: 'HABALV22' });

describe('EPC069-12 payload', () => {
  it('names the payee, the amount with a point and the RF reference', () => {
    expect(epcPayload(payee, 2550, entryReference(7)).split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'HABALV22',
      'Motoklubs Trial',
      'LV80BANK0000435195001',
      'EUR25.50',
      '',
      entryReference(7),
    ]);
  });

  it('leaves the BIC empty when none is given (version 002) and stays within 331 bytes', () => {
    const noBic = payeeSchema.parse({ name: 'Ā'.repeat(70), iban: 'LV80BANK0000435195001' });
    const text = epcPayload(noBic, 99_999_999_999, entryReference(123456789));
    expect(text.split('\n')[4]).toBe('');
    // UTF-8 bytes: each %XX of the URI encoding is one byte.
    expect(encodeURIComponent(text).replace(/%[0-9A-F]{2}/g, 'x').length).toBeLessThanOrEqual(331);
  });

  it('refuses amounts a transfer cannot carry', () => {
    expect(() => epcPayload(payee, 0, entryReference(1))).toThrow();
    expect(() => epcPayload(payee, 12.5, entryReference(1))).toThrow();
  });
});
