import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { applyMigration, migrateUpTo } from './support/migrations.js';

/**
 * Migration 0027 (decision 082) adds online payment and refund columns to entry_payments and the table of
 * handled provider events: the payments recorded before it keep every value, the new columns are empty,
 * and a refunded row can then say whether it was money back or credit (nothing else).
 */
let db: PGlite;
beforeAll(async () => {
  db = await PGlite.create();
});
afterAll(async () => db?.close());

it('keeps every recorded payment as it was; the new columns start empty', async () => {
  const file = await migrateUpTo(db, '0027');
  await db.exec(`
    INSERT INTO entry_payments (stage_id, participant_id, reference, status, method, paid_cents, recorded_at, recorded_by)
    VALUES ('s1', 'p1', 'RF18TH1', 'paid', 'cash', 2500, '2026-11-20T10:00:00Z', 'secretary@club.lv'),
           ('s1', 'p2', 'RF18TH2', 'unpaid', NULL, NULL, NULL, NULL);
  `);
  const before = (await db.query('SELECT * FROM entry_payments ORDER BY payment_number')).rows;
  await applyMigration(db, file);
  const after = (await db.query<Record<string, unknown>>('SELECT * FROM entry_payments ORDER BY payment_number')).rows;
  const NEW = ['refund_kind', 'cancelled_at', 'cancelled_name', 'online_session'];
  const without = (row: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(row).filter(([k]) => !NEW.includes(k)));
  expect(after.map(without)).toEqual(before);
  expect(after.map((r) => [r.refund_kind, r.cancelled_at, r.cancelled_name, r.online_session])).toEqual([
    [null, null, null, null],
    [null, null, null, null],
  ]);
  await db.exec(`UPDATE entry_payments SET status = 'refunded', refund_kind = 'credit' WHERE participant_id = 'p1'`);
  await expect(
    db.exec(`UPDATE entry_payments SET refund_kind = 'cheque' WHERE participant_id = 'p1'`),
  ).rejects.toThrow();
  await db.exec(
    `INSERT INTO online_payment_events (event_id, event_type, outcome) VALUES ('evt_1', 'checkout.session.completed', 'applied')`,
  );
  await expect(
    db.exec(`INSERT INTO online_payment_events (event_id, event_type, outcome) VALUES ('evt_1', 'x', 'replayed')`),
  ).rejects.toThrow();
});
