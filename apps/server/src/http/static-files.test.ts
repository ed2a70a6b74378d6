import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { afterAll, describe, expect, it } from 'vitest';
import { leanAssetHeaders, serveSpa } from './static-files.js';

describe('the built app’s files', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'static-files-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'assets', 'page-abc123.js'), 'export const x = 1;');
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
});
