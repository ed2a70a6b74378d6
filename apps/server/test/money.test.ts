import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { epcPayload, isCreditorReference, payeeSchema, printedReference } from '@trialhub/domain';
import { PDFParse } from 'pdf-parse';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema.js';
import { type TestServer, startTestServer } from './helper.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const UPCOMING = 'demo-stage-4'; // registration open, no entries
const PAST = 'demo-stage-1';
const payee = { name: 'Demo Motoclub', iban: 'LV80 BANK 0000 4351 9500 1', bic: 'HABALV22' };
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const fees = (over: Record<string, unknown> = {}) => ({
  settings: {
    classFees: [{ className: 'Expert', cents: 3500 }],
    otherClassesCents: 2500,
    earlyUntil: inDays(5),
    earlyDiscountCents: 500,
    lateSurchargeCents: 1000,
    familyDiscountCents: 1000,
    payee,
    ...over,
  },
});
const form = (patch: Record<string, unknown> = {}) => ({
  form: {
    name: 'Pēteris Maksātājs',
    racingNumber: 301,
    racingClass: 'Clubman',
    birthDate: '1990.04.04',
    bike: 'Beta EVO 300',
    license: null,
    clubId: 'MK Trial Rīga',
    gender: 'male',
    team: 'Kalniņi',
    ...patch,
  },
});

describe('entry fees', () => {
  it('only a secretary sets them; a bad IBAN or a fraction of a cent is refused and changes nothing', async () => {
    expect((await server.as(null, 'PUT', `/api/stages/${UPCOMING}/fees`, fees())).status).toBe(401);
    expect((await server.as('rider', 'PUT', `/api/stages/${UPCOMING}/fees`, fees())).status).toBe(403);
    const badIban = await server.as(
      'secretary',
      'PUT',
      `/api/stages/${UPCOMING}/fees`,
      fees({ payee: { ...payee, iban: 'LV00 BANK 0000 4351 9500 1' } }),
    );
    expect(badIban.status).toBe(400);
    const fraction = await server.as(
      'secretary',
      'PUT',
      `/api/stages/${UPCOMING}/fees`,
      fees({ otherClassesCents: 2500.5 }),
    );
    expect(fraction.status).toBe(400);
    const read = await (await server.as(null, 'GET', `/api/stages/${UPCOMING}/fees`)).json();
    expect(read).toEqual({ settings: null, source: null, championshipSettings: null });
  });

  it('a secretary sets the stage fees; everyone reads them; the quote tells the amount and why', async () => {
    const saved = await server.as('secretary', 'PUT', `/api/stages/${UPCOMING}/fees`, fees());
    expect(saved.status).toBe(200);
    const read = (await (await server.as(null, 'GET', `/api/stages/${UPCOMING}/fees`)).json()) as {
      source: string;
      settings: { payee: { iban: string } };
    };
    expect(read.source).toBe('stage');
    expect(read.settings.payee.iban).toBe('LV80BANK0000435195001');
    const quote = await (
      await server.as('rider', 'GET', `/api/stages/${UPCOMING}/fees/quote?racingClass=Expert`)
    ).json();
    expect(quote).toEqual({
      totalCents: 3000,
      lines: [
        { kind: 'classFee', cents: 3500 },
        { kind: 'earlyDiscount', cents: -500 },
      ],
    });
    expect((await server.as(null, 'GET', `/api/stages/${UPCOMING}/fees/quote`)).status).toBe(400);
    expect((await server.as(null, 'GET', '/api/stages/demo-stage-5/fees/quote?racingClass=Expert')).status).toBe(404);
  });
});

