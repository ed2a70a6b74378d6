import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { readConfig } from '../src/config.js';
import { openDb, rows } from '../src/db/open-db.js';
import { restore } from '../src/ops/backup.js';
import { listScheduledBackups, parseBackupInterval } from '../src/ops/scheduled-backups.js';
import { type RunningServer, startServer } from '../src/start-server.js';
import { copyTemplateDataDir } from './helper.js';
import { tableChecksummer } from './support/db-checksum.js';
import { undoAfterEach } from './support/undo-after-each.js';

/** The embedded server's automatic backups (issue #21): taken while it runs, pruned, restorable. */
const { later, tempDir } = undoAfterEach('scheduled');

async function contents(dataDir: string) {
  const database = await openDb({ dataDir });
  try {
    return await (
      await tableChecksummer(database.db)
    )();
  } finally {
    await database.close();
  }
}

it('reads BACKUP_INTERVAL and BACKUP_KEEP (daily and 14 unless told)', () => {
  expect(readConfig({})).toMatchObject({ backupEveryMs: 86_400_000, backupKeep: 14 });
  expect(readConfig({ BACKUP_INTERVAL: '6h', BACKUP_KEEP: '30' })).toMatchObject({
    backupEveryMs: 6 * 3_600_000,
    backupKeep: 30,
  });
  expect(parseBackupInterval('off')).toBeNull();
  expect(parseBackupInterval('1.5s')).toBe(1500);
  expect(() => parseBackupInterval('daily')).toThrow(/BACKUP_INTERVAL/);
});

it('backs up the running embedded server on schedule, keeps the newest, and a backup restores', async () => {
  const dataDir = tempDir();
  await copyTemplateDataDir('demo', dataDir);
  const config = {
    ...readConfig({ BACKUP_INTERVAL: '300ms', BACKUP_KEEP: '2' }),
    dataDir,
    demo: !fs.existsSync(path.join(dataDir, 'db')),
    webDistDir: null,
  };
  let server: RunningServer | null = await startServer({
    config,
    authSecret: 'scheduled-backups-secret-0123456789abcdef',
    port: 0,
    rateLimit: false,
  });
  later(() => server?.close());
  const backups = server.backups!;
  expect(backups.dir).toBe(path.join(dataDir, 'backups'));

  // Writes while backups are taken: each backup holds whole transactions only.
  let writing = true;
  const writes = (async () => {
    let n = 0;
    while (writing) {
      await server!.database.db.transaction(async (tx) => {
        await tx.execute(
          sql`INSERT INTO rate_limit_counters (key, count, window_ends_at) VALUES (${`t${n}a`}, 1, now())`,
        );
        await tx.execute(
          sql`INSERT INTO rate_limit_counters (key, count, window_ends_at) VALUES (${`t${n}b`}, 1, now())`,
        );
      });
      n++;
      // PGlite answers without a macrotask in between: let the backup timer run.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  await expect.poll(() => backups.taken(), { timeout: 60_000, interval: 100 }).toBeGreaterThanOrEqual(4);
  writing = false;
  await writes;
  expect(listScheduledBackups(backups.dir)).toHaveLength(2);

  const last = await backups.runNow();
  const expected = await (await tableChecksummer(server.database.db))();
  await server.close();
  server = null;

  const target = tempDir();
  await restore({ databaseUrl: null, dataDir: target }, last, false);
  expect(await contents(target)).toEqual(expected);

  // Every restored backup holds each transaction's two rows or neither.
  for (const name of listScheduledBackups(backups.dir)) {
    const into = tempDir();
    await restore({ databaseUrl: null, dataDir: into }, path.join(backups.dir, name), false);
    const database = await openDb({ dataDir: into });
    try {
      const halves = await rows<{ n: number }>(
        database.db,
        sql`SELECT count(*)::int AS n FROM rate_limit_counters a
            WHERE a.key LIKE 't%a' AND NOT EXISTS (SELECT 1 FROM rate_limit_counters b WHERE b.key = left(a.key, -1) || 'b')`,
      );
      expect(halves[0]!.n).toBe(0);
    } finally {
      await database.close();
    }
  }
}, 180_000);
