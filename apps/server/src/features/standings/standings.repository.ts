import {
  type StageResultsStatus,
  type StandingPosition,
  type StandingsChampionship,
  type StandingsMode,
  type StandingsStage,
  type StandingsStatus,
  normaliseRules,
} from '@trialhub/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { auditLog, championships, scoreQueries, stages, standingPositions, standingsStatus } from '../../db/schema.js';

type PositionRow = typeof standingPositions.$inferSelect;

export function toPosition(row: PositionRow): StandingPosition {
  return {
    id: row.id,
    name: row.name,
    group: row.group,
    racingNumber: row.racingNumber,
    gender: row.gender,
    clubId: row.clubId,
    birthYear: row.birthYear,
    team: row.team,
    participants: row.participants,
    refOriginal: row.refOriginal,
    riderId: row.riderId,
    position: row.position,
    total: row.total,
    totalMinusWorst: row.totalMinusWorst,
    results: row.results,
  };
}

export async function findChampionship(db: Db, championshipId: string) {
  const [row] = await db.select().from(championships).where(eq(championships.id, championshipId));
  return row ?? null;
}

export async function findChampionshipBySlug(db: Db, institutionId: string, slug: string) {
  const [row] = await db
    .select()
    .from(championships)
    .where(and(eq(championships.institutionId, institutionId), eq(championships.slug, slug)));
  return row ?? null;
}

export function toStandingsChampionship(c: typeof championships.$inferSelect): StandingsChampionship {
  return {
    id: c.id,
    institutionId: c.institutionId,
    slug: c.slug,
    displayName: c.displayName,
    hasWomenClasses: c.hasWomenClasses,
    hasClubStandings: c.hasClubStandings,
    hasTeamCompetition: c.hasTeamCompetition,
    classes: c.classes,
    pointsTable: c.pointsTable,
    otherPlacesPoints: c.otherPlacesPoints,
    rules: normaliseRules(c.rules),
  };
}

/** The championship's published stages by start date: their index is the stage order (spec §4). */
export async function listPublishedStages(db: Db, championship: typeof championships.$inferSelect) {
  const rows = await db
    .select()
    .from(stages)
    .where(and(eq(stages.championshipId, championship.id), eq(stages.status, 'published')))
    .orderBy(asc(stages.competitionStartDate), asc(stages.id));
  return rows.map((s, order) => ({
    row: s,
    stage: {
      id: s.id,
      slug: s.slug,
      title: s.title,
      location: s.location,
      competitionStartDate: s.competitionStartDate.toISOString(),
      timeZone: s.timeZone,
      resultsStatus: s.resultsStatus,
      order,
      resultsPath: `/competitions/${championship.institutionId}/${championship.slug}/${s.slug}/results`,
    } satisfies StandingsStage,
  }));
}

export async function findStage(db: Db, stageId: string) {
  const [row] = await db.select().from(stages).where(eq(stages.id, stageId));
  return row ?? null;
}

export async function setResultsStatus(db: Db, stageId: string, status: StageResultsStatus | null) {
  await db.update(stages).set({ resultsStatus: status, updatedAt: new Date() }).where(eq(stages.id, stageId));
}

export async function findStatus(
  db: Db,
  championshipId: string,
): Promise<{ status: StandingsStatus; mode: StandingsMode | null } | null> {
  const [row] = await db.select().from(standingsStatus).where(eq(standingsStatus.championshipId, championshipId));
  return row ? { status: row.status, mode: row.mode } : null;
}

export async function saveStatus(db: Db, championshipId: string, status: StandingsStatus, mode: StandingsMode | null) {
  await db
    .insert(standingsStatus)
    .values({ championshipId, status, mode })
    .onConflictDoUpdate({ target: standingsStatus.championshipId, set: { status, mode, updatedAt: new Date() } });
}

/** Locks the championship's standings for one writer at a time (generation, rename, merge, final). */
export async function lockStandings(db: Db, championshipId: string) {
  await db
    .select({ id: championships.id })
    .from(championships)
    .where(eq(championships.id, championshipId))
    .for('update');
}

