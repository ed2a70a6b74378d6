import v8 from 'node:v8';
import { afterEach, describe, expect, it } from 'vitest';
import { type IdleMemoryTrim, trimMemoryWhenIdle } from './idle-memory-trim.js';

const MiB = 1024 * 1024;
const waitFor = async (condition: () => boolean, timeoutMs = 20_000) => {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
};

/** Grows the heap as a busy spell does: objects that live long enough to reach old space, then die. */
function growHeap(): number {
  const keep: { id: number; name: string; scores: number[] }[] = [];
  for (let i = 0; i < 400_000; i++) keep.push({ id: i, name: `rider ${i}`, scores: [i % 5, i % 3] });
  return keep.length; // dropped here
}

describe('trimMemoryWhenIdle', () => {
  let trim: IdleMemoryTrim | undefined;
  afterEach(() => trim?.stop());

  it('gives the heap a busy spell grew back once the event loop is quiet', async () => {
    growHeap();
    const grown = v8.getHeapStatistics().total_heap_size;
    const seen: { before: number; after: number }[] = [];
    trim = trimMemoryWhenIdle({ intervalMs: 100, minGrowthBytes: 4 * MiB, onTrim: (t) => seen.push(t) });
    await waitFor(() => trim!.trims >= 1);
    expect(seen[0]!.after).toBeLessThan(seen[0]!.before - 8 * MiB);
    expect(v8.getHeapStatistics().total_heap_size).toBeLessThan(grown - 8 * MiB);
  });

  it('leaves a busy event loop alone, and trims when it quiets down', async () => {
    growHeap();
    trim = trimMemoryWhenIdle({ intervalMs: 100, minGrowthBytes: 4 * MiB });
    // A second of work in 20 ms slices: the interval's timer still fires between them.
    const busyUntil = Date.now() + 1_000;
    await new Promise<void>((resolve) => {
      const slice = () => {
        const end = Date.now() + 20;
        while (Date.now() < end) {
          /* busy */
        }
        if (Date.now() < busyUntil) setImmediate(slice);
        else resolve();
      };
      slice();
    });
    expect(trim.trims).toBe(0);
    await waitFor(() => trim!.trims >= 1);
  });

  it('does not trim again while the heap has not grown', async () => {
    growHeap();
    trim = trimMemoryWhenIdle({ intervalMs: 50, minGrowthBytes: 4 * MiB });
    await waitFor(() => trim!.trims >= 1);
    await new Promise((r) => setTimeout(r, 500));
    expect(trim.trims).toBe(1);
  });
});
