import {
  type CompactResult,
  type ParticipantsPerClass,
  type PublicStage,
  type ResultsEvent,
  type StageResult,
  liveTopics,
} from '@trialhub/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError, api } from '../../shared/api';
import { useLiveQuery } from '../../shared/live-client';
import { whenIdle } from '../../shared/timing';
import { type RowsLeftOut, firstRowsOf, rowsLeftOutKey } from './first-rows';
import { applyResultEvent, applyResultsEvent } from './results-model';

export const resultsKey = (stageId: string) => ['results', stageId] as const;
/** One rider's whole result (decision 037). */
export const resultKey = (stageId: string, participantId: string) => ['result', stageId, participantId] as const;

/** The stage by its address; the same cache entry as the stage page. */
export function useStageByPath(institutionId: string, championshipId: string, stageId: string) {
  return useQuery({
    queryKey: ['stage', institutionId, championshipId, stageId],
    queryFn: () => api(`/api/competitions/${institutionId}/${championshipId}/${stageId}`),
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status === 404),
  });
}

/**
 * The stage's results list, compact (decision 037), kept live: each pushed result replaces the cached
 * one (no refetch per score).
 */
export function useStageResults(stageId: string | undefined, firstRowsFor?: PublicStage) {
  const queryClient = useQueryClient();
  useLiveQuery<CompactResult[], ResultsEvent>(
    stageId ? liveTopics.stageResults(stageId) : null,
    resultsKey(stageId ?? ''),
    applyResultsEvent,
  );
  const query = useQuery({
    queryKey: resultsKey(stageId ?? ''),
    queryFn: async () => {
      const list = await api(`/api/stages/${stageId}/results`);
      // On the server, a page in its first view carries each class's first rows (first-rows.ts).
      const first = import.meta.env.SSR && firstRowsFor ? firstRowsOf(firstRowsFor, list, new Date()) : null;
      if (first) {
        queryClient.setQueryData<RowsLeftOut>(rowsLeftOutKey(stageId!), first.leftOut);
        return first.results;
      }
      // The whole list: nothing is left out any more (a count from before would be counted twice).
      queryClient.removeQueries({ queryKey: rowsLeftOutKey(stageId ?? ''), exact: true });
      return list;
    },
    enabled: !!stageId,
  });
  // A page that came with its first rows reads the whole list once it is interactive: 'Show all', a
  // linked rider, the other views and every live update then have every rider (the read is the kept
  // JSON, a few ms of the server's time; an event arriving meanwhile refetches, live-client.ts).
  const hasLeftOut = !!useRowsLeftOut(stageId ?? '');
  useEffect(() => {
    if (hasLeftOut && stageId) whenIdle(() => void queryClient.refetchQueries({ queryKey: resultsKey(stageId) }), 1000);
  }, [hasLeftOut, stageId, queryClient]);
  return query;
}

/** What the rows a server-rendered page left out count, per class, until the whole list is read. */
export function useRowsLeftOut(stageId: string): RowsLeftOut | undefined {
  return (
    useQuery<RowsLeftOut | null>({ queryKey: rowsLeftOutKey(stageId), queryFn: () => null, enabled: false }).data ??
    undefined
  );
}

/** Whether a results event is about this rider (their score, their result, their place). */
function concerns(event: ResultsEvent, participantId: string): boolean {
  switch (event.type) {
    case 'result.upserted':
      return event.result.participantId === participantId;
    case 'result.scored':
    case 'result.removed':
      return event.participantId === participantId;
    case 'results.positions':
      return event.positions.some((p) => p.participantId === participantId);
    default:
      return false;
  }
}

/**
 * One rider's whole result — each section's history, the penalty entries — read when their details
 * open (decision 037) and kept live from the stage's results topic while they are open: a whole result
 * or a place applies as it comes, a score's delta (no history) reads it again. `enabled` false for a
 * registered rider without a result (nothing to read).
 */
export function useResultHistory(stageId: string, participantId: string, enabled = true) {
  useLiveQuery<StageResult | null, ResultsEvent>(
    enabled ? liveTopics.stageResults(stageId) : null,
    resultKey(stageId, participantId),
    (result, event) => applyResultEvent(result, participantId, event),
    (event) => concerns(event, participantId),
  );
  return useQuery({
    queryKey: resultKey(stageId, participantId),
    queryFn: () => api(`/api/stages/${stageId}/results/${encodeURIComponent(participantId)}`),
    enabled,
    // Live while open; opened again, it shows what it had and revalidates at once (a 304 if unchanged).
    staleTime: 0,
  });
}

/**
 * How many riders are entered in each class, so a class block can say 'Started 5 of 20' while the stage
 * runs: the server's counts (a few bytes, with an ETag; decision 040), not the participants list;
 * refetched whenever an entry changes. A plain object: a server-rendered page sends it as JSON (decision 036).
 */
export function useEnteredPerClass(stageId: string) {
  const key = ['entered-per-class', stageId] as const;
  useLiveQuery<ParticipantsPerClass, unknown>(liveTopics.stageParticipants(stageId), key, () => undefined);
  return useQuery({
    queryKey: key,
    queryFn: () => api(`/api/stages/${stageId}/participants/per-class`),
  }).data;
}

/**
 * Puts the result a secretary's call answered into the cache at once (the live event follows): its
 * compact part into the list, the whole into the rider's open details.
 */
export function useResultWriter(stageId: string) {
  const queryClient = useQueryClient();
  return (result: StageResult | null, removedId?: string) => {
    const participantId = result?.participantId ?? removedId!;
    const event: ResultsEvent = result
      ? { type: 'result.upserted', result }
      : { type: 'result.removed', participantId };
    queryClient.setQueryData<CompactResult[]>(resultsKey(stageId), (list) =>
      list ? (applyResultsEvent(list, event) ?? list) : list,
    );
    queryClient.setQueryData<StageResult | null>(resultKey(stageId, participantId), (old) =>
      old === undefined ? old : applyResultEvent(old, participantId, event),
    );
  };
}
