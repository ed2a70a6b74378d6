import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { JudgingStage } from '@trialhub/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from './helper.js';
import { openLive } from './live-client.js';
import { parseExposition, sampleValue } from './support/prometheus.js';

/** Operations (issue #21): readiness and metrics of a server in this process. */
const adminUrl = process.env.TEST_DATABASE_URL;
const METRICS_TOKEN = 'ops-test-metrics-token-0123456789';
const TODAY = 'demo-stage-3'; // the demo judge judges it

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ metricsToken: METRICS_TOKEN });
});
afterAll(async () => server?.close());

async function ready(): Promise<{ status: number; body: { ready: boolean; reason?: string } }> {
  const res = await server.fetch('/api/ready');
  return { status: res.status, body: (await res.json()) as { ready: boolean; reason?: string } };
}

/** Asks /api/ready until `accept` holds; fails with the last answer after `timeoutMs`. */
async function readyUntil(accept: (r: Awaited<ReturnType<typeof ready>>) => boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  let last = await ready();
  while (!accept(last) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    last = await ready();
  }
  expect(accept(last), JSON.stringify(last)).toBe(true);
  return last;
}

describe('GET /api/ready', () => {
  it('is 200 when the database answers and every migration is applied; /api/health is too', async () => {
    expect(await ready()).toEqual({ status: 200, body: { ready: true, database: server.database.kind } });
    expect((await server.fetch('/api/health')).status).toBe(200);
  });

  it('is 503 "migrations" while the newest migration is not applied, and 200 again once it is', async () => {
    const [newest] = (
      (await server.database.db.execute(
        sql`SELECT id, hash, created_at::text AS created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`,
      )) as unknown as { rows: { id: number; hash: string; created_at: string }[] }
    ).rows;
    await server.database.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = ${newest!.id}`);
    try {
      expect(await ready()).toEqual({
        status: 503,
        body: { ready: false, reason: 'migrations', database: server.database.kind },
      });
      // Liveness is another question: the process runs.
      expect((await server.fetch('/api/health')).status).toBe(200);
    } finally {
      await server.database.db.execute(
        sql`INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES (${newest!.id}, ${newest!.hash}, ${newest!.created_at}::bigint)`,
      );
    }
    expect((await ready()).status).toBe(200);
  });

  it.skipIf(!adminUrl)(
    'on PostgreSQL, is 503 "live" while the LISTEN connection is down, 200 once it is back',
    async () => {
      const own = await currentDatabase();
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        // What a network cut or a PostgreSQL failover does to the connection that carries live events.
        const killed = await admin.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND query LIKE 'LISTEN %'`,
          [own],
        );
        expect(killed.rowCount).toBe(1);
      } finally {
        await admin.end();
      }
      expect((await readyUntil((r) => r.status === 503)).body.reason).toBe('live');
      await readyUntil((r) => r.status === 200);
    },
  );

  it.skipIf(!adminUrl)('on PostgreSQL, is 503 "database" while the database refuses connections', async () => {
    const own = await currentDatabase();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(`ALTER DATABASE ${own} ALLOW_CONNECTIONS false`);
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [own]);
      expect((await readyUntil((r) => r.status === 503 && r.body.reason === 'database')).body).toMatchObject({
        ready: false,
        reason: 'database',
      });
      expect((await server.fetch('/api/health')).status).toBe(200);
    } finally {
      await admin.query(`ALTER DATABASE ${own} ALLOW_CONNECTIONS true`);
      await admin.end();
    }
    await readyUntil((r) => r.status === 200);
  });
});

/** The PostgreSQL database this file's server runs on. */
async function currentDatabase(): Promise<string> {
  const result = (await server.database.db.execute(sql`SELECT current_database() AS name`)) as unknown as {
    rows: { name: string }[];
  };
  return result.rows[0]!.name;
}

