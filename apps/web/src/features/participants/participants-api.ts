import type { ParticipantsEvent, PublicParticipant, SecretaryParticipant } from '@trialhub/domain';
import { liveTopics } from '@trialhub/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api';
import { useLiveQuery } from '../../shared/live-client';

export type ListedParticipant = PublicParticipant & Partial<SecretaryParticipant>;

export const participantsKey = (stageId: string) => ['participants', stageId] as const;

/**
 * Patches the list from a participants event; undefined (refetch once) when the list is a secretary's:
 * the topic carries only public fields (packages/domain/src/privacy.ts), and a new or changed entry's
 * status, gender, licence and birth date come from the API.
 */
export function applyParticipantsEvent(
  list: ListedParticipant[],
  event: ParticipantsEvent,
): ListedParticipant[] | undefined {
  if (event.type === 'participant.removed') return list.filter((p) => p.id !== event.id);
  if (list.some((p) => p.birthDate !== undefined)) return undefined;
  const existing = list.find((p) => p.id === event.participant.id);
  const next = { ...existing, ...event.participant };
  return existing ? list.map((p) => (p.id === next.id ? next : p)) : [...list, next];
}

/** The stage's participants, kept live from the participants topic (no refetch per change). */
export function useParticipants(stageId: string) {
  useLiveQuery<ListedParticipant[], ParticipantsEvent>(
    liveTopics.stageParticipants(stageId),
    participantsKey(stageId),
    applyParticipantsEvent,
  );
  return useQuery({
    queryKey: participantsKey(stageId),
    // The secretary's view or the public one, by who asks: either is a list of ListedParticipant.
    queryFn: (): Promise<ListedParticipant[]> => api(`/api/stages/${stageId}/participants`),
  });
}
