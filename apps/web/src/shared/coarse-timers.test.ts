import { QueryClient, QueryObserver, timeoutManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coarseTimers } from './coarse-timers';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('coarse timers', () => {
  it('fire a long timer after its delay, at most a second late, never early', () => {
    const timers = coarseTimers();
    const run = vi.fn();
    timers.setTimeout(run, 30_000);
    vi.advanceTimersByTime(29_999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_001);
    expect(run).toHaveBeenCalledOnce();
  });

  it('keep timers set together on one browser timer, each firing in its turn', () => {
    const timers = coarseTimers();
    const fired: string[] = [];
    timers.setTimeout(() => fired.push('collected'), 300_000);
    for (let i = 0; i < 9; i++) timers.setTimeout(() => fired.push(`stale ${i}`), 30_000 + i);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(31_010);
    expect(fired).toEqual([...Array(9).keys()].map((i) => `stale ${i}`));
    vi.advanceTimersByTime(270_000);
    expect(fired.at(-1)).toBe('collected');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('never run a cleared timer, and leave short ones (retries) to the browser', () => {
    const timers = coarseTimers();
    const cleared = vi.fn();
    const kept = vi.fn();
    const retry = vi.fn();
    timers.clearTimeout(timers.setTimeout(cleared, 30_000));
    timers.setTimeout(kept, 60_000);
    timers.setTimeout(retry, 1_000);
    vi.advanceTimersByTime(1_000);
    expect(retry).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(60_000);
    expect(kept).toHaveBeenCalledOnce();
    expect(cleared).not.toHaveBeenCalled();
  });

  it('run the other timers when one of them throws', () => {
    const timers = coarseTimers();
    const after = vi.fn();
    timers.setTimeout(() => {
      throw new Error('a callback failed');
    }, 10_000);
    timers.setTimeout(after, 10_000);
    expect(() => vi.advanceTimersByTime(12_000)).toThrow('a callback failed');
    expect(after).toHaveBeenCalledOnce();
  });

  it("turn a query stale after the app's 30 s and collect it once unused (TanStack Query on them)", async () => {
    // As providers.tsx sets it up (each test file has its own modules: nothing else sees this provider).
    timeoutManager.setTimeoutProvider(coarseTimers());
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, gcTime: 300_000 } } });
    client.setQueryData(['stage'], { title: 'Round 3' });
    const observer = new QueryObserver(client, { queryKey: ['stage'], queryFn: () => ({ title: 'Round 3' }) });
    const results: boolean[] = [];
    const unsubscribe = observer.subscribe((result) => results.push(result.isStale));
    expect(observer.getCurrentResult().isStale).toBe(false);
    await vi.advanceTimersByTimeAsync(32_000);
    expect(results).toContain(true);
    unsubscribe();
    await vi.advanceTimersByTimeAsync(302_000);
    expect(client.getQueryCache().find({ queryKey: ['stage'] })).toBeUndefined();
  });
});
