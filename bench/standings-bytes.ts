/**
 * Bytes on the wire of the public lists issue #20 point 5 names (decision 040): the standings (the
 * page's view and `/tables`) and a stage's participants, as a visitor reads them, plain and gzipped
 * (zlib's default level, as the server's read cache). Two championships: the demo's Baltic Cup and
 * race-day-scale's 400-rider, 12-stage Bench Cup (every stage's results written straight in, then
 * approved, generated and published through the API). A run takes a minute or two.
 *
 *   npx tsx bench/standings-bytes.ts
 */
import { gzipSync } from 'node:zlib';
import { readConfig } from '../apps/server/src/config.js';
import { startServer } from '../apps/server/src/start-server.js';
import { STAGES, closeStage, seedChampionship, seedEarlierResults, stageId } from './race-day-scale.js';
import { type Endpoint, closeAdminConnections, isEntry, request, requireNode24, signIn } from './support.js';

const kib = (n: number) => (n < 1024 ? `${n} B` : `${(n / 1024).toFixed(1)} KiB`);

export async function measureListBytes(): Promise<{ read: string; plain: number; gzip: number }[]> {
  requireNode24();
  const read = readConfig({ ...process.env, DATABASE_URL: undefined, DEMO: '1', PORT: undefined });
  const server = await startServer({
    config: { ...read, webDistDir: null },
    authSecret: 'bench-secret-bench-secret-bench-secret-0',
    inMemory: true,
    port: 0,
  });
  const endpoint: Endpoint = { label: 'standings-bytes', url: server.url, port: server.port };
  const out: { read: string; plain: number; gzip: number }[] = [];
  try {
    await seedChampionship(server.database.db);
    const secretary = await signIn(endpoint, 'secretary@trialhub.demo', 'trialhub-demo');
    for (let k = 1; k <= STAGES; k++) {
      await seedEarlierResults(server.database.db, k);
      await closeStage(endpoint, secretary, k);
      const published = await request(endpoint, 'POST', `/api/stages/${stageId(k)}/standings/publish`, {
        cookie: secretary,
      });
      if (published.status !== 200) throw new Error(`publish ${k}: ${published.status}`);
    }
    const paths = [
      '/api/standings/demo/baltic-cup-2026',
      '/api/standings/demo/baltic-cup-2026/tables',
      '/api/standings/demo/bench-cup',
      '/api/standings/demo/bench-cup/tables',
      '/api/stages/demo-stage-1/participants',
      '/api/stages/demo-stage-1/participants/per-class',
      `/api/stages/${stageId(STAGES)}/participants`,
      `/api/stages/${stageId(STAGES)}/participants/per-class`,
    ];
    for (const path of paths) {
      const reply = await request(endpoint, 'GET', path);
      if (reply.status !== 200) {
        out.push({ read: `${path} (${reply.status})`, plain: 0, gzip: 0 });
        continue;
      }
      const body = Buffer.from(reply.body);
      out.push({ read: path, plain: body.length, gzip: gzipSync(body).length });
    }
  } finally {
    closeAdminConnections();
    await server.close();
  }
  return out;
}

if (isEntry(import.meta.url)) {
  for (const r of await measureListBytes()) console.log(`${r.read}\t${kib(r.plain)} plain\t${kib(r.gzip)} gzip`);
  process.exit(0);
}
