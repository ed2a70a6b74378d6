import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { JudgingStage, StageResult } from '@trialhub/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from './helper.js';

/**
 * The public results read (issues #19, #20; decision 031): a strong ETag from the live topics'
 * positions, a 304 while nothing changed, a new body the moment a score or a participant edit lands,
 * brotli or gzip for clients that ask, and each audience its own view.
 */
let server: TestServer;
const STAGE = 'demo-stage-3';
const path = `/api/stages/${STAGE}/results`;
let judging: JudgingStage;

let seq = 0;
async function score(participantId: string, section: number, points: number) {
  const res = await server.as('judge', 'POST', `/api/judging/stages/${STAGE}/ops`, {
    deviceId: 'read-cache-test-device',
    ops: [
      {
        opId: randomUUID(),
        seq: seq++,
        kind: 'score',
        participantId,
        section,
        lap: 1,
        at: new Date().toISOString(),
        points,
      },
    ],
  });
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  server = await startTestServer();
  judging = (await (await server.as('judge', 'GET', `/api/judging/stages/${STAGE}`)).json()) as JudgingStage;
  await score(judging.riders[0]!.id, 1, 2);
});
afterAll(async () => server?.close());

describe('results read: ETag, 304, gzip', () => {
  it('answers 304 to its own ETag until a score moves the topic, then the new body with a new ETag', async () => {
    const first = await server.as(null, 'GET', path);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=2');
    const before = (await first.json()) as StageResult[];

    const again = await server.as(null, 'GET', path, undefined, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);

    const rider = judging.riders[1]!.id;
    await score(rider, 1, 3);
    const changed = await server.as(null, 'GET', path, undefined, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    const after = (await changed.json()) as StageResult[];
    expect(after.length).toBe(before.length + 1);
    expect(after.find((r) => r.participantId === rider)?.total).toBe(3);
  });

  it("a participant edit (the rider's copy in the result) is a new version too", async () => {
    const past = '/api/stages/demo-stage-1/results';
    const etag = (await server.as(null, 'GET', past)).headers.get('etag')!;
    expect((await server.as(null, 'GET', past, undefined, { 'if-none-match': etag })).status).toBe(304);
    const edit = await server.as('secretary', 'PUT', '/api/stages/demo-stage-1/participants/ext-demo000', {
      form: {
        name: 'Mārtiņš Ozols',
        racingNumber: 1,
        racingClass: 'Expert',
        birthDate: '1990.04.04',
        bike: 'Cache Test 250',
        license: 'LV-123',
        clubId: 'MK Trial Rīga',
        gender: 'male',
        team: null,
      },
    });
    expect(edit.status).toBe(200);
    const next = await server.as(null, 'GET', past, undefined, { 'if-none-match': etag });
    expect(next.status).toBe(200);
    expect(JSON.stringify(await next.json())).toContain('Cache Test 250');
  });

  // Node's fetch would decompress by itself: the raw bytes through a plain HTTP request.
  async function rawGet(url: string, acceptEncoding: string) {
    const { request } = await import('node:http');
    return new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
      const req = request(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });
  }

  it('sends gzip to a client that asks, the same JSON decompressed', async () => {
    const plain = await (await server.as(null, 'GET', path)).text();
    const raw = await rawGet(`${server.url}${path}`, 'gzip');
    expect(raw.encoding).toBe('gzip');
    expect(raw.body.length).toBeLessThan(Buffer.byteLength(plain));
    expect(gunzipSync(raw.body).toString()).toBe(plain);
  });

  it.each([
    ['br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip;q=1, br;q=0', 'gzip'],
  ])('sends brotli where accepted (issue #36): Accept-Encoding %s gets %s, the same JSON', async (accept, expected) => {
    // The results list and the standings: a client accepting only brotli got them uncompressed.
    for (const read of [path, `/api/standings/demo/baltic-cup-${new Date().getFullYear()}`]) {
      const plain = await (await server.as(null, 'GET', read)).text();
      const raw = await rawGet(`${server.url}${read}`, accept);
      expect(raw.encoding, read).toBe(expected);
      expect(raw.body.length).toBeLessThan(Buffer.byteLength(plain));
      const text = (expected === 'br' ? brotliDecompressSync(raw.body) : gunzipSync(raw.body)).toString();
      expect(text).toBe(plain);
    }
  });

  it("each audience has its own version: the secretary's ETag does not revalidate a visitor's copy", async () => {
    const visitor = await server.as(null, 'GET', path);
    const secretary = await server.as('secretary', 'GET', path, undefined, {
      'if-none-match': visitor.headers.get('etag')!,
    });
    expect(secretary.status).toBe(200);
    expect(secretary.headers.get('cache-control')).toBe('private, no-cache');
    expect(secretary.headers.get('etag')).not.toBe(visitor.headers.get('etag'));
  });

  it('a visitor’s revalidation after the stage went back to draft is a 404, not a 304 (decision 041)', async () => {
    // The visitor's reads of a public stage are answered from memory; the stage's return to draft
    // (a revocation of its topics) ends that at once.
    const first = await server.as(null, 'GET', path);
    const etag = first.headers.get('etag')!;
    expect((await server.as(null, 'GET', path, undefined, { 'if-none-match': etag })).status).toBe(304);
    const patch = (status: string) =>
      server.as('admin', 'PATCH', `/api/admin/stages/${STAGE}`, { status }).then((r) => expect(r.status).toBe(200));
    await patch('draft');
    try {
      await expect
        .poll(async () => (await server.as(null, 'GET', path, undefined, { 'if-none-match': etag })).status)
        .toBe(404);
    } finally {
      await patch('published');
    }
    // Public again: a new check, and the visitor's copy is current again.
    expect((await server.as(null, 'GET', path, undefined, { 'if-none-match': etag })).status).toBe(304);
  });

  it('a draft stage is 404 to a visitor, with or without an ETag', async () => {
    const res = await server.as(null, 'GET', '/api/stages/demo-stage-5/results', undefined, { 'if-none-match': '*' });
    expect(res.status).toBe(404);
  });
});
