import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { logger } from '../ops/logger.js';

/**
 * A new embedded data dir starts from a copy of a migrated one (decisions 046 and 084): a data dir that
 * PGlite's initdb made and every migration ran on. initdb is ~3.5 s of CPU and the ~80 migrations ~1.9 s
 * on a 2-core machine; their result is the same for every installation of one PGlite version and one set
 * of migrations, so it is kept as a directory next to the installed packages (node_modules/.cache/
 * trialhub) and a new data dir (a first boot, a second instance, the tests' file data dirs) is a copy of
 * it. Made on this machine, never shipped: nothing binary is in the repository.
 *
 * Its name holds the PGlite version and a hash of the migrations (the journal and every SQL file), so a
 * new migration, an edited one or a new PGlite makes a new one and a stale one is never copied; making a
 * new one removes the others. A directory, not a tarball: a native file copy is ~4× less CPU than
 * PGlite's `loadDataDir` untarring the same ~40 MB through its WebAssembly file system.
 *
 * Everything here is best effort: a template that cannot be read, written or started means initdb and
 * the migrations, as without one.
 */

const resolveModule = createRequire(import.meta.url).resolve;
const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

/** A hash of the migrations in `folder`: their journal and every SQL file, in name order. */
export function migrationsKey(folder: string = migrationsFolder): string {
  const hash = createHash('sha256');
  hash.update(fs.readFileSync(path.join(folder, 'meta', '_journal.json')));
  for (const name of fs
    .readdirSync(folder)
    .filter((n) => n.endsWith('.sql'))
    .sort()) {
    hash.update(`\0${name}\0`);
    hash.update(fs.readFileSync(path.join(folder, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** node_modules/.cache/trialhub/pglite-<version>-schema-<migrations key> of the installed PGlite, or null. */
export function installedDataDirTemplate(): string | null {
  try {
    // …/node_modules/@electric-sql/pglite/dist/index.cjs
    const packageDir = path.resolve(path.dirname(resolveModule('@electric-sql/pglite')), '..');
    const { version } = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
      version: string;
    };
    const nodeModules = path.resolve(packageDir, '..', '..');
    return path.join(nodeModules, '.cache', 'trialhub', `pglite-${version}-schema-${migrationsKey()}`);
  } catch {
    return null;
  }
}

/**
 * Copies the template in `template` to `dbDir` (which has no data dir yet); false when there is none
 * or the copy failed (then `dbDir` is removed again). A template is complete once it exists under its
 * name (it is renamed into place); one without PG_VERSION is not a data dir.
 */
export function copyDataDirTemplate(template: string, dbDir: string): boolean {
  if (!fs.existsSync(path.join(template, 'PG_VERSION'))) return false;
  try {
    fs.rmSync(dbDir, { recursive: true, force: true });
    fs.cpSync(template, dbDir, { recursive: true });
    return true;
  } catch (error) {
    logger.warn({ err: error, template }, 'database: could not copy the data dir template; running initdb');
    fs.rmSync(dbDir, { recursive: true, force: true });
    return false;
  }
}

/** Removes a template that did not start, so the next new data dir makes a good one. */
export function dropDataDirTemplate(template: string): void {
  fs.rmSync(template, { recursive: true, force: true });
}

/**
 * Keeps `client`'s data dir `dbDir`, which initdb and the migrations have just made, as the template
 * `template` (when there is none yet). A checkpoint first, so the files hold everything; the copy is
 * synchronous, so PGlite (on this thread) writes nothing meanwhile. Copied to another name and renamed,
 * so a server starting meanwhile never copies half a template; the lock file of the running database
 * (postmaster.pid) is left out. Older templates of this installation (other migrations, another PGlite)
 * are removed: ~40 MB each.
 */
export async function saveDataDirTemplate(client: PGlite, dbDir: string, template: string): Promise<void> {
  if (fs.existsSync(template)) return;
  const partial = `${template}.${process.pid}.partial`;
  try {
    await client.exec('CHECKPOINT');
    fs.mkdirSync(path.dirname(template), { recursive: true });
    fs.cpSync(dbDir, partial, {
      recursive: true,
      filter: (source) => path.basename(source) !== 'postmaster.pid',
    });
    fs.renameSync(partial, template);
    removeOtherTemplates(template);
    logger.info({ template }, 'database: the migrated data dir kept as the template for new data dirs');
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    // Another process starting a new data dir at the same time kept its copy first: as good as ours.
    if (fs.existsSync(template)) return;
    logger.warn({ err: error }, 'database: could not keep a data dir template (new data dirs run initdb)');
  }
}

function removeOtherTemplates(template: string): void {
  const dir = path.dirname(template);
  for (const name of fs.readdirSync(dir)) {
    const other = path.join(dir, name);
    // Another process's unfinished copy ends in .partial with its pid: left alone.
    if (other !== template && /^pglite-.*(-initdb\.tar|-schema-[0-9a-f]+)$/.test(name))
      fs.rmSync(other, { recursive: true, force: true });
  }
}
