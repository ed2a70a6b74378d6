import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { copyTemplateDataDir } from './helper.js';
import { runTs } from './processes.js';

let dataDir = '';

/** `tsx apps/server/src/main.ts` as a user starts it, on the shared data dir and a free port. */
const startMain = () =>
  runTs('apps/server/src/main.ts', [], { DATA_DIR: dataDir, PORT: '0', DEMO: '0', DATABASE_URL: undefined });

afterAll(() => {
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

// The lock guards the embedded database's data dir, and these processes always run on it: the
// PostgreSQL run of the suite (TEST_DATABASE_URL) would only repeat the same seconds of start-up.
it.skipIf(!!process.env.TEST_DATABASE_URL)(
  'refuses to start a second server on a data dir in use (exit 3), and frees it on a clean stop',
  async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trialhub-datadir-'));
    await copyTemplateDataDir('migrated', dataDir);
    const first = startMain();
    await first.waitFor(/TrialHub is listening/);
    expect(fs.readFileSync(path.join(dataDir, 'trialhub.lock'), 'utf8')).toBe(String(first.child.pid));

    const second = startMain();
    expect(await second.exited).toBe(3);
    expect(second.output()).toContain('in use by another TrialHub process');
    expect(second.output()).toContain(`pid ${first.child.pid}`);

    // The first one was not disturbed: it still answers.
    const port = /port (\d+)/.exec(first.output())![1];
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await health.json()).toEqual({ ok: true, database: 'pglite' });

    expect(await first.stop('SIGTERM')).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'trialhub.lock'))).toBe(false);
  },
  240_000,
);
