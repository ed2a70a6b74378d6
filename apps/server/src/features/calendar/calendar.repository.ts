import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { championships, participants, stages } from '../../db/schema.js';

/** A published stage as a calendar event needs it. */
export async function listCalendarStages(db: Db, where?: SQL) {
  return db
    .select({
      id: stages.id,
      slug: stages.slug,
      title: stages.title,
      location: stages.location,
      timeZone: stages.timeZone,
      start: stages.competitionStartDate,
      end: stages.competitionEndDate,
      updatedAt: stages.updatedAt,
      institutionId: championships.institutionId,
      championshipSlug: championships.slug,
      championshipName: championships.displayName,
    })
    .from(stages)
    .innerJoin(championships, eq(championships.id, stages.championshipId))
    .where(where ? and(eq(stages.status, 'published'), where) : eq(stages.status, 'published'))
    .orderBy(asc(stages.competitionStartDate));
}
export type CalendarStage = Awaited<ReturnType<typeof listCalendarStages>>[number];

export const ofChampionship = (institutionId: string, slug: string) =>
  and(eq(championships.institutionId, institutionId), eq(championships.slug, slug));

/** The ids of the stages a rider entered (their participant id is their user id). */
export async function listEnteredStageIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ stageId: participants.stageId }).from(participants).where(eq(participants.id, userId));
  return rows.map((r) => r.stageId);
}
