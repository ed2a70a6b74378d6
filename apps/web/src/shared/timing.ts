import { startTransition, useEffect, useRef, useState } from 'react';
import { renderLocal } from './render-scope';

/** True once `active` has stayed true for `ms`: a skeleton that flashes for 100 ms is worse than none. */
export function useDelayed(active: boolean, ms = 500): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), ms);
    return () => clearTimeout(timer);
  }, [active, ms]);
  return shown;
}

/**
 * The moment a server-rendered page was rendered (epoch ms): the server sets it while rendering, the page
 * carries it (main.tsx), and the browser hydrates with it, so "5 minutes ago" or a rider's automatic DNF
 * reads the same on both sides. Unset on pages the browser renders itself.
 */
export const renderClock = renderLocal<{ now?: number }>();

/**
 * The current time, refreshed every `intervalMs`: a page left open moves ended stages on its own. While a
 * server-rendered page hydrates it is the render's moment, moved to the real one right after — as a
 * transition: that render can be most of the page again (the home page's cards, the results' ranking),
 * which React then does in slices between the browser's own work instead of one long task right after
 * hydration (issue #20).
 */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date(renderClock.now ?? Date.now()));
  const hydrating = useRef(renderClock.now !== undefined);
  useEffect(() => {
    if (hydrating.current) startTransition(() => setNow(new Date()));
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * Runs `task` when the browser is idle (at the latest after `timeout` ms): work nobody waits for (a page
 * view, a cookie for the next page) stays out of the tasks that hydrate a page (issue #20).
 */
export function whenIdle(task: () => void, timeout = 3000): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout });
  else setTimeout(task, 200);
}
