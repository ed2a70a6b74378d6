import { randomUUID } from 'node:crypto';
import {
  type RiderCandidate,
  type RiderMatchReason,
  type UnassignedEntry,
  groupEntries,
  matchRider,
} from '@trialhub/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { participants, riders, stages, users } from '../../db/schema.js';

/**
 * Every participant refers to a rider (issue #38, decision 071). The rule is the domain's
 * (`groupEntries`, `matchRider`); this file reads what it needs and writes its answer.
 */

export function newRiderId(): string {
  return `r-${randomUUID().replaceAll('-', '')}`;
}

type RiderFields = Pick<typeof riders.$inferInsert, 'name' | 'birthDate' | 'gender' | 'clubId'>;

/** Riders born on these days, each with the stages they ride: the only ones the rule can match. */
export async function candidatesBornOn(db: Db, birthDates: readonly string[]): Promise<RiderCandidate[]> {
  if (birthDates.length === 0) return [];
  const rows = await db
    .select({
      id: riders.id,
      name: riders.name,
      birthDate: riders.birthDate,
      userId: riders.userId,
      stageIds: sql<
        string[]
      >`coalesce(array_agg(${participants.stageId}) filter (where ${participants.stageId} is not null), '{}')`,
    })
    .from(riders)
    .leftJoin(participants, eq(participants.riderId, riders.id))
    .where(inArray(riders.birthDate, [...new Set(birthDates)]))
    .groupBy(riders.id);
  return rows.map((r) => ({ ...r, stageIds: r.stageIds ?? [] }));
}

async function insertRiders(db: Db, rows: (typeof riders.$inferInsert)[]) {
  for (let i = 0; i < rows.length; i += 500) await db.insert(riders).values(rows.slice(i, i + 500));
}

/** The account's rider, created (linked) from this entry when the account has none; its details follow the entry. */
export async function accountRider(db: Db, userId: string, fields: RiderFields): Promise<string> {
  const [own] = await db.select({ id: riders.id }).from(riders).where(eq(riders.userId, userId));
  if (own) {
    await db
      .update(riders)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(riders.id, own.id));
    return own.id;
  }
  const id = newRiderId();
  await db.insert(riders).values({ id, userId, ...fields });
  return id;
}

/** The rider of a secretary's new entry: the rule's match, else a new rider; and why. */
export async function riderForEntry(db: Db, entry: RiderFields & { stageId: string }) {
  const [one] = await ridersForEntries(db, entry.stageId, [entry], true);
  return { riderId: one!.riderId!, reason: one!.reason };
}

/**
 * The riders of a secretary's new entries on one stage (an import): each matched by the rule, at once.
 * With `write` the new riders are created and every matched one takes the entry's details; without it
 * nothing is written (the import's preview) and a new rider has no id yet.
 */
export async function ridersForEntries(
  db: Db,
  stageId: string,
  entries: readonly RiderFields[],
  write: boolean,
): Promise<{ riderId: string | null; name: string | null; reason: RiderMatchReason }[]> {
  const candidates = await candidatesBornOn(
    db,
    entries.map((e) => e.birthDate),
  );
  const out = entries.map((entry) => {
    const match = matchRider({ ...entry, stageId }, candidates);
    const rider = match.riderId === null ? null : candidates.find((c) => c.id === match.riderId)!;
    return { riderId: match.riderId, name: rider?.name ?? null, reason: match.reason };
  });
  if (!write) return out;
  const created: (typeof riders.$inferInsert)[] = [];
  for (const [i, o] of out.entries()) {
    const { name, birthDate, gender, clubId } = entries[i]!;
    if (o.riderId === null) {
      o.riderId = newRiderId();
      created.push({ id: o.riderId, name, birthDate, gender, clubId });
    }
    // A matched rider keeps the name as first written (the entry's differs in case or spacing at most).
    else await db.update(riders).set({ gender, clubId, updatedAt: new Date() }).where(eq(riders.id, o.riderId));
  }
  await insertRiders(db, created);
  return out;
}

/**
 * Gives every participant without a rider one (the migration's second step, decision 071, and any row
 * inserted by hand since): accounts' entries their account's rider, `ext-` entries grouped by name and
 * birth date, ambiguous ones apart. One transaction; nothing to do costs one query.
 */
export async function assignRiders(db: Db): Promise<{ assigned: number; created: number }> {
  return db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    const rows = await tx
      .select({
        stageId: participants.stageId,
        participantId: participants.id,
        name: participants.name,
        birthDate: participants.birthDate,
        gender: participants.gender,
        clubId: participants.clubId,
        createdOn: participants.createdOn,
        start: stages.competitionStartDate,
        userId: users.id,
      })
      .from(participants)
      .innerJoin(stages, eq(stages.id, participants.stageId))
      .leftJoin(users, eq(users.id, participants.id))
      .where(isNull(participants.riderId));
    if (rows.length === 0) return { assigned: 0, created: 0 };
    // The latest entry first: a new rider takes its details from it.
    rows.sort((a, b) => b.start.getTime() - a.start.getTime() || b.createdOn.getTime() - a.createdOn.getTime());
    const entries: (UnassignedEntry & (typeof rows)[number])[] = rows.map((r) => ({ ...r, userId: r.userId ?? null }));
    const candidates = await candidatesBornOn(
      tx,
      entries.map((e) => e.birthDate),
    );
    const accounts = await tx
      .select({ id: riders.id, name: riders.name, birthDate: riders.birthDate, userId: riders.userId })
      .from(riders)
      .where(inArray(riders.userId, [...new Set(entries.flatMap((e) => (e.userId ? [e.userId] : [])))].concat([''])));
    const known = [
      ...candidates,
      ...accounts.filter((a) => !candidates.some((c) => c.id === a.id)).map((a) => ({ ...a, stageIds: [] })),
    ];
    const { assignments, newRiders } = groupEntries(entries, known);
    const fresh = Array.from({ length: newRiders }, () => newRiderId());
    const created: (typeof riders.$inferInsert)[] = [];
    const seen = new Set<number>();
    for (const { entry, newRider } of assignments) {
      if (newRider === null || seen.has(newRider)) continue;
      seen.add(newRider);
      const e = entry as (typeof entries)[number];
      created.push({
        id: fresh[newRider]!,
        userId: e.userId,
        name: e.name,
        birthDate: e.birthDate,
        gender: e.gender,
        clubId: e.clubId,
      });
    }
    await insertRiders(tx, created);
    const pairs = assignments.map(({ entry, riderId, newRider }) => ({
      stageId: entry.stageId,
      id: entry.participantId,
      riderId: riderId ?? fresh[newRider!]!,
    }));
    for (let i = 0; i < pairs.length; i += 500) {
      const chunk = pairs.slice(i, i + 500);
      await tx.execute(sql`
        UPDATE participants AS p SET rider_id = v.rider_id
        FROM (VALUES ${sql.join(
          chunk.map((c) => sql`(${c.stageId}, ${c.id}, ${c.riderId})`),
          sql`, `,
        )}) AS v(stage_id, id, rider_id)
        WHERE p.stage_id = v.stage_id AND p.id = v.id`);
    }
    return { assigned: pairs.length, created: created.length };
  });
}

/** The rider ids of a stage's entries (the participants list links each name to its rider's page). */
export async function stageRiderIds(db: Db, stageId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: participants.id, riderId: participants.riderId })
    .from(participants)
    .where(and(eq(participants.stageId, stageId), inArray(participants.id, [...ids])));
  return new Map(rows.flatMap((r) => (r.riderId ? [[r.id, r.riderId] as const] : [])));
}
