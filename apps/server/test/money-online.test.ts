import { and, eq, like } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, entryPayments, receipts } from '../src/db/schema.js';
import { type TestServer, startTestServer } from './helper.js';
import { checkedAnswers } from './openapi-checked.js';
import { type StripeStandIn, startStripeStandIn } from './support/stripe-stand-in.js';

const WEBHOOK_SECRET = 'whsec_test_trialhub_online';
const STAGE = 'demo-stage-4'; // registration open, no entries
const payee = { name: 'Demo Motoclub', iban: 'LV80 BANK 0000 4351 9500 1', bic: 'HABALV22' };

let server: TestServer;
let standIn: StripeStandIn;
beforeAll(async () => {
  standIn = await startStripeStandIn({
    webhookUrl: () => `${server.url}/api/payments/online/webhook`,
    webhookSecret: WEBHOOK_SECRET,
  });
  // Every described answer is checked against the OpenAPI document too (issue #41).
  server = await checkedAnswers(
    await startTestServer({
      stripe: { secretKey: 'sk_test_trialhub', webhookSecret: WEBHOOK_SECRET, apiUrl: standIn.url },
    }),
  );
  await server.as('secretary', 'PUT', `/api/stages/${STAGE}/fees`, {
    settings: { otherClassesCents: 2500, payee },
  });
  const join = await server.as('rider', 'POST', `/api/stages/${STAGE}/participants/join`, {
    form: {
      name: 'Pēteris Maksātājs',
      racingNumber: 311,
      racingClass: 'Clubman',
      birthDate: '1990.04.04',
      bike: 'Beta EVO 300',
      license: null,
      clubId: 'MK Trial Rīga',
      gender: 'male',
      team: null,
    },
  });
  expect(join.status).toBe(201);
});
afterAll(async () => {
  await server?.close();
  await standIn?.close();
});

const myPayment = async () =>
  (await (await server.as('rider', 'GET', `/api/stages/${STAGE}/participants/me/payment`)).json()) as {
    status: string;
    method: string | null;
    paidCents: number | null;
    reference: string;
    onlinePayment: boolean;
    recordedBy: string | null;
  };