describe("a rider's entry and its payment", () => {
  it('joining shows the amount, a valid RF reference and the EPC QR text; the second of a team gets the family discount', async () => {
    expect((await server.as('rider', 'POST', `/api/stages/${UPCOMING}/participants/join`, form())).status).toBe(201);
    const mine = (await (
      await server.as('rider', 'GET', `/api/stages/${UPCOMING}/participants/me/payment`)
    ).json()) as {
      amountCents: number;
      reference: string;
      epc: string;
      status: string;
      recordedBy: string | null;
    };
    expect(mine.amountCents).toBe(2000);
    expect(mine.status).toBe('unpaid');
    expect(isCreditorReference(mine.reference)).toBe(true);
    expect(mine.epc).toBe(epcPayload(payeeSchema.parse(payee), 2000, mine.reference));
    // Asking again gives the same reference.
    const again = (await (
      await server.as('rider', 'GET', `/api/stages/${UPCOMING}/participants/me/payment`)
    ).json()) as {
      reference: string;
    };
    expect(again.reference).toBe(mine.reference);

    const quote = (await (
      await server.as('rider2', 'GET', `/api/stages/${UPCOMING}/fees/quote?racingClass=Clubman&team=kalni%C5%86i`)
    ).json()) as { totalCents: number; lines: { kind: string }[] };
    expect(quote.totalCents).toBe(1000);
    expect(quote.lines.map((l) => l.kind)).toEqual(['classFee', 'earlyDiscount', 'familyDiscount']);
  });

  it('a visitor has no entry to ask about; a rider not entered gets a 404', async () => {
    expect((await server.as(null, 'GET', `/api/stages/${UPCOMING}/participants/me/payment`)).status).toBe(401);
    expect((await server.as('judge', 'GET', `/api/stages/${UPCOMING}/participants/me/payment`)).status).toBe(404);
  });

  it('the invoice PDF names the amount and why, the transfer details, and carries the EPC QR code a scanner reads', async () => {
    const mine = (await (
      await server.as('rider', 'GET', `/api/stages/${UPCOMING}/participants/me/payment`)
    ).json()) as {
      participantId: string;
      reference: string;
      epc: string;
    };
    const path = `/api/stages/${UPCOMING}/payments/${mine.participantId}/invoice.pdf`;
    expect((await server.as(null, 'GET', `${path}?lang=lv`)).status).toBe(401);
    expect((await server.as('rider2', 'GET', `${path}?lang=lv`)).status).toBe(403);
    expect((await server.as('rider', 'GET', `${path}?lang=xx`)).status).toBe(400);
    expect((await server.as('secretary', 'GET', `${path}?lang=en`)).status).toBe(200);
    const res = await server.as('rider', 'GET', `${path}?lang=lv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const data = new Uint8Array(await res.arrayBuffer());
    const parser = new PDFParse({ data: data.slice() });
    const { text } = await parser.getText();
    await parser.destroy();
    expect(text).toContain('Rēķins');
    expect(text).toContain('Dalības maksa (Clubman)');
    expect(text).toMatch(/Maksājamā summa\s+20,00\s€/);
    expect(text).toContain('LV80 BANK 0000 4351 9500 1');
    expect(text).toContain(printedReference(mine.reference));
    // The page as a printer or screen shows it, read by zbar as a banking app would.
    const dir = mkdtempSync(join(tmpdir(), 'invoice-'));
    writeFileSync(join(dir, 'invoice.pdf'), data);
    execFileSync('pdftoppm', ['-r', '150', '-png', '-singlefile', join(dir, 'invoice.pdf'), join(dir, 'page')]);
    const decoded = execFileSync('zbarimg', ['--raw', '-q', '-Sbinary', join(dir, 'page.png')], { encoding: 'utf8' });
    expect(decoded.replace(/\n$/, '')).toBe(mine.epc);
  });

  it('the secretary records cash: the entry is paid with who and when in the audit log; twice is refused', async () => {
    const riderId = (
      (await (await server.as('rider', 'GET', `/api/stages/${UPCOMING}/participants/me/payment`)).json()) as {
        participantId: string;
      }
    ).participantId;
    expect(
      (
        await server.as('rider', 'PUT', `/api/stages/${UPCOMING}/payments/${riderId}`, {
          status: 'paid',
          method: 'cash',
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await server.as('secretary', 'PUT', `/api/stages/${UPCOMING}/payments/${riderId}`, {
          status: 'paid',
          method: 'card',
        })
      ).status,
    ).toBe(400);
    const paid = await server.as('secretary', 'PUT', `/api/stages/${UPCOMING}/payments/${riderId}`, {
      status: 'paid',
      method: 'cash',
    });
    expect(paid.status).toBe(200);
    const list = (await paid.json()) as {
      participantId: string;
      status: string;
      method: string;
      paidCents: number;
      recordedBy: string;
    }[];
    const row = list.find((p) => p.participantId === riderId)!;
    expect(row).toMatchObject({
      status: 'paid',
      method: 'cash',
      paidCents: 2000,
      recordedBy: 'secretary@trialhub.demo',
    });
    const again = await server.as('secretary', 'PUT', `/api/stages/${UPCOMING}/payments/${riderId}`, {
      status: 'paid',
      method: 'transfer',
    });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { messageKey: string } }).error.messageKey).toBe(
      'money.error.alreadyPaid',
    );

    const mine = (await (
      await server.as('rider', 'GET', `/api/stages/${UPCOMING}/participants/me/payment`)
    ).json()) as {
      status: string;
      epc: string | null;
      recordedBy: string | null;
    };
    expect(mine).toMatchObject({ status: 'paid', epc: null, recordedBy: null });

    const audit = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.stageId, UPCOMING), like(auditLog.event, 'payment.%')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ event: 'payment.paid', userEmail: 'secretary@trialhub.demo' });
    expect(audit[0]!.data).toMatchObject({ participantId: riderId, method: 'cash', cents: 2000 });

    expect(
      (await server.as('secretary', 'PUT', `/api/stages/${UPCOMING}/payments/${riderId}`, { status: 'refunded' }))
        .status,
    ).toBe(200);
    expect(
      (await server.as('secretary', 'PUT', `/api/stages/${UPCOMING}/payments/${riderId}`, { status: 'refunded' }))
        .status,
    ).toBe(409);
    expect(
      (
        await server.as('secretary', 'PUT', `/api/stages/${UPCOMING}/payments/nobody`, {
          status: 'paid',
          method: 'cash',
        })
      ).status,
    ).toBe(404);
  });

  it('a stage without fees stays free: nothing to pay, no reference, cash refused, waiving allowed', async () => {
    const list = (await (await server.as('secretary', 'GET', `/api/stages/${PAST}/payments`)).json()) as {
      participantId: string;
      amountCents: number;
      reference: string | null;
      epc: string | null;
    }[];
    expect(list).toHaveLength(20);
    expect(list.every((p) => p.amountCents === 0 && p.reference === null && p.epc === null)).toBe(true);
    const id = list[0]!.participantId;
    const cash = await server.as('secretary', 'PUT', `/api/stages/${PAST}/payments/${id}`, {
      status: 'paid',
      method: 'cash',
    });
    expect(cash.status).toBe(409);
    expect(
      (await server.as('secretary', 'PUT', `/api/stages/${PAST}/payments/${id}`, { status: 'paid', method: 'waived' }))
        .status,
    ).toBe(200);
    expect((await server.as('rider', 'GET', `/api/stages/${PAST}/payments`)).status).toBe(403);
  });
});
