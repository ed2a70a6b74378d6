import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifications } from '../src/db/schema.js';
import { type TestServer, copyTemplateDataDir, startTestServer } from './helper.js';
import { runTs } from './processes.js';
import { startSmtp } from './smtp.js';

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtp>>;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startTestServer({ smtpUrl: smtp.url, adminEmails: ['boss@example.com'] });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

/** A call as the web app makes it: same origin, JSON, optional session cookie and UI language. */
function call(
  method: string,
  urlPath: string,
  body?: unknown,
  opts: { cookie?: string; lang?: string; origin?: string } = {},
) {
  const headers: Record<string, string> = { origin: opts.origin ?? server.url };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.lang) headers['x-trialhub-lang'] = opts.lang;
  return fetch(server.url + urlPath, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

async function signUp(email: string, password = 'correct-horse', name = 'Test Rider') {
  const res = await call('POST', '/api/auth/sign-up/email', { email, password, name });
  expect(res.status, await res.clone().text()).toBe(200);
  return cookieOf(res);
}

async function signIn(email: string, password: string) {
  return call('POST', '/api/auth/sign-in/email', { email, password });
}

let counter = 0;
const unique = (name: string) => `${name}.${Date.now()}.${counter++}@example.com`;

/** A wrong-password sign-in as a reverse proxy would pass it on, with the given X-Forwarded-For. */
function signInThrough(url: string, forwardedFor: string) {
  return fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ email: 'rider2@trialhub.demo', password: 'wrong-password' }),
  });
}

