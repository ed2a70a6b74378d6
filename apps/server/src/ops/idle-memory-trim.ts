import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * Gives the memory of a busy spell back once the server has gone quiet (decision 044).
 *
 * After a start (module loading, migrations, the first server render) or a burst of requests, V8 keeps
 * the heap it grew to: the young generation's semi-spaces stay at their largest (32 MiB at
 * --max-semi-space-size=16) and old space keeps its emptied pages. V8's own memory reducer would give
 * them back, but it is a heuristic that runs on some idle spells and not others: the same server, idle
 * on PostgreSQL, measured 115–122 MiB one start and 150–160 MiB the next. So the server asks for it:
 * every few seconds it looks at how busy its event loop was; when it was nearly idle and the heap has
 * grown since the last trim, it runs V8's "last resort" collection (the one a low-memory notification
 * runs: full collections that also shrink the young generation). It takes 100–160 ms of a quiet event
 * loop, never of a busy one.
 */
export interface IdleMemoryTrimOptions {
  /** How often the event loop's utilisation is looked at. */
  intervalMs?: number;
  /** At most this share of the interval busy counts as idle (health checks, a live heartbeat). */
  idleUtilization?: number;
  /** Trim only when V8's heap has grown by this much since the last trim (or since the start). */
  minGrowthBytes?: number;
  /** Told after each trim (logs at debug level in the server). */
  onTrim?: (trim: { before: number; after: number; ms: number }) => void;
}

export interface IdleMemoryTrim {
  /** Trims done so far. */
  readonly trims: number;
  stop(): void;
}

type GcFunction = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

/**
 * V8's collection function without `--expose-gc` on the command line and without a global `gc` for
 * every module to find: the flag is set, a fresh context is created to take the function out of it,
 * and the flag is unset again (the way Jest's leak detector does it).
 */
function lastResortGc(): GcFunction {
  v8.setFlagsFromString('--expose-gc');
  try {
    return vm.runInNewContext('gc') as GcFunction;
  } finally {
    v8.setFlagsFromString('--no-expose-gc');
  }
}

export function trimMemoryWhenIdle(options: IdleMemoryTrimOptions = {}): IdleMemoryTrim {
  const intervalMs = options.intervalMs ?? 2_500;
  const idleUtilization = options.idleUtilization ?? 0.02;
  const minGrowthBytes = options.minGrowthBytes ?? 8 * 1024 * 1024;
  const gc = lastResortGc();
  let trims = 0;
  // Since the start: the first quiet spell after it trims.
  let heapAfterLastTrim = 0;
  let lastLoop = performance.eventLoopUtilization();
  const timer = setInterval(() => {
    const loop = performance.eventLoopUtilization();
    const { utilization } = performance.eventLoopUtilization(loop, lastLoop);
    lastLoop = loop;
    if (utilization > idleUtilization) return;
    const before = v8.getHeapStatistics().total_heap_size;
    if (before - heapAfterLastTrim < minGrowthBytes) return;
    const started = performance.now();
    gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    const after = v8.getHeapStatistics().total_heap_size;
    heapAfterLastTrim = after;
    trims++;
    // The trim's own time is not the next interval's work.
    lastLoop = performance.eventLoopUtilization();
    options.onTrim?.({ before, after, ms: performance.now() - started });
  }, intervalMs);
  // Never what keeps the process alive.
  timer.unref();
  return {
    get trims() {
      return trims;
    },
    stop: () => clearInterval(timer),
  };
}
