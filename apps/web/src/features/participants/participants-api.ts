import type { ParticipantsEvent, PublicParticipant, SecretaryParticipant } from '@trialhub/domain';
import { liveTopics } from '@trialhub/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api';
import { useLiveQuery } from '../../shared/live-client';

export type ListedParticipant = PublicParticipant & Partial<SecretaryParticipant>;

export const participantsKey = (stageId: string) => ['participants', stageId] as const;

export function applyParticipantsEvent(list: ListedParticipant[], event: ParticipantsEvent): ListedParticipant[] {
  if (event.type === 'participant.removed') return list.filter((p) => p.id !== event.id);
  const existing = list.find((p) => p.id === event.participant.id);
  // Keep the secretary's extra fields of an existing row; the public event only carries public ones.
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
    queryFn: () => api<ListedParticipant[]>(`/api/stages/${stageId}/participants`),
  });
}
