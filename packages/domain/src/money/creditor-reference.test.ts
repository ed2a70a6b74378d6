import { describe, expect, it } from 'vitest';
import { creditorReference, entryReference, isCreditorReference, printedReference } from './creditor-reference.js';

describe('ISO 11649 creditor references', () => {
  // The standard's own example (RF18 5390 0754 7034) and references worked by hand: "0RF00" is 0271500, mod 97 = 94.
  it.each([
    ['539007547034', 'RF18539007547034'],
    ['0', 'RF040'],
    ['TH1', 'RF27TH1'],
    ['ABCDEFGHIJKLMNOPQRSTU', creditorReference('abcdefghijklmnopqrstu')],
  ])('body %s → %s', (body, reference) => {
    expect(creditorReference(body)).toBe(reference);
    expect(isCreditorReference(reference)).toBe(true);
  });

  it('reads spaces and small letters as a banking app may write them', () => {
    expect(isCreditorReference('rf18 5390 0754 7034')).toBe(true);
    expect(printedReference('RF18539007547034')).toBe('RF18 5390 0754 7034');
  });

  it.each([
    ['RF19539007547034', 'a wrong check digit'],
    ['RF18539007547035', 'a mistyped body digit'],
    ['RF185390075470', 'a missing digit'],
    ['RF18', 'no body'],
    ['RF181234567890123456789012', 'a body over 21 characters'],
    ['XX18539007547034', 'not RF'],
    ['RF18-5390', 'a character outside A–Z and 0–9'],
  ])('refuses %s (%s)', (reference) => {
    expect(isCreditorReference(reference)).toBe(false);
  });

  it('refuses bodies a reference cannot carry', () => {
    expect(() => creditorReference('')).toThrow();
    expect(() => creditorReference('1234567890123456789012')).toThrow();
    expect(() => creditorReference('TH-1')).toThrow();
  });

  it('gives every entry its own valid reference', () => {
    const references = new Set<string>();
    for (let n = 1; n <= 2000; n++) {
      const reference = entryReference(n);
      expect(isCreditorReference(reference)).toBe(true);
      references.add(reference);
    }
    expect(references.size).toBe(2000);
    expect(() => entryReference(0)).toThrow();
  });
});
