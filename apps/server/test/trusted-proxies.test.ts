import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.js';
import { DEFAULT_TRUSTED_PROXIES, trustedProxies } from '../src/http/trusted-proxies.js';
import { DEMO_PASSWORD } from '../src/db/seed-demo.js';
import { type TestServer, startTestServer } from './helper.js';

/**
 * Issue 41 point 1: with TRUST_PROXY on and an instance reachable directly (listening on every
 * address), a client wrote its own X-Forwarded-For and escaped every per-address limit (40 wrong
 * passwords, no 429). Forwarding headers now count only from trusted proxies (TRUSTED_PROXIES; by
 * default this machine and private networks), HOST keeps an instance off the network, and password
 * sign-ins are limited per account whatever address they come from.
 */
const networkAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

let server: TestServer;
beforeAll(async () => {
  // As the recipe had it: one proxy in front, listening on every address.
  server = await startTestServer({ rateLimit: true, trustProxy: 1 });
}, 180_000);
afterAll(async () => server?.close());

function signIn(via: string, forwardedFor: string, email: string, password = 'wrong-password') {
  return fetch(`http://${via}:${server.port}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ email, password }),
  });
}

describe('a client reaching an instance directly', () => {
  it.skipIf(!networkAddress)('cannot choose its rate-limit address with X-Forwarded-For', async () => {
    // 192.0.2.x / the machine's network address is no proxy of ours: its forwarded address is ignored.
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++)
      statuses.push((await signIn(networkAddress!, `203.0.113.${i}`, 'secretary@trialhub.demo')).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429]);
  });

  it('behind the proxy on this machine, each client still gets its own per-address limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await signIn('127.0.0.1', `198.51.100.${i}`, 'judge@trialhub.demo')).status);
    expect(statuses.every((s) => s === 401)).toBe(true);
  });
});

describe('password guesses on one account from many addresses', () => {
  it('are refused after 20 failures, while another account is unaffected', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 24; i++)
      statuses.push((await signIn('127.0.0.1', `198.51.100.${100 + i}`, 'rider2@trialhub.demo')).status);
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429]);
    // Even the right password waits: the guesser cannot tell it was right.
    const right = await signIn('127.0.0.1', '198.51.100.250', 'rider2@trialhub.demo', DEMO_PASSWORD);
    expect(right.status).toBe(429);
    expect(await right.json()).toMatchObject({ error: { messageKey: 'errors.tooManyRequests' } });
    // Another rider signs in as usual.
    expect((await signIn('127.0.0.1', '198.51.100.251', 'rider@trialhub.demo', DEMO_PASSWORD)).status).toBe(200);
  });

  it('counts only failures: the owner signing in takes the try back', async () => {
    for (let i = 0; i < 30; i++) {
      const res = await signIn('127.0.0.1', `198.51.100.${i % 200}`, 'admin@trialhub.demo', DEMO_PASSWORD);
      expect(res.status).toBe(200);
    }
  });
});

describe('HOST', () => {
  it.skipIf(!networkAddress)('keeps an instance off the network: loopback only answers on loopback', async () => {
    const local = await startTestServer({ host: '127.0.0.1', demo: false });
    try {
      expect((await fetch(`http://127.0.0.1:${local.port}/api/health`)).status).toBe(200);
      const direct = await fetch(`http://${networkAddress}:${local.port}/api/health`).catch((error: Error) => error);
      expect(direct).toBeInstanceOf(Error);
      expect(String((direct as Error & { cause?: unknown }).cause)).toContain('ECONNREFUSED');
    } finally {
      await local.close();
    }
  });
});

describe('the settings', () => {
  it('HOST, TRUSTED_PROXIES and TRUST_PROXY as the README documents them', () => {
    expect(readConfig({}).host).toBe('0.0.0.0');
    expect(readConfig({ HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
    // Existing installations: TRUST_PROXY alone keeps working, believing this machine and private networks.
    expect(readConfig({ TRUST_PROXY: '1' })).toMatchObject({ trustProxy: 1, trustedProxies: null });
    // Naming the proxies turns trust on for one proxy, unless TRUST_PROXY says how many.
    expect(readConfig({ TRUSTED_PROXIES: '127.0.0.1, 10.1.0.0/16' })).toMatchObject({
      trustProxy: 1,
      trustedProxies: ['127.0.0.1', '10.1.0.0/16'],
    });
    expect(readConfig({ TRUSTED_PROXIES: '10.0.0.5', TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(readConfig({ TRUSTED_PROXIES: '10.0.0.5', TRUST_PROXY: '0' }).trustProxy).toBe(0);

    const byDefault = trustedProxies(DEFAULT_TRUSTED_PROXIES);
    for (const trusted of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '10.2.3.4', '172.20.0.1', '192.168.1.1', 'fd00::2'])
      expect(byDefault(trusted), trusted).toBe(true);
    for (const outside of ['192.0.2.2', '203.0.113.9', '8.8.8.8', '2001:db8::1', undefined, 'unknown'])
      expect(byDefault(outside), String(outside)).toBe(false);
    const named = trustedProxies(['127.0.0.1', '10.1.0.0/16']);
    expect([named('127.0.0.1'), named('10.1.200.3'), named('10.2.0.1'), named('127.0.0.2')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(() => trustedProxies(['nginx.local'])).toThrow(/TRUSTED_PROXIES/);
    expect(() => trustedProxies(['10.0.0.0/x'])).toThrow(/TRUSTED_PROXIES/);
  });
});
