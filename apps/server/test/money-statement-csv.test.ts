import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngFile } from './fixtures/files.js';
import { type TestServer, startTestServer } from './helper.js';

/**
 * The Baltic banks' CSV statements (issue #39, decision 088) through the real upload route: sample files
 * written in each bank's documented layout and encoding (apps/server/test/fixtures/statements).
 */
let server: TestServer;
const STAGE = 'demo-stage-4';
const payee = { name: 'Demo Motoclub', iban: 'LV80BANK0000435195001', bic: 'HABALV22' };
interface Row {
  participantId: string;
  name: string;
  reference: string;
  status: string;
  method: string | null;
  paidCents: number | null;
  recordedAt: string | null;
}
interface Line {
  outcome: string;
  key: string;
  refundedOn: string | null;
  reference: string | null;
  amountCents: number;
  bookedOn: string | null;
  debtor: string | null;
  name: string | null;
}
const payments = async () =>
  (await (await server.as('secretary', 'GET', `/api/stages/${STAGE}/payments`)).json()) as Row[];
const refOf = async (name: string) => (await payments()).find((p) => p.name === name)!.reference;
const statusOf = async (name: string) => (await payments()).find((p) => p.name === name)!;

/** A fixture file as the bank wrote it, its {REF1}… placeholders (ASCII in every encoding) set, in base64. */
function statementFile(name: string, refs: string[], bankRefs: [string, string][] = []): string {
  let text = readFileSync(new URL(`./fixtures/statements/${name}`, import.meta.url)).toString('latin1');
  refs.forEach((ref, i) => (text = text.replaceAll(`{REF${i + 1}}`, ref)));
  for (const [from, to] of bankRefs) text = text.replaceAll(from, to);
  return Buffer.from(text, 'latin1').toString('base64');
}
const upload = async (body: { file: string; repay?: string[] }) => {
  const res = await server.as('secretary', 'POST', '/api/payments/statement', body);
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { lines: Line[] }).lines;
};
const summary = (lines: Line[]) => lines.map((l) => [l.outcome, l.name, l.amountCents, l.bookedOn, l.debtor]);

let number = 600;
async function enter(name: string) {
  const form = {
    ...{ name, racingNumber: number++, racingClass: 'Clubman', birthDate: '1990.04.04', bike: null, license: null },
    ...{ clubId: null, gender: 'male', team: null },
  };
  const res = await server.as('secretary', 'POST', `/api/stages/${STAGE}/participants`, { form });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return refOf(name);
}

beforeAll(async () => {
  server = await startTestServer();
  const fees = { settings: { otherClassesCents: 2000, payee } };
  expect((await server.as('secretary', 'PUT', `/api/stages/${STAGE}/fees`, fees)).status).toBe(200);
});
afterAll(async () => server?.close());

