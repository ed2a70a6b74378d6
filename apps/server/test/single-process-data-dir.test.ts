import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
let dataDir = '';
const started: ChildProcess[] = [];

interface Run {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

/** `tsx apps/server/src/main.ts` as a user starts it, on the shared data dir and a free port. */
function startMain(): Run {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: '0', DEMO: '0' };
  delete env.DATABASE_URL;
  // One process (node --import tsx rather than the tsx CLI, which runs main.ts in a child): the pid
  // we signal is the one that holds the lock.
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

afterAll(async () => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

// The lock guards the embedded database's data dir, and these processes always run on it: the
// PostgreSQL run of the suite (TEST_DATABASE_URL) would only repeat the same seconds of start-up.
it.skipIf(!!process.env.TEST_DATABASE_URL)(
  'refuses to start a second server on a data dir in use (exit 3), and frees it on a clean stop',
  async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trialhub-datadir-'));
    const first = startMain();
    await expect.poll(first.output, { timeout: 45_000, interval: 100 }).toContain('TrialHub is listening');
    expect(fs.readFileSync(path.join(dataDir, 'trialhub.lock'), 'utf8')).toBe(String(first.child.pid));

    const second = startMain();
    expect(await second.exited).toBe(3);
    expect(second.output()).toContain('in use by another TrialHub process');
    expect(second.output()).toContain(`pid ${first.child.pid}`);

    // The first one was not disturbed: it still answers.
    const port = /port (\d+)/.exec(first.output())![1];
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await health.json()).toEqual({ ok: true, database: 'pglite' });

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'trialhub.lock'))).toBe(false);
  },
  90_000,
);
