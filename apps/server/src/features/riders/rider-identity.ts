import { riderPair } from '@trialhub/domain';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { AppError } from '../../http/app-error.js';
import {
  participants,
  riderAliases,
  riderClaims,
  riderIdentityDecisions,
  riders,
  standingPositions,
} from '../../db/schema.js';
import { newRiderId } from './rider-assignment.js';

/**
 * Merging, splitting and telling riders apart (issue #38, decision 080). Every function runs in the
 * caller's transaction; results, section scores and standings keep pointing at participants, so moving
 * an entry from one rider to another changes whose page shows it and nothing it means.
 */

async function lockRider(tx: Db, id: string) {
  const [row] = await tx.select().from(riders).where(eq(riders.id, id)).for('update');
  if (!row) throw new AppError('notFound');
  return row;
}

/** Stages both riders have an entry on: a rider rides a stage once, so such riders cannot be one. */
async function sharedStages(tx: Db, a: string, b: string): Promise<string[]> {
  const found = (await tx.execute(sql`
    SELECT DISTINCT x.stage_id AS "stageId" FROM participants x JOIN participants y ON y.stage_id = x.stage_id
    WHERE x.rider_id = ${a} AND y.rider_id = ${b}`)) as unknown as { rows: { stageId: string }[] };
  return found.rows.map((r) => r.stageId);
}

/**
 * `from` becomes `into`: its entries, its account (when `into` has none), its old links (an alias) and
 * its "different from" decisions move; `from` is gone. Refused when both have accounts or share a stage.
 */
export async function mergeRiders(tx: Db, fromId: string, intoId: string): Promise<{ entries: number }> {
  if (fromId === intoId) throw new AppError('validation', { into: 'validation.invalid' });
  const [first, second] = fromId < intoId ? [fromId, intoId] : [intoId, fromId];
  // Locked in id order: two merges of one pair the other way round wait instead of deadlocking.
  const locked = [await lockRider(tx, first), await lockRider(tx, second)];
  const from = locked.find((r) => r.id === fromId)!;
  const into = locked.find((r) => r.id === intoId)!;
  if (from.userId && into.userId) throw new AppError('ridersBothAccounts');
  if ((await sharedStages(tx, fromId, intoId)).length > 0) throw new AppError('ridersShareStage');
  const moved = await tx
    .update(participants)
    .set({ riderId: intoId })
    .where(eq(participants.riderId, fromId))
    .returning({ id: participants.id });
  if (from.userId) {
    // The unique account link moves: off the old record first.
    await tx.update(riders).set({ userId: null }).where(eq(riders.id, fromId));
    await tx
      .update(riders)
      .set({ userId: from.userId, hidden: from.hidden, updatedAt: new Date() })
      .where(eq(riders.id, intoId));
  }
  if (!into.email && from.email) await tx.update(riders).set({ email: from.email }).where(eq(riders.id, intoId));
  await tx.update(riderAliases).set({ riderId: intoId }).where(eq(riderAliases.riderId, fromId));
  // Standings that held the old record's results are the merged rider's (decision 090).
  await tx.update(standingPositions).set({ riderId: intoId }).where(eq(standingPositions.riderId, fromId));
  await tx.insert(riderAliases).values({ id: fromId, riderId: intoId });
  const decisions = await tx
    .select()
    .from(riderIdentityDecisions)
    .where(or(eq(riderIdentityDecisions.riderA, fromId), eq(riderIdentityDecisions.riderB, fromId)));
  for (const d of decisions) {
    const other = d.riderA === fromId ? d.riderB : d.riderA;
    if (other === intoId) continue;
    const [riderA, riderB] = riderPair(intoId, other);
    await tx
      .insert(riderIdentityDecisions)
      .values({ riderA, riderB, decision: d.decision, userId: d.userId })
      .onConflictDoNothing();
  }
  // Open claims of the old record go with it, unless the merged rider has an account now (no claim left).
  if (!into.userId && !from.userId)
    await tx.execute(sql`
      UPDATE rider_claims c SET rider_id = ${intoId} WHERE c.rider_id = ${fromId} AND c.status = 'pending'
      AND NOT EXISTS (SELECT 1 FROM rider_claims o WHERE o.rider_id = ${intoId} AND o.user_id = c.user_id AND o.status = 'pending')`);
  await tx.delete(riders).where(eq(riders.id, fromId));
  return { entries: moved.length };
}