describe('e-mail and password', () => {
  it('sign-up signs in with an httpOnly, SameSite=Lax session cookie', async () => {
    const email = unique('ann');
    const res = await call('POST', '/api/auth/sign-up/email', { email, password: 'correct-horse', name: 'Ann Rider' });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('better-auth.session_token='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const me = await call('GET', '/api/me', undefined, { cookie: cookieOf(res) });
    expect(await me.json()).toMatchObject({
      email,
      displayName: 'Ann Rider',
      isJudge: false,
      roles: [],
      hasPassword: true,
    });
  });

  it('refuses a second account for a registered e-mail with the code the form turns into its message', async () => {
    const res = await call('POST', '/api/auth/sign-up/email', {
      email: 'rider@trialhub.demo',
      password: 'whatever-123',
      name: 'X',
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(((await res.json()) as { code: string }).code).toMatch(/^USER_ALREADY_EXISTS/);
  });

  it('a wrong password is refused as invalid credentials', async () => {
    const res = await signIn('rider@trialhub.demo', 'not-the-password');
    expect(res.status).toBe(401);
    expect(((await res.json()) as { code: string }).code).toBe('INVALID_EMAIL_OR_PASSWORD');
  });

  it('each sign-in gets a new session, and logout kills it on the server', async () => {
    const first = cookieOf(await signIn('rider2@trialhub.demo', 'trialhub-demo'));
    const second = cookieOf(await signIn('rider2@trialhub.demo', 'trialhub-demo'));
    expect(first).not.toBe(second);
    expect((await call('POST', '/api/auth/sign-out', {}, { cookie: first })).status).toBe(200);
    expect((await call('GET', '/api/me', undefined, { cookie: first })).status).toBe(401);
    expect((await call('GET', '/api/me', undefined, { cookie: second })).status).toBe(200);
  });

  it('an expired session is refused', async () => {
    const cookie = await signUp(unique('expiring'));
    expect((await call('GET', '/api/me', undefined, { cookie })).status).toBe(200);
    const { sessions } = await import('../src/db/schema.js');
    const token = decodeURIComponent(/better-auth\.session_token=([^;.]+)/.exec(cookie)![1]!);
    const { eq } = await import('drizzle-orm');
    await server.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.token, token));
    expect((await call('GET', '/api/me', undefined, { cookie })).status).toBe(401);
  });

  it('a session in its last six days is extended on use, as better-auth does', async () => {
    const cookie = await signUp(unique('refresh'));
    const { sessions } = await import('../src/db/schema.js');
    const { eq } = await import('drizzle-orm');
    const token = decodeURIComponent(/better-auth\.session_token=([^;.]+)/.exec(cookie)![1]!);
    const soon = new Date(Date.now() + 2 * 24 * 3600 * 1000);
    await server.database.db.update(sessions).set({ expiresAt: soon }).where(eq(sessions.token, token));
    expect((await call('GET', '/api/me', undefined, { cookie })).status).toBe(200);
    const [row] = await server.database.db.select().from(sessions).where(eq(sessions.token, token));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(soon.getTime() + 24 * 3600 * 1000);
  });

  it('a session cookie with a forged signature signs nobody in', async () => {
    const cookie = await signUp(unique('forged'));
    const forged = cookie.replace(
      /(better-auth\.session_token=[^;.]+\.)([^;]+)/,
      (_, value: string) => `${value}${encodeURIComponent('A'.repeat(43) + '=')}`,
    );
    expect(forged).not.toBe(cookie);
    expect((await call('GET', '/api/me', undefined, { cookie: forged })).status).toBe(401);
    expect((await call('GET', '/api/me', undefined, { cookie })).status).toBe(200);
  });

  it('ADMIN_EMAILS get the admin role when their account is created', async () => {
    const cookie = await signUp('boss@example.com');
    expect(await (await call('GET', '/api/me', undefined, { cookie })).json()).toMatchObject({ roles: ['admin'] });
  });
});

describe('e-mail link', () => {
  it('mails a link in the UI language to /finish-signup; the right e-mail completes it once', async () => {
    const email = unique('linker');
    const before = smtp.mails.length;
    const res = await call('POST', '/api/auth/sign-in/magic-link', { email, callbackURL: '/profile' }, { lang: 'lv' });
    expect(res.status).toBe(200);
    const mail = await smtp.nextMailTo(email, before);
    expect(mail.text).toContain('Nospiediet pogu, lai pieslēgtos TrialHub');
    const link = new URL(/https?:\/\/\S+\/finish-signup\?\S+/.exec(mail.text)![0].replace(/["<].*$/, ''));
    expect(link.origin).toBe(server.url);
    expect(link.searchParams.get('return')).toBe('/profile');
    const token = link.searchParams.get('token')!;

    const wrong = await call('POST', '/api/account/magic-link/finish', { token, email: 'other@example.com' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: { messageKey: 'auth.emailMismatch' } });

    const right = await call('POST', '/api/account/magic-link/finish', { token, email: email.toUpperCase() });
    expect(right.status).toBe(204);
    const me = await call('GET', '/api/me', undefined, { cookie: cookieOf(right) });
    // A new account starts with the e-mail's name part as display name, and no password.
    expect(await me.json()).toMatchObject({ email, displayName: email.split('@')[0], hasPassword: false });

    const again = await call('POST', '/api/account/magic-link/finish', { token, email });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: { messageKey: 'auth.invalidLink' } });
  });

  it('a magic-link account can add a password once, then sign in with it', async () => {
    const email = unique('addpw');
    const before = smtp.mails.length;
    await call('POST', '/api/auth/sign-in/magic-link', { email });
    const token = /token=([A-Za-z0-9]+)/.exec((await smtp.nextMailTo(email, before)).text)![1]!;
    const cookie = cookieOf(await call('POST', '/api/account/magic-link/finish', { token, email }));
    const short = await call('POST', '/api/account/set-password', { newPassword: 'short' }, { cookie });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ error: { fields: { newPassword: 'validation.passwordTooShort' } } });
    expect(
      (await call('POST', '/api/account/set-password', { newPassword: 'a-fine-password' }, { cookie })).status,
    ).toBe(204);
    expect((await signIn(email, 'a-fine-password')).status).toBe(200);
    const twice = await call('POST', '/api/account/set-password', { newPassword: 'another-password' }, { cookie });
    expect(twice.status).toBe(409);
    expect((await call('POST', '/api/account/set-password', { newPassword: 'a-fine-password' })).status).toBe(401);
  });
});

