import type { JudgingStage, PublicStage } from '@trialhub/domain';
import { useCallback, useEffect, useState } from 'react';
import { ApiError, api } from '../../shared/api';
import { loadSnapshot, saveSnapshot } from './outbox';

export type SnapshotProblem = 'forbidden' | 'signIn' | 'notFound' | 'neverOpened' | null;

/**
 * The stage as the judge app knows it: the copy on the device at once (so the app opens with no
 * network), then a fresh one from the server whenever it can be had.
 */
export function useJudgingStage(path: string) {
  const [snapshot, setSnapshot] = useState<{ data: JudgingStage; fetchedAt: string } | null>(null);
  const [loading, setLoading] = useState(true);
  const [problem, setProblem] = useState<SnapshotProblem>(null);

  const refresh = useCallback(async () => {
    try {
      const stage = await api<PublicStage>(`/api${path}`);
      const data = await api<JudgingStage>(`/api/judging/stages/${stage.id}`);
      const fetchedAt = new Date().toISOString();
      await saveSnapshot(path, data);
      setSnapshot({ data, fetchedAt });
      setProblem(null);
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      if (status === 403) setProblem('forbidden');
      else if (status === 401) setProblem('signIn');
      else if (status === 404) setProblem('notFound');
      else setProblem((current) => current ?? 'neverOpened');
    }
  }, [path]);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const stored = await loadSnapshot(path).catch(() => null);
      if (cancelled) return;
      if (stored) setSnapshot(stored);
      setLoading(false);
      await refresh();
    })();
    return () => {
      cancelled = true;
    };
  }, [path, refresh]);

  return { snapshot, loading, problem, refresh };
}
