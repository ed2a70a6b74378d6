import type { PublicParticipant } from '@trialhub/domain';
import { describe, expect, it } from 'vitest';
import { type ListedParticipant, applyParticipantsEvent } from './participants-api';

const pub = (id: string, name = `Rider ${id}`): PublicParticipant => ({
  id,
  name,
  racingNumber: 1,
  racingClass: 'Youth',
  birthYear: 2012,
  createdOn: '2026-11-23T09:00:00.000Z',
  bike: null,
  clubId: null,
  team: null,
});

describe('applyParticipantsEvent', () => {
  it('patches a visitor’s list from the public event', () => {
    const list: ListedParticipant[] = [pub('a')];
    expect(applyParticipantsEvent(list, { type: 'participant.upserted', participant: pub('a', 'Anna') })).toEqual([
      pub('a', 'Anna'),
    ]);
    expect(applyParticipantsEvent(list, { type: 'participant.upserted', participant: pub('b') })).toHaveLength(2);
    expect(applyParticipantsEvent(list, { type: 'participant.removed', id: 'a' })).toEqual([]);
  });

  it('refetches a secretary’s list: the event has no status, gender, licence or birth date', () => {
    const list: ListedParticipant[] = [{ ...pub('a'), birthDate: '2012-01-02', status: 'Registered' }];
    expect(applyParticipantsEvent(list, { type: 'participant.upserted', participant: pub('b') })).toBeUndefined();
    expect(applyParticipantsEvent(list, { type: 'participant.removed', id: 'a' })).toEqual([]);
  });
});
