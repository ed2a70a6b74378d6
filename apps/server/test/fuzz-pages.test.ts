import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPublicPages } from '../src/features/discovery/discovery.repository.js';
import { type TestServer, startTestServer } from './helper.js';
import { Rng, nastyParams, nastyStrings } from './support/fuzz-input.js';

/**
 * Issue 41 point 2: outside /api (pages, the built app's files, robots, sitemap, previews of ads) bad
 * input follows the same rules as under /api: a 4xx with the app's JSON error, never a 5xx, never a
 * file from outside the build, never a source map. Before, a NUL in a page's path was a 500 (the file
 * lookup threw) and an undecodable path got hono's plain-text 404. The server serves a small built app
 * of our own (the real build is not needed to find files the lookup would reach), with a secret beside it.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 41_2026);
const ROUNDS = Number(process.env.FUZZ_ROUNDS ?? 10);

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fuzz-pages-'));
const dist = path.join(root, 'dist');
const SECRET = 'secret-beside-the-build';
const SOURCE = 'sourceOfTheApp';

let server: TestServer;
let real: { institution: string; championship: string; stage: string; ad: string };
beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>TrialHub</title></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(
    path.join(dist, 'assets', 'index-abc123.js'),
    'export {};\n//# sourceMappingURL=index-abc123.js.map',
  );
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js.map'), `{"sourcesContent":["${SOURCE}"]}`);
  fs.writeFileSync(path.join(dist, 'sw.js.map'), `{"sourcesContent":["${SOURCE}"]}`);
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), `{"${SOURCE}":{}}`);
  fs.writeFileSync(path.join(root, 'secret.txt'), SECRET);
  server = await startTestServer({ rateLimit: false, webDistDir: dist });
  const { published, ads } = await listPublicPages(server.database.db);
  real = {
    institution: published[0]!.institutionId,
    championship: published[0]!.championshipSlug,
    stage: published[0]!.stageSlug,
    ad: ads[0]?.id ?? 'none',
  };
}, 180_000);
afterAll(async () => {
  await server?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const errorShape = { error: { code: expect.any(String), messageKey: expect.stringMatching(/^errors\./) } };

/** Sends a request outside /api and checks the rules every answer must keep; returns it for more. */
async function fetchPage(target: string, method = 'GET'): Promise<{ status: number; type: string; body: string }> {
  const res = await fetch(server.url + target, { method, headers: { origin: server.url } });
  const body = await res.text();
  const type = res.headers.get('content-type') ?? '';
  const what = `${method} ${target.slice(0, 200)} → ${res.status} ${type} ${body.slice(0, 200)}`;
  expect(res.status, what).toBeLessThan(500);
  // An address the app has no page for (no such route, stage, championship or ad) is the app's own
  // 'Page not found' with a 404 and noindex (issue #37 point 11); any other error is the JSON one.
  const appNotFound = res.status === 404 && type.startsWith('text/html');
  if (appNotFound && method !== 'HEAD') expect(body, what).toContain('<meta name="robots" content="noindex">');
  else if (!appNotFound && res.status >= 400 && method !== 'HEAD') {
    expect(type, what).toContain('application/json');
    expect(JSON.parse(body), what).toMatchObject(errorShape);
  }
  expect(body, what).not.toContain(SECRET);
  expect(body, what).not.toContain(SOURCE);
  return { status: res.status, type, body };
}

describe('paths outside /api', () => {
  it('with a NUL are the same 400 as under /api (they were a 500 from the file lookup)', async () => {
    for (const target of ['/%00', '/assets/a%00b.css', '/competitions/demo/%00', '/market?q=%00', '/robots.txt%00']) {
      const answer = await fetchPage(target);
      expect(answer.status, target).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({ error: { code: 'nulCharacter', messageKey: 'errors.nulCharacter' } });
    }
  });

  it('that cannot be decoded are the JSON 404, not a plain-text one', async () => {
    for (const target of ['/%ZZ', '/competitions/%C0%AE', '/competitions/demo/%E0%A4%A', '/assets/%']) {
      const answer = await fetchPage(target);
      expect(answer.status, target).toBe(404);
      expect(JSON.parse(answer.body)).toEqual({ error: { code: 'notFound', messageKey: 'errors.notFound' } });
    }
  });

  it('never reach a file outside the build, a source map or the build manifest', async () => {
    for (const target of [
      '/..%2Fsecret.txt',
      '/assets/..%2F..%2Fsecret.txt',
      '/%2e%2e/secret.txt',
      '/assets/index-abc123.js.map',
      '/sw.js.map',
      '/.vite/manifest.json',
      '/assets/..%2F.vite%2Fmanifest.json',
    ]) {
      const answer = await fetchPage(target);
      // A path that is no file is the page (the app shows its own 404 screen), a build-only file a 404.
      if (/\.map$|\.vite/.test(decodeURIComponent(target))) expect(answer.status, target).toBe(404);
    }
    expect((await fetchPage('/assets/index-abc123.js')).status).toBe(200);
  });

  it('answer fuzzed parameters and queries with a page, a file or a JSON 4xx, never a 5xx', async () => {
    const rng = new Rng(SEED);
    const traversal = ['..%2F..%2Fsecret.txt', '%2e%2e', '..%5csecret.txt', '%C0%AE', '%ZZ', '%', '.vite', 'sw.js.map'];
    const patterns = [
      '/:p',
      '/competitions/:institution/:championship',
      '/competitions/:institution/:championship/:stage',
      '/competitions/:institution/:championship/:stage/results',
      '/competitions/:institution/:championship/:stage/judge',
      '/market',
      '/market/ads/:ad',
      '/assets/:p',
      '/locales/:p/:p',
      '/unsubscribe/:p',
      '/robots.txt',
      '/sitemap.xml',
      '/metrics',
      '/dev/outbox',
    ];
    const statuses = new Map<number, number>();
    for (let round = 0; round < ROUNDS; round++) {
      for (const pattern of patterns) {
        const target = pattern.replace(/:(\w+)/g, (_, name: string) => {
          if (rng.chance(0.4)) return rng.pick(nastyParams);
          if (rng.chance(0.3)) return rng.pick(traversal);
          return name in real ? encodeURIComponent(real[name as keyof typeof real]) : 'x';
        });
        const query = rng.chance(0.5) ? `?lng=${encodeLoosely(rng.pick(nastyStrings).slice(0, 40))}` : '';
        const method = rng.pick(['GET', 'GET', 'GET', 'HEAD', 'POST']);
        const { status } = await fetchPage(target + query, method);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }
    console.log(`fuzz (pages): seed ${SEED}, statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
    // Both kinds of answer were reached: pages and refusals.
    expect(statuses.get(200)).toBeGreaterThan(0);
    expect(statuses.get(400)).toBeGreaterThan(0);
    expect(statuses.get(404)).toBeGreaterThan(0);
  }, 300_000);
});

/** Percent-encodes any string; a lone surrogate becomes the (invalid) UTF-8 bytes it would have had. */
function encodeLoosely(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}
