/**
 * `node apps/server/dist/db-template.js`, run by the build (scripts/build-server.mjs): makes the
 * installation's initdb template (decision 046) when there is none, so that the first start of a new
 * installation skips initdb too. A few seconds, once per installed PGlite version.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { installedInitdbTemplate, saveInitdbTemplate } from '../db/initdb-template.js';

const file = installedInitdbTemplate();
if (file && !fs.existsSync(file)) {
  const started = performance.now();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trialhub-initdb-'));
  try {
    const client = await PGlite.create(path.join(dir, 'db'));
    await saveInitdbTemplate(client, file);
    await client.close();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  console.log(`database template for new data dirs made in ${Math.round(performance.now() - started)} ms`);
}
