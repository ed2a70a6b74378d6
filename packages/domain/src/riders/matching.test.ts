import { describe, expect, it } from 'vitest';
import { standingId } from '../standings/ids.js';
import { groupEntries, matchRider, riderNameKey, ridersToReview } from './matching.js';

const rider = (id: string, name: string, birthDate: string, userId: string | null = null, stageIds: string[] = []) => ({
  id,
  name,
  birthDate,
  userId,
  stageIds,
});

describe('the rider matching rule (decision 071)', () => {
  it('compares names as standings do: case and white space, not diacritics', () => {
    expect(riderNameKey('  Jānis   BĒRZIŅŠ')).toBe(riderNameKey('jānis bērziņš'));
    expect(riderNameKey('Janis Berzins')).not.toBe(riderNameKey('Jānis Bērziņš'));
    // The same key standings build their ids from.
    expect(`${riderNameKey('Jānis Bērziņš')}expert`).toBe(standingId('Jānis Bērziņš', 'Expert'));
  });

  it('matches one accountless rider by name and birth date, and nobody else', () => {
    const riders = [rider('r1', 'Anna Ozola', '2008-04-02'), rider('r2', 'Anna Ozola', '2009-01-01')];
    expect(matchRider({ name: 'ANNA  ozola', birthDate: '2008-04-02', stageId: 's9' }, riders)).toEqual({
      riderId: 'r1',
      reason: 'nameAndBirthDate',
    });
    expect(matchRider({ name: 'Anna Ozola', birthDate: '2008-04-03', stageId: 's9' }, riders).reason).toBe('new');
  });

  it('leaves apart what a name cannot decide: an account, two fits, a rider already on the stage', () => {
    const withAccount = [rider('r1', 'Anna Ozola', '2008-04-02', 'u1')];
    expect(matchRider({ name: 'Anna Ozola', birthDate: '2008-04-02', stageId: 's1' }, withAccount)).toEqual({
      riderId: null,
      reason: 'ambiguous',
      candidates: ['r1'],
    });
    const two = [rider('r1', 'Anna Ozola', '2008-04-02'), rider('r2', 'anna ozola', '2008-04-02')];
    expect(matchRider({ name: 'Anna Ozola', birthDate: '2008-04-02', stageId: 's1' }, two).reason).toBe('ambiguous');
    const onStage = [rider('r1', 'Anna Ozola', '2008-04-02', null, ['s1'])];
    expect(matchRider({ name: 'Anna Ozola', birthDate: '2008-04-02', stageId: 's1' }, onStage).reason).toBe(
      'ambiguous',
    );
  });

  it('groups entries: accounts as they are, ext- entries by name and birth date, a stage twice apart', () => {
    const e = (
      stageId: string,
      participantId: string,
      name: string,
      birthDate: string,
      userId: string | null = null,
    ) => ({
      stageId,
      participantId,
      name,
      birthDate,
      userId,
    });
    const { assignments, newRiders } = groupEntries(
      [
        e('s1', 'u1', 'Rider One', '2000-01-01', 'u1'),
        e('s2', 'u1', 'Rider 1', '2000-01-01', 'u1'),
        e('s1', 'ext-a', 'Anna Ozola', '2008-04-02'),
        e('s2', 'ext-b', 'anna  OZOLA', '2008-04-02'),
        e('s1', 'ext-c', 'Twin', '2010-01-01'),
        e('s1', 'ext-d', 'Twin', '2010-01-01'),
        e('s1', 'ext-e', 'Rider One', '2000-01-01'),
      ],
      [],
    );
    const of = (id: string) => assignments.find((a) => a.entry.participantId === id)!.newRider;
    expect(of('u1')).not.toBeNull();
    expect(assignments.filter((a) => a.entry.participantId === 'u1').map((a) => a.newRider)).toEqual([
      of('u1'),
      of('u1'),
    ]);
    expect(of('ext-a')).toBe(of('ext-b'));
    expect(of('ext-c')).not.toBe(of('ext-d'));
    expect(of('ext-e')).not.toBe(of('u1'));
    expect(newRiders).toBe(5);
  });

  it('lists namesakes kept apart for the secretary', () => {
    expect(
      ridersToReview([
        rider('r1', 'Anna Ozola', '2008-04-02'),
        rider('r2', 'anna ozola', '2009-01-01', 'u2'),
        rider('r3', 'Solo', '2001-01-01'),
      ]),
    ).toEqual([
      {
        nameKey: riderNameKey('Anna Ozola'),
        riders: [
          { id: 'r1', name: 'Anna Ozola', birthDate: '2008-04-02', hasAccount: false },
          { id: 'r2', name: 'anna ozola', birthDate: '2009-01-01', hasAccount: true },
        ],
      },
    ]);
  });
});
