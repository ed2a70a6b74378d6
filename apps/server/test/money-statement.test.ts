import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCamt053 } from '../src/features/money/camt053.js';
import { auditLog } from '../src/db/schema.js';
import { camt053 } from './support/camt053.js';
import { type TestServer, startTestServer } from './helper.js';

let server: TestServer;
const UPCOMING = 'demo-stage-4';
const payee = { name: 'Demo Motoclub', iban: 'LV80BANK0000435195001', bic: 'HABALV22' };
const form = (name: string, racingNumber: number) => ({
  form: {
    ...{ name, racingNumber, racingClass: 'Clubman', birthDate: '1990.04.04', bike: null, license: null },
    ...{ clubId: null, gender: 'male', team: null },
  },
});
interface Row {
  participantId: string;
  name: string;
  reference: string;
  status: string;
  method: string | null;
  paidCents: number | null;
}
const payments = async () =>
  (await (await server.as('secretary', 'GET', `/api/stages/${UPCOMING}/payments`)).json()) as Row[];
const upload = (xml: string, who: 'secretary' | 'rider' = 'secretary') =>
  server.as(who, 'POST', '/api/payments/statement', { xml });
let rider: Row;
let rider2: Row;

beforeAll(async () => {
  server = await startTestServer();
  const fees = { settings: { otherClassesCents: 2000, payee } };
  expect((await server.as('secretary', 'PUT', `/api/stages/${UPCOMING}/fees`, fees)).status).toBe(200);
  expect(
    (await server.as('rider', 'POST', `/api/stages/${UPCOMING}/participants/join`, form('Rider One', 401))).status,
  ).toBe(201);
  expect(
    (await server.as('rider2', 'POST', `/api/stages/${UPCOMING}/participants/join`, form('Rider Two', 402))).status,
  ).toBe(201);
  const list = await payments();
  rider = list.find((p) => p.name === 'Rider One')!;
  rider2 = list.find((p) => p.name === 'Rider Two')!;
});
afterAll(async () => server?.close());

describe('reading camt.053', () => {
  it('reads booked EUR credits of both versions, the RF reference structured or in the free text, and skips debits', async () => {
    for (const version of ['02', '08'] as const) {
      const credits = await readCamt053(
        camt053(
          [
            { amount: '20.00', reference: 'RF18 5390 0754 7034', bankRef: 'A', debtor: 'Jānis' },
            { amount: '15.5', text: 'dalības maksa rf18539007547034 paldies', bankRef: 'B' },
            { amount: '9.99', bankRef: 'C', text: 'no reference here' },
            { amount: '50.00', bankRef: 'D', debit: true },
          ],
          version,
        ),
      );
      expect(credits).toEqual([
        {
          key: 'LV80BANK0000435195001|A',
          reference: 'RF18539007547034',
          amountCents: 2000,
          bookedOn: '2026-11-27',
          debtor: 'Jānis',
        },
        {
          key: 'LV80BANK0000435195001|B',
          reference: 'RF18539007547034',
          amountCents: 1550,
          bookedOn: '2026-11-27',
          debtor: 'Payer',
        },
        { key: 'LV80BANK0000435195001|C', reference: null, amountCents: 999, bookedOn: '2026-11-27', debtor: 'Payer' },
      ]);
    }
  });
});

describe('a statement upload', () => {
  it('is for secretaries, and a file that is no statement is refused with a translated 400', async () => {
    expect((await upload(camt053([]), 'rider')).status).toBe(403);
    const bad = await upload('<html><body>not a statement</body></html>');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { messageKey: string } }).error.messageKey).toBe(
      'money.error.statementUnreadable',
    );
    expect((await upload('<Document><BkToCstmrStmt><Stmt>')).status).toBe(400);
  });

  it('unknown references change nothing', async () => {
    const before = await payments();
    const res = await upload(
      camt053([
        { amount: '20.00', reference: 'RF18539007547034', bankRef: 'U1' },
        { amount: '20.00', bankRef: 'U2' },
      ]),
    );
    expect(res.status).toBe(200);
    const { lines } = (await res.json()) as { lines: { outcome: string }[] };
    expect(lines.map((l) => l.outcome)).toEqual(['unknown', 'unknown']);
    expect(await payments()).toEqual(before);
  });

  it('pays an exact match by transfer, lists a partial one, and applies a line only once', async () => {
    const statement = camt053([
      { amount: '20.00', reference: rider.reference, bankRef: 'T1', debtor: 'Rider One' },
      { amount: '15.00', text: `Entry ${rider2.reference.toLowerCase()}`, bankRef: 'T2' },
      { amount: '20.00', reference: rider.reference, bankRef: 'T1' },
    ]);
    const first = (await (await upload(statement)).json()) as {
      lines: { outcome: string; name: string | null; dueCents: number | null }[];
    };
    expect(first.lines.map((l) => [l.outcome, l.name, l.dueCents])).toEqual([
      ['applied', 'Rider One', 2000],
      ['partial', 'Rider Two', 2000],
      ['alreadyPaid', 'Rider One', 2000],
    ]);
    let list = await payments();
    expect(list.find((p) => p.name === 'Rider One')).toMatchObject({
      status: 'paid',
      method: 'transfer',
      paidCents: 2000,
    });
    expect(list.find((p) => p.name === 'Rider Two')).toMatchObject({ status: 'unpaid', paidCents: null });
    const audit = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.stageId, UPCOMING), like(auditLog.event, 'payment.%')));
    expect(audit.map((a) => a.data)).toEqual([
      expect.objectContaining({
        participantId: rider.participantId,
        method: 'transfer',
        cents: 2000,
        origin: 'statement',
      }),
    ]);

    // The secretary takes the payment back; the same file again pays nobody twice.
    await server.as('secretary', 'PUT', `/api/stages/${UPCOMING}/payments/${rider.participantId}`, {
      status: 'unpaid',
    });
    const again = (await (await upload(statement)).json()) as { lines: { outcome: string }[] };
    expect(again.lines.map((l) => l.outcome)).toEqual(['duplicate', 'duplicate', 'duplicate']);
    list = await payments();
    expect(list.find((p) => p.name === 'Rider One')).toMatchObject({ status: 'unpaid' });
  });
});
