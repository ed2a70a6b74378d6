import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { lockDataDir } from '../db/data-dir-lock.js';

const run = promisify(execFile);

/**
 * Backups (README "Operations"). Uploaded files live in the database (`files.bytes`), so a backup of
 * the database is a backup of everything users made. Embedded: PGlite's own data dir tarball (gzip),
 * which a fresh data dir loads as it is. PostgreSQL: `pg_dump -Fc`, restored with `pg_restore`.
 */
export type BackupKind = 'embedded' | 'postgres';

export class RestoreRefusedError extends Error {}

export interface Target {
  databaseUrl: string | null;
  dataDir: string;
}

/** Writes a backup of the installation to `file`. The embedded database must not be in use (its lock). */
export async function backup(target: Target, file: string): Promise<BackupKind> {
  if (target.databaseUrl) {
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-acl', `--file=${file}`, target.databaseUrl]);
    return 'postgres';
  }
  const dbDir = path.join(target.dataDir, 'db');
  if (!fs.existsSync(dbDir)) throw new RestoreRefusedError(`no embedded database in ${target.dataDir}`);
  const release = lockDataDir(target.dataDir);
  try {
    const pglite = await PGlite.create(dbDir);
    try {
      const tarball = await pglite.dumpDataDir('gzip');
      fs.writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
    } finally {
      await pglite.close();
    }
  } finally {
    release();
  }
  return 'embedded';
}

/** Which kind of backup a file is, by its first bytes; null: not one of ours. */
export function backupKindOf(file: string): BackupKind | null {
  const head = Buffer.alloc(5);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, head, 0, 5, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (head[0] === 0x1f && head[1] === 0x8b) return 'embedded';
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  return null;
}

/**
 * Restores `file` into the installation. A target that holds data is refused unless `force`: then the
 * embedded database is moved aside (`db.replaced-<time>`, nothing is deleted) or PostgreSQL's objects are
 * dropped and recreated (`pg_restore --clean`). Returns where a replaced embedded database went.
 */
export async function restore(target: Target, file: string, force: boolean): Promise<{ movedAside: string | null }> {
  const kind = backupKindOf(file);
  if (!kind) throw new RestoreRefusedError(`${file} is not a TrialHub backup`);
  const wanted: BackupKind = target.databaseUrl ? 'postgres' : 'embedded';
  if (kind !== wanted)
    throw new RestoreRefusedError(
      `${file} is a backup of ${kind === 'postgres' ? 'PostgreSQL' : 'the embedded database'}; this installation uses ${wanted === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'the embedded database'}`,
    );
  if (target.databaseUrl) {
    if (!force && (await postgresHasTables(target.databaseUrl)))
      throw new RestoreRefusedError('the database is not empty; add --force to replace what it holds');
    await run('pg_restore', [
      '--no-owner',
      '--no-acl',
      '--exit-on-error',
      ...(force ? ['--clean', '--if-exists'] : []),
      `--dbname=${target.databaseUrl}`,
      file,
    ]);
    return { movedAside: null };
  }
  // The lock: a server running on this data dir is never restored under.
  const release = lockDataDir(target.dataDir);
  try {
    const dbDir = path.join(target.dataDir, 'db');
    let movedAside: string | null = null;
    if (fs.existsSync(dbDir) && fs.readdirSync(dbDir).length > 0) {
      if (!force) throw new RestoreRefusedError(`${dbDir} holds a database; add --force to replace it`);
      movedAside = `${dbDir}.replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      fs.renameSync(dbDir, movedAside);
    }
    const pglite = await PGlite.create(dbDir, { loadDataDir: new Blob([fs.readFileSync(file)]) });
    try {
      await pglite.query('SELECT count(*) FROM drizzle.__drizzle_migrations');
    } finally {
      await pglite.close();
    }
    return { movedAside };
  } finally {
    release();
  }
}

async function postgresHasTables(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query(
      "SELECT 1 FROM information_schema.tables WHERE table_schema IN ('public', 'drizzle') LIMIT 1",
    );
    return (result.rowCount ?? 0) > 0;
  } finally {
    await client.end();
  }
}
