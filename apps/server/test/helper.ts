import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { readConfig } from '../src/config.js';
import { type RunningServer, startServer } from '../src/start-server.js';
import { demoAccounts, DEMO_PASSWORD } from '../src/db/seed-demo.js';

export type DemoRole = (typeof demoAccounts)[number]['role'];

export interface TestServer extends RunningServer {
  /** Signs in the demo account of a role over HTTP and returns its cookie header. */
  loginAs(role: DemoRole): Promise<string>;
  /** Signs in a demo account by e-mail (e.g. the second rider) and returns its cookie header. */
  signIn(email: string): Promise<string>;
  /**
   * The demo judge scores one rider through the judge app's API, as a judge would: one operation per
   * [section, lap, points], a second apart, a minute ago. Fails the test unless the server takes them.
   */
  judgeScores(
    stageId: string,
    participantId: string,
    scores: [section: number, lap: number, points: number][],
  ): Promise<void>;
  /** fetch against the server, with an optional cookie. */
  fetch(path: string, init?: RequestInit & { cookie?: string }): Promise<Response>;
}

/** A throw-away database on the PostgreSQL server at `adminUrl`; `drop` removes it (and its connections). */
export async function createTestDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `trialhub_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface TestServerOptions {
  /** Use this PostgreSQL database (the caller creates and drops it) instead of a fresh one. */
  databaseUrl?: string;
  /** Seed the demo (default true). */
  demo?: boolean;
  /** A real SMTP server to send mail to (see smtp.ts); unset keeps mail in the dev outbox. */
  smtpUrl?: string;
  /** On for the tests of rate limits; off elsewhere, since tests sign in many times. */
  rateLimit?: boolean;
  adminEmails?: string[];
  google?: { clientId: string; clientSecret: string };
  trustProxy?: boolean;
}

/**
 * A real server on a free port over a fresh database with the demo seeded: in-memory PGlite, or,
 * when TEST_DATABASE_URL is set, a throw-away database created on that PostgreSQL server.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  let databaseUrl: string | null = options.databaseUrl ?? null;
  let dropDatabase = async () => {};
  if (!databaseUrl && adminUrl) {
    const created = await createTestDatabase(adminUrl);
    databaseUrl = created.url;
    dropDatabase = created.drop;
  }
  const config = {
    ...readConfig({}),
    databaseUrl,
    demo: options.demo ?? true,
    webDistDir: null,
    smtpUrl: options.smtpUrl ?? null,
    adminEmails: options.adminEmails ?? [],
    google: options.google ?? null,
    trustProxy: options.trustProxy ?? false,
  };
  let server: RunningServer;
  try {
    server = await startServer({
      config,
      authSecret: 'test-secret-test-secret-test-secret-0123',
      inMemory: true,
      port: 0,
      rateLimit: options.rateLimit ?? false,
    });
  } catch (error) {
    await dropDatabase();
    throw error;
  }
  const cookies = new Map<string, string>();
  let judgeSeq = 0;
  const testServer: TestServer = {
    ...server,
    fetch(path, init = {}) {
      const headers = new Headers(init.headers);
      if (init.cookie) headers.set('cookie', init.cookie);
      if (init.body && !headers.has('content-type')) headers.set('content-type', 'application/json');
      return fetch(server.url + path, { ...init, headers });
    },
    loginAs(role) {
      return testServer.signIn(demoAccounts.find((a) => a.role === role)!.email);
    },
    async signIn(email) {
      const cached = cookies.get(email);
      if (cached) return cached;
      const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
      });
      if (!res.ok) throw new Error(`sign-in as ${email} failed: ${res.status} ${await res.text()}`);
      const cookie = res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      cookies.set(email, cookie);
      return cookie;
    },
    async judgeScores(stageId, participantId, scores) {
      const ops = scores.map(([section, lap, points], i) => ({
        opId: randomUUID(),
        seq: judgeSeq++,
        kind: 'score',
        participantId,
        section,
        lap,
        points,
        at: new Date(Date.now() - 60_000 + i * 1000).toISOString(),
      }));
      const res = await testServer.fetch(`/api/judging/stages/${stageId}/ops`, {
        method: 'POST',
        cookie: await testServer.loginAs('judge'),
        headers: { origin: server.url },
        body: JSON.stringify({ deviceId: 'test-judge-device', ops }),
      });
      if (res.status !== 200) throw new Error(`judge scores refused: ${res.status} ${await res.text()}`);
    },
    async close() {
      await server.close();
      await dropDatabase();
    },
  };
  return testServer;
}
