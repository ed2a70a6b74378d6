import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll } from 'vitest';

/**
 * Processes the server tests start (`tsx apps/server/src/main.ts`, the users CLI). Each one is ended
 * when its test file ends — passed, failed or timed out — and when the test worker exits or is
 * killed, so no server outlives `npm test`.
 */
const root = path.resolve(import.meta.dirname, '../../..');
/** Loaded into each child: it exits when the test worker is gone, even after a SIGKILL. */
const exitWithParent = path.join(import.meta.dirname, 'exit-with-parent.mjs');
const running = new Set<ChildProcess>();

/** Kills a child's whole process group (it is the group's leader: spawned detached). */
function killGroup(child: ChildProcess, signal: NodeJS.Signals = 'SIGKILL') {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

function killAll() {
  for (const child of running) killGroup(child);
}

process.on('exit', killAll);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    killAll();
    process.kill(process.pid, signal); // then end the way the signal would have
  });
}
// Importing this module is enough: the file's own afterAll hooks do not have to remember.
afterAll(killAll);

export interface NodeProcess {
  child: ChildProcess;
  /** stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /**
   * Waits until the output matches, and returns the match. Rejects at once, with the output, if the
   * process exits first; `timeoutMs` only bounds a process that hangs (the test's timeout is longer).
   */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpExecArray>;
  /** Sends `signal` to the process group and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Runs a TypeScript entry of the checkout (`node --import tsx <script>`, one process, so the pid is the
 * program itself) with `env` added to the test's environment; an `undefined` value removes a variable.
 */
export function runTs(script: string, args: string[], env: Record<string, string | undefined>): NodeProcess {
  // Servers log at info unless the test says otherwise: tests wait for their start lines.
  const childEnv: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'info', ...env };
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete childEnv[key];
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', exitWithParent, script, ...args], {
    cwd: root,
    env: childEnv,
    // Its own process group, to kill anything it starts too; the IPC channel tells it when we are gone.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  running.add(child);
  let output = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child);
      for (const listener of listeners) listener();
      resolve(code);
    }),
  );
  return {
    child,
    output: () => output,
    exited,
    waitFor(pattern, timeoutMs = 150_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const match = pattern.exec(output);
          if (match) done(() => resolve(match));
          else if (child.exitCode !== null || child.signalCode !== null)
            done(() =>
              reject(
                new Error(`${script} exited (${child.exitCode ?? child.signalCode}) before ${pattern}:\n${output}`),
              ),
            );
        };
        const timer = setTimeout(
          () => done(() => reject(new Error(`${script}: no ${pattern} within ${timeoutMs} ms:\n${output}`))),
          timeoutMs,
        );
        const done = (settle: () => void) => {
          clearTimeout(timer);
          listeners.delete(check);
          settle();
        };
        listeners.add(check);
        check();
      });
    },
    async stop(signal = 'SIGTERM') {
      killGroup(child, signal);
      return exited;
    },
  };
}
