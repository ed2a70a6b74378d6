import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rows } from '../src/db/open-db.js';
import { type TestServer, startTestServer } from './helper.js';
import { stageInputOf } from './support/stage-input.js';

/**
 * Inputs that passed validation and then failed in PostgreSQL (500), found while fuzzing for issue 15:
 * each must be a 400 now.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 180_000);
afterAll(async () => server?.close());

function judgeOp(overrides: Record<string, unknown>) {
  return {
    opId: randomUUID(),
    seq: 1,
    kind: 'score',
    participantId: 'x',
    section: 1,
    lap: 1,
    points: 0,
    at: new Date().toISOString(),
    ...overrides,
  };
}

it("a judge operation's sequence past PostgreSQL's integer", async () => {
  const res = await server.as('judge', 'POST', '/api/judging/stages/demo-stage-3/ops', {
    deviceId: 'fuzz-device-1',
    ops: [judgeOp({ seq: 2 ** 31 })],
  });
  expect(res.status, await res.clone().text()).toBe(400);
});

it("a judge operation's time in year 0, or past year 9999 in UTC", async () => {
  const [rider] = await rows<{ id: string }>(
    server.database.db,
    sql`SELECT id FROM participants WHERE stage_id = 'demo-stage-3' LIMIT 1`,
  );
  for (const at of ['0000-01-01T00:00:00Z', '0001-01-01T00:00:00+14:00', '9999-12-31T23:00:00-14:00']) {
    const res = await server.as('judge', 'POST', '/api/judging/stages/demo-stage-3/ops', {
      deviceId: 'fuzz-device-2',
      ops: [judgeOp({ participantId: rider!.id, at })],
    });
    expect(res.status, `${at}: ${await res.clone().text()}`).toBe(400);
  }
});

it("a stage's dates in year 0", async () => {
  const stage = (await (await server.as('admin', 'GET', '/api/admin/stages/demo-stage-1')).json()) as Record<
    string,
    unknown
  >;
  const { id } = stage;
  const input = stageInputOf(stage);
  const res = await server.as('admin', 'PUT', `/api/admin/stages/${String(id)}`, {
    ...input,
    competitionStartDate: '0000-01-01T00:00:00Z',
    competitionEndDate: '0000-01-02T00:00:00Z',
    registrationEndDate: null,
  });
  expect(res.status, await res.clone().text()).toBe(400);
});

it('a market price filter past what the price column holds', async () => {
  for (const query of ['minPrice=1e20', 'maxPrice=99999999999', 'minPrice=0.5&maxPrice=1e300']) {
    const res = await server.fetch(`/api/market/ads?${query}`);
    expect(res.status, `${query}: ${await res.clone().text()}`).toBe(400);
  }
});

it('a standing renamed to a lone UTF-16 surrogate', async () => {
  const res = await server.fetch('/api/championships/demo-baltic-cup/standings/margus-saar-clubman', {
    method: 'PATCH',
    cookie: await server.loginAs('secretary'),
    headers: { origin: server.url },
    body: '{"name":"Margus \\ud800"}',
  });
  expect(res.status, await res.clone().text()).toBe(400);
  expect(((await res.json()) as { error: { fields?: Record<string, string> } }).error.fields).toEqual({
    name: 'validation.invalid',
  });
});
