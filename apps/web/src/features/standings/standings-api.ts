import { type StandingsView, liveTopics } from '@trialhub/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError, api } from '../../shared/api';
import { liveClient } from '../../shared/live-client';

export const standingsKey = (institutionId: string, championshipSlug: string, isSecretary: boolean) =>
  ['standings', institutionId, championshipSlug, isSecretary] as const;

/**
 * The championship's standings, kept live from its standings topic: its event says only that they
 * changed (a generation rewrites them all), and the page reads its own view again — a 304 when its
 * audience's view is the same (a visitor's, while a generated stage is still a draft).
 */
export function useStandings(institutionId: string, championshipSlug: string, isSecretary: boolean) {
  const queryClient = useQueryClient();
  const key = standingsKey(institutionId, championshipSlug, isSecretary);
  const query = useQuery({
    queryKey: key,
    queryFn: () => api<StandingsView>(`/api/standings/${institutionId}/${championshipSlug}`),
    // A wrong address is answered at once, not after retries.
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status === 404),
  });
  const championshipId = query.data?.championship.id ?? null;
  const keyText = JSON.stringify(key);
  useEffect(() => {
    if (!championshipId) return;
    const queryKey = JSON.parse(keyText) as typeof key;
    const refetch = () => void queryClient.invalidateQueries({ queryKey });
    return liveClient.subscribe(liveTopics.championshipStandings(championshipId), {
      onEvent: refetch,
      onResync: refetch,
    });
  }, [championshipId, keyText, queryClient]);
  return query;
}
