import { dayIn } from '@trialhub/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema.js';
import { type TestServer, type Who, startTestServer } from './helper.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const STAGE = 'demo-stage-4'; // registration open, no entries, venue in Europe/Riga
/** A calendar day of the venue, `days` from today. */
const venueDay = (days: number) => dayIn('Europe/Riga', new Date(Date.now() + days * 86_400_000));

const form = (name: string, racingNumber: number) => ({
  form: {
    name,
    racingNumber,
    racingClass: 'Clubman',
    birthDate: '1990.04.04',
    bike: 'Beta EVO 300',
    license: null,
    clubId: 'MK Trial Rīga',
    gender: 'male',
    team: null,
  },
});

interface Row {
  participantId: string;
  name: string;
  status: string;
  method: string | null;
  paidCents: number | null;
  refundKind: string | null;
  recordedBy: string | null;
  cancelledAt: string | null;
  contactEmail: string | null;
}
const list = async () => (await (await server.as('secretary', 'GET', `/api/stages/${STAGE}/payments`)).json()) as Row[];

async function joinAndPayCash(who: Who, name: string, number: number) {
  expect((await server.as(who, 'POST', `/api/stages/${STAGE}/participants/join`, form(name, number))).status).toBe(201);
  const row = (await list()).find((r) => r.name === name)!;
  const paid = await server.as('secretary', 'PUT', `/api/stages/${STAGE}/payments/${row.participantId}`, {
    status: 'paid',
    method: 'cash',
  });
  expect(paid.status).toBe(200);
  return row.participantId;
}

const setRefundDay = async (refundUntil: string, refundAs = 'refund') =>
  expect(
    (
      await server.as('secretary', 'PUT', `/api/stages/${STAGE}/fees`, {
        settings: { otherClassesCents: 2500, refundUntil, refundAs },
      })
    ).status,
  ).toBe(200);

describe('cancelling a paid entry', () => {
  it('until the club’s refund day (the venue’s today counts) the money is refunded, with who and when', async () => {
    await setRefundDay(venueDay(0));
    const id = await joinAndPayCash('rider', 'Rūdolfs Atsaucējs', 401);
    // The secretary's list has the contact of an entry made with an account.
    expect((await list()).find((r) => r.name === 'Rūdolfs Atsaucējs')?.contactEmail).toBe('rider@trialhub.demo');
    expect((await server.as('rider', 'DELETE', `/api/stages/${STAGE}/participants/me`)).status).toBe(204);
    const row = (await list()).find((r) => r.name === 'Rūdolfs Atsaucējs')!;
    expect(row).toMatchObject({
      status: 'refunded',
      refundKind: 'refund',
      paidCents: 2500,
      recordedBy: 'rider@trialhub.demo',
    });
    expect(row.cancelledAt).not.toBeNull();
    const audit = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.stageId, STAGE), eq(auditLog.event, 'payment.refunded')));
    expect(audit.map((a) => a.data)).toEqual([expect.objectContaining({ participantId: id, origin: 'cancellation' })]);

    // Entering again starts afresh: a new reference, unpaid.
    expect(
      (await server.as('rider', 'POST', `/api/stages/${STAGE}/participants/join`, form('Rūdolfs Atsaucējs', 401)))
        .status,
    ).toBe(201);
    const mine = (await (await server.as('rider', 'GET', `/api/stages/${STAGE}/participants/me/payment`)).json()) as {
      status: string;
      amountCents: number;
    };
    expect(mine).toMatchObject({ status: 'unpaid', amountCents: 2500 });
  });

  it('after the refund day the money is kept; the secretary can still refund it (as credit), and only refund it', async () => {
    await setRefundDay(venueDay(-1));
    const id = await joinAndPayCash('rider2', 'Kārlis Vēlais', 402);
    expect((await server.as('rider2', 'DELETE', `/api/stages/${STAGE}/participants/me`)).status).toBe(204);
    const kept = (await list()).find((r) => r.name === 'Kārlis Vēlais')!;
    expect(kept).toMatchObject({ status: 'paid', method: 'cash', refundKind: null });
    expect(kept.cancelledAt).not.toBeNull();
    expect(kept.participantId).not.toBe(id);

    const path = `/api/stages/${STAGE}/payments/${encodeURIComponent(kept.participantId)}`;
    expect((await server.as('rider2', 'PUT', path, { status: 'refunded' })).status).toBe(403);
    expect((await server.as('secretary', 'PUT', path, { status: 'unpaid' })).status).toBe(409);
    expect((await server.as('secretary', 'PUT', path, { status: 'refunded', as: 'credit' })).status).toBe(200);
    const refunded = (await list()).find((r) => r.name === 'Kārlis Vēlais')!;
    expect(refunded).toMatchObject({ status: 'refunded', refundKind: 'credit', recordedBy: 'secretary@trialhub.demo' });
  });

  it('a club that keeps it as credit: cancelled in time, the payment is marked refunded as credit', async () => {
    await setRefundDay(venueDay(3), 'credit');
    await joinAndPayCash('rider2', 'Kārlis Kredīts', 403);
    expect((await server.as('rider2', 'DELETE', `/api/stages/${STAGE}/participants/me`)).status).toBe(204);
    expect((await list()).find((r) => r.name === 'Kārlis Kredīts')).toMatchObject({
      status: 'refunded',
      refundKind: 'credit',
    });
  });
});
