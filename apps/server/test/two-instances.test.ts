import type { LiveMessage, StagesEvent } from '@trialhub/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, createTestDatabase, startTestServer } from './helper.js';
import { captureLog } from './support/log-capture.js';
import { type LiveConnection, openLive } from './live-client.js';

const adminUrl = process.env.TEST_DATABASE_URL;

// Scale-out (DESIGN.md §1): N stateless instances on one PostgreSQL; live updates cross instances
// through LISTEN/NOTIFY. PGlite is one process's database, so this runs on PostgreSQL only.
describe.skipIf(!adminUrl)('two instances on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let a: TestServer;
  let b: TestServer;
  const connections: LiveConnection[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(adminUrl!);
    a = await startTestServer({ databaseUrl: database.url });
    // B starts on the same, already migrated and seeded database, as a second instance would.
    b = await startTestServer({ databaseUrl: database.url, demo: false });
  });
  afterAll(async () => {
    for (const c of connections) c.close();
    await a?.close();
    await b?.close();
    await database?.drop();
  });

  it('serves the same stages from either instance', async () => {
    const fromA = await (await a.fetch('/api/stages')).json();
    const fromB = await (await b.fetch('/api/stages')).json();
    expect(fromB).toEqual(fromA);
    expect((fromA as unknown[]).length).toBeGreaterThanOrEqual(4);
  });

  it('delivers a change made through A to a live subscriber on B, with the same sequence', async () => {
    const onB = await openLive(b.url, 'stages');
    const onA = await openLive(a.url, 'stages');
    connections.push(onB, onA);
    const readyB = await onB.next();
    const readyA = await onA.next();
    expect(readyB.event).toBe('ready');
    expect(readyB.data).toEqual(readyA.data);
    const n = (readyB.data as { positions: { stages: number } }).positions.stages;

    const res = await a.fetch('/api/admin/stages/demo-stage-5', {
      method: 'PATCH',
      body: JSON.stringify({ status: 'published' }),
      cookie: await a.loginAs('admin'),
    });
    expect(res.status).toBe(200);
    const stage = await res.json();

    const expected: LiveMessage<StagesEvent> = {
      topic: 'stages',
      seq: n + 1,
      data: { type: 'stage.upserted', stage: stage as never },
    };
    expect((await onB.next((f) => f.event === 'message')).data).toEqual(expected);
    expect((await onA.next((f) => f.event === 'message')).data).toEqual(expected);
    expect((await (await b.fetch('/api/stages')).json()) as { id: string }[]).toContainEqual(stage);
  });

  it('accepts a session signed in on A when the request reaches B', async () => {
    const cookie = await a.loginAs('admin');
    const res = await b.fetch('/api/admin/stages/demo-stage-5', {
      method: 'PATCH',
      body: JSON.stringify({ status: 'draft' }),
      cookie,
    });
    expect(res.status).toBe(200);
  });

  it('lets a client that reconnects to the other instance replay what it missed', async () => {
    const first = await openLive(a.url, 'stages');
    connections.push(first);
    expect((await first.next()).event).toBe('ready');
    const cookie = await a.loginAs('admin');
    for (const location of ['Rīga', 'Jūrmala']) {
      const res = await a.fetch('/api/admin/stages/demo-stage-1', {
        method: 'PATCH',
        body: JSON.stringify({ location }),
        cookie,
      });
      expect(res.status).toBe(200);
    }
    // The sequence numbers as they were delivered (the ready position can lag an event of the test
    // before, whose notification A may still be handling).
    const locationOf = (f: { data: unknown }) =>
      (f.data as { data?: { stage?: { location?: string } } }).data?.stage?.location;
    const riga = await first.next((f) => locationOf(f) === 'Rīga');
    await first.next((f) => locationOf(f) === 'Jūrmala');
    // B heard both events over NOTIFY, so its buffer covers the gap.
    const again = await openLive(b.url, 'stages', { lastEventId: riga.id! });
    connections.push(again);
    expect((await again.next()).event).toBe('ready');
    const replayed = await again.next();
    expect(replayed.id).toBe(`stages=${Number(riga.id!.split('=')[1]) + 1}`);
    expect(replayed.data).toMatchObject({ data: { stage: { id: 'demo-stage-1', location: 'Jūrmala' } } });
  });

  it('survives PostgreSQL dropping its connections, and live changes cross instances again', async () => {
    const onB = await openLive(b.url, 'stages');
    connections.push(onB);
    expect((await onB.next()).event).toBe('ready');
    const cookie = await a.loginAs('admin');
    // The failures are logged (at error); they are expected here, so the test's output is kept quiet.
    const log = captureLog('fatal');
    try {
      // What a PostgreSQL restart or failover does to every connection of both instances.
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      const killed = await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [new URL(database.url).pathname.slice(1)],
      );
      await admin.end();
      expect(killed.rowCount).toBeGreaterThanOrEqual(2); // at least the two LISTEN connections

      // B may have missed events while it was not listening: once back, it tells its clients to refetch.
      const resync = await onB.next((f) => f.event === 'resync', 10_000);
      expect(resync.data).toEqual({ topic: 'stages' });

      // Changes made while B is not listening yet are lost to it; keep changing until one arrives.
      const deadline = Date.now() + 15_000;
      let delivered = false;
      for (let i = 0; !delivered && Date.now() < deadline; i++) {
        const res = await a.fetch('/api/admin/stages/demo-stage-1', {
          method: 'PATCH',
          body: JSON.stringify({ location: `After restart ${i}` }),
          cookie,
        });
        if (res.status !== 200) continue;
        delivered = await onB
          .next((f) => f.event === 'message', 1500)
          .then(
            (f) => (f.data as LiveMessage<StagesEvent>).data.type === 'stage.upserted',
            () => false,
          );
      }
      expect(delivered).toBe(true);
      expect((await b.fetch('/api/health')).status).toBe(200);
    } finally {
      log.stop();
    }
  }, 30_000);
});
