/**
 * Memory settings of the server's own process (decision 035), applied first by main.ts. Two of
 * them can only be given when a process starts, so on Linux the process replaces itself once
 * (process.execve: same pid, same stdio, same arguments) with them set:
 *
 * - MALLOC_MMAP_THRESHOLD_=65536: V8 compiles the embedded database's WebAssembly (PGlite) with its
 *   optimizing compiler on background threads; their scratch memory, once freed, stayed in glibc's
 *   per-thread heaps (~80 MiB of idle RSS). Allocations of 64 KiB and more get their own mappings,
 *   which go back to the system when freed.
 * - --max-semi-space-size=16 (MiB): the start's allocations grew V8's young generation to 128 MiB,
 *   which then stayed, mostly empty.
 * - MALLOC_ARENA_MAX=2 (issue #36 point 6): glibc gives every thread that allocates its own heap (up to
 *   8 per core), and what the render worker's, zlib's and V8's threads freed stayed in theirs. Along the
 *   400-rider day (bench/memory-day.ts) RSS peaked lower: 269–271 MiB after 400 entries (378 without),
 *   363–423 MiB while its pages rendered (487); 40 s idle at the end it is 218–239 MiB, the same as
 *   without within the runs' spread (234).
 *
 * TRIALHUB_RUNTIME_TUNING=off skips it (the child of the re-exec gets =done); so does a process with an
 * IPC channel (below).
 */
/** The Node flag and the environment the server's process runs with (bench/memory.ts uses them too). */
export const RUNTIME_NODE_FLAG = '--max-semi-space-size=16';
export const RUNTIME_ENV = { MALLOC_MMAP_THRESHOLD_: '65536', MALLOC_ARENA_MAX: '2' };

/** TRIALHUB_RUNTIME_TUNING=off: none of the process's memory settings, nor the idle trim (decision 044). */
export const runtimeTuningOff = (): boolean => process.env.TRIALHUB_RUNTIME_TUNING === 'off';

export function tuneRuntime(): void {
  const env = process.env;
  if (runtimeTuningOff() || env.TRIALHUB_RUNTIME_TUNING === 'done') return;
  if (process.platform !== 'linux' || typeof process.execve !== 'function') return;
  // Started with an IPC channel (the server tests' processes, tsx watch): Node has taken
  // NODE_CHANNEL_FD out of the environment, so the replaced process would lose the channel and with it
  // the parent's end (the tests' exit-with-parent). Those run untuned.
  if (process.channel) return;
  const nodeFlags = process.execArgv.some((a) => a.startsWith('--max-semi-space-size')) ? [] : [RUNTIME_NODE_FLAG];
  process.execve(process.execPath, [process.execPath, ...nodeFlags, ...process.execArgv, ...process.argv.slice(1)], {
    ...RUNTIME_ENV,
    ...env,
    TRIALHUB_RUNTIME_TUNING: 'done',
  } as Record<string, string>);
}
