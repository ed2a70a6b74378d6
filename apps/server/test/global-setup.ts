import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { readConfig } from '../src/config.js';
import { seedDemo } from '../src/db/seed-demo.js';
import { type RunningServer, startServer } from '../src/start-server.js';
import { type ServerTestTemplates, createDatabase } from './databases.js';

/**
 * Every test server used to start on an empty database: PGlite's initdb, the migrations and the demo
 * seed took 20–40 s each on a loaded 2-core machine, and tests timed out waiting. They run once per
 * test run here; each test server then starts from a copy.
 */
export default async function setup(project: TestProject) {
  const started = performance.now();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trialhub-test-templates-'));
  const seededAt = new Date();
  const adminUrl = process.env.TEST_DATABASE_URL;
  const dropPostgres: (() => Promise<void>)[] = [];

  /** A server as the tests start one, on this database, without the demo (we seed it with seededAt). */
  const start = (databaseUrl: string | null): Promise<RunningServer> =>
    startServer({
      config: { ...readConfig({}), databaseUrl, demo: false, webDistDir: null, smtpUrl: null },
      authSecret: 'template-secret-template-secret-0123',
      inMemory: true,
      port: 0,
      rateLimit: false,
    });

  const pglite = { migrated: path.join(dir, 'migrated.tar'), demo: path.join(dir, 'demo.tar') };
  const server = await start(null);
  try {
    const client = (server.database.db as unknown as { $client: PGlite }).$client;
    const dump = async (file: string) => {
      const tarball = await client.dumpDataDir('none');
      fs.writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
    };
    await dump(pglite.migrated);
    await seedDemo(server.database.db, server.auth, seededAt);
    await dump(pglite.demo);
  } finally {
    await server.close();
  }

  let postgres: ServerTestTemplates['postgres'] = null;
  if (adminUrl) {
    const names = { migrated: '', demo: '' };
    for (const kind of ['migrated', 'demo'] as const) {
      const database = await createDatabase(adminUrl);
      dropPostgres.push(database.drop);
      names[kind] = new URL(database.url).pathname.slice(1);
      const pgServer = await start(database.url);
      try {
        if (kind === 'demo') await seedDemo(pgServer.database.db, pgServer.auth, seededAt);
      } finally {
        await pgServer.close();
      }
    }
    postgres = names;
  }

  project.provide('serverTestTemplates', { seededAt: seededAt.toISOString(), pglite, postgres });
  console.log(
    `server test templates ready in ${Math.round(performance.now() - started)} ms (${os.loadavg()[0]!.toFixed(1)} load)`,
  );

  return async () => {
    for (const drop of dropPostgres) await drop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
