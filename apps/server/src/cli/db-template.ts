/**
 * `node apps/server/dist/db-template.js`, run by the build (scripts/build-server.mjs): makes the
 * installation's data dir template (decisions 046, 084: initdb and every migration, for the installed
 * PGlite and this checkout's migrations) when there is none, so that the first start of a new
 * installation copies it. A few seconds, once per PGlite version and set of migrations.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { installedDataDirTemplate } from '../db/initdb-template.js';
import { openDb } from '../db/open-db.js';

const template = installedDataDirTemplate();
if (template && !fs.existsSync(template)) {
  const started = performance.now();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trialhub-initdb-'));
  try {
    // A new data dir: initdb, the migrations, then openDb keeps it as the template.
    const database = await openDb({ dataDir: dir, dataTemplate: template });
    await database.close();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  console.log(`database template for new data dirs made in ${Math.round(performance.now() - started)} ms`);
}
