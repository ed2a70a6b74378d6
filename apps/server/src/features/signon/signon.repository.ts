import { type EntryLimitRules, type Signature, entryLimitRulesSchema } from '@trialhub/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { lockUntilCommit } from '../../db/xact-lock.js';
import { entryLimitsTable, entrySignons, participants, stages, users, waitingEntries } from '../../db/schema.js';

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

/** The championship's own default row (null: none), and its stages with whether each has rules of its own. */
export async function championshipRulesOf(db: Db, championshipId: string) {
  const [row] = await db.select().from(entryLimitsTable).where(eq(entryLimitsTable.championshipId, championshipId));
  const list = await db
    .select({ id: stages.id, title: stages.title, own: entryLimitsTable.id })
    .from(stages)
    .leftJoin(entryLimitsTable, eq(entryLimitsTable.stageId, stages.id))
    .where(eq(stages.championshipId, championshipId))
    .orderBy(asc(stages.competitionStartDate), asc(stages.id));
  return {
    rules: row ? entryLimitRulesSchema.parse(row.rules) : null,
    stages: list.map((s) => ({ id: s.id, title: s.title, ownRules: s.own !== null })),
  };
}

export async function saveChampionshipRules(db: Db, championshipId: string, rules: EntryLimitRules | null) {
  await lockUntilCommit(db, `entry-limits:championship:${championshipId}`);
  await db.delete(entryLimitsTable).where(eq(entryLimitsTable.championshipId, championshipId));
  if (rules) await db.insert(entryLimitsTable).values({ championshipId, rules });
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

/** The waiting list in order (the order riders asked, unless the secretary reordered it), with their contacts. */
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
    .orderBy(asc(waitingEntries.place), asc(waitingEntries.createdAt), asc(waitingEntries.seq));
}
export type WaitingRow = Awaited<ReturnType<typeof waitingOf>>[number];

export async function addWaiting(
  db: Db,
  row: { stageId: string; userId: string; racingClass: string; form: Record<string, unknown>; createdAt: Date },
) {
  // Last on the list; the caller holds the stage's entries lock, so two joins never take one place.
  const place = sql<number>`(SELECT coalesce(max(${waitingEntries.place}), 0) + 1 FROM ${waitingEntries} WHERE ${waitingEntries.stageId} = ${row.stageId})`;
  const inserted = await db
    .insert(waitingEntries)
    .values({ ...row, place })
    .onConflictDoNothing()
    .returning();
  return inserted.length > 0;
}

/** Numbers the stage's list in the order given (every waiting rider of the stage, each once). */
export async function reorderWaiting(db: Db, stageId: string, userIds: string[]) {
  for (const [index, userId] of userIds.entries()) {
    await db
      .update(waitingEntries)
      .set({ place: index + 1 })
      .where(and(eq(waitingEntries.stageId, stageId), eq(waitingEntries.userId, userId)));
  }
}

export async function removeWaiting(db: Db, stageId: string, userId: string) {
  const removed = await db
    .delete(waitingEntries)
    .where(and(eq(waitingEntries.stageId, stageId), eq(waitingEntries.userId, userId)))
    .returning();
  return removed.length > 0;
}
