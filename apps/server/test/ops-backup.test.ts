import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { openDb, rows } from '../src/db/open-db.js';
import { copyTemplateDataDir, createTestDatabase } from './helper.js';
import { runTs } from './processes.js';
import { tableChecksummer } from './support/db-checksum.js';

/** npm run backup / npm run restore (issue #21), on the database this run tests (PGlite or PostgreSQL). */
const adminUrl = process.env.TEST_DATABASE_URL;
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trialhub-backup-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** An installation: its data dir and, on PostgreSQL, its database (demo-seeded or empty). */
async function installation(demo: boolean): Promise<{ DATA_DIR: string; DATABASE_URL: string | undefined }> {
  const dataDir = tempDir();
  if (adminUrl) {
    const database = await createTestDatabase(adminUrl, demo ? 'demo' : undefined);
    cleanups.push(() => database.drop());
    return { DATA_DIR: dataDir, DATABASE_URL: database.url };
  }
  if (demo) await copyTemplateDataDir('demo', dataDir);
  return { DATA_DIR: dataDir, DATABASE_URL: undefined };
}

/** Every table's rows (fingerprints) and one uploaded file's bytes, read straight from the database. */
async function contents(env: { DATA_DIR: string; DATABASE_URL: string | undefined }, fileId?: string) {
  const database = await openDb(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
  try {
    const sums = await (await tableChecksummer(database.db))();
    const [file] = await rows<{ id: string; bytes: Buffer | Uint8Array }>(
      database.db,
      fileId
        ? sql`SELECT id, bytes FROM files WHERE id = ${fileId}`
        : sql`SELECT id, bytes FROM files ORDER BY size DESC LIMIT 1`,
    );
    return { sums, file: { id: file!.id, bytes: Buffer.from(file!.bytes) } };
  } finally {
    await database.close();
  }
}

async function cli(args: string[], env: Record<string, string | undefined>) {
  const proc = runTs('apps/server/src/cli/backup.ts', args, env);
  return { code: await proc.exited, output: proc.output() };
}

it('backs up the demo with its files, restores into a fresh installation that starts and serves them', async () => {
  const source = await installation(true);
  const before = await contents(source);
  expect(before.sums.size).toBeGreaterThan(10);
  expect(before.file.bytes.length).toBeGreaterThan(100);

  const file = path.join(tempDir(), 'trialhub.backup');
  const backedUp = await cli(['backup', file], source);
  expect(backedUp, backedUp.output).toMatchObject({ code: 0 });
  expect(fs.statSync(file).size).toBeGreaterThan(0);

  const target = await installation(false);
  const restored = await cli(['restore', file], target);
  expect(restored, restored.output).toMatchObject({ code: 0 });
  // A target that holds data is left alone without --force, and replaced with it.
  const again = await cli(['restore', file], target);
  expect(again.code).toBe(3);
  expect(again.output).toMatch(/add --force/);
  expect(await cli(['restore', file, '--force'], target)).toMatchObject({ code: 0 });

  const after = await contents(target, before.file.id);
  expect(after.sums).toEqual(before.sums);
  expect(after.file.bytes.equals(before.file.bytes)).toBe(true);

  // The restored installation runs, and serves the file byte for byte.
  const main = runTs('apps/server/src/main.ts', [], {
    ...target,
    PORT: '0',
    DEMO: '0',
    AUTH_SECRET: 'backup-test-secret-backup-test-secret',
  });
  cleanups.unshift(async () => void (await main.stop('SIGKILL')));
  const [, url] = await main.waitFor(/TrialHub is listening on (\S+)/);
  expect((await fetch(`${url}/api/ready`)).status).toBe(200);
  const served = await fetch(`${url}/api/files/${before.file.id}`);
  expect(served.status).toBe(200);
  expect(Buffer.from(await served.arrayBuffer()).equals(before.file.bytes)).toBe(true);
  expect(await main.stop('SIGTERM')).toBe(0);
});
