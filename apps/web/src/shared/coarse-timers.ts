import type { TimeoutCallback, TimeoutProvider } from '@tanstack/react-query';

/** Timers at least this long share one browser timer; shorter ones (retries) stay the browser's own. */
const LONG_MS = 5_000;
/** How late a long timer may fire, so that timers set together wait on one browser timer. */
const SLACK_MS = 1_000;

/**
 * TanStack Query's long timers — a query turning stale after 30 s, an unused one collected after 5 minutes
 * — on one browser timer instead of one each (the library's own `timeoutManager` hook for this). A
 * server-rendered page starts a dozen queries while it hydrates, and every timer the page sets then is
 * main-thread time in the task that commits it; DevTools, and with it Lighthouse, records a stack for each
 * one (issue #20). A long timer fires up to a second late, never early.
 */
export function coarseTimers(): TimeoutProvider {
  const waiting = new Map<number, { due: number; run: TimeoutCallback }>();
  let lastId = 0;
  let armed: { at: number; handle: ReturnType<typeof setTimeout> } | undefined;

  /** Keeps one browser timer at the earliest waiting timer's due time (plus slack), or none. */
  function arm(earliest: number) {
    if (armed && armed.at <= earliest + SLACK_MS) return;
    if (armed) globalThis.clearTimeout(armed.handle);
    const at = earliest + SLACK_MS;
    armed = { at, handle: globalThis.setTimeout(fire, Math.max(0, at - Date.now())) };
  }

  function fire() {
    armed = undefined;
    const now = Date.now();
    const due = [...waiting].filter(([, timer]) => timer.due <= now);
    for (const [id] of due) waiting.delete(id);
    let earliest = Infinity;
    for (const timer of waiting.values()) earliest = Math.min(earliest, timer.due);
    if (earliest < Infinity) arm(earliest);
    for (const [, timer] of due) {
      try {
        timer.run();
      } catch (error) {
        // As the browser's timers would: one callback's error does not keep the others from running.
        globalThis.setTimeout(() => {
          throw error;
        });
      }
    }
  }

  return {
    setTimeout(run, delay) {
      if (delay < LONG_MS) return globalThis.setTimeout(run, delay) as unknown as number;
      // Negative ids: never one of the browser's (positive) timer ids.
      const id = --lastId;
      const due = Date.now() + delay;
      waiting.set(id, { due, run });
      arm(due);
      return id;
    },
    clearTimeout(id) {
      if (typeof id === 'number' && id < 0) waiting.delete(id);
      else globalThis.clearTimeout(id as number | undefined);
    },
    setInterval: (run, delay) => globalThis.setInterval(run, delay) as unknown as number,
    clearInterval: (id) => globalThis.clearInterval(id as number | undefined),
  };
}
