import type { JudgingStage } from '@trialhub/domain';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { holdUpdatesWhile } from './offline';
import { loadAttempt } from './outbox';
import { SyncEngine } from './sync-engine';

/**
 * The judge app's sync engine for a stage: started while the screen is open, and app updates held while
 * a score is unsent or an attempt runs (offline.ts). Other judges' scores reach the stage copy on its
 * live topics and the batches' answers carry the scorer's state (decision 073): no re-download after a
 * flush and no polling. `refresh` (a whole copy) is kept for callers that need one.
 */
export function useSyncSession(stageId: string, _refresh?: () => Promise<void>) {
  const engine = useMemo(() => new SyncEngine(stageId, () => {}), [stageId]);
  useEffect(() => {
    void engine.start();
    return () => engine.stop();
  }, [engine]);
  const sync = useSyncExternalStore(engine.subscribe, engine.getState);
  // A new app version waits while a score is unsent or an attempt runs (offline.ts).
  useEffect(
    () =>
      holdUpdatesWhile(
        async () => engine.getState().ops.some((o) => o.state === 'pending') || !!(await loadAttempt(stageId)),
      ),
    [engine, stageId],
  );
  return { engine, sync };
}

/**
 * The section the judge scores, remembered on the device per stage. A judge the secretary gave a
 * section scores only that one (the server refuses others). The picker opens while none is chosen.
 */
export function useSectionChoice(stageId: string, assigned: number | null) {
  const storageKey = `trialhub.judge.section.${stageId}`;
  const [section, setSection] = useState<number | null>(() => {
    const stored = Number(localStorage.getItem(storageKey));
    return assigned ?? (stored > 0 ? stored : null);
  });
  const [picking, setPicking] = useState(section === null);
  const choose = (n: number) => {
    localStorage.setItem(storageKey, String(n));
    setSection(n);
    setPicking(false);
  };
  /** Back to a section without remembering it (an attempt in progress brought back). */
  const resume = (n: number) => {
    setSection(n);
    setPicking(false);
  };
  return { section, picking, setPicking, choose, resume };
}

/**
 * An open-free attempt in progress outlives a reload or a closed tab: brings its section, rider and lap
 * back once, when the app opens on the stage (not on every snapshot refresh).
 */
export function useRestoredAttempt(
  data: JudgingStage,
  restore: (attempt: { section: number; racingNumber: number; lap: number }) => void,
) {
  const { id, competitionType } = data.stage;
  useEffect(() => {
    if (competitionType !== 'openFree') return;
    let cancelled = false;
    void loadAttempt(id).then((draft) => {
      const rider = draft && data.riders.find((r) => r.id === draft.participantId);
      if (cancelled || !draft || !rider || rider.racingNumber === null) return;
      restore({ section: draft.section, racingNumber: rider.racingNumber, lap: draft.lap });
    });
    return () => {
      cancelled = true;
    };
    // Only when the app opens on a stage, not on every snapshot refresh.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
}