/**
 * The given entries of a rider become a new rider (details from the newest of them), remembered as a
 * different person. The account's own entries (joined by the account holder) stay with the account.
 */
export async function splitRider(
  tx: Db,
  riderId: string,
  entries: readonly { stageId: string; participantId: string }[],
  actorId: string,
): Promise<{ riderId: string }> {
  const rider = await lockRider(tx, riderId);
  const own = await tx
    .select({
      stageId: participants.stageId,
      id: participants.id,
      name: participants.name,
      birthDate: participants.birthDate,
      gender: participants.gender,
      clubId: participants.clubId,
      createdOn: participants.createdOn,
    })
    .from(participants)
    .where(eq(participants.riderId, riderId));
  const key = (e: { stageId: string; id: string }) => `${e.stageId}\n${e.id}`;
  const wanted = new Set(entries.map((e) => `${e.stageId}\n${e.participantId}`));
  const moving = own.filter((e) => wanted.has(key(e)));
  if (
    moving.length !== wanted.size ||
    moving.length === own.length ||
    moving.some((e) => rider.userId !== null && e.id === rider.userId)
  )
    throw new AppError('validation', { entries: 'validation.invalid' });
  const newest = [...moving].sort((a, b) => b.createdOn.getTime() - a.createdOn.getTime())[0]!;
  const id = newRiderId();
  await tx.insert(riders).values({
    id,
    name: newest.name,
    birthDate: newest.birthDate,
    gender: newest.gender,
    clubId: newest.clubId,
  });
  for (const e of moving)
    await tx
      .update(participants)
      .set({ riderId: id })
      .where(and(eq(participants.stageId, e.stageId), eq(participants.id, e.id)));
  await rememberDifferent(tx, [riderId, id], actorId);
  return { riderId: id };
}

/** Every pair of these riders is two people (a dismissed namesakes group, a split). */
export async function rememberDifferent(tx: Db, riderIds: readonly string[], userId: string) {
  const found = await tx
    .select({ id: riders.id })
    .from(riders)
    .where(inArray(riders.id, [...riderIds]));
  if (found.length !== new Set(riderIds).size) throw new AppError('notFound');
  const rows = riderIds.flatMap((a, i) =>
    riderIds.slice(i + 1).map((b) => {
      const [riderA, riderB] = riderPair(a, b);
      return { riderA, riderB, decision: 'different' as const, userId };
    }),
  );
  if (rows.length > 0) await tx.insert(riderIdentityDecisions).values(rows).onConflictDoNothing();
}

/** Pairs decided to be different people, as `a\nb` keys with a < b. */
export async function differentPairs(db: Db): Promise<Set<string>> {
  const rows = await db.select().from(riderIdentityDecisions);
  return new Set(rows.map((r) => `${r.riderA}\n${r.riderB}`));
}

/** The rider a merged rider's old id became (links to /riders/{old} keep working). */
export async function aliasOf(db: Db, id: string): Promise<string | null> {
  const [row] = await db.select({ riderId: riderAliases.riderId }).from(riderAliases).where(eq(riderAliases.id, id));
  return row?.riderId ?? null;
}

/**
 * Links the account to the rider record: the record becomes the account's rider, or (when the account
 * already has one, from joining stages) is merged into it. Refused when another account has it.
 */
export async function linkAccount(tx: Db, userId: string, riderId: string): Promise<string> {
  const claimed = await lockRider(tx, riderId);
  if (claimed.userId === userId) return riderId;
  if (claimed.userId) throw new AppError('riderAlreadyClaimed');
  const [own] = await tx.select({ id: riders.id }).from(riders).where(eq(riders.userId, userId));
  if (own) {
    await mergeRiders(tx, riderId, own.id);
  } else {
    await tx.update(riders).set({ userId, updatedAt: new Date() }).where(eq(riders.id, riderId));
    await tx
      .update(riderClaims)
      .set({ status: 'refused', decidedAt: new Date() })
      .where(and(eq(riderClaims.riderId, riderId), eq(riderClaims.status, 'pending')));
  }
  const linked = own?.id ?? riderId;
  // The claimed record gets the account's e-mail as its contact e-mail when it has none (issue #38).
  await tx.execute(sql`
    UPDATE riders r SET email = lower(u.email) FROM users u
    WHERE r.id = ${linked} AND u.id = ${userId} AND r.email IS NULL`);
  return linked;
}
