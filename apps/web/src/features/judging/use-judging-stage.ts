import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, api } from '../../shared/api';
import type { StagePagePath } from '../../shared/paths';
import { loadSnapshot, saveSnapshot } from './outbox';
import { type CopyState, copyAfter, followStage, onBatchAnswer, withAnswer } from './stage-copy';

export type SnapshotProblem = 'forbidden' | 'signIn' | 'notFound' | 'neverOpened' | null;

/** How long a changed copy waits before it is written to the device (a burst of scores, one write). */
const SAVE_AFTER_MS = 1000;

/**
 * The stage as the judge app knows it: the copy on the device at once (so the app opens with no
 * network), a whole fresh one from the server when the app opens, then kept current from the stage's
 * live topics and the answers to this phone's batches (decision 073). `refresh` asks for a whole copy.
 */
export function useJudgingStage(path: StagePagePath) {
  const [snapshot, setSnapshot] = useState<CopyState | null>(null);
  const [loading, setLoading] = useState(true);
  const [problem, setProblem] = useState<SnapshotProblem>(null);
  // The copy as events arrive (synchronously: an event replayed right after a whole copy applies to it).
  const current = useRef<CopyState | null>(null);
  const saveTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const save = useCallback(() => {
    if (saveTimer.current) return;
    saveTimer.current = setTimeout(() => {
      saveTimer.current = null;
      if (current.current) void saveSnapshot(path, current.current.data, current.current.fetchedAt).catch(() => {});
    }, SAVE_AFTER_MS);
  }, [path]);

  const set = useCallback(
    (next: CopyState) => {
      current.current = next;
      setSnapshot(next);
    },
    [setSnapshot],
  );

  const refresh = useCallback(async () => {
    try {
      // The stage's id: known once the copy is on the device, else from its address.
      const stageId = current.current?.data.stage.id ?? (await api(`/api${path}`)).id;
      const data = await api(`/api/judging/stages/${stageId}`);
      const fetchedAt = new Date().toISOString();
      set({ data, fetchedAt });
      await saveSnapshot(path, data, fetchedAt);
      setProblem(null);
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      if (status === 403) setProblem('forbidden');
      else if (status === 401) setProblem('signIn');
      else if (status === 404) setProblem('notFound');
      else setProblem((now) => now ?? 'neverOpened');
    }
  }, [path, set]);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const stored = await loadSnapshot(path).catch(() => null);
      if (cancelled) return;
      if (stored) set(stored);
      setLoading(false);
      await refresh();
    })();
    return () => {
      cancelled = true;
    };
  }, [path, refresh, set]);

  // Follow the stage once its copy is known: other phones' and race control's changes.
  const stageId = snapshot?.data.stage.id ?? null;
  useEffect(() => {
    if (!stageId || !current.current) return;
    const stopFollowing = followStage(
      current.current.data,
      (message) => {
        const next = current.current && copyAfter(current.current, message);
        if (!next) return;
        set(next);
        save();
      },
      () => void refresh(),
    );
    const stopAnswers = onBatchAnswer(stageId, (response) => {
      const now = current.current;
      if (!now) return;
      // A trainee's own scores are in no topic: its copy is read again once they are stored.
      if (now.data.judge.observer?.trainee && response.outcomes.some((o) => o.outcome === 'applied')) void refresh();
      const data = withAnswer(now.data, response);
      if (data === now.data) return;
      set({ ...now, data });
      save();
    });
    return () => {
      stopFollowing();
      stopAnswers();
    };
  }, [stageId, refresh, save, set]);

  useEffect(
    () => () => {
      if (saveTimer.current) clearTimeout(saveTimer.current);
      if (current.current) void saveSnapshot(path, current.current.data, current.current.fetchedAt).catch(() => {});
    },
    [path],
  );

  return { snapshot, loading, problem, refresh };
}