describe('e-mail code', () => {
  it('signs in with the mailed code; a wrong code is refused and a used one does not work again', async () => {
    const email = 'judge@trialhub.demo';
    const before = smtp.mails.length;
    await call('POST', '/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' }, { lang: 'et' });
    const mail = await smtp.nextMailTo(email, before);
    expect(mail.text).toContain('Sisestage see kood TrialHubis sisselogimiseks');
    const code = /\b(\d{6})\b/.exec(mail.text)![1]!;
    const wrong = await call('POST', '/api/auth/sign-in/email-otp', {
      email,
      otp: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { code: string }).code).toBe('INVALID_OTP');
    const right = await call('POST', '/api/auth/sign-in/email-otp', { email, otp: code });
    expect(right.status).toBe(200);
    expect((await call('GET', '/api/me', undefined, { cookie: cookieOf(right) })).status).toBe(200);
    expect((await call('POST', '/api/auth/sign-in/email-otp', { email, otp: code })).status).toBe(400);
  });
});

describe('password reset', () => {
  it('tells an unknown address so; for a known one the mailed link sets a new password and ends old sessions', async () => {
    const unknown = await call('POST', '/api/account/request-password-reset', { email: 'nobody@example.com' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { messageKey: 'auth.userNotFound' } });

    const email = unique('reset');
    const oldSession = await signUp(email, 'old-password-1');
    const before = smtp.mails.length;
    expect((await call('POST', '/api/account/request-password-reset', { email })).status).toBe(204);
    const link = new URL(
      /https?:\/\/\S+\/login\?mode=reset&\S+/
        .exec((await smtp.nextMailTo(email, before)).text)![0]
        .replace(/["<].*$/, ''),
    );
    const token = link.searchParams.get('token')!;
    expect((await call('POST', '/api/auth/reset-password', { newPassword: 'new-password-2', token })).status).toBe(200);
    expect((await signIn(email, 'old-password-1')).status).toBe(401);
    expect((await signIn(email, 'new-password-2')).status).toBe(200);
    expect((await call('GET', '/api/me', undefined, { cookie: oldSession })).status).toBe(401);
    expect((await call('POST', '/api/auth/reset-password', { newPassword: 'third-password-3', token })).status).toBe(
      400,
    );
  });
});

describe('profile and my results', () => {
  it('is for signed-in users only', async () => {
    expect((await call('GET', '/api/me')).status).toBe(401);
    expect((await call('PATCH', '/api/me', { displayName: 'X', isJudge: false })).status).toBe(401);
    expect((await call('GET', '/api/me/results')).status).toBe(401);
  });

  it('refuses an empty display name with the spec message and saves a good one into the session', async () => {
    const cookie = await signUp(unique('prof'), 'correct-horse', 'Old Name');
    const empty = await call('PATCH', '/api/me', { displayName: '   ', isJudge: true }, { cookie });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ error: { fields: { displayName: 'validation.displayNameRequired' } } });
    expect(await (await call('GET', '/api/me', undefined, { cookie })).json()).toMatchObject({
      displayName: 'Old Name',
      isJudge: false,
    });

    const saved = await call('PATCH', '/api/me', { displayName: '  Jana Jauna ', isJudge: true }, { cookie });
    expect(await saved.json()).toMatchObject({ displayName: 'Jana Jauna', isJudge: true });
    const session = (await (await call('GET', '/api/auth/get-session', undefined, { cookie })).json()) as {
      user: { name: string };
    };
    expect(session.user.name).toBe('Jana Jauna');
  });

  it('my results: every stage the rider entered, newest first, places only once approved', async () => {
    const cookie = await server.loginAs('rider');
    const results = (await (await call('GET', '/api/me/results', undefined, { cookie })).json()) as {
      stageTitle: string;
      hasResult: boolean;
      position: number | null;
      positionPoints: number | null;
      classSize: number;
      stagePath: string;
    }[];
    expect(results.map((r) => r.stageTitle)).toEqual(['Round 3 — Cēsis', 'Round 2 — Tartu', 'Round 1 — Sigulda']);
    expect(results[0]).toMatchObject({ hasResult: false, position: null });
    for (const r of results.slice(1)) {
      expect(r.position).toBeGreaterThanOrEqual(1);
      expect(r.position).toBeLessThanOrEqual(r.classSize);
      expect(r.positionPoints).toBeGreaterThan(0);
      expect(r.stagePath).toMatch(/^\/competitions\/demo\/baltic-cup-\d{4}\/round-\d-/);
    }
  });
});

