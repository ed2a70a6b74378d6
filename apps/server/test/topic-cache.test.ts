import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { TopicReadCache } from '../src/http/topic-cache.js';

/**
 * When a stage changes, every spectator's page asks for the new version at about the same moment:
 * the cache builds (and compresses) each version once, however many requests arrive during the build.
 */
function appWith(cache: TopicReadCache, version: () => number, build: () => Promise<unknown>) {
  return new Hono().get('/read', (c) =>
    cache.respond(c, {
      key: 'results:stage-1:public',
      topics: ['stage:stage-1:results'],
      positions: { 'stage:stage-1:results': version() },
      shared: true,
      build,
    }),
  );
}

describe('TopicReadCache under concurrent requests', () => {
  it('builds a new version once for all the requests that arrive while it is built', async () => {
    let builds = 0;
    let release!: () => void;
    let gate = new Promise<void>((resolve) => (release = resolve));
    let version = 1;
    const rows = Array.from({ length: 400 }, (_, i) => ({ rider: i, total: i % 17 }));
    const app = appWith(
      new TopicReadCache(),
      () => version,
      async () => {
        builds++;
        await gate;
        return { version, rows };
      },
    );

    const asks = (n: number, gzip: boolean) =>
      Array.from({ length: n }, () => app.request('/read', { headers: gzip ? { 'accept-encoding': 'gzip' } : {} }));
    const pending = [...asks(10, false), ...asks(10, true)];
    // Every request is waiting on the one build before it is let go.
    await expect.poll(() => builds).toBe(1);
    release();
    const answers = await Promise.all(pending);
    expect(builds).toBe(1);
    expect(new Set(answers.map((a) => a.headers.get('etag'))).size).toBe(1);
    for (const a of answers) {
      expect(a.status).toBe(200);
      const bytes = Buffer.from(await a.arrayBuffer());
      const text = a.headers.get('content-encoding') === 'gzip' ? gunzipSync(bytes).toString() : bytes.toString();
      expect(JSON.parse(text)).toEqual({ version: 1, rows });
    }

    // The next version is built once more, and only once.
    version = 2;
    gate = new Promise<void>((resolve) => (release = resolve));
    const next = asks(5, true);
    await expect.poll(() => builds).toBe(2);
    release();
    const bodies = await Promise.all(next.map(async (a) => gunzipSync(Buffer.from(await (await a).arrayBuffer()))));
    expect(builds).toBe(2);
    for (const b of bodies) expect(JSON.parse(b.toString()).version).toBe(2);
  });

  it('a failed build fails its requests and the next request builds again', async () => {
    let builds = 0;
    const app = appWith(
      new TopicReadCache(),
      () => 1,
      async () => {
        if (++builds === 1) throw new Error('database went away');
        return { ok: true };
      },
    );
    const failed = await app.request('/read');
    expect(failed.status).toBe(500);
    const retried = await app.request('/read');
    expect(retried.status).toBe(200);
    expect(await retried.json()).toEqual({ ok: true });
  });
});