const deliver = (body: string, signature: string) =>
  fetch(`${server.url}/api/payments/online/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body,
  });

const paymentRow = async (reference: string) =>
  (await server.database.db.select().from(entryPayments).where(eq(entryPayments.reference, reference)))[0]!;

async function startCheckout() {
  const res = await server.as('rider', 'POST', `/api/stages/${STAGE}/participants/me/checkout`, {
    returnPath: `/my-entries`,
    language: 'lv',
  });
  expect(res.status).toBe(200);
  const { url } = (await res.json()) as { url: string };
  const session = standIn.sessions.get(url.split('/').pop()!)!;
  expect(session).toBeDefined();
  return session;
}

describe('online payment by Stripe Checkout (stand-in for its API)', () => {
  it('a Checkout Session is made for the amount due with the entry’s reference; no card data is asked for or kept', async () => {
    const before = await myPayment();
    expect(before.onlinePayment).toBe(true);
    const session = await startCheckout();
    expect(session.amount_total).toBe(2500);
    expect(session.currency).toBe('eur');
    expect(session.client_reference_id).toBe(before.reference);
    expect(session.locale).toBe('lv');
    expect(session.success_url).toMatch(/\/my-entries\?paid=online$/);
    const request = standIn.requests.at(-1)!;
    expect(request.authorization).toBe('Bearer sk_test_trialhub');
    expect(Object.keys(request.fields).filter((k) => /card|cvc|number/i.test(k))).toEqual([]);
    // Only the session's id is stored.
    expect((await paymentRow(before.reference)).onlineSession).toBe(session.id);
    expect((await myPayment()).status).toBe('unpaid');
  });

  it('a forged signature is a 400 and changes nothing', async () => {
    const session = await startCheckout();
    session.payment_status = 'paid';
    const forged = standIn.event('checkout.session.completed', session, 'whsec_not_the_club_secret');
    expect((await deliver(forged.body, forged.signature)).status).toBe(400);
    const genuine = standIn.event('checkout.session.completed', session);
    // A genuine signature over another body (the amount changed in transit) is forged too.
    expect(
      (await deliver(genuine.body.replace('"amount_total":2500', '"amount_total":1'), genuine.signature)).status,
    ).toBe(400);
    expect((await deliver(genuine.body, '')).status).toBe(400);
    expect((await myPayment()).status).toBe('unpaid');
    const events = await server.database.db.select().from(auditLog).where(like(auditLog.event, 'payment.%'));
    expect(events).toEqual([]);
  });

  it('out of order: an unpaid completion and an expiry change nothing; the paid event marks it paid once, replays and later events change nothing', async () => {
    const session = await startCheckout();
    const { reference } = await myPayment();
    // A delayed method: completed but not yet paid, and a stale expiry of an older session.
    const waiting = standIn.event('checkout.session.completed', session);
    expect((await deliver(waiting.body, waiting.signature)).status).toBe(200);
    expect((await myPayment()).status).toBe('unpaid');

    session.payment_status = 'paid';
    const succeeded = standIn.event('checkout.session.async_payment_succeeded', session);
    const completedPaid = standIn.event('checkout.session.completed', session);
    // Delivered twice at once (Stripe retries) together with the other "paid" event: one applies.
    const outcomes = await Promise.all(
      [succeeded, succeeded, completedPaid].map(async (e) => {
        const res = await deliver(e.body, e.signature);
        expect(res.status).toBe(200);
        return ((await res.json()) as { outcome: string }).outcome;
      }),
    );
    expect(outcomes.sort()).toEqual(['alreadyPaid', 'applied', 'replayed']);
    // And once more later: still nothing new.
    expect(await (await deliver(succeeded.body, succeeded.signature)).json()).toEqual({
      received: true,
      outcome: 'replayed',
    });
    // An expiry arriving last does not undo the payment.
    const expired = standIn.event('checkout.session.expired', { ...session, status: 'expired' });
    expect((await deliver(expired.body, expired.signature)).status).toBe(200);

    const mine = await myPayment();
    expect(mine).toMatchObject({ status: 'paid', method: 'online', paidCents: 2500, onlinePayment: false });
    const row = await paymentRow(reference);
    const paid = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'payment.paid'), eq(auditLog.stageId, STAGE)));
    expect(paid).toHaveLength(1);
    expect(paid[0]!.data).toMatchObject({ method: 'online', cents: 2500, origin: 'online' });
    expect(paid[0]!.userEmail).toBe('stripe');
    const issued = await server.database.db
      .select()
      .from(receipts)
      .where(eq(receipts.paymentNumber, row.paymentNumber));
    expect(issued).toHaveLength(1);
    // A new checkout for a paid entry is refused.
    const again = await server.as('rider', 'POST', `/api/stages/${STAGE}/participants/me/checkout`, {
      returnPath: '/my-entries',
    });
    expect(again.status).toBe(409);
  });

  it('the hosted page’s Pay delivers a signed event (checked by the library) and sends the rider back, paid', async () => {
    const join = await server.as('rider2', 'POST', `/api/stages/${STAGE}/participants/join`, {
      form: {
        name: 'Anna Maksātāja',
        racingNumber: 312,
        racingClass: 'Clubman',
        birthDate: '1992.05.05',
        bike: 'GasGas TXT',
        license: null,
        clubId: 'MK Trial Rīga',
        gender: 'female',
        team: null,
      },
    });
    expect(join.status).toBe(201);
    const res = await server.as('rider2', 'POST', `/api/stages/${STAGE}/participants/me/checkout`, {
      returnPath: '/my-entries?stage=4',
    });
    const { url } = (await res.json()) as { url: string };
    const paid = await fetch(url, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${server.url}/my-entries?stage=4&paid=online`);
    const mine = (await (await server.as('rider2', 'GET', `/api/stages/${STAGE}/participants/me/payment`)).json()) as {
      status: string;
      method: string;
    };
    expect(mine).toMatchObject({ status: 'paid', method: 'online' });
    const session = standIn.sessions.get(url.split('/').pop()!)!;
    const { body, signature } = standIn.event('checkout.session.completed', session);
    expect(new Stripe('sk_test_x').webhooks.constructEvent(body, signature, WEBHOOK_SECRET).type).toBe(
      'checkout.session.completed',
    );
  });

  it('a checkout path outside ours is refused', async () => {
    for (const returnPath of ['//evil.example/x', 'https://evil.example', '/\\evil']) {
      const res = await server.as('rider', 'POST', `/api/stages/${STAGE}/participants/me/checkout`, { returnPath });
      expect(res.status).toBe(400);
    }
  });
});

describe('online payment off (not configured)', () => {
  let plain: TestServer;
  beforeAll(async () => {
    plain = await startTestServer();
  }, 180_000);
  afterAll(async () => plain?.close());

  it('the webhook is a 404 and the entered rider’s checkout is refused as "no online payments"', async () => {
    const res = await fetch(`${plain.url}/api/payments/online/webhook`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(404);
    // demo-stage-3: the rider is entered there.
    const checkout = await plain.as('rider', 'POST', '/api/stages/demo-stage-3/participants/me/checkout', {
      returnPath: '/my-entries',
    });
    expect(checkout.status).toBe(409);
    expect(((await checkout.json()) as { error: { code: string } }).error.code).toBe('onlinePaymentOff');
  });
});
