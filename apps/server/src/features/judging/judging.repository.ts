import type { JudgeCandidate, StageJudge } from '@trialhub/domain';
import { type SQL, and, asc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import {
  championships,
  institutions,
  participants,
  results,
  sectionScores,
  stageJudges,
  stages,
  users,
} from '../../db/schema.js';

export async function findStageWithPath(db: Db, stageId: string) {
  const [row] = await db
    .select({ stage: stages, championshipSlug: championships.slug, institutionSlug: institutions.id })
    .from(stages)
    .innerJoin(championships, eq(championships.id, stages.championshipId))
    .innerJoin(institutions, eq(institutions.id, championships.institutionId))
    .where(eq(stages.id, stageId));
  return row ?? null;
}

/** findStageWithPath and, in the same query, `userId` as a judge of the stage (findJudge; null: not one). */
export async function findStageAndJudge(db: Db, stageId: string, userId: string) {
  const [row] = await db
    .select({
      stage: stages,
      championshipSlug: championships.slug,
      // The championship's own column (a foreign key, not null): no join with institutions for it.
      institutionSlug: championships.institutionId,
      judgeSection: stageJudges.section,
      judgeName: users.name,
      judgeEmail: users.email,
    })
    .from(stages)
    .innerJoin(championships, eq(championships.id, stages.championshipId))
    .leftJoin(stageJudges, and(eq(stageJudges.stageId, stages.id), eq(stageJudges.userId, userId)))
    .leftJoin(users, eq(users.id, stageJudges.userId))
    .where(eq(stages.id, stageId));
  if (!row) return null;
  const { judgeSection, judgeName, judgeEmail, ...found } = row;
  const judge = judgeEmail === null ? null : { section: judgeSection, name: judgeName ?? '', email: judgeEmail };
  return { ...found, judge };
}

export async function findJudge(db: Db, stageId: string, userId: string) {
  const [row] = await db
    .select({ section: stageJudges.section, name: users.name, email: users.email })
    .from(stageJudges)
    .innerJoin(users, eq(users.id, stageJudges.userId))
    .where(and(eq(stageJudges.stageId, stageId), eq(stageJudges.userId, userId)));
  return row ?? null;
}

export async function listJudges(db: Db, stageId: string): Promise<StageJudge[]> {
  const rows = await db
    .select({
      userId: stageJudges.userId,
      name: users.name,
      email: users.email,
      section: stageJudges.section,
      lastSyncAt: stageJudges.lastSyncAt,
    })
    .from(stageJudges)
    .innerJoin(users, eq(users.id, stageJudges.userId))
    .where(eq(stageJudges.stageId, stageId))
    .orderBy(asc(stageJudges.section), asc(users.name));
  return rows.map((r) => ({ ...r, lastSyncAt: r.lastSyncAt?.toISOString() ?? null }));
}

export async function listJudgeStageIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ id: stageJudges.stageId }).from(stageJudges).where(eq(stageJudges.userId, userId));
  return rows.map((r) => r.id);
}

export async function searchCandidates(db: Db, query: string): Promise<JudgeCandidate[]> {
  const pattern = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select({ userId: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.isJudge, true), or(ilike(users.name, pattern), ilike(users.email, pattern))))
    .orderBy(asc(users.name))
    .limit(20);
}

export async function findUser(db: Db, userId: string) {
  const [row] = await db.select({ id: users.id, isJudge: users.isJudge }).from(users).where(eq(users.id, userId));
  return row ?? null;
}

export async function upsertJudge(db: Db, stageId: string, userId: string, section: number | null) {
  await db
    .insert(stageJudges)
    .values({ stageId, userId, section })
    .onConflictDoUpdate({ target: [stageJudges.stageId, stageJudges.userId], set: { section } });
}

export async function deleteJudge(db: Db, stageId: string, userId: string) {
  const removed = await db
    .delete(stageJudges)
    .where(and(eq(stageJudges.stageId, stageId), eq(stageJudges.userId, userId)))
    .returning({ userId: stageJudges.userId });
  return removed.length > 0;
}

/** The judge's last sync, as a statement to run with the batch's writes (executeTogether). */
export function touchJudgeSyncSql(stageId: string, userId: string, at: Date): SQL {
  return sql`UPDATE stage_judges SET last_sync_at = ${at.toISOString()}::timestamptz
              WHERE stage_id = ${stageId} AND user_id = ${userId}`;
}

export async function listRiders(db: Db, stageId: string) {
  return db
    .select({
      id: participants.id,
      name: participants.name,
      racingNumber: participants.racingNumber,
      racingClass: participants.racingClass,
    })
    .from(participants)
    .where(eq(participants.stageId, stageId))
    .orderBy(asc(participants.racingNumber));
}

export async function listCountedScores(db: Db, stageId: string) {
  return db
    .select({
      participantId: sectionScores.participantId,
      section: sectionScores.section,
      lap: sectionScores.lap,
      points: sectionScores.points,
      judge: sectionScores.judge,
    })
    .from(sectionScores)
    .where(and(eq(sectionScores.stageId, stageId), isNull(sectionScores.deletedAt)));
}

/** One section's counted scores with who gave them and when (the keyed-entry grid). */
export async function listSectionScores(db: Db, stageId: string, section: number) {
  return db
    .select({
      participantId: sectionScores.participantId,
      lap: sectionScores.lap,
      points: sectionScores.points,
      judge: sectionScores.judge,
      at: sectionScores.createdAt,
    })
    .from(sectionScores)
    .where(
      and(eq(sectionScores.stageId, stageId), eq(sectionScores.section, section), isNull(sectionScores.deletedAt)),
    );
}

/** Every section score of a stage, deleted ones too, with its events (the import preview compares them). */
export async function listSections(db: Db, stageId: string) {
  return db
    .select({
      participantId: sectionScores.participantId,
      section: sectionScores.section,
      lap: sectionScores.lap,
      points: sectionScores.points,
      deletedAt: sectionScores.deletedAt,
      events: sectionScores.events,
    })
    .from(sectionScores)
    .where(eq(sectionScores.stageId, stageId));
}

export async function listStageParticipants(db: Db, stageId: string) {
  return db.select().from(participants).where(eq(participants.stageId, stageId));
}

/** The riders of a stage with their result's status (race control: DQ/DNF riders stop riding). */
export async function listRidersWithStatus(db: Db, stageId: string) {
  return db
    .select({
      id: participants.id,
      name: participants.name,
      racingNumber: participants.racingNumber,
      racingClass: participants.racingClass,
      status: results.status,
    })
    .from(participants)
    .leftJoin(results, and(eq(results.stageId, participants.stageId), eq(results.participantId, participants.id)))
    .where(eq(participants.stageId, stageId))
    .orderBy(asc(participants.racingNumber));
}
