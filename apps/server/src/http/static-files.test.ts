import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { afterAll, describe, expect, it } from 'vitest';
import { leanAssetHeaders, serveSpa } from './static-files.js';

describe('the built app’s files', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'static-files-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'assets', 'page-abc123.js'), 'export const x = 1;');
  // A script with the build's compressed copies beside it (vite-plugin-compression2).
  const script = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ rider: i, points: i % 7 })))};`;
  fs.writeFileSync(path.join(dist, 'assets', 'results-def456.js'), script);
  fs.writeFileSync(path.join(dist, 'assets', 'results-def456.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(dist, 'assets', 'results-def456.js.gz'), zlib.gzipSync(script));
  // What the build writes for Sentry and the server's own renderer, with the source inside.
  const sourceMap = '{"version":3,"sourcesContent":["const secretSource = 1;"]}';
  fs.writeFileSync(path.join(dist, 'assets', 'page-abc123.js.map'), sourceMap);
  fs.writeFileSync(path.join(dist, 'sw.js'), 'self.x = 1;\n//# sourceMappingURL=sw.js.map');
  fs.writeFileSync(path.join(dist, 'sw.js.map'), sourceMap);
  fs.writeFileSync(path.join(dist, 'workbox-d8ed3718.js.map'), sourceMap);
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{"index.html":{"file":"assets/page-abc123.js"}}');
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json.br'), zlib.brotliCompressSync('{}'));
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  // As app.ts wires them: the lean headers before the page headers.
  const app = new Hono();
  app.use(leanAssetHeaders);
  app.use(secureHeaders({ contentSecurityPolicy: { defaultSrc: ["'self'"] } }));
  app.use(serveSpa(dist));

  it('a hashed script goes out without the page-only headers, with nosniff and its year of caching', async () => {
    const res = await app.request('/assets/page-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBeNull();
    expect(res.headers.get('x-frame-options')).toBeNull();
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('a page keeps every security header', async () => {
    const res = await app.request('/competitions/demo');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('a missing asset is a 404 (the app answers it), not the page shell', async () => {
    const res = await app.request('/assets/gone-000000.js');
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('<div id="root">');
  });

  const fetchScript = (acceptEncoding?: string) =>
    app.request('/assets/results-def456.js', acceptEncoding ? { headers: { 'accept-encoding': acceptEncoding } } : {});
  const bodyOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

  it('a browser that takes brotli gets the brotli copy, even when it lists gzip first', async () => {
    const res = await fetchScript('gzip, deflate, br, zstd');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = await bodyOf(res);
    expect(body.length).toBeLessThan(script.length / 3);
    expect(zlib.brotliDecompressSync(body).toString()).toBe(script);
  });

  it('a client without brotli (or refusing it) gets the gzip copy', async () => {
    for (const accepted of ['gzip', 'br;q=0, gzip', 'deflate, gzip;q=0.5']) {
      const res = await fetchScript(accepted);
      expect(res.headers.get('content-encoding'), accepted).toBe('gzip');
      expect(zlib.gunzipSync(await bodyOf(res)).toString()).toBe(script);
    }
  });

  it('a client that accepts no compression gets the file itself', async () => {
    for (const accepted of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const res = await fetchScript(accepted);
      expect(res.headers.get('content-encoding'), accepted).toBeNull();
      expect((await bodyOf(res)).toString()).toBe(script);
    }
  });

  it('a file without compressed copies goes out as it is, not varying by encoding', async () => {
    const res = await app.request('/assets/page-abc123.js', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBeNull();
    expect(await res.text()).toBe('export const x = 1;');
  });

  it('source maps and the build manifest are not served: a 404, neither the file nor the page', async () => {
    for (const hidden of [
      '/assets/page-abc123.js.map',
      '/sw.js.map',
      '/workbox-d8ed3718.js.map',
      '/.vite/manifest.json',
      '/.vite/manifest.json.br',
      '/.vite/',
      '/assets/..%2F.vite%2Fmanifest.json',
      '/assets/%2E%2E/sw.js.map',
    ]) {
      const res = await app.request(hidden, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.status, hidden).toBe(404);
      const body = await res.text();
      expect(body, hidden).not.toContain('secretSource');
      expect(body, hidden).not.toContain('index.html');
      expect(body, hidden).not.toContain('<div id="root">');
    }
    // The scripts themselves still load.
    expect((await app.request('/sw.js')).status).toBe(200);
    expect((await app.request('/assets/page-abc123.js')).status).toBe(200);
  });

  it("names of files a browser or a crawler guesses are a 404 when there is no such file, never the app's page", async () => {
    for (const guessed of ['/favicon.ico', '/manifest.json', '/service-worker.js', '/a/b.png']) {
      const res = await app.request(guessed);
      expect(res.status, guessed).toBe(404);
      expect(await res.text(), guessed).not.toContain('<div id="root">');
    }
    // A page's address still gets the page, also one with dots (a mail's unsubscribe link: token.kind.signature).
    for (const address of ['/competitions/lmf/2026/round-1', '/unsubscribe/u1.entryConfirmed.Zm9vYmFyYmF6cXV4']) {
      const page = await app.request(address);
      expect(page.status, address).toBe(200);
      expect(await page.text(), address).toContain('<div id="root">');
    }
  });

  it('a NUL or a broken percent-encoding in a path is passed on (the app answers it), never a crash', async () => {
    for (const bad of ['/%00', '/assets/a%00b.css', '/competitions/demo/%00', '/%ZZ', '/competitions/%C0%AE']) {
      const res = await app.request(bad);
      expect(res.status, bad).toBe(404);
    }
  });
});