describe('GET /metrics', () => {
  const scrape = async () => {
    const res = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    return parseExposition(await res.text());
  };

  it('does not exist without the token, with a wrong one, or for a signed-in admin', async () => {
    const admin = await server.loginAs('admin');
    for (const headers of [
      {},
      { authorization: 'Bearer wrong-token' },
      { authorization: `Bearer ${METRICS_TOKEN}x` },
      { authorization: `Basic ${METRICS_TOKEN}` },
      { cookie: admin },
    ]) {
      const res = await fetch(`${server.url}/metrics`, { headers });
      expect(res.status, JSON.stringify(headers)).toBe(404);
      expect(await res.json()).toMatchObject({ error: { code: 'notFound' } });
    }
  });

  it('counts requests per route pattern, judge operations by outcome, live events and subscribers', async () => {
    const before = await scrape();
    const cookie = await server.loginAs('judge');
    const judging = (await (await server.fetch(`/api/judging/stages/${TODAY}`, { cookie })).json()) as JudgingStage;
    const rider = judging.riders[0]!;
    const live = await openLive(server.url, `stage:${TODAY}:results`);
    try {
      expect((await live.next()).event).toBe('ready');
      for (let i = 0; i < 3; i++) expect((await server.fetch(`/api/stages/${TODAY}/results`)).status).toBe(200);
      const op = {
        opId: randomUUID(),
        seq: 1,
        kind: 'score',
        participantId: rider.id,
        section: 1,
        lap: 1,
        points: 2,
        at: new Date(Date.now() - 30_000).toISOString(),
      };
      const bad = { ...op, opId: randomUUID(), seq: 2, points: 4 }; // no 4 in a classic trial
      for (const ops of [[op, bad], [op]]) {
        const res = await server.fetch(`/api/judging/stages/${TODAY}/ops`, {
          method: 'POST',
          cookie,
          body: JSON.stringify({ deviceId: 'ops-metrics-device', ops }),
        });
        expect(res.status).toBe(200);
      }
      // The subscriber got the change: delivered counts it.
      await live.next((f) => f.event === 'message');
      const after = await scrape();
      const moved = (name: string, labels: Record<string, string> = {}) =>
        sampleValue(after, name, labels) - sampleValue(before, name, labels);

      const route = { method: 'GET', route: '/api/stages/:stageId/results', status: '200' };
      expect(moved('trialhub_http_request_duration_seconds_count', route)).toBe(3);
      // Per pattern, never per raw path.
      expect(after.some((s) => s.labels.route?.includes(TODAY))).toBe(false);
      expect(moved('trialhub_judge_ops_total', { outcome: 'applied' })).toBe(1);
      expect(moved('trialhub_judge_ops_total', { outcome: 'rejected' })).toBe(1);
      expect(moved('trialhub_judge_ops_total', { outcome: 'replayed' })).toBe(1);
      expect(moved('trialhub_live_events_published_total')).toBeGreaterThanOrEqual(1);
      expect(moved('trialhub_live_events_delivered_total')).toBeGreaterThanOrEqual(1);
      expect(sampleValue(after, 'trialhub_live_subscribers', { topic_kind: 'stage:results' })).toBe(1);
      expect(sampleValue(after, 'trialhub_live_connections')).toBe(1);
      expect(sampleValue(after, 'process_resident_memory_bytes')).toBeGreaterThan(0);
      if (server.database.kind === 'postgres')
        expect(sampleValue(after, 'trialhub_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
      else expect(after.some((s) => s.name === 'trialhub_db_pool_connections')).toBe(false);
    } finally {
      live.close();
    }
  });

  it('passes the Prometheus naming rules promtool checks: only counters end in _total', async () => {
    const res = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    const text = await res.text();
    const types = [...text.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map(([, name, type]) => ({ name: name!, type: type! }));
    expect(types.length).toBeGreaterThan(20);
    const misnamed = types.filter(({ name, type }) => (type === 'counter') !== name.endsWith('_total'));
    expect(misnamed).toEqual([]);
    // The process's own numbers are still there: by type.
    expect(types.map((t) => t.name)).toContain('nodejs_active_handles');
    // Prometheus's own linter, where it is installed (Debian: prometheus).
    const promtool = ['/usr/bin/promtool', '/usr/local/bin/promtool'].find((p) => fs.existsSync(p));
    if (promtool) {
      const checked = spawnSync(promtool, ['check', 'metrics'], { input: text, encoding: 'utf8' });
      expect(checked.stdout + checked.stderr).toBe('');
      expect(checked.status).toBe(0);
    }
  });
});
