import { type PaymentMethod, dayIn } from '@trialhub/domain';
import { desc, eq, sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/open-db.js';
import { receipts } from '../../db/schema.js';

/**
 * Issues the next receipt number of a club (institution) and year, in the caller's transaction: the
 * counter row is inserted or raised with one statement, which locks it until the transaction ends, so
 * two payments at once get consecutive numbers and a rolled-back one leaves no gap (decision 072).
 */
export async function issueReceipt(
  tx: Db,
  input: {
    institutionId: string;
    timeZone: string;
    paymentNumber: number;
    amountCents: number;
    method: PaymentMethod;
    issuedBy: string;
    at: Date;
  },
) {
  const year = Number(dayIn(input.timeZone, input.at).slice(0, 4));
  const [counter] = await rows<{ last_number: number }>(
    tx,
    sql`INSERT INTO receipt_counters (institution_id, year, last_number) VALUES (${input.institutionId}, ${year}, 1)
        ON CONFLICT (institution_id, year) DO UPDATE SET last_number = receipt_counters.last_number + 1
        RETURNING last_number`,
  );
  const number = Number(counter!.last_number);
  await tx.insert(receipts).values({
    institutionId: input.institutionId,
    year,
    number,
    paymentNumber: input.paymentNumber,
    amountCents: input.amountCents,
    method: input.method,
    issuedAt: input.at,
    issuedBy: input.issuedBy,
  });
  return { year, number };
}

/** The entry's latest receipt, if any. */
export async function latestReceipt(db: Db, paymentNumber: number) {
  const [row] = await db
    .select()
    .from(receipts)
    .where(eq(receipts.paymentNumber, paymentNumber))
    .orderBy(desc(receipts.id))
    .limit(1);
  return row ?? null;
}

/** "2026-0007": the year and the number within it. */
export const receiptLabel = (r: { year: number; number: number }) => `${r.year}-${String(r.number).padStart(4, '0')}`;
