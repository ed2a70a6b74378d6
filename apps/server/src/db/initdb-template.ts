import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { logger } from '../ops/logger.js';

/**
 * A new embedded data dir starts from a copy of a freshly initialised one (issue #20 point 6, decision
 * 046). PGlite's initdb is most of a first boot (~5 s of ~8 on a slow 2-core machine: its WebAssembly
 * initdb runs PostgreSQL several times); its result is the same for every installation of one PGlite
 * version, so the first initdb on an installation is kept as a tarball next to the installed packages
 * (node_modules/.cache/trialhub) and every later new data dir (a reinstall of the data, a second
 * instance, the tests' servers) loads it instead. Made on this machine, never shipped: nothing binary is
 * in the repository, and a new PGlite version has its own file.
 *
 * Everything here is best effort: a template that cannot be read, written or loaded means initdb, as
 * before.
 */

const resolveModule = createRequire(import.meta.url).resolve;

/** node_modules/.cache/trialhub/pglite-<version>-initdb.tar of the installed PGlite, or null. */
export function installedInitdbTemplate(): string | null {
  try {
    // …/node_modules/@electric-sql/pglite/dist/index.cjs
    const packageDir = path.resolve(path.dirname(resolveModule('@electric-sql/pglite')), '..');
    const { version } = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
      version: string;
    };
    const nodeModules = path.resolve(packageDir, '..', '..');
    return path.join(nodeModules, '.cache', 'trialhub', `pglite-${version}-initdb.tar`);
  } catch {
    return null;
  }
}

/** The template in `file`, if one was made. */
export function readInitdbTemplate(file: string): Blob | null {
  try {
    return new Blob([fs.readFileSync(file)]);
  } catch {
    return null;
  }
}

/**
 * Keeps `client`'s data dir, which initdb has just made, as the template (when there is none yet). A
 * checkpoint first, so the files hold everything; not compressed (~40 MB: gzip added ~1 s to this boot
 * and ~0.5 s to every load of it); written under another name and renamed, so a server starting
 * meanwhile never reads half a file.
 */
export async function saveInitdbTemplate(client: PGlite, file: string): Promise<void> {
  if (fs.existsSync(file)) return;
  try {
    await client.exec('CHECKPOINT');
    const tarball = await client.dumpDataDir('none');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()));
    fs.renameSync(partial, file);
    logger.info({ file }, 'database: initdb kept as the template for new data dirs');
  } catch (error) {
    logger.warn({ err: error }, 'database: could not keep initdb as a template (new data dirs run initdb)');
  }
}
