/**
 * npm run backup [-- FILE]             a backup of this installation (DATA_DIR or DATABASE_URL)
 * npm run restore -- FILE [--force]    restores one; refuses a target that holds data unless --force
 *
 * The embedded database belongs to one process: stop the server first (the data dir's lock says so);
 * a running embedded server takes its own backups into DATA_DIR/backups (ops/scheduled-backups.ts).
 * PostgreSQL is dumped while it runs (pg_dump and pg_restore from PATH).
 */
import { readConfig } from '../config.js';
import { DataDirLockedError } from '../db/data-dir-lock.js';
import { RestoreRefusedError, backup, restore } from '../ops/backup.js';

async function main(): Promise<number> {
  const [action, ...rest] = process.argv.slice(2);
  const force = rest.includes('--force');
  const file = rest.find((a) => !a.startsWith('--'));
  const config = readConfig();
  const target = { databaseUrl: config.databaseUrl, dataDir: config.dataDir };
  try {
    if (action === 'backup') {
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const out = file ?? `trialhub-backup-${stamp}.${config.databaseUrl ? 'pgdump' : 'tar.gz'}`;
      const kind = await backup(target, out);
      console.log(
        `Backed up the ${kind === 'postgres' ? 'PostgreSQL' : 'embedded'} database (files included) to ${out}`,
      );
      return 0;
    }
    if (action === 'restore' && file) {
      const { movedAside } = await restore(target, file, force);
      console.log(`Restored ${file}.${movedAside ? ` The database it replaced is kept at ${movedAside}.` : ''}`);
      return 0;
    }
    console.error('usage: npm run backup [-- FILE]   |   npm run restore -- FILE [--force]');
    return 2;
  } catch (error) {
    if (error instanceof DataDirLockedError || error instanceof RestoreRefusedError) {
      console.error(`✖ ${error.message}`);
      if (error instanceof DataDirLockedError && action === 'backup')
        console.error(
          '  A running server takes its own backups into DATA_DIR/backups (BACKUP_INTERVAL, default daily); or stop it first.',
        );
      return 3;
    }
    console.error('✖', error instanceof Error ? error.message : error);
    return 1;
  }
}

process.exitCode = await main();
