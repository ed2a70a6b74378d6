import fs from 'node:fs';
import path from 'node:path';
import { logger } from './logger.js';

/**
 * The embedded server's own backups (issue #21): every `everyMs` a gzip data dir tarball of the
 * running database goes to DATA_DIR/backups, the newest `keep` are kept. A tarball `npm run restore`
 * loads like any other. It is consistent while the server runs: the dump waits for the transaction
 * under way, if any, and holds off the next one until it is written (open-db.ts `snapshot`).
 */
export interface ScheduledBackupOptions {
  dataDir: string;
  everyMs: number;
  keep: number;
  /** The running database's data dir tarball (gzip). */
  snapshot: () => Promise<Blob>;
}

export interface ScheduledBackups {
  /** Where they go. */
  dir: string;
  /** Backups written since start. */
  taken(): number;
  /** Takes one now (the schedule goes on as it was); resolves with its path. */
  runNow(): Promise<string>;
  /** No more backups; waits for one under way. */
  stop(): Promise<void>;
}

const NAME = /^trialhub-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.tar\.gz$/;

/** This directory's scheduled backups, oldest first (names sort by time). */
export function listScheduledBackups(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => NAME.test(name))
    .sort();
}

/** A new installation's first backup waits this long after the start. */
const FIRST_BACKUP_DELAY_MS = 60_000;

export function startScheduledBackups(options: ScheduledBackupOptions): ScheduledBackups {
  const dir = path.join(options.dataDir, 'backups');
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  let taken = 0;
  let stopped = false;
  let running: Promise<string> | null = null;
  let timer: NodeJS.Timeout | undefined;

  const take = async (): Promise<string> => {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(dir, `trialhub-${stamp}.tar.gz`);
    const partial = `${file}.partial`;
    const started = Date.now();
    const tarball = await options.snapshot();
    // Written aside and renamed: a backup that is there is whole, even after a crash mid-write.
    fs.writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()), { mode: 0o600 });
    fs.renameSync(partial, file);
    taken++;
    const all = listScheduledBackups(dir);
    for (const old of all.slice(0, Math.max(0, all.length - options.keep)))
      fs.rmSync(path.join(dir, old), { force: true });
    logger.info(
      {
        backup: path.basename(file),
        bytes: tarball.size,
        ms: Date.now() - started,
        kept: Math.min(all.length, options.keep),
      },
      'scheduled backup written',
    );
    return file;
  };
  const runNow = (): Promise<string> => {
    running ??= take().finally(() => {
      running = null;
    });
    return running;
  };
  const schedule = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      runNow()
        .catch((error: unknown) => logger.error({ err: error }, 'scheduled backup failed'))
        .finally(() => schedule(options.everyMs));
    }, delayMs);
    timer.unref();
  };
  // The first is due one interval after the newest one there (at once when it is older). With none
  // yet (a new installation), a minute after the start: not while the start and its first requests
  // run (decision 035: the dump and its gzip took seconds and ~100 MiB on the first boot).
  const newest = listScheduledBackups(dir).at(-1);
  const firstDelayMs = newest
    ? fs.statSync(path.join(dir, newest)).mtimeMs + options.everyMs - Date.now()
    : FIRST_BACKUP_DELAY_MS;
  schedule(Math.max(0, Math.min(options.everyMs, firstDelayMs)));
  logger.info(`scheduled backups: every ${options.everyMs / 1000} s into ${dir}, keeping ${options.keep}`);

  return {
    dir,
    taken: () => taken,
    runNow,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => {});
    },
  };
}

/** BACKUP_INTERVAL: `24h` (default), `30m`, `10s`, `1d`, `500ms`; `off` for none. Null: off. */
export function parseBackupInterval(value: string | undefined): number | null {
  const text = (value ?? '24h').trim().toLowerCase();
  if (text === 'off' || text === '0') return null;
  const match = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h|d)$/.exec(text);
  if (!match) throw new Error(`BACKUP_INTERVAL: "${value}" is not a duration like 24h, 30m or off`);
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }[match[2] as 'ms' | 's' | 'm' | 'h' | 'd'];
  const ms = Number(match[1]) * unit;
  if (ms < 100) throw new Error(`BACKUP_INTERVAL: "${value}" is too short`);
  return ms;
}
