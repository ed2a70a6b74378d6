import { type StandingsEvent, type StandingsView, liveTopics } from '@trialhub/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../shared/api';
import { useLiveQuery } from '../../shared/live-client';

export const standingsKey = (institutionId: string, championshipSlug: string, isSecretary: boolean) =>
  ['standings', institutionId, championshipSlug, isSecretary] as const;

/** Applies a standings event to the visitor's view: a replacement, or changed and removed standings. */
export function applyStandingsEvent(view: StandingsView, event: StandingsEvent): StandingsView {
  const kept = event.replace
    ? []
    : view.positions.filter((p) => !event.removed.includes(p.id) && !event.upserts.some((u) => u.id === p.id));
  return {
    ...view,
    status: event.status,
    mode: event.mode,
    stages: event.stages,
    positions: [...kept, ...event.upserts],
  };
}

/**
 * The championship's standings, kept live from its standings topic. Visitors patch their view from
 * the event's data; a secretary's view has drafts the public event leaves out, so it refetches once.
 */
export function useStandings(institutionId: string, championshipSlug: string, isSecretary: boolean) {
  const key = standingsKey(institutionId, championshipSlug, isSecretary);
  const query = useQuery({
    queryKey: key,
    queryFn: () => api<StandingsView>(`/api/standings/${institutionId}/${championshipSlug}`),
    // A wrong address is answered at once, not after retries.
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status === 404),
  });
  // The topic is named by the championship's id, which the address does not carry: known with the data.
  const championshipId = query.data?.championship.id;
  useLiveQuery<StandingsView, StandingsEvent>(
    championshipId ? liveTopics.championshipStandings(championshipId) : null,
    key,
    (view, event) => (isSecretary ? undefined : applyStandingsEvent(view, event)),
  );
  return query;
}
