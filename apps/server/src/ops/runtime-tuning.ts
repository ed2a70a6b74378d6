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
 *
 * TRIALHUB_RUNTIME_TUNING=off skips it (the child of the re-exec gets =done).
 */
const SEMI_SPACE = '--max-semi-space-size=16';

export function tuneRuntime(): void {
  const env = process.env;
  if (env.TRIALHUB_RUNTIME_TUNING === 'off' || env.TRIALHUB_RUNTIME_TUNING === 'done') return;
  if (process.platform !== 'linux' || typeof process.execve !== 'function') return;
  const nodeFlags = process.execArgv.some((a) => a.startsWith('--max-semi-space-size')) ? [] : [SEMI_SPACE];
  process.execve(process.execPath, [process.execPath, ...nodeFlags, ...process.execArgv, ...process.argv.slice(1)], {
    ...env,
    MALLOC_MMAP_THRESHOLD_: env.MALLOC_MMAP_THRESHOLD_ ?? '65536',
    TRIALHUB_RUNTIME_TUNING: 'done',
  } as Record<string, string>);
}
