import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { participants, users, waitingEntries } from '../src/db/schema.js';
import { type TestServer, startTestServer } from './helper.js';
import { startSmtp } from './smtp.js';

/**
 * Waiting lists (issue #39, decision 081): a full class refuses a join with `entriesFull`, the rider
 * takes a place on the waiting list, and freed places go to waiting riders in order, with a mail in
 * their language, only while registration is open.
 */
const UPCOMING = 'demo-stage-4'; // registration open for 20 more days, no entries
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let server: TestServer;
/** The server's clock: moved past the registration end for the last test. */
let now: () => Date = () => new Date();

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startTestServer({ smtpUrl: smtp.url, clock: () => now() });
}, 60_000);
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

let seq = 0;
async function newRider(language: 'en' | 'lv' | 'et' = 'en') {
  const email = `wait.${Date.now()}.${seq++}@example.com`;
  const res = await server.fetch('/api/auth/sign-up/email', {
    method: 'POST',
    body: JSON.stringify({ email, password: 'correct-horse', name: 'Waiting Rider' }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  await server.database.db.update(users).set({ language }).where(eq(users.email, email));
  const [user] = await server.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { email, cookie, id: user!.id };
}
type Rider = Awaited<ReturnType<typeof newRider>>;

const form = (name: string, racingClass = 'Clubman') => ({
  form: {
    name,
    racingNumber: null,
    racingClass,
    birthDate: '1990.04.04',
    bike: null,
    license: null,
    clubId: null,
    gender: 'male',
    team: null,
  },
});
const join = (r: Rider, name: string, cls?: string) =>
  server.as({ cookie: r.cookie }, 'POST', `/api/stages/${UPCOMING}/participants/join`, form(name, cls));
const wait = (r: Rider, name: string, cls?: string) =>
  server.as({ cookie: r.cookie }, 'POST', `/api/stages/${UPCOMING}/waitlist`, form(name, cls));
const cancel = (r: Rider) => server.as({ cookie: r.cookie }, 'DELETE', `/api/stages/${UPCOMING}/participants/me`);
const place = async (r: Rider) => {
  const res = await server.as({ cookie: r.cookie }, 'GET', `/api/stages/${UPCOMING}/waitlist/me`);
  return res.status === 200 ? ((await res.json()) as { position: number }).position : res.status;
};
const entered = async (r: Rider) =>
  (await server.database.db.select().from(participants).where(eq(participants.id, r.id))).length === 1;
const setRules = (rules: unknown) => server.as('secretary', 'PUT', `/api/stages/${UPCOMING}/entry-limits`, { rules });

async function mailTo(email: string) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const found = smtp.mails.find((m) => m.to.includes(email));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail to ${email}`);
}

describe('waiting list', () => {
  let a: Rider, b: Rider, c: Rider, d: Rider, e: Rider;
  beforeAll(async () => {
    [a, b, c, d, e] = [
      await newRider(),
      await newRider(),
      await newRider('lv'),
      await newRider('et'),
      await newRider(),
    ];
  });

  it('only a secretary sets the limits; a bad limit is refused and changes nothing', async () => {
    expect((await server.as('rider', 'PUT', `/api/stages/${UPCOMING}/entry-limits`, { rules: null })).status).toBe(403);
    expect((await setRules({ entryLimit: 0 })).status).toBe(400);
    expect((await setRules({ classLimits: { Clubman: 2.5 } })).status).toBe(400);
    const read = await (await server.as(null, 'GET', `/api/stages/${UPCOMING}/entry-limits`)).json();
    expect(read).toEqual({ rules: { entryLimit: null, classLimits: {}, healthDeclaration: false }, source: null });
  });

  it('a full class refuses a join; the rider waits and sees their place; other classes still take entries', async () => {
    expect((await setRules({ classLimits: { Clubman: 2 } })).status).toBe(200);
    expect((await join(a, 'Anna Pirmā')).status).toBe(201);
    expect((await join(b, 'Bruno Otrais')).status).toBe(201);
    const full = await join(c, 'Cilda Trešā');
    expect(full.status).toBe(409);
    expect(((await full.json()) as { error: { code: string } }).error.code).toBe('entriesFull');
    expect(await place(c)).toBe(404);
    expect((await wait(c, 'Cilda Trešā')).status).toBe(201);
    expect((await wait(d, 'Dace Ceturtā')).status).toBe(201);
    expect((await wait(e, 'Egils Piektais')).status).toBe(201);
    expect((await wait(e, 'Egils Piektais')).status).toBe(409);
    expect([await place(c), await place(d), await place(e)]).toEqual([1, 2, 3]);
    // A newcomer to the full class cannot overtake the riders waiting for it.
    const late = await newRider();
    expect((await join(late, 'Late Newcomer')).status).toBe(409);
    expect((await join(late, 'Late Newcomer', 'Expert')).status).toBe(201);
  });

  it('two cancellations at once: the first two waiting riders get the places, in order, each with a mail', async () => {
    const [first, second] = await Promise.all([cancel(a), cancel(b)]);
    expect([first.status, second.status]).toEqual([204, 204]);
    expect([await entered(c), await entered(d), await entered(e)]).toEqual([true, true, false]);
    expect(await place(e)).toBe(1);
    const lv = await mailTo(c.email);
    expect(lv.text).toContain('Jums ir vieta sacensībās Round 4');
    expect(lv.text).toContain('klasē Clubman');
    const et = await mailTo(d.email);
    expect(et.text).toContain('Teil on koht võistlusel Round 4');
    expect(smtp.mails.some((m) => m.to.includes(e.email))).toBe(false);
  });

  it('a raised limit lets the next rider in', async () => {
    expect((await setRules({ classLimits: { Clubman: 3 } })).status).toBe(200);
    expect(await entered(e)).toBe(true);
    expect(await place(e)).toBe(404);
    expect((await mailTo(e.email)).text).toContain('You have a place in Round 4');
  });

  it('the secretary reorders the list and removes a rider, who is told by mail; the next place follows the new order', async () => {
    const [h, i, j] = [await newRider('lv'), await newRider(), await newRider()];
    expect((await wait(h, 'Hugo Astotais')).status).toBe(201);
    expect((await wait(i, 'Ilze Devītā')).status).toBe(201);
    expect((await wait(j, 'Jānis Desmitais')).status).toBe(201);
    const order = (userIds: string[], as: Parameters<typeof server.as>[0] = 'secretary') =>
      server.as(as, 'PUT', `/api/stages/${UPCOMING}/waitlist/order`, { userIds });
    expect((await order([j.id, h.id, i.id], 'rider')).status).toBe(403);
    // A list that misses a rider (someone joined meanwhile) or names one twice is refused and changes nothing.
    const stale = await order([j.id, h.id]);
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { error: { code: string } }).error.code).toBe('waitlistChanged');
    expect((await order([j.id, h.id, h.id])).status).toBe(409);
    expect([await place(h), await place(i), await place(j)]).toEqual([1, 2, 3]);
    const reordered = await order([j.id, h.id, i.id]);
    expect(reordered.status).toBe(200);
    expect(((await reordered.json()) as { userId: string }[]).map((w) => w.userId)).toEqual([j.id, h.id, i.id]);
    expect([await place(j), await place(h), await place(i)]).toEqual([1, 2, 3]);

    const remove = (r: Rider, as: Parameters<typeof server.as>[0] = 'secretary') =>
      server.as(as, 'DELETE', `/api/stages/${UPCOMING}/waitlist/${r.id}`);
    expect((await remove(h, 'rider')).status).toBe(403);
    expect((await remove(h)).status).toBe(200);
    expect(await place(h)).toBe(404);
    expect((await remove(h)).status).toBe(404);
    const told = await mailTo(h.email);
    expect(told.text).toContain('Jūs vairs neesat sacensību Round 4');
    expect(told.text).toContain('klases Clubman gaidīšanas saraksta');
    // A rider who joins now is last; a freed place goes to the first in the secretary's order.
    const k = await newRider();
    expect((await wait(k, 'Kārlis Vienpadsmitais')).status).toBe(201);
    expect([await place(j), await place(i), await place(k)]).toEqual([1, 2, 3]);
    expect((await cancel(d)).status).toBe(204);
    expect([await entered(j), await entered(i)]).toEqual([true, false]);
    expect(await place(i)).toBe(1);
  });

  it('leaving the list removes the place; after the registration end a freed place is not given', async () => {
    const f = await newRider();
    const g = await newRider();
    expect((await wait(f, 'Frīda Sestā')).status).toBe(201);
    expect((await server.as({ cookie: f.cookie }, 'DELETE', `/api/stages/${UPCOMING}/waitlist/me`)).status).toBe(204);
    expect(await place(f)).toBe(404);
    expect((await wait(g, 'Gatis Septītais')).status).toBe(201);
    // Past the registration end (20 days and more ahead): the secretary removes an entry; g keeps waiting.
    now = () => new Date(Date.now() + 22 * 86_400_000);
    expect((await server.as('secretary', 'DELETE', `/api/stages/${UPCOMING}/participants/${c.id}`)).status).toBe(204);
    expect(await entered(g)).toBe(false);
    const rows = await server.database.db.select().from(waitingEntries).where(eq(waitingEntries.userId, g.id));
    expect(rows).toHaveLength(1);
    now = () => new Date();
  });
});

describe("the championship's default entry limits", () => {
  const path = `/api/stages/${UPCOMING}/entry-limits/championship`;
  const limitsOf = async (stageId: string) =>
    (await (await server.as(null, 'GET', `/api/stages/${stageId}/entry-limits`)).json()) as {
      rules: { classLimits: Record<string, number> };
      source: string | null;
    };

  it('only a secretary sets them; stages without rules of their own follow them, a stage with its own keeps those', async () => {
    expect((await server.as('rider', 'PUT', path, { rules: null })).status).toBe(403);
    expect((await server.as('rider', 'GET', path)).status).toBe(403);
    expect((await server.as('secretary', 'PUT', path, { rules: { classLimits: { Expert: 0 } } })).status).toBe(400);
    const saved = await server.as('secretary', 'PUT', path, { rules: { classLimits: { Expert: 7 } } });
    expect(saved.status).toBe(200);
    const body = (await saved.json()) as {
      rules: { classLimits: Record<string, number> };
      stages: { id: string; ownRules: boolean }[];
    };
    expect(body.rules.classLimits).toEqual({ Expert: 7 });
    expect(body.stages.find((s) => s.id === UPCOMING)?.ownRules).toBe(true);
    expect(body.stages.find((s) => s.id === 'demo-stage-3')?.ownRules).toBe(false);
    expect(await limitsOf('demo-stage-3')).toMatchObject({
      rules: { classLimits: { Expert: 7 } },
      source: 'championship',
    });
    expect((await limitsOf(UPCOMING)).source).toBe('stage');
    expect((await server.as('secretary', 'PUT', path, { rules: null })).status).toBe(200);
    expect((await limitsOf('demo-stage-3')).source).toBeNull();
  });
});
