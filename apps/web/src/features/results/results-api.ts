import { type PublicStage, type ResultsEvent, type StageResult, liveTopics } from '@trialhub/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../shared/api';
import { useLiveQuery } from '../../shared/live-client';
import { applyResultsEvent } from './results-model';

export const resultsKey = (stageId: string) => ['results', stageId] as const;

/** The stage by its address; the same cache entry as the stage page. */
export function useStageByPath(institutionId: string, championshipId: string, stageId: string) {
  return useQuery({
    queryKey: ['stage', institutionId, championshipId, stageId],
    queryFn: () => api<PublicStage>(`/api/competitions/${institutionId}/${championshipId}/${stageId}`),
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status === 404),
  });
}

/** The stage's results, kept live: each pushed result replaces the cached one (no refetch per score). */
export function useStageResults(stageId: string | undefined) {
  useLiveQuery<StageResult[], ResultsEvent>(
    stageId ? liveTopics.stageResults(stageId) : null,
    resultsKey(stageId ?? ''),
    applyResultsEvent,
  );
  return useQuery({
    queryKey: resultsKey(stageId ?? ''),
    queryFn: () => api<StageResult[]>(`/api/stages/${stageId}/results`),
    enabled: !!stageId,
  });
}

/**
 * How many riders are entered in each class (the stage's public participant list), so a class block
 * can say 'Started 5 of 20' while the stage runs; refetched whenever an entry changes.
 */
export function useEnteredPerClass(stageId: string) {
  const key = ['entered-per-class', stageId] as const;
  useLiveQuery<Record<string, number>, unknown>(liveTopics.stageParticipants(stageId), key, () => undefined);
  return useQuery({
    queryKey: key,
    queryFn: async () => {
      const list = await api<{ racingClass: string }[]>(`/api/stages/${stageId}/participants`);
      // A plain object, not a Map: a server-rendered page sends it as JSON (decision 036).
      const counts: Record<string, number> = {};
      for (const p of list) counts[p.racingClass] = (counts[p.racingClass] ?? 0) + 1;
      return counts;
    },
  }).data;
}

/** Puts the result a secretary's call answered into the cache at once (the live event follows). */
export function useResultWriter(stageId: string) {
  const queryClient = useQueryClient();
  return (result: StageResult | null, removedId?: string) =>
    queryClient.setQueryData<StageResult[]>(resultsKey(stageId), (list) => {
      if (!list) return list;
      const event: ResultsEvent = result
        ? { type: 'result.upserted', result }
        : { type: 'result.removed', participantId: removedId! };
      return applyResultsEvent(list, event) ?? list;
    });
}
