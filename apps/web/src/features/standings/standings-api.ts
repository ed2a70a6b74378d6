import { type CompactStandingsView, type StandingsEvent, expandStandingsView, liveTopics } from '@trialhub/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../shared/api';
import { useLiveQuery } from '../../shared/live-client';

export const standingsKey = (institutionId: string, championshipSlug: string, isSecretary: boolean) =>
  ['standings', institutionId, championshipSlug, isSecretary] as const;

/**
 * The championship's standings, kept live from its standings topic: its event says only that they
 * changed (a generation rewrites them all), and the page reads its own view again — a 304 when its
 * audience's view is the same (a visitor's, while a generated stage is still a draft).
 *
 * The cache keeps the view as sent, compact (decision 040: a stage entry without what its stage and rider
 * say; the server-rendered page's data is that too), and `select` expands it once per answer for the page.
 */
export function useStandings(institutionId: string, championshipSlug: string, isSecretary: boolean) {
  const key = standingsKey(institutionId, championshipSlug, isSecretary);
  const query = useQuery({
    queryKey: key,
    queryFn: () => api(`/api/standings/${institutionId}/${championshipSlug}`),
    select: expandStandingsView,
    // A wrong address is answered at once, not after retries.
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status === 404),
  });
  // The topic is named by the championship's id, which the address does not carry: known with the data.
  const championshipId = query.data?.championship.id;
  useLiveQuery<CompactStandingsView, StandingsEvent>(
    championshipId ? liveTopics.championshipStandings(championshipId) : null,
    key,
    // Nothing to patch from: every event refetches.
    () => undefined,
  );
  return query;
}
