import type { MyResult } from '@trialhub/domain';
import { and, count, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { accounts, championships, participants, results, riders, stages, users } from '../../db/schema.js';

export async function findProfile(db: Db, userId: string) {
  const [user] = await db
    .select({
      email: users.email,
      displayName: users.name,
      isJudge: users.isJudge,
      role: users.role,
      participationData: users.participationData,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  const [password] = await db
    .select({ n: count() })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  return { ...user, hasPassword: Number(password?.n ?? 0) > 0 };
}

export async function updateProfile(db: Db, userId: string, patch: { name: string; isJudge: boolean }) {
  await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  return user ?? null;
}

export async function setRoles(db: Db, userId: string, role: string | null) {
  await db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Every stage the user entered (their participant id is their user id), newest first. */
export async function listMyResults(db: Db, userId: string): Promise<MyResult[]> {
  const classSize = db
    .select({
      stageId: participants.stageId,
      racingClass: participants.racingClass,
      n: sql<number>`count(*)::int`.as('n'),
    })
    .from(participants)
    .groupBy(participants.stageId, participants.racingClass)
    .as('class_size');
  const rows = await db
    .select({
      stageId: stages.id,
      stageSlug: stages.slug,
      stageTitle: stages.title,
      institutionId: championships.institutionId,
      championshipSlug: championships.slug,
      championshipName: championships.displayName,
      competitionStartDate: stages.competitionStartDate,
      timeZone: stages.timeZone,
      competitionType: stages.competitionType,
      resultsStatus: stages.resultsStatus,
      racingClass: participants.racingClass,
      racingNumber: participants.racingNumber,
      registrationStatus: participants.status,
      total: results.total,
      isFinished: results.isFinished,
      status: results.status,
      position: results.position,
      positionPoints: results.positionPoints,
      hasResult: sql<boolean>`${results.participantId} IS NOT NULL`,
      classSize: classSize.n,
    })
    .from(participants)
    .innerJoin(stages, eq(stages.id, participants.stageId))
    .innerJoin(championships, eq(championships.id, stages.championshipId))
    .leftJoin(results, and(eq(results.stageId, participants.stageId), eq(results.participantId, participants.id)))
    .leftJoin(
      classSize,
      and(eq(classSize.stageId, participants.stageId), eq(classSize.racingClass, participants.racingClass)),
    )
    // The account's rider's entries (decision 071): its own joins, and entries a secretary made that are it.
    .where(
      and(
        or(
          eq(participants.id, userId),
          sql`${participants.riderId} = (SELECT ${riders.id} FROM ${riders} WHERE ${riders.userId} = ${userId})`,
        ),
        eq(stages.status, 'published'),
      ),
    )
    .orderBy(sql`${stages.competitionStartDate} DESC`);
  return rows.map((r) => ({
    stageId: r.stageId,
    stageTitle: r.stageTitle,
    championshipName: r.championshipName,
    stagePath: `/competitions/${r.institutionId}/${r.championshipSlug}/${r.stageSlug}`,
    competitionStartDate: r.competitionStartDate.toISOString(),
    timeZone: r.timeZone,
    competitionType: r.competitionType,
    racingClass: r.racingClass,
    racingNumber: r.racingNumber,
    registrationStatus: r.registrationStatus,
    hasResult: !!r.hasResult,
    total: r.total,
    isFinished: r.isFinished ?? false,
    status: r.status,
    position: r.resultsStatus ? r.position : null,
    positionPoints: r.resultsStatus ? r.positionPoints : null,
    isApproved: r.resultsStatus !== null,
    classSize: Number(r.classSize ?? 0),
  }));
}
