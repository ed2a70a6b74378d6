import { expect, test } from './test';

/**
 * Issue 41 point 4: the built app's source maps (the whole source of every chunk), the service
 * worker's and Vite's manifest were public. The real build, as the server serves it: none of them.
 */
test('the build serves no source map and no build manifest, and its scripts point at none', async ({ request }) => {
  const home = await (await request.get('/')).text();
  const scripts = [...new Set([...home.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!))];
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of [...scripts, '/sw.js']) {
    const res = await request.get(script);
    expect(res.status(), script).toBe(200);
    expect(await res.text(), script).not.toContain('sourceMappingURL');
  }
  for (const hidden of [...scripts.map((s) => `${s}.map`), '/sw.js.map', '/.vite/manifest.json']) {
    const res = await request.get(hidden);
    expect(res.status(), hidden).toBe(404);
    expect(await res.json(), hidden).toEqual({ error: { code: 'notFound', messageKey: 'errors.notFound' } });
  }
});
