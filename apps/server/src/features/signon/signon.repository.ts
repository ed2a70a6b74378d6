import { type EntryLimitRules, type Signature, entryLimitRulesSchema } from '@trialhub/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { lockUntilCommit } from '../../db/xact-lock.js';
import { entryLimitsTable, entrySignons, participants, users, waitingEntries } from '../../db/schema.js';

/** A stage's own entry rules and its championship's default (a stage's row replaces the championship's whole). */
export async function rulesOf(db: Db, stageId: string, championshipId: string) {
  const found = await db
    .select()
    .from(entryLimitsTable)
    .where(sql`${entryLimitsTable.stageId} = ${stageId} OR ${entryLimitsTable.championshipId} = ${championshipId}`);
  const stage = found.find((r) => r.stageId === stageId)?.rules ?? null;
  const championship = found.find((r) => r.championshipId === championshipId)?.rules ?? null;
  const effective = stage ?? championship;
  return {
    // Parsed again: the defaults fill what an older row lacks.
    rules: entryLimitRulesSchema.parse(effective ?? {}),
    source: stage ? ('stage' as const) : championship ? ('championship' as const) : null,
  };
}

export async function saveStageRules(db: Db, stageId: string, rules: EntryLimitRules | null) {
  await lockUntilCommit(db, `entry-limits:stage:${stageId}`);
  await db.delete(entryLimitsTable).where(eq(entryLimitsTable.stageId, stageId));
  if (rules) await db.insert(entryLimitsTable).values({ stageId, rules });
}

export async function signonsOf(db: Db, stageId: string) {
  return db.select().from(entrySignons).where(eq(entrySignons.stageId, stageId));
}

export async function signonOf(db: Db, stageId: string, participantId: string) {
  const [row] = await db
    .select()
    .from(entrySignons)
    .where(and(eq(entrySignons.stageId, stageId), eq(entrySignons.participantId, participantId)));
  return row ?? null;
}

export async function saveSignon(
  db: Db,
  stageId: string,
  participantId: string,
  change: {
    signedOnAt?: Date | null;
    signedOnBy?: string | null;
    declarations?: { parentConsent?: Signature; health?: Signature };
  },
) {
  await db
    .insert(entrySignons)
    .values({ stageId, participantId, ...change, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: [entrySignons.stageId, entrySignons.participantId],
      set: { ...change, updatedAt: new Date() },
    });
}

/** Serialises joins, cancellations and promotions of one stage, so two freed places never go to one rider. */
export async function lockStageEntries(db: Db, stageId: string) {
  await lockUntilCommit(db, `entries:${stageId}`);
}

export async function entryCounts(db: Db, stageId: string) {
  const found = await db
    .select({ racingClass: participants.racingClass, n: sql<number>`count(*)::int` })
    .from(participants)
    .where(eq(participants.stageId, stageId))
    .groupBy(participants.racingClass);
  const perClass = new Map(found.map((r) => [r.racingClass, Number(r.n)]));
  return { stage: [...perClass.values()].reduce((a, b) => a + b, 0), perClass };
}

/** The waiting list in the order riders asked, with their names. */
export async function waitingOf(db: Db, stageId: string) {
  return db
    .select({
      userId: waitingEntries.userId,
      racingClass: waitingEntries.racingClass,
      form: waitingEntries.form,
      createdAt: waitingEntries.createdAt,
      email: users.email,
      language: users.language,
    })
    .from(waitingEntries)
    .leftJoin(users, eq(users.id, waitingEntries.userId))
    .where(eq(waitingEntries.stageId, stageId))
    .orderBy(asc(waitingEntries.createdAt), asc(waitingEntries.seq));
}
export type WaitingRow = Awaited<ReturnType<typeof waitingOf>>[number];

export async function addWaiting(
  db: Db,
  row: { stageId: string; userId: string; racingClass: string; form: Record<string, unknown>; createdAt: Date },
) {
  const inserted = await db.insert(waitingEntries).values(row).onConflictDoNothing().returning();
  return inserted.length > 0;
}

export async function removeWaiting(db: Db, stageId: string, userId: string) {
  const removed = await db
    .delete(waitingEntries)
    .where(and(eq(waitingEntries.stageId, stageId), eq(waitingEntries.userId, userId)))
    .returning();
  return removed.length > 0;
}
