import { type RiderSearchHit, type RiderStage, foldText, sectionCounts } from '@trialhub/domain';
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { ridersWithLicence } from './licences.repository.js';
import { championships, participants, results, riders, sectionScores, stages } from '../../db/schema.js';

export type RiderRow = typeof riders.$inferSelect;

export async function findRider(db: Db, id: string): Promise<RiderRow | null> {
  const [row] = await db.select().from(riders).where(eq(riders.id, id));
  return row ?? null;
}

export async function findAccountRider(db: Db, userId: string): Promise<RiderRow | null> {
  const [row] = await db.select().from(riders).where(eq(riders.userId, userId));
  return row ?? null;
}

/** Every entry of the rider, newest first; drafts only when asked (staff). */
export async function listRiderStages(db: Db, riderId: string, withDrafts: boolean): Promise<RiderStage[]> {
  const rows = await db
    .select({
      stageId: stages.id,
      stageSlug: stages.slug,
      stageTitle: stages.title,
      location: stages.location,
      institutionId: championships.institutionId,
      championshipSlug: championships.slug,
      championshipName: championships.displayName,
      competitionStartDate: stages.competitionStartDate,
      timeZone: stages.timeZone,
      racingClass: participants.racingClass,
      racingNumber: participants.racingNumber,
      participantId: participants.id,
      hasResult: sql<boolean>`${results.participantId} IS NOT NULL`,
      total: results.total,
      isFinished: results.isFinished,
      status: results.status,
      position: results.position,
      positionPoints: results.positionPoints,
      statistics: results.statistics,
    })
    .from(participants)
    .innerJoin(stages, eq(stages.id, participants.stageId))
    .innerJoin(championships, eq(championships.id, stages.championshipId))
    .leftJoin(results, and(eq(results.stageId, participants.stageId), eq(results.participantId, participants.id)))
    .where(and(eq(participants.riderId, riderId), withDrafts ? undefined : eq(stages.status, 'published')))
    .orderBy(desc(stages.competitionStartDate));
  return rows.map(({ stageSlug, institutionId, championshipSlug, statistics, ...r }) => {
    const championshipPath = `/competitions/${institutionId}/${championshipSlug}`;
    return {
      ...r,
      championshipPath,
      stagePath: `${championshipPath}/${stageSlug}`,
      competitionStartDate: r.competitionStartDate.toISOString(),
      hasResult: !!r.hasResult,
      isFinished: r.isFinished ?? false,
      total: r.total ?? null,
      status: r.status ?? null,
      position: r.position ?? null,
      positionPoints: r.positionPoints ?? null,
      ...sectionCounts(statistics ?? {}),
    };
  });
}

/** The rider's average per section on each stage and section (best section), from the live scores. */
export async function sectionAverages(db: Db, entries: readonly { stageId: string; participantId: string }[]) {
  if (entries.length === 0) return [];
  const rows = await db
    .select({
      stageId: sectionScores.stageId,
      section: sectionScores.section,
      average: sql<number>`avg(${sectionScores.points})::float8`,
      laps: sql<number>`count(*)::int`,
    })
    .from(sectionScores)
    .where(
      and(
        isNull(sectionScores.deletedAt),
        or(
          ...entries.map((e) =>
            and(eq(sectionScores.stageId, e.stageId), eq(sectionScores.participantId, e.participantId)),
          ),
        ),
      ),
    )
    .groupBy(sectionScores.stageId, sectionScores.section);
  return rows.map((r) => ({ ...r, average: Number(r.average), laps: Number(r.laps) }));
}

/** The standings the rider's entries are in: championship and standing ids. */
export async function riderStandingIds(db: Db, participantIds: readonly string[]) {
  if (participantIds.length === 0) return [];
  const found = (await db.execute(sql`
    SELECT sp.championship_id AS "championshipId", sp.id, c.institution_id AS "institutionId", c.slug
    FROM standing_positions sp JOIN championships c ON c.id = sp.championship_id
    WHERE sp.participants ?| (SELECT array_agg(x) FROM jsonb_array_elements_text(${JSON.stringify(participantIds)}::jsonb) x)`)) as unknown as {
    rows: { championshipId: string; id: string; institutionId: string; slug: string }[];
  };
  return found.rows;
}

