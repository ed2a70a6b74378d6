import type { ResultParticipant } from '@trialhub/domain';
import { type SQL, and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { results, sectionScores } from '../../db/schema.js';
import type { ResultRow, SectionRow } from './results.repository.js';

// ── Set-based writes of a batch of scores (judges' batches, sheet imports: decision 034) ──

/**
 * ensureResult for many riders in one statement: the result row of each rider not scored before,
 * and a start for a row that had none.
 */
export async function ensureResults(
  db: Db,
  stageId: string,
  list: readonly { participant: ResultParticipant; startedOn: Date }[],
) {
  if (list.length === 0) return;
  const json = list.map((r) => ({
    participant_id: r.participant.id,
    participant: r.participant,
    started_on: r.startedOn.toISOString(),
  }));
  await db.execute(sql`
    INSERT INTO results (stage_id, participant_id, participant, started_on)
    SELECT ${stageId}, v.participant_id, v.participant, v.started_on
      FROM jsonb_to_recordset(${JSON.stringify(json)}::jsonb)
           AS v(participant_id text, participant jsonb, started_on timestamptz)
    ON CONFLICT (stage_id, participant_id) DO UPDATE SET started_on = excluded.started_on
     WHERE results.started_on IS NULL`);
}

/** The riders' result rows, locked for this transaction in one order (no deadlock between batches). */
export async function lockResultRows(db: Db, stageId: string, participantIds: readonly string[]) {
  if (participantIds.length === 0) return [];
  return db
    .select()
    .from(results)
    .where(and(eq(results.stageId, stageId), inArray(results.participantId, [...participantIds])))
    .orderBy(asc(results.participantId))
    .for('update');
}

/**
 * lockResultRows with each rider's section rows (deleted ones too), in one statement: the sections
 * come as one JSON array a rider, read by JSON.parse rather than row by row (decision 073: the op
 * path's round trips). Writers of a rider's sections hold its result's lock, so the sections need none.
 */
export async function lockResultsWithSections(
  db: Db,
  stageId: string,
  participantIds: readonly string[],
): Promise<{ row: ResultRow; sections: SectionRow[] }[]> {
  if (participantIds.length === 0) return [];
  const found = await db
    .select({
      row: results,
      // Named in full: drizzle writes a column in a template without its table, which would read the
      // subquery's own columns.
      sections: sql<string>`(SELECT coalesce(json_agg(json_build_object('section', s.section, 'lap', s.lap,
        'points', s.points, 'events', s.events, 'judge', s.judge, 'judgeId', s.judge_id,
        'createdAt', s.created_at, 'deletedAt', s.deleted_at)), '[]')::text
        FROM section_scores AS s WHERE s.stage_id = "results"."stage_id" AND s.participant_id = "results"."participant_id")`,
    })
    .from(results)
    .where(and(eq(results.stageId, stageId), inArray(results.participantId, [...participantIds])))
    .orderBy(asc(results.participantId))
    .for('update');
  return found.map(({ row, sections }) => ({
    row,
    sections: (
      JSON.parse(sections) as (Omit<SectionRow, 'stageId' | 'participantId' | 'createdAt' | 'deletedAt'> & {
        createdAt: string;
        deletedAt: string | null;
      })[]
    ).map((x) => ({
      ...x,
      stageId,
      participantId: row.participantId,
      createdAt: new Date(x.createdAt),
      deletedAt: x.deletedAt === null ? null : new Date(x.deletedAt),
    })),
  }));
}

/** Every section row of the riders (deleted ones too), locked: the writers of these riders hold their results' locks. */
export async function sectionsOfRiders(db: Db, stageId: string, participantIds: readonly string[]) {
  if (participantIds.length === 0) return [];
  return db
    .select()
    .from(sectionScores)
    .where(and(eq(sectionScores.stageId, stageId), inArray(sectionScores.participantId, [...participantIds])))
    .for('update');
}

/** Writes whole section rows (new or changed) in one statement. */
export async function upsertSections(db: Db, stageId: string, list: readonly SectionRow[]) {
  const statement = upsertSectionsSql(stageId, list);
  if (statement) await db.execute(statement);
}

/** upsertSections' statement (null: nothing to write), to run alone or with others (executeTogether). */
export function upsertSectionsSql(stageId: string, list: readonly SectionRow[]): SQL | null {
  if (list.length === 0) return null;
  const json = list.map((s) => ({
    participant_id: s.participantId,
    section: s.section,
    lap: s.lap,
    points: s.points,
    events: s.events,
    judge: s.judge,
    judge_id: s.judgeId,
    created_at: s.createdAt.toISOString(),
    deleted_at: s.deletedAt?.toISOString() ?? null,
  }));
  return sql`
    INSERT INTO section_scores (stage_id, participant_id, section, lap, points, events, judge, judge_id, created_at, deleted_at)
    SELECT ${stageId}, v.participant_id, v.section, v.lap, v.points, v.events, v.judge, v.judge_id, v.created_at, v.deleted_at
      FROM jsonb_to_recordset(${JSON.stringify(json)}::jsonb)
           AS v(participant_id text, section integer, lap integer, points integer, events jsonb, judge text,
                judge_id text, created_at timestamptz, deleted_at timestamptz)
    ON CONFLICT (stage_id, participant_id, section, lap) DO UPDATE
       SET points = excluded.points, events = excluded.events, judge = excluded.judge, judge_id = excluded.judge_id,
           created_at = excluded.created_at, deleted_at = excluded.deleted_at`;
}

/** Writes recomputeResult's columns of many result rows in one statement. */
export async function writeResultTotals(db: Db, stageId: string, list: readonly ResultRow[]) {
  const statement = writeResultTotalsSql(stageId, list);
  if (statement) await db.execute(statement);
}

/** writeResultTotals' statement (null: nothing to write). */
export function writeResultTotalsSql(stageId: string, list: readonly ResultRow[]): SQL | null {
  if (list.length === 0) return null;
  const json = list.map((r) => ({
    participant_id: r.participantId,
    total: r.total,
    is_finished: r.isFinished,
    statistics: r.statistics,
    last_time_recorded: r.lastTimeRecorded?.toISOString() ?? null,
    last_time_changed_by: r.lastTimeChangedBy,
    finish_time_override: r.finishTimeOverride?.toISOString() ?? null,
    updated_at: r.updatedAt.toISOString(),
  }));
  return sql`
    UPDATE results AS r
       SET total = v.total, is_finished = v.is_finished, statistics = v.statistics,
           last_time_recorded = v.last_time_recorded, last_time_changed_by = v.last_time_changed_by,
           finish_time_override = v.finish_time_override, updated_at = v.updated_at
      FROM jsonb_to_recordset(${JSON.stringify(json)}::jsonb)
           AS v(participant_id text, total integer, is_finished boolean, statistics jsonb,
                last_time_recorded timestamptz, last_time_changed_by text, finish_time_override timestamptz,
                updated_at timestamptz)
     WHERE r.stage_id = ${stageId} AND r.participant_id = v.participant_id
       AND r.participant_id IN (${sql.join(
         list.map((r) => sql`${r.participantId}`),
         sql`, `,
       )})`;
}

/** The result row, locked for this transaction (secretary edits read-modify-write under it). */
export async function findResultRowForUpdate(db: Db, stageId: string, participantId: string) {
  const [row] = await db
    .select()
    .from(results)
    .where(and(eq(results.stageId, stageId), eq(results.participantId, participantId)))
    .for('update');
  return row ?? null;
}

/** Locks every result row of the stage at once (approval: no score may land between its read and its commit). */
export async function lockStageResults(db: Db, stageId: string): Promise<void> {
  await db.select({ id: results.participantId }).from(results).where(eq(results.stageId, stageId)).for('update');
}

export async function updateResultRow(
  db: Db,
  stageId: string,
  participantId: string,
  patch: Partial<Omit<ResultRow, 'stageId' | 'participantId'>>,
) {
  await db
    .update(results)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(results.stageId, stageId), eq(results.participantId, participantId)));
}

export async function listSections(db: Db, stageId: string, participantId: string) {
  return db
    .select()
    .from(sectionScores)
    .where(and(eq(sectionScores.stageId, stageId), eq(sectionScores.participantId, participantId)));
}

/** Changes one section row (a judge's tap, a secretary's edit); callers recompute the result after. */
export async function updateSection(
  db: Db,
  slot: { stageId: string; participantId: string; section: number; lap: number },
  patch: Partial<Pick<SectionRow, 'points' | 'events' | 'deletedAt' | 'judge' | 'judgeId' | 'createdAt'>>,
) {
  await db
    .update(sectionScores)
    .set(patch)
    .where(
      and(
        eq(sectionScores.stageId, slot.stageId),
        eq(sectionScores.participantId, slot.participantId),
        eq(sectionScores.section, slot.section),
        eq(sectionScores.lap, slot.lap),
      ),
    );
}

/** Removes a result and its (all deleted) section rows. */
export async function deleteResult(db: Db, stageId: string, participantId: string) {
  await db
    .delete(sectionScores)
    .where(and(eq(sectionScores.stageId, stageId), eq(sectionScores.participantId, participantId)));
  await db.delete(results).where(and(eq(results.stageId, stageId), eq(results.participantId, participantId)));
}
