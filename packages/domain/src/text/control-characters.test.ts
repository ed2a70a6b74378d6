import { describe, expect, it } from 'vitest';
import { hasControlCharacters, withoutControlCharacters } from './control-characters.js';

describe('control and invisible characters', () => {
  it('are found in what breaks XML or hides what a name says, not in names people have', () => {
    for (const bad of [
      'a\u0001',
      'a\u000bb',
      '\u0000',
      'x\u007f',
      'x\u0085',
      'Ieva \u202eaņinlaK',
      'a\u200bb',
      '\ufeffx',
      'a\ud800',
    ])
      expect(hasControlCharacters(bad), JSON.stringify(bad)).toBe(true);
    for (const good of ['Jānis Bērziņš', 'Mari-Liis Õun', 'Ötzi O’Brien', '🏍️ Team', '👨‍👩‍👧 family', 'Round 3 — Cēsis'])
      expect(hasControlCharacters(good), good).toBe(false);
  });

  it('are dropped from output, keeping everything else', () => {
    expect(withoutControlCharacters('Round\u0001 one\u000b Sigulda\ud83c')).toBe('Round one Sigulda');
    expect(withoutControlCharacters('👨‍👩‍👧 Jānis')).toBe('👨‍👩‍👧 Jānis');
  });
});