/**
 * The secretary's rider search: name folded (case and diacritics blind, as the club search), a racing
 * number the rider rode with, or a licence number; each hit with the latest entry's class and number.
 */
export async function searchRiders(db: Db, query: string, limit = 20): Promise<RiderSearchHit[]> {
  const latest = db
    .selectDistinctOn([participants.riderId], {
      riderId: participants.riderId,
      racingClass: participants.racingClass,
      racingNumber: participants.racingNumber,
    })
    .from(participants)
    .innerJoin(stages, eq(stages.id, participants.stageId))
    .orderBy(participants.riderId, desc(stages.competitionStartDate))
    .as('latest');
  const all = await db
    .select({
      id: riders.id,
      name: riders.name,
      birthDate: riders.birthDate,
      gender: riders.gender,
      clubId: riders.clubId,
      userId: riders.userId,
      racingClass: latest.racingClass,
      racingNumber: latest.racingNumber,
    })
    .from(riders)
    .leftJoin(latest, eq(latest.riderId, riders.id));
  const q = foldText(query);
  const number = /^\d{1,5}$/.test(query.trim()) ? Number(query.trim()) : null;
  const numbered = number === null ? new Set<string>() : await ridersWithNumber(db, number);
  const licensed = await ridersWithLicence(db, query);
  return all
    .filter((r) => foldText(r.name).includes(q) || numbered.has(r.id) || licensed.has(r.id))
    .sort((a, b) => a.name.localeCompare(b.name) || a.birthDate.localeCompare(b.birthDate))
    .slice(0, limit)
    .map(({ userId, ...r }) => ({ ...r, hasAccount: userId !== null }));
}

async function ridersWithNumber(db: Db, number: number): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ riderId: participants.riderId })
    .from(participants)
    .where(eq(participants.racingNumber, number));
  return new Set(rows.flatMap((r) => (r.riderId ? [r.riderId] : [])));
}

export async function setHidden(db: Db, riderId: string, hidden: boolean) {
  await db.update(riders).set({ hidden, updatedAt: new Date() }).where(eq(riders.id, riderId));
}

/** Every rider (the secretary's review list of namesakes kept apart). */
export async function listRiderIdentities(db: Db) {
  return db
    .select({ id: riders.id, name: riders.name, birthDate: riders.birthDate, userId: riders.userId })
    .from(riders);
}

/** Riders shown in public lists (the sitemap): not hidden, with an entry on a published stage. */
export async function listListedRiders(db: Db) {
  return db
    .selectDistinct({ id: riders.id, updatedAt: riders.updatedAt })
    .from(riders)
    .innerJoin(participants, eq(participants.riderId, riders.id))
    .innerJoin(stages, and(eq(stages.id, participants.stageId), eq(stages.status, 'published')))
    .where(eq(riders.hidden, false));
}

export async function findEntryRider(db: Db, stageId: string, participantId: string) {
  const [row] = await db
    .select({ riderId: participants.riderId, stageStatus: stages.status })
    .from(participants)
    .innerJoin(stages, eq(stages.id, participants.stageId))
    .where(and(eq(participants.stageId, stageId), eq(participants.id, participantId)));
  return row ?? null;
}

/** A rider a visitor may see (an entry on a published stage), with the latest entry's class: the page's head. */
export async function findPublicRider(db: Db, id: string) {
  const [row] = await db
    .select({
      id: riders.id,
      name: riders.name,
      clubId: riders.clubId,
      hidden: riders.hidden,
      racingClass: participants.racingClass,
    })
    .from(riders)
    .innerJoin(participants, eq(participants.riderId, riders.id))
    .innerJoin(stages, and(eq(stages.id, participants.stageId), eq(stages.status, 'published')))
    .where(eq(riders.id, id))
    .orderBy(desc(stages.competitionStartDate))
    .limit(1);
  return row ?? null;
}
