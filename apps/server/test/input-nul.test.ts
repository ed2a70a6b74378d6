import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../src/db/open-db.js';
import { pngFile } from './fixtures/files.js';
import { type TestServer, startTestServer } from './helper.js';
import { captureLog } from './support/log-capture.js';

/**
 * Issue 15 point 4: a NUL character (U+0000), which PostgreSQL cannot store in text, anywhere we
 * read input is one clear 400 (`nulCharacter`) before any route or better-auth sees it, instead of
 * a 500 from the database; and an unexpected database error is logged without its SQL parameters.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 180_000);
afterAll(async () => server?.close());

const refusedBody = { error: { code: 'nulCharacter', messageKey: 'errors.nulCharacter' } };

async function pageViewCount(): Promise<number> {
  const [row] = await rows<{ n: number }>(server.database.db, sql`SELECT count(*)::int AS n FROM page_views`);
  return row!.n;
}

async function expectNulRefused(res: Promise<Response>) {
  const answer = await res;
  expect(answer.status).toBe(400);
  expect(await answer.json()).toEqual(refusedBody);
}

describe('NUL in input', () => {
  it('is refused in a path, for anyone (it was a 500 from the database)', async () => {
    await expectNulRefused(server.fetch('/api/competitions/%00/a/b'));
    await expectNulRefused(server.fetch('/api/competitions/lmsf/a%00b/c'));
    await expectNulRefused(server.fetch('/api/files/%00'));
  });

  it('is refused outside /api too: pages, files, robots (issue #41; with the built app: fuzz-pages.test.ts)', async () => {
    await expectNulRefused(server.fetch('/%00'));
    await expectNulRefused(server.fetch('/assets/a%00b.css'));
    await expectNulRefused(server.fetch('/competitions/demo/%00'));
    await expectNulRefused(server.fetch('/robots.txt?x=%00'));
  });

  it('is refused in a query', async () => {
    await expectNulRefused(server.fetch('/api/live?topics=stages%00'));
    await expectNulRefused(server.fetch('/api/judging/candidates?q=a%00', { cookie: await server.loginAs('admin') }));
  });

  it('is refused in a page view referrer, and no page view is stored', async () => {
    const before = await pageViewCount();
    await expectNulRefused(
      server.fetch('/api/analytics/page-views', {
        method: 'POST',
        headers: { origin: server.url },
        body: JSON.stringify({ path: '/', referrer: 'https://example.com/\u0000' }),
      }),
    );
    expect(await pageViewCount()).toBe(before);
  });

  it('is refused anywhere in a JSON body: nested strings and keys, whatever the content type says', async () => {
    const cookie = await server.loginAs('rider');
    const patchMe = (body: string, contentType = 'application/json') =>
      server.fetch('/api/me', {
        method: 'PATCH',
        cookie,
        headers: { origin: server.url, 'content-type': contentType },
        body,
      });
    await expectNulRefused(patchMe(JSON.stringify({ displayName: 'Rihards\u0000', isJudge: false })));
    await expectNulRefused(patchMe(JSON.stringify({ displayName: 'Rihards', isJudge: false, 'x\u0000': 1 })));
    await expectNulRefused(patchMe(JSON.stringify({ deep: [{ deeper: ['ok', 'n\u0000'] }] })));
    await expectNulRefused(patchMe(JSON.stringify({ displayName: 'R\u0000', isJudge: false }), 'text/plain'));
    await expectNulRefused(patchMe('{"displayName": "raw \0 byte"}'));
    // A backslash followed by "u0000" is text, not NUL: taken.
    const taken = await patchMe(JSON.stringify({ displayName: 'Rihards \\u0000', isJudge: false }));
    expect(taken.status, await taken.clone().text()).toBe(200);
  });

  it('is refused before better-auth reads it, in JSON and in forms', async () => {
    const signIn = (body: string, contentType: string) =>
      server.fetch('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { origin: server.url, 'content-type': contentType },
        body,
      });
    await expectNulRefused(
      signIn(JSON.stringify({ email: 'rider@trialhub.demo\u0000', password: 'x'.repeat(10) }), 'application/json'),
    );
    await expectNulRefused(
      signIn('email=rider%40trialhub.demo%00&password=xxxxxxxxxx', 'application/x-www-form-urlencoded'),
    );
    // A sign-in without NUL still reaches better-auth through the guard (it reads the body again).
    const wrongPassword = await signIn(
      JSON.stringify({ email: 'rider@trialhub.demo', password: 'wrong-password' }),
      'application/json',
    );
    expect(wrongPassword.status).toBe(401);
  });

  it('is not looked for in an upload, whose bytes are binary', async () => {
    const png = await pngFile(40, 20);
    expect(png.includes(0)).toBe(true);
    const res = await server.fetch('/api/files?kind=logo', {
      method: 'POST',
      cookie: await server.loginAs('admin'),
      headers: { origin: server.url, 'content-type': 'image/png' },
      body: new Uint8Array(png),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    await expectNulRefused(
      server.fetch('/api/files?kind=logo%00', {
        method: 'POST',
        cookie: await server.loginAs('admin'),
        headers: { origin: server.url, 'content-type': 'image/png' },
        body: new Uint8Array(png),
      }),
    );
  });
});

describe('an unexpected database error', () => {
  it('is logged with its SQLSTATE and names, without the SQL or its parameters', async () => {
    // Force a failure the code does not expect: a constraint the page view cannot meet.
    await server.database.db.execute(
      sql`ALTER TABLE page_views ADD CONSTRAINT fuzz_no_secrets CHECK (referrer NOT LIKE '%personal%')`,
    );
    const logged = captureLog('error');
    try {
      const referrer = 'https://example.com/?email=personal.data@example.com';
      const res = await server.fetch('/api/analytics/page-views', {
        method: 'POST',
        headers: { origin: server.url },
        body: JSON.stringify({ path: '/privacy-secret-path', referrer }),
      });
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ error: { code: 'internal', messageKey: 'errors.internal' } });
      const output = logged.text();
      expect(output).toContain('POST /api/analytics/page-views: database error 23514');
      expect(output).toContain('constraint fuzz_no_secrets');
      expect(output).toContain('analytics.service'); // where it failed: the stack's frames stay
      for (const leaked of ['personal.data', 'privacy-secret-path', 'Failed query', 'params', 'insert into'])
        expect(output).not.toContain(leaked);
    } finally {
      logged.stop();
      await server.database.db.execute(sql`ALTER TABLE page_views DROP CONSTRAINT fuzz_no_secrets`);
    }
  });

  it('in better-auth (a sign-up) is logged without the SQL or its parameters', async () => {
    await server.database.db.execute(
      sql`ALTER TABLE users ADD CONSTRAINT fuzz_no_secrets CHECK (name NOT LIKE '%Personal%')`,
    );
    const logged = captureLog('error');
    try {
      const res = await server.fetch('/api/auth/sign-up/email', {
        method: 'POST',
        headers: { origin: server.url },
        body: JSON.stringify({
          email: 'personal.person@example.com',
          password: 'a-long-password',
          name: 'Personal Name',
        }),
      });
      expect(res.status).toBeGreaterThanOrEqual(400);
      const output = logged.text();
      expect(output).toContain('[Better Auth]');
      for (const leaked of ['personal.person', 'Personal Name', 'params', 'insert into'])
        expect(output).not.toContain(leaked);
    } finally {
      logged.stop();
      await server.database.db.execute(sql`ALTER TABLE users DROP CONSTRAINT fuzz_no_secrets`);
    }
  });
});
