import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { readConfig } from '../src/config.js';
import { type RunningServer, startServer } from '../src/start-server.js';
import { DEMO_TIME_ZONE, demoAccounts, DEMO_PASSWORD } from '../src/db/seed-demo.js';
import { dayIn } from '@trialhub/domain';
import { type ServerTestTemplates, createDatabase } from './databases.js';

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
  /** fetch against the server, with an optional cookie; a request that changes data gets our Origin. */
  fetch(path: string, init?: RequestInit & { cookie?: string }): Promise<Response>;
  /**
   * A request as `who` would send it (signed in once, then its cookie reused); `body` is sent as JSON.
   */
  as(who: Who, method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
}

/**
 * Who sends a test's request: a demo role, the demo's second rider (`rider2@trialhub.demo`), a cookie
 * header of its own, or nobody signed in.
 */
export type Who = DemoRole | 'rider2' | { cookie: string } | null;

/**
 * The databases global-setup.ts prepared once for this run, or null when they do not fit: run without
 * it, or the Riga day has changed since the demo was seeded (its stages are placed around that day).
 */
export function testTemplates(kind: 'migrated' | 'demo'): ServerTestTemplates | null {
  const templates = inject('serverTestTemplates') as ServerTestTemplates | undefined;
  if (!templates) return null;
  if (kind === 'demo' && dayIn(DEMO_TIME_ZONE, new Date(templates.seededAt)) !== dayIn(DEMO_TIME_ZONE, new Date()))
    return null;
  return templates;
}

/**
 * Unpacks this run's template (migrated, or with the demo seeded) into a spawned server's DATA_DIR, so
 * the process starts without initdb and seeding. Without a template it leaves DATA_DIR empty.
 */
export async function copyTemplateDataDir(kind: 'migrated' | 'demo', dataDir: string): Promise<void> {
  const template = pgliteTemplate(kind);
  if (!template) return;
  const pglite = await PGlite.create(path.join(dataDir, 'db'), { loadDataDir: template });
  await pglite.close();
}

const tarballs = new Map<string, Blob>();
function pgliteTemplate(kind: 'migrated' | 'demo'): Blob | undefined {
  const file = testTemplates(kind)?.pglite[kind];
  if (!file) return undefined;
  let blob = tarballs.get(file);
  if (!blob) tarballs.set(file, (blob = new Blob([fs.readFileSync(file)])));
  return blob;
}

/**
 * A throw-away database on the PostgreSQL server at `adminUrl`; `drop` removes it (and its connections).
 * `template` copies this run's migrated or demo database (see global-setup.ts) instead of starting empty.
 */
export function createTestDatabase(adminUrl: string, template?: 'migrated' | 'demo') {
  return createDatabase(adminUrl, template ? testTemplates(template)?.postgres?.[template] : undefined);
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
  /** Reverse proxies in front (TRUST_PROXY); none unless told. */
  trustProxy?: number;
  /** TRUSTED_PROXIES; default unset (this machine and private networks). */
  trustedProxies?: string[];
  /** HOST, the address to listen on; default all (0.0.0.0). */
  host?: string;
  /** PUBLIC_URL; server.url is then this address, not the socket's (reach the socket at 127.0.0.1:port). */
  publicUrl?: string;
  /** NODE_ENV=production. */
  production?: boolean;
  /** METRICS_TOKEN: /metrics answers requests bearing it. */
  metricsToken?: string;
  /** The protest window's clock (decision 027): a fake one moves time without sleeping. */
  clock?: () => Date;
  /** A built web app to serve beside the API (default none: the API only). */
  webDistDir?: string;
  /** Online payment by Stripe (decision 082), pointed at a stand-in (test/support/stripe-stand-in.ts). */
  stripe?: { secretKey: string; webhookSecret: string; apiUrl: string | null };
}

/**
 * A real server on a free port over a fresh database with the demo seeded: in-memory PGlite, or,
 * when TEST_DATABASE_URL is set, a throw-away database created on that PostgreSQL server. Both start
 * as a copy of the run's template (migrated, and seeded unless `demo: false`), which is what makes
 * start-up take seconds rather than half a minute on a loaded machine.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const demo = options.demo ?? true;
  let databaseUrl: string | null = options.databaseUrl ?? null;
  let dropDatabase = async () => {};
  if (!databaseUrl && adminUrl) {
    const created = await createTestDatabase(adminUrl, demo ? 'demo' : 'migrated');
    databaseUrl = created.url;
    dropDatabase = created.drop;
  }
  const config = {
    ...readConfig({}),
    databaseUrl,
    demo,
    webDistDir: options.webDistDir ?? null,
    smtpUrl: options.smtpUrl ?? null,
    adminEmails: options.adminEmails ?? [],
    google: options.google ?? null,
    trustProxy: options.trustProxy ?? 0,
    trustedProxies: options.trustedProxies ?? null,
    host: options.host ?? '0.0.0.0',
    publicUrl: options.publicUrl ?? null,
    isProduction: options.production ?? false,
    metricsToken: options.metricsToken ?? null,
    stripe: options.stripe ?? null,
  };
  let server: RunningServer;
  try {
    server = await startServer({
      config,
      authSecret: 'test-secret-test-secret-test-secret-0123',
      inMemory: true,
      pgliteTemplate: pgliteTemplate(demo ? 'demo' : 'migrated'),
      port: 0,
      rateLimit: options.rateLimit ?? false,
      clock: options.clock,
      // Retries in a fraction of a second, so a refuse-then-accept test takes no half-minute.
      mailOutbox: { pollMs: 200, retryBaseMs: 100 },
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
      // As a browser does: a request that changes data says where it comes from (app.ts refuses a
      // cookie-carrying one that does not). Tests of that refusal call fetch() themselves.
      const method = (init.method ?? 'GET').toUpperCase();
      if (!['GET', 'HEAD'].includes(method) && !headers.has('origin')) headers.set('origin', server.url);
      return fetch(server.url + path, { ...init, headers });
    },
    async as(who, method, path, body, headers) {
      return testServer.fetch(path, {
        method,
        cookie:
          who === null
            ? undefined
            : typeof who === 'object'
              ? who.cookie
              : who === 'rider2'
                ? await testServer.signIn('rider2@trialhub.demo')
                : await testServer.loginAs(who),
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
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
