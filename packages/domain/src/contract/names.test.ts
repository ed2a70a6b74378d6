import { describe, expect, it } from 'vitest';
import { hasInvisibleCharacter } from '../text/control-characters.js';
import { nameKey } from './names.js';

describe('names shown to others (issue #35)', () => {
  it.each([
    ['Anna Vērotāja', false],
    ['Jānis 👩‍🔧', false], // an emoji joined with U+200D
    ['Anna\u200B', true],
    ['Ann\u202Ea', true],
    ['Tab\tName', true],
    ['No\u00A0break', true],
    ['\u3164', true],
    ['A\u2060b', true],
    ['Line\u2028two', true],
    ['Rihards\u0001', true],
    ['Non\uFFFEcharacter', true],
  ])('%j has an invisible character: %s', (name, expected) => {
    expect(hasInvisibleCharacter(name)).toBe(expected);
  });

  it('compares names without case, compatibility forms, joiners or runs of spaces', () => {
    expect(nameKey(' Other  OLI\u200Dvia ')).toBe(nameKey('other olivia'));
    expect(nameKey('Ａnna')).toBe(nameKey('anna'));
    expect(nameKey('Anna')).not.toBe(nameKey('Ana'));
  });
});