export async function listPositions(db: Db, championshipId: string): Promise<StandingPosition[]> {
  const rows = await db
    .select()
    .from(standingPositions)
    .where(eq(standingPositions.championshipId, championshipId))
    .orderBy(asc(standingPositions.group), asc(standingPositions.name));
  return rows.map(toPosition);
}

/**
 * Writes standing positions, new or changed, in one statement whatever their number: the rows go as
 * one JSON parameter through jsonb_to_recordset (a 400-rider championship took 400 round trips once,
 * then 6,400 bound parameters; decision 034). Every column but the key takes the new row's value.
 */
export async function upsertPositions(db: Db, championshipId: string, positions: readonly StandingPosition[]) {
  if (positions.length === 0) return;
  // One statement may not touch a row twice: the last write of an id wins, as it did row by row.
  const latest = [...new Map(positions.map((p) => [p.id, p])).values()];
  const json = latest.map((p) => ({
    id: p.id,
    name: p.name,
    group_name: p.group,
    racing_number: p.racingNumber,
    gender: p.gender,
    club_id: p.clubId,
    birth_year: p.birthYear,
    team: p.team,
    participants: p.participants,
    ref_original: p.refOriginal,
    rider_id: p.riderId ?? null,
    position: p.position,
    total: p.total,
    total_minus_worst: p.totalMinusWorst,
    results: p.results,
  }));
  await db.execute(sql`
    INSERT INTO standing_positions (championship_id, id, name, group_name, racing_number, gender, club_id, birth_year,
                                    team, participants, ref_original, rider_id, position, total, total_minus_worst, results, updated_at)
    SELECT ${championshipId}, v.id, v.name, v.group_name, v.racing_number, v.gender, v.club_id, v.birth_year,
           v.team, v.participants, v.ref_original, v.rider_id, v.position, v.total, v.total_minus_worst, v.results, now()
      FROM jsonb_to_recordset(${JSON.stringify(json)}::jsonb)
           AS v(id text, name text, group_name text, racing_number integer, gender text, club_id text, birth_year integer,
                team text, participants jsonb, ref_original text, rider_id text, position integer, total double precision,
                total_minus_worst double precision, results jsonb)
    ON CONFLICT (championship_id, id) DO UPDATE
       SET name = excluded.name, group_name = excluded.group_name, racing_number = excluded.racing_number,
           gender = excluded.gender, club_id = excluded.club_id, birth_year = excluded.birth_year, team = excluded.team,
           participants = excluded.participants, ref_original = excluded.ref_original,
           -- A write that does not know the rider (a visitor-shaped copy) never forgets it.
           rider_id = coalesce(excluded.rider_id, standing_positions.rider_id), position = excluded.position,
           total = excluded.total, total_minus_worst = excluded.total_minus_worst, results = excluded.results,
           updated_at = excluded.updated_at`);
}

export async function deletePositions(db: Db, championshipId: string, ids: readonly string[]) {
  if (ids.length === 0) return;
  await db
    .delete(standingPositions)
    .where(and(eq(standingPositions.championshipId, championshipId), inArray(standingPositions.id, [...ids])));
}

/** Championship-level audit entries carry the stage when there is one (spec §7 logs). */
export async function audit(
  db: Db,
  entry: {
    stageId: string | null;
    event: string;
    data: Record<string, unknown>;
    userId: string;
    userEmail: string | null;
  },
) {
  await db.insert(auditLog).values(entry);
}

/** Score queries of the stage still waiting for the clerk's answer. */
export async function countOpenQueries(db: Db, stageId: string): Promise<number> {
  const rows = await db
    .select({ id: scoreQueries.id })
    .from(scoreQueries)
    .where(and(eq(scoreQueries.stageId, stageId), eq(scoreQueries.status, 'open')));
  return rows.length;
}

/** Everyone entered in the stage: the results module's (approval counts each of them, scored or not). */
export { listEntered } from '../stage-results/index.js';