describe('security', () => {
  it('refuses data changes from another origin', async () => {
    const cookie = await server.loginAs('rider');
    const ours = await call(
      'PATCH',
      '/api/me',
      { displayName: 'Evil', isJudge: false },
      { cookie, origin: 'https://evil.example' },
    );
    expect(ours.status).toBe(403);
    expect(await ours.json()).toMatchObject({ error: { messageKey: 'errors.crossOrigin' } });
    const auth = await call(
      'POST',
      '/api/auth/sign-in/email',
      { email: 'rider@trialhub.demo', password: 'trialhub-demo' },
      { origin: 'https://evil.example' },
    );
    expect(auth.status).toBe(403);
  });

  it('refuses a change with a session cookie but neither Origin nor Sec-Fetch-Site, and takes it with our Origin', async () => {
    const cookie = await signUp(unique('noorigin'), 'correct-horse', 'Kept Name');
    // What a page elsewhere (or an old browser) can send: text/plain, the cookie, no Origin.
    const send = (headers: Record<string, string>) =>
      fetch(`${server.url}/api/me`, {
        method: 'PATCH',
        headers: { cookie, 'content-type': 'text/plain', 'x-trialhub-lang': 'lv', ...headers },
        body: JSON.stringify({ displayName: 'Changed', isJudge: true }),
      });
    const without: Record<string, string>[] = [{}, { 'sec-fetch-site': 'same-site' }, { 'sec-fetch-site': 'none' }];
    for (const headers of without) {
      const refused = await send(headers);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ error: { code: 'crossOrigin', messageKey: 'errors.crossOrigin' } });
    }
    expect(await (await call('GET', '/api/me', undefined, { cookie })).json()).toMatchObject({
      displayName: 'Kept Name',
      isJudge: false,
    });
    const fromUs = await send({ origin: server.url });
    expect(fromUs.status).toBe(200);
    expect(await fromUs.json()).toMatchObject({ displayName: 'Changed', isJudge: true });
    expect((await send({ 'sec-fetch-site': 'same-origin' })).status).toBe(200);
  });
});

describe('tokens stay out of page scripts and out of the database (issue 15.7)', () => {
  /** The session token inside the signed session cookie (`<token>.<signature>`). */
  const sessionToken = (cookie: string) =>
    decodeURIComponent(/better-auth\.session_token=([^;]+)/.exec(cookie)![1]!).split('.')[0]!;

  it('sign-in, sign-up, get-session and list-sessions answer without the session token', async () => {
    const email = unique('tokens');
    const signUp = await call('POST', '/api/auth/sign-up/email', { email, password: 'correct-horse', name: 'T' });
    const signUpBody = await signUp.text();
    const cookie = cookieOf(signUp);
    expect(signUpBody).not.toContain(sessionToken(cookie));
    expect(JSON.parse(signUpBody)).not.toHaveProperty('token');

    const signInRes = await signIn(email, 'correct-horse');
    const signInCookie = cookieOf(signInRes);
    expect(await signInRes.text()).not.toContain(sessionToken(signInCookie));

    const session = await call('GET', '/api/auth/get-session', undefined, { cookie: signInCookie });
    const sessionBody = await session.text();
    expect(JSON.parse(sessionBody)).toMatchObject({ user: { email }, session: { userId: expect.any(String) } });
    expect(JSON.parse(sessionBody).session).not.toHaveProperty('token');
    expect(sessionBody).not.toContain(sessionToken(signInCookie));

    const list = await call('GET', '/api/auth/list-sessions', undefined, { cookie: signInCookie });
    const listBody = await list.text();
    expect(JSON.parse(listBody)).toHaveLength(2);
    for (const c of [cookie, signInCookie]) expect(listBody).not.toContain(sessionToken(c));
  });

  it('keeps reset and magic-link tokens only as hashes; the links still work', async () => {
    const email = unique('hashed');
    await signUp(email, 'old-password-1');
    let before = smtp.mails.length;
    expect((await call('POST', '/api/account/request-password-reset', { email })).status).toBe(204);
    const resetToken = /token=([A-Za-z0-9_-]+)/.exec((await smtp.nextMailTo(email, before)).text)![1]!;
    before = smtp.mails.length;
    expect((await call('POST', '/api/auth/sign-in/magic-link', { email })).status).toBe(200);
    const linkToken = /token=([A-Za-z0-9_-]+)/.exec((await smtp.nextMailTo(email, before)).text)![1]!;

    const rows = await server.database.db.select().from(verifications);
    const stored = JSON.stringify(rows);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(stored).not.toContain(resetToken);
    expect(stored).not.toContain(linkToken);

    // Hashed at rest, still good once: the magic link (our finish checks its e-mail first) and the reset.
    expect((await call('POST', '/api/account/magic-link/finish', { token: linkToken, email })).status).toBe(204);
    const reset = await call('POST', '/api/auth/reset-password', { newPassword: 'new-password-2', token: resetToken });
    expect(reset.status).toBe(200);
    expect((await signIn(email, 'new-password-2')).status).toBe(200);
  });
});

