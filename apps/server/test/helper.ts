import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { readConfig } from '../src/config.js';
import { type RunningServer, startServer } from '../src/start-server.js';
import { demoAccounts, DEMO_PASSWORD } from '../src/db/seed-demo.js';

export type DemoRole = (typeof demoAccounts)[number]['role'];

export interface TestServer extends RunningServer {
  /** Signs in a demo account over HTTP and returns its cookie header. */
  loginAs(role: DemoRole): Promise<string>;
  /** fetch against the server, with an optional cookie. */
  fetch(path: string, init?: RequestInit & { cookie?: string }): Promise<Response>;
}

/**
 * A real server on a free port over a fresh database with the demo seeded: in-memory PGlite, or,
 * when TEST_DATABASE_URL is set, a throw-away database created on that PostgreSQL server.
 */
export async function startTestServer(): Promise<TestServer> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  let databaseUrl: string | null = null;
  let dropDatabase = async () => {};
  if (adminUrl) {
    const name = `trialhub_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  const config = { ...readConfig({}), databaseUrl, demo: true, webDistDir: null };
  const server = await startServer({
    config,
    authSecret: 'test-secret-test-secret-test-secret-0123',
    inMemory: true,
    port: 0,
    rateLimit: false,
  });
  const cookies = new Map<DemoRole, string>();
  const testServer: TestServer = {
    ...server,
    fetch(path, init = {}) {
      const headers = new Headers(init.headers);
      if (init.cookie) headers.set('cookie', init.cookie);
      if (init.body && !headers.has('content-type')) headers.set('content-type', 'application/json');
      return fetch(server.url + path, { ...init, headers });
    },
    async loginAs(role) {
      const cached = cookies.get(role);
      if (cached) return cached;
      const account = demoAccounts.find((a) => a.role === role)!;
      const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify({ email: account.email, password: DEMO_PASSWORD }),
      });
      if (!res.ok) throw new Error(`sign-in as ${role} failed: ${res.status} ${await res.text()}`);
      const cookie = res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      cookies.set(role, cookie);
      return cookie;
    },
    async close() {
      await server.close();
      await dropDatabase();
    },
  };
  return testServer;
}
