import { describe, expect, it } from 'vitest';
import { nearClub } from './club-match.js';

const clubs = ['MK Trial Rīga', 'Pärnu MK', 'Moto klubs Cēsis', 'Kandavas Motoklubs', 'Tartu Trial'];

describe('a typed club that near-matches an existing one (issue #37 point 5)', () => {
  it.each([
    ['riga', 'MK Trial Rīga'],
    ['RIGA', 'MK Trial Rīga'],
    ['Trial Riga', 'MK Trial Rīga'],
    ['mk trial riga', 'MK Trial Rīga'],
    ['Parnu', 'Pärnu MK'],
    ['MK Cēsis', 'Moto klubs Cēsis'],
    ['cesis', 'Moto klubs Cēsis'],
    ['Kandavas MK', 'Kandavas Motoklubs'],
  ])('"%s" → %s', (typed, club) => {
    expect(nearClub(typed, clubs)).toBe(club);
  });
  it('is no near match for the exact name, an unrelated club, or kind words alone', () => {
    expect(nearClub('MK Trial Rīga', clubs)).toBeNull();
    expect(nearClub('Valmiera', clubs)).toBeNull();
    expect(nearClub('MK', clubs)).toBeNull();
    expect(nearClub('  ', clubs)).toBeNull();
  });
});
