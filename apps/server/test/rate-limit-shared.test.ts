import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Database } from '../src/db/open-db.js';
import { DatabaseRateLimitStore, RateLimits } from '../src/http/rate-limit.js';
import { rateLimitCounters } from '../src/db/schema.js';
import { type TestServer, createTestDatabase, startTestServer } from './helper.js';

const adminUrl = process.env.TEST_DATABASE_URL;

// Decision 028: limits are counted in the database, so every instance sees the same count.
describe.skipIf(!adminUrl)('rate limits shared by two instances on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase(adminUrl!, 'demo');
    a = await startTestServer({ databaseUrl: database.url, demo: false, rateLimit: true });
    b = await startTestServer({ databaseUrl: database.url, demo: false, rateLimit: true });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
  });

  const signIn = (server: TestServer) =>
    fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email: 'rider@trialhub.demo', password: 'wrong-password' }),
    }).then((r) => r.status);

  it('counts sign-in tries made through A against the limit on B', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push(await signIn(a));
    for (let i = 0; i < 4; i++) statuses.push(await signIn(b));
    expect(statuses.every((s) => s === 401)).toBe(true);
    // Ten a minute in all: the eleventh is refused on either instance.
    expect(await signIn(b)).toBe(429);
    expect(await signIn(a)).toBe(429);
  });

  it('loses no hit when both instances count at once', async () => {
    const reset = () =>
      fetch(`${a.url}/api/account/request-password-reset`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: a.url },
        body: JSON.stringify({ email: 'nobody@example.com' }),
      }).then((r) => r.status);
    const resetOnB = () =>
      fetch(`${b.url}/api/account/request-password-reset`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: b.url },
        body: JSON.stringify({ email: 'nobody@example.com' }),
      }).then((r) => r.status);
    const statuses = await Promise.all([...Array.from({ length: 6 }, reset), ...Array.from({ length: 6 }, resetOnB)]);
    // Five resets per five minutes, counted atomically: exactly five get through.
    expect(statuses.filter((s) => s === 404)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });
});

describe('the generic limiter (a feature declares a rule and counts keys)', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDb({ dataDir: null });
  });
  afterAll(async () => db?.close());

  it('counts per key, refuses past the limit, and starts a key afresh on reset', async () => {
    const limits = new RateLimits(new DatabaseRateLimitStore(db.db));
    const pin = limits.rule({ name: 'test.pin', max: 3, windowMs: 60_000 });
    const counts = [];
    for (let i = 0; i < 4; i++) counts.push(await pin.count('stage-1'));
    expect(counts.map((c) => c.allowed)).toEqual([true, true, true, false]);
    expect(counts[3]!.retryAfterSeconds).toBeGreaterThan(0);
    await expect(pin.hit('stage-1')).rejects.toMatchObject({ code: 'tooManyRequests' });
    expect(await pin.exceeded('stage-2')).toBe(false);
    await pin.reset('stage-1');
    expect(await pin.exceeded('stage-1')).toBe(false);
    expect((await pin.count('stage-1')).count).toBe(1);
  });

  it('opens a new window once the old one is over', async () => {
    const limits = new RateLimits(new DatabaseRateLimitStore(db.db));
    const short = limits.rule({ name: 'test.short', max: 1, windowMs: 50 });
    await short.hit('k');
    await expect(short.hit('k')).rejects.toMatchObject({ code: 'tooManyRequests' });
    await expect.poll(async () => (await short.count('k')).allowed).toBe(true);
  });

  it('stores no key in the clear', async () => {
    const limits = new RateLimits(new DatabaseRateLimitStore(db.db));
    await limits.rule({ name: 'test.private', max: 5, windowMs: 60_000 }).hit('203.0.113.7');
    const stored = await db.db.select().from(rateLimitCounters);
    expect(JSON.stringify(stored)).not.toContain('203.0.113.7');
  });

  it('lets everything through when rate limiting is off', async () => {
    const off = RateLimits.off().rule({ name: 'test.off', max: 0, windowMs: 60_000 });
    await expect(off.hit('x')).resolves.toBeUndefined();
  });
});
