import type { FeeSettings } from '@trialhub/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/open-db.js';
import { lockUntilCommit } from '../../db/xact-lock.js';
import {
  championships,
  entryFeeSettings,
  entryPayments,
  institutions,
  participants,
  riderLicences,
  stages,
  users,
} from '../../db/schema.js';

export type PaymentRow = typeof entryPayments.$inferSelect;

/** A stage's own fee settings and its championship's default. */
export async function feeSettingsOf(db: Db, stageId: string, championshipId: string) {
  const rows = await db
    .select()
    .from(entryFeeSettings)
    .where(sql`${entryFeeSettings.stageId} = ${stageId} OR ${entryFeeSettings.championshipId} = ${championshipId}`);
  return {
    stage: rows.find((r) => r.stageId === stageId)?.settings ?? null,
    championship: rows.find((r) => r.championshipId === championshipId)?.settings ?? null,
  };
}

export async function championshipFeeSettings(db: Db, championshipId: string): Promise<FeeSettings | null> {
  const [row] = await db.select().from(entryFeeSettings).where(eq(entryFeeSettings.championshipId, championshipId));
  return row?.settings ?? null;
}

/** Replaces an owner's settings (null removes them). */
export async function saveFeeSettings(
  db: Db,
  owner: { stageId: string } | { championshipId: string },
  settings: FeeSettings | null,
) {
  const where =
    'stageId' in owner
      ? eq(entryFeeSettings.stageId, owner.stageId)
      : eq(entryFeeSettings.championshipId, owner.championshipId);
  await lockUntilCommit(
    db,
    `fee-settings:${'stageId' in owner ? `stage:${owner.stageId}` : `championship:${owner.championshipId}`}`,
  );
  await db.delete(entryFeeSettings).where(where);
  if (settings) await db.insert(entryFeeSettings).values({ ...owner, settings });
}

/** The stage's entries in entry order (the family discount's order). */
export async function entriesInOrder(db: Db, stageId: string) {
  return db
    .select({
      id: participants.id,
      name: participants.name,
      racingClass: participants.racingClass,
      racingNumber: participants.racingNumber,
      team: participants.team,
      createdOn: participants.createdOn,
      // A one-event licence bought with the entry is charged with its fee (decision 079).
      licenceCents: riderLicences.priceCents,
    })
    .from(participants)
    .leftJoin(
      riderLicences,
      and(eq(riderLicences.stageId, participants.stageId), eq(riderLicences.participantId, participants.id)),
    )
    .where(eq(participants.stageId, stageId))
    .orderBy(asc(participants.createdOn), asc(participants.id));
}
export type EntryRow = Awaited<ReturnType<typeof entriesInOrder>>[number];

export async function paymentsOf(db: Db, stageId: string, participantIds?: string[]): Promise<PaymentRow[]> {
  if (participantIds && participantIds.length === 0) return [];
  return db
    .select()
    .from(entryPayments)
    .where(
      participantIds
        ? and(eq(entryPayments.stageId, stageId), inArray(entryPayments.participantId, participantIds))
        : eq(entryPayments.stageId, stageId),
    );
}

/** The entry's payment row, made with its reference the first time it has something to pay. */
export async function ensurePayment(
  db: Db,
  stageId: string,
  participantId: string,
  referenceOf: (paymentNumber: number) => string,
): Promise<PaymentRow> {
  const [existing] = await paymentsOf(db, stageId, [participantId]);
  if (existing) return existing;
  const [next] = await rows<{ n: string }>(
    db,
    sql`SELECT nextval(pg_get_serial_sequence('entry_payments', 'payment_number'))::text AS n`,
  );
  const paymentNumber = Number(next!.n);
  await db
    .insert(entryPayments)
    .values({ paymentNumber, stageId, participantId, reference: referenceOf(paymentNumber) })
    .onConflictDoNothing();
  const [row] = await paymentsOf(db, stageId, [participantId]);
  return row!;
}

export async function updatePayment(db: Db, paymentNumber: number, change: Partial<PaymentRow>) {
  await db.update(entryPayments).set(change).where(eq(entryPayments.paymentNumber, paymentNumber));
}

export async function paymentByReference(db: Db, reference: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(entryPayments).where(eq(entryPayments.reference, reference));
  return row ?? null;
}

export async function stageOfPayment(db: Db, stageId: string) {
  const [row] = await db.select().from(stages).where(eq(stages.id, stageId));
  return row ?? null;
}

/** What an invoice's heading names: the federation and the championship. */
export async function documentNames(db: Db, championshipId: string) {
  const [row] = await db
    .select({ federation: institutions.name, championship: championships.displayName })
    .from(championships)
    .innerJoin(institutions, eq(institutions.id, championships.institutionId))
    .where(eq(championships.id, championshipId));
  return row ?? { federation: '', championship: '' };
}

/** The club a stage's receipts are numbered for (its championship's institution) and the venue's zone. */
export async function receiptOwner(db: Db, stageId: string) {
  const [row] = await db
    .select({ institutionId: championships.institutionId, timeZone: stages.timeZone })
    .from(stages)
    .innerJoin(championships, eq(championships.id, stages.championshipId))
    .where(eq(stages.id, stageId));
  return row ?? null;
}

/** A rider's chosen language (their account's), if the entry is an account's. */
export async function userLanguage(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language ?? null;
}

/** The e-mail of each entry made with an account (the entry's id is the account's). */
export async function accountEmails(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const found = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, ids));
  return new Map(found.map((u) => [u.id, u.email]));
}