describe('rate limits', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ smtpUrl: smtp.url, rateLimit: true });
  });
  afterAll(async () => limited?.close());

  const post = (p: string, body: unknown) =>
    fetch(limited.url + p, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: limited.url },
      body: JSON.stringify(body),
    });

  it('sign-in answers 429 after ten tries a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push(
        (await post('/api/auth/sign-in/email', { email: 'rider@trialhub.demo', password: 'wrong-password' })).status,
      );
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('a client cannot dodge the limit by sending X-Forwarded-For when no proxy is trusted', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await fetch(`${limited.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: limited.url, 'x-forwarded-for': `203.0.113.${i}` },
        body: JSON.stringify({ email: 'rider2@trialhub.demo', password: 'wrong-password' }),
      });
      statuses.push(res.status);
    }
    expect(statuses).toContain(429);
  });

  it('behind two trusted proxies, each client address gets its own limit', async () => {
    // A CDN in front of nginx: the CDN writes the client's address, nginx appends the CDN's.
    const proxied = await startTestServer({ rateLimit: true, trustProxy: 2 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) statuses.push((await signInThrough(proxied.url, `203.0.113.${i}, 10.0.0.1`)).status);
      expect(statuses.every((s) => s === 401)).toBe(true);
    } finally {
      await proxied.close();
    }
  });

  it('behind one proxy, an address the client wrote into X-Forwarded-For does not escape the limit', async () => {
    // The proxy appends the address it saw (here always 198.51.100.7); what is left of it came from the client.
    const proxied = await startTestServer({ rateLimit: true, trustProxy: 1 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++)
        statuses.push((await signInThrough(proxied.url, `203.0.113.${i}, 198.51.100.7`)).status);
      expect(statuses).toContain(429);
      // Another client behind the same proxy still gets in line on its own.
      expect((await signInThrough(proxied.url, '198.51.100.8')).status).toBe(401);
    } finally {
      await proxied.close();
    }
  });

  it('password-reset requests answer 429 with a translatable message after five', async () => {
    const responses: Response[] = [];
    for (let i = 0; i < 6; i++)
      responses.push(await post('/api/account/request-password-reset', { email: 'nobody@example.com' }));
    expect(responses.slice(0, 5).map((r) => r.status)).toEqual([404, 404, 404, 404, 404]);
    expect(responses[5]!.status).toBe(429);
    expect(await responses[5]!.json()).toMatchObject({ error: { messageKey: 'errors.tooManyRequests' } });
  });

  it('e-mail codes and links are limited too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push(
        (await post('/api/auth/email-otp/send-verification-otp', { email: 'judge@trialhub.demo', type: 'sign-in' }))
          .status,
      );
    }
    expect(statuses).toContain(429);
    const links: number[] = [];
    for (let i = 0; i < 7; i++)
      links.push((await post('/api/auth/sign-in/magic-link', { email: 'judge@trialhub.demo' })).status);
    expect(links).toContain(429);
  });
});

describe('users CLI', () => {
  const run = async (args: string[], dataDir: string) => {
    const cli = runTs('apps/server/src/cli/users.ts', args, { DATA_DIR: dataDir, DATABASE_URL: '' });
    const code = await cli.exited;
    return { code: code ?? -1, out: cli.output() };
  };

  it.skipIf(!!process.env.TEST_DATABASE_URL)(
    'grants and revokes a role on a stopped installation and, through its endpoint, on a running one',
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trialhub-cli-'));
      // A stopped installation that has run before (migrated, demo seeded), without the half minute of
      // initdb and seeding on a loaded machine.
      await copyTemplateDataDir('demo', dataDir);
      try {
        const bad = await run(['promote', 'x@example.com', 'admin'], dataDir);
        expect(bad.code).toBe(2);
        expect(bad.out).toContain('usage: npm run users');
        const missing = await run(['grant', 'nobody@example.com', 'admin'], dataDir);
        expect(missing.code).toBe(1);
        expect(missing.out).toContain('No account with the e-mail nobody@example.com');

        // Now a running server holds the data dir: the CLI must go through it.
        const main = runTs('apps/server/src/main.ts', [], {
          DATA_DIR: dataDir,
          PORT: '0',
          DEMO: '1',
          DATABASE_URL: '',
        });
        try {
          const [, url] = await main.waitFor(/listening on (http:\/\/\S+)/);
          const granted = await run(['grant', 'rider@trialhub.demo', 'secretary'], dataDir);
          expect(granted.out).toContain('granted secretary; roles now: secretary');
          expect(granted.code).toBe(0);
          const signIn = await fetch(`${url}/api/auth/sign-in/email`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: url },
            body: JSON.stringify({ email: 'rider@trialhub.demo', password: 'trialhub-demo' }),
          });
          const me = await fetch(`${url}/api/me`, { headers: { cookie: cookieOf(signIn) } });
          expect(await me.json()).toMatchObject({ roles: ['secretary'] });
          const revoked = await run(['revoke', 'rider@trialhub.demo', 'secretary'], dataDir);
          expect(revoked.out).toContain('roles now: none');
          // The endpoint refuses anyone without the token from the data dir.
          const forged = await fetch(`${url}/api/internal/roles`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-trialhub-admin-token': 'guess' },
            body: JSON.stringify({ email: 'rider@trialhub.demo', role: 'admin', grant: true }),
          });
          expect(forged.status).toBe(403);
        } finally {
          await main.stop();
        }
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    240_000,
  );
});

describe('Google sign-in', () => {
  // Google's servers are out of reach here: these check what we control — the button's switch,
  // the redirect with the account picker, and that the callback comes back to us.
  it('is offered only when configured', async () => {
    expect(await (await fetch(`${server.url}/api/config`)).json()).toMatchObject({ googleSignIn: false });
    const withGoogle = await startTestServer({
      google: { clientId: 'test-client.apps.googleusercontent.com', clientSecret: 'secret' },
    });
    try {
      expect(await (await fetch(`${withGoogle.url}/api/config`)).json()).toMatchObject({ googleSignIn: true });
      const res = await fetch(`${withGoogle.url}/api/auth/sign-in/social`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: withGoogle.url },
        body: JSON.stringify({ provider: 'google', callbackURL: '/profile' }),
      });
      expect(res.status).toBe(200);
      const url = new URL(((await res.json()) as { url: string }).url);
      expect(url.origin).toBe('https://accounts.google.com');
      expect(url.searchParams.get('client_id')).toBe('test-client.apps.googleusercontent.com');
      expect(url.searchParams.get('prompt')).toBe('select_account');
      expect(url.searchParams.get('redirect_uri')).toBe(`${withGoogle.url}/api/auth/callback/google`);
    } finally {
      await withGoogle.close();
    }
  });
});
