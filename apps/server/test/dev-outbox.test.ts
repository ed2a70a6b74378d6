import http from 'node:http';
import os from 'node:os';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from './helper.js';
import { type CapturedLog, captureLog } from './support/log-capture.js';

/**
 * Issue 15.1: the dev outbox showed every sign-in link and reset link to anyone. The takeover chain
 * (anonymous reset for the admin, read the link at /dev/outbox, set a password) must end at the
 * outbox everywhere but on the machine of someone trying TrialHub with `npm start`.
 */

const ADMIN = 'admin@trialhub.demo';
/** Each describe starts its own server (in-memory database, demo seed): slow on a busy machine. */
const SERVER_START_TIMEOUT = 180_000;

/** A plain HTTP GET with exactly these headers (fetch() would choose Host itself). */
function rawGet(
  address: string,
  port: number,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: address, port, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    });
    req.on('error', reject);
  });
}

/** Step 1 of the takeover: anyone asks for the admin's password reset. */
async function requestAdminReset(server: TestServer, socketUrl = server.url): Promise<void> {
  const res = await fetch(`${socketUrl}/api/account/request-password-reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(server.url).origin },
    body: JSON.stringify({ email: ADMIN }),
  });
  expect(res.status, await res.clone().text()).toBe(204);
}

/** This machine's own address on a network interface (not loopback), if it has one. */
const networkAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

describe('on the machine of someone trying TrialHub (local mode)', () => {
  let server: TestServer;
  let log: CapturedLog;
  beforeAll(async () => {
    server = await startTestServer();
    // What the server writes to its log while mails are sent (the server runs in this process).
    log = captureLog();
  }, SERVER_START_TIMEOUT);
  afterEach(() => {
    log.stop();
    log = captureLog();
  });
  afterAll(async () => {
    log.stop();
    await server?.close();
  });

  it('keeps the reset mail at /dev/outbox for this machine, and the README flow works; no token in the log', async () => {
    expect(server.mailer.delivery).toBe('outbox');
    await requestAdminReset(server);
    const page = await fetch(`${server.url}/dev/outbox`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    const token = /\/login\?mode=reset&amp;token=([^\s"<&]+)/.exec(html)![1]!;
    expect(token.length).toBeGreaterThan(10);
    // The log says where the mail is; never the link, nor the recipient (decision 022).
    expect(log.text()).toContain('kept in the dev outbox');
    expect(log.text()).not.toContain(ADMIN);
    expect(log.text()).not.toContain(token);
    const reset = await fetch(`${server.url}/api/auth/reset-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ newPassword: 'a-new-admin-password', token }),
    });
    expect(reset.status, await reset.clone().text()).toBe(200);
  });

  it('never logs an e-mail code', async () => {
    const res = await fetch(`${server.url}/api/auth/email-otp/send-verification-otp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email: 'rider@trialhub.demo', type: 'sign-in' }),
    });
    expect(res.status).toBe(200);
    const code = /\b\d{6}\b/.exec(server.mailer.outbox![0]!.text)![0];
    expect(log.text()).not.toContain(code);
  });

  it('names the demo account on the login page of this machine only', async () => {
    const config = await (await fetch(`${server.url}/api/config`)).json();
    expect(config).toMatchObject({ demoSignIn: { email: 'rider@trialhub.demo', password: 'trialhub-demo' } });
    const proxied = await rawGet('127.0.0.1', server.port, '/api/config', {
      host: `localhost:${server.port}`,
      'x-forwarded-for': '203.0.113.9',
    });
    expect(JSON.parse(proxied.body)).toMatchObject({ demoSignIn: null });
  });

  it.skipIf(!networkAddress)('answers a client from the network 404, even with a Host of localhost', async () => {
    await requestAdminReset(server);
    const fromNetwork = await rawGet(networkAddress!, server.port, '/dev/outbox', {
      host: `localhost:${server.port}`,
    });
    expect(fromNetwork.status).toBe(404);
    expect(fromNetwork.body).not.toContain('token=');
    const config = await rawGet(networkAddress!, server.port, '/api/config', { host: `localhost:${server.port}` });
    expect(JSON.parse(config.body)).toMatchObject({ demoSignIn: null });
  });

  it.each([
    ['through a proxy (X-Forwarded-For)', { 'x-forwarded-for': '203.0.113.9' }],
    ['through a proxy (Forwarded)', { forwarded: 'for=203.0.113.9' }],
    ['by a page on another site whose name points here (DNS rebinding)', { host: 'evil.example' }],
  ])('answers a request %s 404', async (_, headers: Record<string, string>) => {
    await requestAdminReset(server);
    const res = await rawGet('127.0.0.1', server.port, '/dev/outbox', { host: `localhost:${server.port}`, ...headers });
    expect(res.status).toBe(404);
    expect(res.body).not.toContain('token=');
  });
});

describe.each([
  ['with a PUBLIC_URL that is not this machine', { publicUrl: 'https://trial.example' }],
  ['in production', { production: true }],
])('%s', (_, options) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(options);
  }, SERVER_START_TIMEOUT);
  afterAll(async () => {
    await server?.close();
  });

  it('keeps no outbox: the takeover chain ends at a 404, even from this machine', async () => {
    const socketUrl = `http://localhost:${server.port}`;
    expect(server.mailer.delivery).toBe('none');
    expect(server.mailer.outbox).toBeNull();
    await requestAdminReset(server, socketUrl);
    const page = await fetch(`${socketUrl}/dev/outbox`);
    expect(page.status).toBe(404);
    expect(await page.text()).not.toContain('token=');
    expect(await (await fetch(`${socketUrl}/api/config`)).json()).toMatchObject({ demoSignIn: null });
  });
});
