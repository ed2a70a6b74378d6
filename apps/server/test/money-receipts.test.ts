import { dayIn } from '@trialhub/domain';
import { asc } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receipts } from '../src/db/schema.js';
import { type TestServer, createTestDatabase, startTestServer } from './helper.js';

const adminUrl = process.env.TEST_DATABASE_URL;
const UPCOMING = 'demo-stage-4';
const RIDERS = 8;

/**
 * Receipt numbers are gapless per club and year (decision 072): payments recorded at the same moment get
 * consecutive numbers, none twice, none skipped. On PostgreSQL through two instances of the server on one
 * database (as scaled out); on PGlite through one.
 */
describe('receipt numbers', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>> | null = null;
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    if (adminUrl) {
      database = await createTestDatabase(adminUrl);
      a = await startTestServer({ databaseUrl: database.url });
      b = await startTestServer({ databaseUrl: database.url, demo: false });
    } else {
      a = await startTestServer();
      b = a;
    }
  });
  afterAll(async () => {
    await a?.close();
    if (b !== a) await b?.close();
    await database?.drop();
  });

  it('are consecutive for payments recorded at once, with no gap and no duplicate; a refused payment takes none', async () => {
    const fees = { settings: { otherClassesCents: 1500 } };
    expect((await a.as('secretary', 'PUT', `/api/stages/${UPCOMING}/fees`, fees)).status).toBe(200);
    const ids: string[] = [];
    for (let i = 0; i < RIDERS; i++) {
      const form = {
        ...{ name: `Receipt Rider ${i}`, racingNumber: 500 + i, racingClass: 'Clubman', birthDate: '1990.01.01' },
        ...{ bike: null, license: null, clubId: null, gender: 'male', team: null },
      };
      const res = await a.as('secretary', 'POST', `/api/stages/${UPCOMING}/participants`, { form });
      expect(res.status).toBe(201);
      ids.push(((await res.json()) as { id: string }).id);
    }
    // Every payment at once, half through each instance.
    const answers = await Promise.all(
      ids.map((id, i) =>
        (i % 2 ? b : a).as('secretary', 'PUT', `/api/stages/${UPCOMING}/payments/${id}`, {
          status: 'paid',
          method: 'cash',
        }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(ids.map(() => 200));
    // A refused one (already paid) takes no number.
    expect(
      (await b.as('secretary', 'PUT', `/api/stages/${UPCOMING}/payments/${ids[0]}`, { status: 'paid', method: 'cash' }))
        .status,
    ).toBe(409);
    // Taken back and paid again: a new receipt with the next number.
    await a.as('secretary', 'PUT', `/api/stages/${UPCOMING}/payments/${ids[0]}`, { status: 'unpaid' });
    expect(
      (
        await b.as('secretary', 'PUT', `/api/stages/${UPCOMING}/payments/${ids[0]}`, {
          status: 'paid',
          method: 'transfer',
        })
      ).status,
    ).toBe(200);

    const issued = await a.database.db.select().from(receipts).orderBy(asc(receipts.number));
    expect(issued.map((r) => r.number)).toEqual(Array.from({ length: RIDERS + 1 }, (_, i) => i + 1));
    expect(new Set(issued.map((r) => r.institutionId))).toEqual(new Set(['demo']));
    expect(issued.every((r) => r.amountCents === 1500)).toBe(true);
    expect(issued.at(-1)!.method).toBe('transfer');

    // The receipt as a PDF: its number, the amount and how it was paid, in the language asked for.
    const year = dayIn('Europe/Riga', issued.at(-1)!.issuedAt).slice(0, 4);
    const path = `/api/stages/${UPCOMING}/payments/${ids[0]}/receipt.pdf`;
    expect((await b.as('rider2', 'GET', `${path}?lang=et`)).status).toBe(403);
    const res = await b.as('secretary', 'GET', `${path}?lang=et`);
    expect(res.status).toBe(200);
    const parser = new PDFParse({ data: new Uint8Array(await res.arrayBuffer()) });
    const { text } = await parser.getText();
    await parser.destroy();
    expect(text).toContain(`Kviitung ${year}-${String(RIDERS + 1).padStart(4, '0')}`);
    expect(text).toContain('Receipt Rider 0');
    expect(text).toMatch(/Laekunud summa\s+15,00\s€/);
    expect(text).toContain('pangaülekandega');
    expect((await b.as('secretary', 'GET', `/api/stages/${UPCOMING}/payments/nobody/receipt.pdf`)).status).toBe(404);
  });
});
