/**
 * What a venue laptop pulls of its stage (issue #40, decision 085): only what running the day needs, and
 * nothing a laptop at a forest venue should hold — no account credentials or roles, no riders' accounts
 * or e-mails, observers' PINs only as the hashes stored at home.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from '../src/db/schema.js';
import { DAY_TABLE_NAMES } from '../src/features/venue/day-tables.js';
import { type TestServer, startTestServer } from './helper.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const TODAY = 'demo-stage-3';

async function checkOut(stageId: string) {
  const pairing = (await (
    await server.as(null, 'POST', '/api/venue/pairings', { deviceName: 'Day test laptop' })
  ).json()) as { pairingId: string; secret: string; code: string };
  expect((await server.as('secretary', 'POST', `/api/stages/${stageId}/lease`, { code: pairing.code })).status).toBe(
    200,
  );
  const res = await server.as(null, 'POST', `/api/venue/pairings/${pairing.pairingId}/token`, {
    secret: pairing.secret,
  });
  return ((await res.json()) as { token: string }).token;
}

it('carries the day without credentials, roles, riders’ accounts or e-mails, or plain PINs', async () => {
  // The home secretary judges a section too: on the laptop he is only the stage's judge.
  const secretary = await server.database.db.query.users.findFirst({
    where: eq(users.email, 'secretary@trialhub.demo'),
  });
  expect(secretary?.role).toContain('secretary');
  await server.database.db.update(users).set({ isJudge: true }).where(eq(users.id, secretary!.id));
  expect(
    (await server.as('secretary', 'PUT', `/api/stages/${TODAY}/judges/${secretary!.id}`, { section: 5 })).status,
  ).toBe(200);
  const observer = (await (
    await server.as('secretary', 'POST', `/api/stages/${TODAY}/observers`, { name: 'Day Observer', section: 2 })
  ).json()) as { pin: string; token: string };
  const token = await checkOut(TODAY);

  const res = await server.as(null, 'GET', `/api/venue/stages/${TODAY}/day`, undefined, {
    authorization: `Bearer ${token}`,
  });
  expect(res.status).toBe(200);
  const text = await res.text();
  const day = JSON.parse(text) as { tables: Record<string, Record<string, unknown>[]> };
  // Only the day's tables: no accounts (password hashes), sessions or verifications.
  expect(Object.keys(day.tables).sort()).toEqual([...DAY_TABLE_NAMES].sort());
  const judge = day.tables.users!.find((u) => u.id === secretary!.id)!;
  expect(judge).toMatchObject({ role: null, participationData: null, mailOptOuts: [] });
  // Riders with an account at home (the demo has two) arrive as records only.
  expect(day.tables.riders!.length).toBeGreaterThan(5);
  for (const rider of day.tables.riders!) expect([rider.userId, rider.email]).toEqual([null, null]);
  // The observer's link and PIN as home stores them (hashes), never as given.
  const credential = day.tables.observerCredentials!.find((c) => c.name === 'Day Observer')!;
  expect(credential.pinHash).toMatch(/\S{20,}/);
  expect(text).not.toContain(`"${observer.pin}"`);
  expect(text).not.toContain(observer.token);
});
