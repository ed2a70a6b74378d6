import { type PendingRiderClaim, type RiderClaimMatch, type RiderClaimOffer, riderNameKey } from '@trialhub/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { riderClaims, riders, users } from '../../db/schema.js';

/** A licence as written on entries and typed by riders: spaces and case do not count. */
export function normaliseLicence(licence: string): string {
  return licence.replace(/\s+/g, '').toUpperCase();
}

/** Who the claimant says he is: the account's e-mail and name, the birth date and licence he gave. */
export interface Claimant {
  userId: string;
  email: string;
  name: string;
  birthDate: string | null;
  licence: string | null;
}

/** The account's name, e-mail and saved entry details (what the join form keeps). */
export async function findClaimant(db: Db, userId: string) {
  const [row] = await db
    .select({ email: users.email, name: users.name, data: users.participationData })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/**
 * Rider records without an account the claimant fits, each with the strongest match: his e-mail on the
 * record, his licence on one of its entries, or his name (as standings compare names) and birth date.
 */
export async function claimableRiders(db: Db, who: Claimant): Promise<RiderClaimOffer[]> {
  const licence = who.licence ? normaliseLicence(who.licence) : null;
  const found = (await db.execute(sql`
    SELECT r.id, r.name, r.birth_date AS "birthDate", r.club_id AS "clubId",
      lower(coalesce(r.email, '')) = lower(${who.email}) AS "byEmail",
      EXISTS (SELECT 1 FROM participants p WHERE p.rider_id = r.id AND ${licence}::text IS NOT NULL
        AND upper(replace(p.license, ' ', '')) = ${licence}::text) AS "byLicence",
      (SELECT count(*)::int FROM participants p WHERE p.rider_id = r.id) AS stages
    FROM riders r
    WHERE r.user_id IS NULL AND (
      lower(coalesce(r.email, '')) = lower(${who.email})
      OR r.birth_date = ${who.birthDate}::date
      OR EXISTS (SELECT 1 FROM participants p WHERE p.rider_id = r.id AND ${licence}::text IS NOT NULL
        AND upper(replace(p.license, ' ', '')) = ${licence}::text))`)) as unknown as {
    rows: {
      id: string;
      name: string;
      birthDate: string | Date;
      clubId: string | null;
      byEmail: boolean;
      byLicence: boolean;
      stages: number;
    }[];
  };
  const key = riderNameKey(who.name);
  return found.rows.flatMap((r) => {
    const birthDate = typeof r.birthDate === 'string' ? r.birthDate : r.birthDate.toISOString().slice(0, 10);
    const match: RiderClaimMatch | null = r.byEmail
      ? 'email'
      : r.byLicence
        ? 'licence'
        : riderNameKey(r.name) === key && birthDate === who.birthDate
          ? 'nameAndBirthDate'
          : null;
    if (!match) return [];
    const { id, name, clubId } = r;
    return [{ riderId: id, name, clubId, birthYear: Number(birthDate.slice(0, 4)), stages: Number(r.stages), match }];
  });
}

/** The user's claims (any status): pending ones are shown, refused ones are not offered again. */
export async function listUserClaims(db: Db, userId: string) {
  return db
    .select({
      id: riderClaims.id,
      riderId: riderClaims.riderId,
      status: riderClaims.status,
      createdAt: riderClaims.createdAt,
      name: riders.name,
    })
    .from(riderClaims)
    .innerJoin(riders, eq(riders.id, riderClaims.riderId))
    .where(eq(riderClaims.userId, userId))
    .orderBy(desc(riderClaims.createdAt));
}

/** Claims waiting for a secretary, oldest first. */
export async function listPendingClaims(db: Db): Promise<PendingRiderClaim[]> {
  const rows = await db
    .select({
      id: riderClaims.id,
      createdAt: riderClaims.createdAt,
      userName: users.name,
      data: users.participationData,
      riderId: riders.id,
      riderName: riders.name,
      riderBirthDate: riders.birthDate,
      clubId: riders.clubId,
      stages: sql<number>`(SELECT count(*)::int FROM participants p WHERE p.rider_id = ${riders.id})`,
    })
    .from(riderClaims)
    .innerJoin(riders, eq(riders.id, riderClaims.riderId))
    .innerJoin(users, eq(users.id, riderClaims.userId))
    .where(eq(riderClaims.status, 'pending'))
    .orderBy(riderClaims.createdAt);
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    userName: r.data?.name ?? r.userName,
    // The claim is by name and birth date: the birth date it was made with is the record's.
    birthDate: r.riderBirthDate,
    rider: {
      id: r.riderId,
      name: r.riderName,
      birthDate: r.riderBirthDate,
      clubId: r.clubId,
      stages: Number(r.stages),
    },
  }));
}

export async function lockClaim(db: Db, id: string) {
  const [row] = await db.select().from(riderClaims).where(eq(riderClaims.id, id)).for('update');
  return row ?? null;
}

export async function decideClaim(db: Db, id: string, status: 'approved' | 'refused', by: string) {
  await db
    .update(riderClaims)
    .set({ status, decidedAt: new Date(), decidedBy: by })
    .where(and(eq(riderClaims.id, id), eq(riderClaims.status, 'pending')));
}