describe('a Baltic bank’s CSV statement', () => {
  it('Swedbank EE (UTF-8 with BOM): transactions only (no balances, no debits), the reference column or the text', async () => {
    const refs = [await enter('Swed Ee One'), await enter('Swed Ee Two')];
    const lines = await upload({ file: statementFile('swedbank-ee.csv', refs) });
    expect(summary(lines)).toEqual([
      ['applied', 'Swed Ee One', 2000, '2026-12-02', 'Jüri Õunapuu'],
      ['partial', 'Swed Ee Two', 1500, '2026-12-03', 'Mari Mägi'],
    ]);
    expect(await statusOf('Swed Ee One')).toMatchObject({ status: 'paid', method: 'transfer', paidCents: 2000 });
    expect(await statusOf('Swed Ee Two')).toMatchObject({ status: 'unpaid', paidCents: null });
  });

  it('Swedbank LV (Windows-1257): Latvian names read right; a credit without a reference is listed, not applied', async () => {
    const refs = [await enter('Swed Lv One'), await enter('Swed Lv Two')];
    const file = statementFile('swedbank-lv.csv', refs);
    const lines = await upload({ file });
    expect(summary(lines)).toEqual([
      ['applied', 'Swed Lv One', 2000, '2026-12-02', 'Jānis Bērziņš'],
      ['applied', 'Swed Lv Two', 2000, '2026-12-03', 'Ēriks Ķīsis'],
      ['unknown', null, 2000, '2026-12-03', 'Pēteris Žagars'],
    ]);
    // The same file again pays nobody twice.
    expect((await upload({ file })).map((l) => l.outcome)).toEqual(['alreadyPaid', 'alreadyPaid', 'unknown']);
    expect(await statusOf('Swed Lv Two')).toMatchObject({ status: 'paid', method: 'transfer', paidCents: 2000 });
  });

  it('LHV (comma separated, decimal point, signed amounts): a GBP credit is left out', async () => {
    const refs = [await enter('Lhv One'), await enter('Lhv Two'), await enter('Lhv Three')];
    const lines = await upload({ file: statementFile('lhv.csv', refs) });
    expect(summary(lines)).toEqual([
      ['applied', 'Lhv One', 2000, '2026-12-02', 'Kaur Kask'],
      ['applied', 'Lhv Two', 2000, '2026-12-03', 'Edgars Ozoliņš'],
    ]);
    expect(await statusOf('Lhv Three')).toMatchObject({ status: 'unpaid' });
  });

  it('SEB EE (semicolons, decimal comma, D/C)', async () => {
    const refs = [await enter('Seb One'), await enter('Seb Two')];
    const lines = await upload({ file: statementFile('seb-ee.csv', refs) });
    expect(summary(lines)).toEqual([
      ['applied', 'Seb One', 2000, '2026-12-02', 'Tõnu Tamm'],
      ['applied', 'Seb Two', 2000, '2026-12-03', 'Liis Lepp'],
    ]);
  });

  it('a CSV of no known layout, or a picture, is refused with the translated error and changes nothing', async () => {
    const before = await payments();
    for (const bytes of [
      Buffer.from('Date,Amount,Text\r\n2026-12-02,20.00,entry\r\n'),
      Buffer.from(''.padEnd(40, ';')),
      await pngFile(40, 20),
    ]) {
      const res = await server.as('secretary', 'POST', '/api/payments/statement', { file: bytes.toString('base64') });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { messageKey: string } }).error.messageKey).toBe(
        'money.error.statementUnreadable',
      );
    }
    expect((await server.as('rider', 'POST', '/api/payments/statement', { file: 'AAAA' })).status).toBe(403);
    expect(await payments()).toEqual(before);
  });
});

describe('a statement line for an entry whose payment was refunded', () => {
  it('is listed with the refund’s date and applied only when the secretary names it', async () => {
    const ref = await enter('Refunded Rider');
    const row = (await payments()).find((p) => p.name === 'Refunded Rider')!;
    const path = `/api/stages/${STAGE}/payments/${row.participantId}`;
    expect((await server.as('secretary', 'PUT', path, { status: 'paid', method: 'cash' })).status).toBe(200);
    expect((await server.as('secretary', 'PUT', path, { status: 'refunded', as: 'refund' })).status).toBe(200);
    const refunded = await statusOf('Refunded Rider');
    expect(refunded).toMatchObject({ status: 'refunded' });

    // Another day's statement: the bank's own line numbers are new.
    const file = statementFile('seb-ee.csv', [ref, 'RF18539007547034'], [['RO40344534', 'RO50344534']]);
    const [line] = await upload({ file });
    expect(line).toMatchObject({ outcome: 'refunded', name: 'Refunded Rider', amountCents: 2000 });
    expect(line!.refundedOn).toBe(refunded.recordedAt!.slice(0, 10));
    // Listed, not applied: uploading it again still asks.
    expect(await statusOf('Refunded Rider')).toMatchObject({ status: 'refunded' });
    expect((await upload({ file }))[0]!.outcome).toBe('refunded');

    // The secretary chooses to mark it paid again: that line, and only by its key.
    expect((await upload({ file, repay: ['another|key'] }))[0]!.outcome).toBe('refunded');
    const [repaid] = await upload({ file, repay: [line!.key] });
    expect(repaid).toMatchObject({ outcome: 'applied', name: 'Refunded Rider' });
    expect(await statusOf('Refunded Rider')).toMatchObject({ status: 'paid', method: 'transfer', paidCents: 2000 });
  });
});
