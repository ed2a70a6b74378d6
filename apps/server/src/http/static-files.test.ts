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

  it('a missing asset (the page shell answers) keeps the page headers', async () => {
    const res = await app.request('/assets/gone-000000.js');
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
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
});
