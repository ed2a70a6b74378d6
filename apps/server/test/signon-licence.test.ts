import type { SignOnEntry, SignOnList } from '@trialhub/domain';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema.js';
import { type TestServer, startTestServer } from './helper.js';

/**
 * The desk sells a one-event licence (issue #39, decisions 079 and 081): an entry whose licence is
 * missing is offered one at its age band's price; selling records the licence with the entry (its price
 * joins the fee) and takes the cash with a receipt.
 */
const STAGE = 'demo-stage-4';
let server: TestServer;
const payee = { name: 'Demo Motoclub', iban: 'LV80BANK0000435195001', bic: 'HABALV22' };
const ids: Record<string, string> = {};

const list = async () => {
  const res = await server.as('secretary', 'GET', `/api/stages/${STAGE}/signon`);
  expect(res.status).toBe(200);
  return (await res.json()) as SignOnList;
};
const entryOf = async (name: string) => (await list()).entries.find((e) => e.name === name) as SignOnEntry;
const sell = (name: string, who: 'secretary' | 'rider' = 'secretary') =>
  server.as(who, 'POST', `/api/stages/${STAGE}/signon/${ids[name] ?? 'nobody'}/one-event-licence`);
const payment = async (name: string) =>
  (
    (await (await server.as('secretary', 'GET', `/api/stages/${STAGE}/payments`)).json()) as {
      name: string;
      status: string;
      method: string | null;
      paidCents: number | null;
      amountCents: number;
    }[]
  ).find((p) => p.name === name)!;
const rules = (settings: Record<string, unknown> | null) =>
  server.as('secretary', 'PUT', `/api/stages/${STAGE}/entry-rules`, { settings });

beforeAll(async () => {
  server = await startTestServer();
  expect(
    (await server.as('secretary', 'PUT', `/api/stages/${STAGE}/fees`, { settings: { otherClassesCents: 2000, payee } }))
      .status,
  ).toBe(200);
  // Entered before the stage asked for a licence: at the desk, theirs is missing.
  let number = 700;
  for (const [name, birthDate] of [
    ['Desk Adult', '1985.05.05'],
    ['Desk Youth', '2014.03.03'],
    ['Paid Before', '1986.06.06'],
  ] as const) {
    const form = { name, racingNumber: number++, racingClass: 'Clubman', birthDate, bike: null, license: null };
    const res = await server.as('secretary', 'POST', `/api/stages/${STAGE}/participants`, {
      form: { ...form, clubId: null, gender: 'male', team: null },
      confirmClassAge: true,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    ids[name] = ((await res.json()) as { id: string }).id;
  }
  const sold = {
    requiredLicenceKinds: ['season', 'one-event'],
    oneEventLicence: { federation: 'LaMSF', adultCents: 2500, bands: [{ underAge: 16, cents: 1000 }] },
  };
  expect((await rules(sold)).status).toBe(200);
}, 240_000);
afterAll(async () => server?.close());

describe('the desk sells a one-event licence', () => {
  it('offers it at the rider’s age band to an entry without a licence', async () => {
    expect(await entryOf('Desk Adult')).toMatchObject({ licence: 'missing', oneEventLicenceCents: 2500 });
    expect(await entryOf('Desk Youth')).toMatchObject({ licence: 'missing', oneEventLicenceCents: 1000 });
  });

  it('records the licence and takes the cash for fee and licence, with a receipt; no second sale', async () => {
    expect((await sell('Desk Adult', 'rider')).status).toBe(403);
    const res = await sell('Desk Adult');
    expect(res.status, await res.clone().text()).toBe(200);
    const entry = ((await res.json()) as SignOnList).entries.find((e) => e.name === 'Desk Adult')!;
    expect(entry).toMatchObject({
      licence: 'valid',
      oneEventLicenceCents: null,
      paymentStatus: 'paid',
      paymentMethod: 'cash',
      amountCents: 4500,
    });
    expect(entry.problems).not.toContain('licence');
    expect(entry.problems).not.toContain('feeUnpaid');
    expect(await payment('Desk Adult')).toMatchObject({ status: 'paid', method: 'cash', paidCents: 4500 });
    const receipt = await server.as(
      'secretary',
      'GET',
      `/api/stages/${STAGE}/payments/${ids['Desk Adult']}/receipt.pdf`,
    );
    expect(receipt.status).toBe(200);
    const again = await sell('Desk Adult');
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { messageKey: string } }).error.messageKey).toBe(
      'licences.error.oneEventNotNeeded',
    );
    expect((await sell('Nobody')).status).toBe(404);
  });

  it('an entry paid before by transfer: the licence’s cash is added to what it paid, with its audit entry', async () => {
    const path = `/api/stages/${STAGE}/payments/${ids['Paid Before']}`;
    expect((await server.as('secretary', 'PUT', path, { status: 'paid', method: 'transfer' })).status).toBe(200);
    expect((await sell('Paid Before')).status).toBe(200);
    expect(await payment('Paid Before')).toMatchObject({ status: 'paid', method: 'transfer', paidCents: 4500 });
    expect(await entryOf('Paid Before')).toMatchObject({ licence: 'valid', paymentStatus: 'paid' });
    const audit = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.stageId, STAGE), like(auditLog.event, '%icence%')));
    expect(audit.map((a) => [a.event, (a.data as { participantId: string }).participantId])).toEqual(
      expect.arrayContaining([
        ['signon.oneEventLicence', ids['Paid Before']],
        ['payment.licenceCash', ids['Paid Before']],
      ]),
    );
  });

  it('a stage that sells none offers none and refuses the sale', async () => {
    expect((await rules({ requiredLicenceKinds: ['season'] })).status).toBe(200);
    expect(await entryOf('Desk Youth')).toMatchObject({ licence: 'missing', oneEventLicenceCents: null });
    const res = await sell('Desk Youth');
    expect(res.status).toBe(409);
    expect(await payment('Desk Youth')).toMatchObject({ status: 'unpaid' });
  });
});
