import { type SecretaryParticipant, resultParticipantCopy } from '@trialhub/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { championships, clubs, participants, results, riders, stages, users } from '../../db/schema.js';

export type ParticipantRow = typeof participants.$inferSelect;

export async function findStageForRegistration(db: Db, stageId: string) {
  const [row] = await db
    .select({ stage: stages, hasWomenClasses: championships.hasWomenClasses })
    .from(stages)
    .innerJoin(championships, eq(championships.id, stages.championshipId))
    .where(eq(stages.id, stageId));
  return row ?? null;
}

export async function listParticipants(db: Db, stageId: string): Promise<SecretaryParticipant[]> {
  const rows = await db
    .select({
      p: participants,
      hasResult: sql<boolean>`${results.participantId} IS NOT NULL`,
      email: riders.email,
    })
    .from(participants)
    .leftJoin(results, and(eq(results.stageId, participants.stageId), eq(results.participantId, participants.id)))
    .leftJoin(riders, eq(riders.id, participants.riderId))
    .where(eq(participants.stageId, stageId));
  return rows.map(({ p, hasResult, email }) => toSecretaryView(p, !!hasResult, email));
}

/** Entries per racing class (every status, as the list): one short row a class. */
export async function countPerClass(db: Db, stageId: string): Promise<Record<string, number>> {
  const rows = await db
    .select({ racingClass: participants.racingClass, n: sql<number>`count(*)::int` })
    .from(participants)
    .where(eq(participants.stageId, stageId))
    .groupBy(participants.racingClass)
    .orderBy(participants.racingClass);
  return Object.fromEntries(rows.map((r) => [r.racingClass, Number(r.n)]));
}

/** The secretary's view of an entry; `email` is its rider record's contact e-mail (staff only). */
export function toSecretaryView(
  p: ParticipantRow,
  hasResult: boolean,
  email: string | null = null,
): SecretaryParticipant {
  return {
    id: p.id,
    name: p.name,
    racingNumber: p.racingNumber,
    racingClass: p.racingClass,
    birthYear: Number(p.birthDate.slice(0, 4)),
    createdOn: p.createdOn.toISOString(),
    bike: p.bike,
    clubId: p.clubId,
    team: p.team,
    status: p.status,
    gender: p.gender,
    birthDate: p.birthDate,
    license: p.license,
    modifiedOn: p.modifiedOn?.toISOString() ?? null,
    hasResult,
    email,
  };
}

export async function findParticipant(db: Db, stageId: string, id: string) {
  const [row] = await db
    .select()
    .from(participants)
    .where(and(eq(participants.stageId, stageId), eq(participants.id, id)));
  return row ?? null;
}

export async function hasResult(db: Db, stageId: string, participantId: string) {
  const rows = await db
    .select({ id: results.participantId })
    .from(results)
    .where(and(eq(results.stageId, stageId), eq(results.participantId, participantId)));
  return rows.length > 0;
}

export async function insertParticipant(db: Db, row: typeof participants.$inferInsert) {
  const [inserted] = await db.insert(participants).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

/** Several new participants in one statement (an entry-list import). */
export async function insertParticipants(db: Db, rows: (typeof participants.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return db.insert(participants).values(rows).returning();
}

export async function updateParticipant(
  db: Db,
  stageId: string,
  id: string,
  patch: Partial<typeof participants.$inferInsert>,
) {
  const [updated] = await db
    .update(participants)
    .set(patch)
    .where(and(eq(participants.stageId, stageId), eq(participants.id, id)))
    .returning();
  return updated ?? null;
}

/** The result keeps a copy of the participant (spec §3); an edit updates it too. */
export async function updateResultParticipantCopy(db: Db, stageId: string, p: ParticipantRow) {
  await db
    .update(results)
    .set({
      participant: { ...resultParticipantCopy(p) },
      updatedAt: new Date(),
    })
    .where(and(eq(results.stageId, stageId), eq(results.participantId, p.id)));
}

export async function deleteParticipant(db: Db, stageId: string, id: string) {
  await db.delete(participants).where(and(eq(participants.stageId, stageId), eq(participants.id, id)));
}

export async function saveParticipationData(db: Db, userId: string, data: Record<string, unknown>) {
  await db.update(users).set({ participationData: data }).where(eq(users.id, userId));
}

/** The clubs list's names (its ids): riders pick from it; a secretary's club outside it is a new club. */
export async function listClubIds(db: Db): Promise<string[]> {
  return (await db.select({ id: clubs.id }).from(clubs)).map((c) => c.id);
}
