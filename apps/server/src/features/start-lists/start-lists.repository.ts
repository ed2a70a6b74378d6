import type { StartBlock, StartRider } from '@trialhub/domain';
import { eq, sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/open-db.js';
import { championships, participants, stageStartLists, stages } from '../../db/schema.js';

/** The stage a start list belongs to, with what its times need (first day, venue zone). */
export async function findStage(db: Db, stageId: string) {
  const [row] = await db
    .select({
      id: stages.id,
      status: stages.status,
      title: stages.title,
      championshipId: stages.championshipId,
      championshipName: championships.displayName,
      institutionId: championships.institutionId,
      championshipSlug: championships.slug,
      competitionStartDate: stages.competitionStartDate,
      timeZone: stages.timeZone,
      classes: stages.classes,
    })
    .from(stages)
    .innerJoin(championships, eq(championships.id, stages.championshipId))
    .where(eq(stages.id, stageId));
  return row ?? null;
}

export async function findBlocks(db: Db, stageId: string): Promise<StartBlock[]> {
  const [row] = await db
    .select({ blocks: stageStartLists.blocks })
    .from(stageStartLists)
    .where(eq(stageStartLists.stageId, stageId));
  return row?.blocks ?? [];
}

export async function saveBlocks(db: Db, stageId: string, blocks: StartBlock[], userId: string) {
  await db
    .insert(stageStartLists)
    .values({ stageId, blocks, updatedBy: userId })
    .onConflictDoUpdate({
      target: stageStartLists.stageId,
      set: { blocks, updatedBy: userId, updatedAt: sql`now()` },
    });
}

export async function listStartRiders(db: Db, stageId: string): Promise<StartRider[]> {
  return db
    .select({
      id: participants.id,
      name: participants.name,
      racingNumber: participants.racingNumber,
      racingClass: participants.racingClass,
    })
    .from(participants)
    .where(eq(participants.stageId, stageId));
}

/**
 * Which standing row (championship rider) each of the stage's riders is, in his class's group: the row
 * whose results are entries of the same rider (decision 071) or of the same entry id (an account).
 */
export async function standingIdsOf(db: Db, stageId: string, championshipId: string): Promise<Map<string, string>> {
  const found = await rows<{ participant_id: string; standing_id: string }>(
    db,
    sql`SELECT DISTINCT ON (cur.id) cur.id AS participant_id, sp.id AS standing_id
        FROM standing_positions sp
        CROSS JOIN LATERAL jsonb_array_elements_text(sp.participants) AS r(pid)
        JOIN participants cur ON cur.stage_id = ${stageId} AND cur.racing_class = sp.group_name
        LEFT JOIN participants past ON past.id = r.pid AND past.rider_id IS NOT NULL
        WHERE sp.championship_id = ${championshipId}
          AND (cur.id = r.pid OR cur.rider_id = past.rider_id)
        ORDER BY cur.id, sp.id`,
  );
  return new Map(found.map((r) => [r.participant_id, r.standing_id]));
}

/** The entries of one account (a rider's participant id is his user id), for his calendar. */
export async function listOwnEntries(db: Db, userId: string) {
  return db
    .select({ stageId: participants.stageId, racingClass: participants.racingClass })
    .from(participants)
    .where(eq(participants.id, userId));
}
