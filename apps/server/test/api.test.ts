import http from 'node:http';
import { type StageSummary, stageSummarySchema } from '@trialhub/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageViews, users } from '../src/db/schema.js';
import { type TestServer, startTestServer } from './helper.js';
import { captureLog } from './support/log-capture.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/**
 * A POST whose body is streamed in chunks without a Content-Length, on a connection of its own: the
 * server answers before reading it all and then closes that connection, which would break whatever
 * fetch() sent next on a shared one.
 */
function chunkedPost(path: string, chunks: number, chunkSize: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${server.url}${path}`, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
    });
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    });
    // The server may close while we are still uploading; only a failure before its answer counts.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const chunk = Buffer.alloc(chunkSize, 'x');
    let sent = 0;
    const writeMore = () => {
      while (sent < chunks) {
        sent++;
        if (!req.write(chunk)) return void req.once('drain', writeMore);
      }
      req.end();
    };
    writeMore();
  });
}

async function publishedStages(): Promise<StageSummary[]> {
  const res = await server.fetch('/api/stages');
  expect(res.status).toBe(200);
  return (await res.json()) as StageSummary[];
}

describe('public reads', () => {
  it('lists the four published demo stages, soonest start first, without the draft', async () => {
    const res = await server.fetch('/api/stages');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=2');
    const stages = (await res.json()) as unknown[];
    const parsed = stages.map((s) => stageSummarySchema.parse(s));
    expect(parsed.map((s) => s.id)).toEqual(['demo-stage-1', 'demo-stage-2', 'demo-stage-3', 'demo-stage-4']);
    expect(parsed.every((s) => s.status === 'published')).toBe(true);
    expect(parsed.map((s) => s.id)).not.toContain('demo-stage-5');
  });

  it('answers the health check with the database it runs on', async () => {
    const res = await server.fetch('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      ok: true,
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    });
  });
});

describe('errors', () => {
  it.each(['GET', 'POST', 'DELETE'])('answers %s on an unknown /api route with a JSON 404', async (method) => {
    const res = await server.fetch('/api/no-such-thing', { method, body: method === 'POST' ? '{}' : undefined });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ error: { code: 'notFound', messageKey: 'errors.notFound' } });
  });

  it('refuses a body over 256 KB with 413 and a message key', async () => {
    const body = JSON.stringify({ message: 'x'.repeat(300 * 1024) });
    const res = await server.fetch('/api/client-errors', { method: 'POST', body });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: { code: 'payloadTooLarge', messageKey: 'errors.payloadTooLarge' } });
  });

  it('refuses an oversized body sent without a Content-Length (chunked) too', async () => {
    const { status, body } = await chunkedPost('/api/client-errors', 6, 64 * 1024);
    expect(status).toBe(413);
    expect(JSON.parse(body)).toEqual({ error: { code: 'payloadTooLarge', messageKey: 'errors.payloadTooLarge' } });
  });

  it('still answers the next request on the connection after refusing an oversized body', async () => {
    const big = await server.fetch('/api/client-errors', {
      method: 'POST',
      body: JSON.stringify({ message: 'x'.repeat(300 * 1024) }),
    });
    expect(big.status).toBe(413);
    await big.text();
    const next = await server.fetch('/api/client-errors', { method: 'POST', body: '{}' });
    expect(next.status).toBe(400);
  });

  it('answers malformed JSON with 400 badRequest', async () => {
    const res = await server.fetch('/api/analytics/page-views', { method: 'POST', body: '{"path": "/' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'badRequest', messageKey: 'errors.badRequest' } });
  });
});

describe('PATCH /api/admin/stages/:stageId', () => {
  const patch = (stageId: string, body: unknown, cookie?: string) =>
    server.fetch(`/api/admin/stages/${stageId}`, { method: 'PATCH', body: JSON.stringify(body), cookie });

  it('asks a visitor to sign in (401) and changes nothing', async () => {
    const res = await patch('demo-stage-1', { title: 'Hijacked' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { code: 'unauthenticated', messageKey: 'errors.unauthenticated' } });
    expect((await publishedStages()).find((s) => s.id === 'demo-stage-1')?.title).toBe('Round 1 — Sigulda');
  });

  it.each(['rider', 'judge', 'secretary'] as const)('forbids a signed-in %s (403)', async (role) => {
    const res = await patch('demo-stage-1', { title: 'Hijacked' }, await server.loginAs(role));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: { code: 'forbidden', messageKey: 'errors.forbidden' } });
    expect((await publishedStages()).find((s) => s.id === 'demo-stage-1')?.title).toBe('Round 1 — Sigulda');
  });

  it('lets an admin rename a stage; the list shows the new title', async () => {
    const admin = await server.loginAs('admin');
    const res = await patch('demo-stage-2', { title: '  Round 2 — Tartu quarry  ', location: 'Tartu, Eesti' }, admin);
    expect(res.status).toBe(200);
    const stage = stageSummarySchema.parse(await res.json());
    expect(stage).toMatchObject({ id: 'demo-stage-2', title: 'Round 2 — Tartu quarry', location: 'Tartu, Eesti' });
    expect((await publishedStages()).find((s) => s.id === 'demo-stage-2')).toEqual(stage);
  });

  it('answers an empty title with 400 and the field that is wrong', async () => {
    const res = await patch('demo-stage-1', { title: '   ' }, await server.loginAs('admin'));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 'validation', messageKey: 'errors.validation', fields: { title: 'validation.required' } },
    });
  });

  it.each([
    ['a field it may not change', { slug: 'other' }],
    ['a status that does not exist', { status: 'archived' }],
    ['a title over 200 characters', { title: 'x'.repeat(201) }],
  ])('refuses %s with 400', async (_, body) => {
    const res = await patch('demo-stage-1', body, await server.loginAs('admin'));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('validation');
  });

  it('answers malformed JSON from an admin with 400', async () => {
    const res = await server.fetch('/api/admin/stages/demo-stage-1', {
      method: 'PATCH',
      body: '{title',
      cookie: await server.loginAs('admin'),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('badRequest');
  });

  it.each([
    ['an Origin of another site', { origin: 'https://evil.example' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
  ])('refuses a change sent with %s, even with an admin cookie (403)', async (_, headers) => {
    const res = await server.fetch('/api/admin/stages/demo-stage-1', {
      method: 'PATCH',
      body: JSON.stringify({ title: 'Cross-site' }),
      headers,
      cookie: await server.loginAs('admin'),
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: { code: 'crossOrigin', messageKey: 'errors.crossOrigin' } });
    expect((await publishedStages()).find((s) => s.id === 'demo-stage-1')?.title).toBe('Round 1 — Sigulda');
  });

  it('accepts a change sent from its own origin', async () => {
    const res = await server.fetch('/api/admin/stages/demo-stage-4', {
      method: 'PATCH',
      body: JSON.stringify({ location: null }),
      headers: { origin: new URL(server.url).origin, 'sec-fetch-site': 'same-origin' },
      cookie: await server.loginAs('admin'),
    });
    expect(res.status).toBe(200);
  });

  it('answers an unknown stage with 404', async () => {
    const res = await patch('no-such-stage', { title: 'Anything' }, await server.loginAs('admin'));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'notFound', messageKey: 'errors.notFound' } });
  });

  it('shows a draft once an admin publishes it, and hides it again when unpublished', async () => {
    const admin = await server.loginAs('admin');
    expect((await patch('demo-stage-5', { status: 'published' }, admin)).status).toBe(200);
    expect((await publishedStages()).map((s) => s.id)).toContain('demo-stage-5');
    expect((await patch('demo-stage-5', { status: 'draft' }, admin)).status).toBe(200);
    expect((await publishedStages()).map((s) => s.id)).not.toContain('demo-stage-5');
  });
});

describe('analytics', () => {
  const pageViewsAt = (path: string) => server.database.db.select().from(pageViews).where(eq(pageViews.path, path));

  it('stores a visitor page view without a user', async () => {
    const res = await server.fetch('/api/analytics/page-views', {
      method: 'POST',
      body: JSON.stringify({ path: '/competitions/demo/visitor-view', referrer: 'https://example.com/', locale: 'lv' }),
    });
    expect(res.status).toBe(204);
    const stored = await pageViewsAt('/competitions/demo/visitor-view');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ referrer: 'https://example.com/', locale: 'lv', userId: null });
  });

  it('stores a signed-in page view with the user it came from', async () => {
    const res = await server.fetch('/api/analytics/page-views', {
      method: 'POST',
      body: JSON.stringify({ path: '/rider-view' }),
      cookie: await server.loginAs('rider'),
    });
    expect(res.status).toBe(204);
    const [rider] = await server.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'rider@trialhub.demo'));
    const stored = await pageViewsAt('/rider-view');
    expect(stored).toHaveLength(1);
    expect(stored[0]!.userId).toBe(rider!.id);
  });

  it('deletes page views older than 24 months, keeping newer ones (privacy notice)', async () => {
    const now = new Date('2026-11-22T12:00:00Z');
    await server.database.db.insert(pageViews).values([
      { path: '/retention-old', createdAt: new Date('2024-11-01T00:00:00Z') },
      { path: '/retention-recent', createdAt: new Date('2024-12-01T00:00:00Z') },
    ]);
    const { AnalyticsService } = await import('../src/features/analytics/analytics.service.js');
    const { createErrorReporter } = await import('../src/http/error-reporter.js');
    const service = new AnalyticsService(server.database.db, createErrorReporter(null));
    expect(await service.pruneOldPageViews(now)).toBeGreaterThanOrEqual(1);
    expect(await pageViewsAt('/retention-old')).toHaveLength(0);
    expect(await pageViewsAt('/retention-recent')).toHaveLength(1);
  });

  it('refuses a path that does not start with / and stores nothing', async () => {
    const res = await server.fetch('/api/analytics/page-views', {
      method: 'POST',
      body: JSON.stringify({ path: 'https://evil.example/' }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; fields?: Record<string, string> } };
    expect(body.error.code).toBe('validation');
    expect(Object.keys(body.error.fields ?? {})).toEqual(['path']);
    expect(await pageViewsAt('https://evil.example/')).toHaveLength(0);
  });

  it('takes a browser error report (204) and writes it to the server log', async () => {
    const log = captureLog();
    try {
      const res = await server.fetch('/api/client-errors', {
        method: 'POST',
        body: JSON.stringify({ message: 'TypeError: boom in the home page', url: '/competitions?token=secret-x' }),
      });
      expect(res.status).toBe(204);
      expect(log.text()).toContain('TypeError: boom in the home page');
      // The page's address without its query: it can carry a sign-in token.
      expect(log.text()).toContain('/competitions');
      expect(log.text()).not.toContain('secret-x');
    } finally {
      log.stop();
    }
  });

  it('refuses a browser error report without a message', async () => {
    const res = await server.fetch('/api/client-errors', { method: 'POST', body: JSON.stringify({ stack: 'x' }) });
    expect(res.status).toBe(400);
  });
});

describe('API document', () => {
  it('serves OpenAPI with the contract schemas of the routes', async () => {
    const doc = (await (await server.fetch('/api/docs')).json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/stages',
        '/api/live',
        '/api/me',
        '/api/stages/{stageId}/participants/join',
        '/api/admin/stages/{stageId}',
        '/api/judging/stages/{stageId}/ops',
        '/api/stages/{stageId}/judging/import',
        '/api/stages/{stageId}/results',
      ]),
    );
  });
});
