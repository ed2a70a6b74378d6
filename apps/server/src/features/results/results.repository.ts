import {
  type CompactResult,
  RESULT_AUDIT_EVENTS,
  type ResultAuditEntry,
  type ResultAuditEvent,
  type ResultParticipant,
  type SectionEntry,
  type SectionScore,
  type StageResult,
  type ResultsState,
  displayWho,
  emptyStatistics,
  resultsStateOf,
  summarizeResult,
  resultParticipantCopy,
} from '@trialhub/domain';
import { type SQL, and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { type Stage, auditLog, participants, results, sectionScores, stages, users } from '../../db/schema.js';

export type ResultRow = typeof results.$inferSelect;
export type SectionRow = typeof sectionScores.$inferSelect;

/** A result's penalty points: the sum of its penalty entries. */
const penaltyTotal = (events: ResultRow['penaltyEvents']) => events.reduce((sum, e) => sum + e.points, 0);

/**
 * Judges' events carry who scored; more than one judge on one slot is a conflict the secretary sees.
 * Judges are told apart by account where known (a renamed judge is still one judge); the account
 * ids themselves stay on the server.
 */
function toSectionEntry(row: SectionRow): SectionEntry {
  const judges = new Set(row.events.filter((e) => e.source === 'judge' && e.by).map((e) => e.byId ?? e.by));
  return {
    section: row.section,
    lap: row.lap,
    points: row.points,
    // An observer phone's events say so (issue #35): its name is shown as "observer: …", never as a judge's.
    events: row.events.map(({ byId, ...shown }) => (byId?.startsWith('obs:') ? { ...shown, observer: true } : shown)),
    judge: row.judge,
    createdOn: row.createdAt.toISOString(),
    deleted: row.deletedAt !== null,
    conflict: judges.size > 1,
  };
}

/** The whole result as the server holds it; responses and events go through privacy.ts's resultView. */
export function toStageResult(row: ResultRow, sections: SectionRow[]): StageResult<ResultParticipant> {
  return {
    participantId: row.participantId,
    participant: row.participant as unknown as ResultParticipant,
    total: row.total,
    isFinished: row.isFinished,
    status: row.status,
    startedOn: row.startedOn?.toISOString() ?? null,
    lastTimeRecorded: row.lastTimeRecorded?.toISOString() ?? null,
    lastTimeChangedBy: row.lastTimeChangedBy,
    position: row.position,
    positionPoints: row.positionPoints,
    positionAbsolutePoints: row.positionAbsolutePoints,
    penalty: {
      totalPoints: penaltyTotal(row.penaltyEvents),
      events: row.penaltyEvents.map(({ id, points, reason, timestamp, userDisplayName }) => ({
        id: id ?? null,
        points,
        reason,
        timestamp,
        userDisplayName,
      })),
    },
    statistics: { ...emptyStatistics(), ...row.statistics },
    sections: sections.map(toSectionEntry).sort((a, b) => a.lap - b.lap || a.section - b.section),
  };
}

/**
 * The stage's results list (decision 037): each result with its sections' scores and no history, in
 * one statement that reads no `events`. The database hands each rider's scores over as one flat JSON
 * array (section, lap, points, deleted as 0/1, four numbers a slot) instead of 12,000 rows for a
 * 400-rider stage: on the embedded database each row handed over costs more than the aggregation,
 * and JSON.parse reads the numbers (faster, in a profile, than splitting a text; bench/README, #20 point 5).
 */
export async function listCompactResults(db: Db, stageId: string): Promise<CompactResult<ResultParticipant>[]> {
  const s = sectionScores;
  const scores = db
    .select({
      participantId: s.participantId,
      grid: sql<string>`'[' || string_agg(${s.section} || ',' || ${s.lap} || ',' || ${s.points} || ',' || (${s.deletedAt} IS NOT NULL)::int, ',') || ']'`.as(
        'grid',
      ),
    })
    .from(s)
    .where(eq(s.stageId, stageId))
    .groupBy(s.participantId)
    .as('scores');
  const list = await db
    .select({
      participantId: results.participantId,
      participant: results.participant,
      total: results.total,
      isFinished: results.isFinished,
      status: results.status,
      startedOn: results.startedOn,
      lastTimeRecorded: results.lastTimeRecorded,
      position: results.position,
      positionPoints: results.positionPoints,
      positionAbsolutePoints: results.positionAbsolutePoints,
      penaltyEvents: results.penaltyEvents,
      statistics: results.statistics,
      grid: scores.grid,
    })
    .from(results)
    .leftJoin(scores, eq(scores.participantId, results.participantId))
    .where(eq(results.stageId, stageId))
    .orderBy(asc(results.participantId));
  return list.map((r) => ({
    participantId: r.participantId,
    participant: r.participant as unknown as ResultParticipant,
    total: r.total,
    isFinished: r.isFinished,
    status: r.status,
    startedOn: r.startedOn?.toISOString() ?? null,
    lastTimeRecorded: r.lastTimeRecorded?.toISOString() ?? null,
    position: r.position,
    positionPoints: r.positionPoints,
    positionAbsolutePoints: r.positionAbsolutePoints,
    penalty: { totalPoints: penaltyTotal(r.penaltyEvents) },
    statistics: { ...emptyStatistics(), ...r.statistics },
    sections: r.grid ? gridScores(r.grid) : [],
  }));
}

/** listCompactResults' flat array of section, lap, points, deleted: the scores in lap and section order. */
function gridScores(grid: string): SectionScore[] {
  const n = JSON.parse(grid) as number[];
  const out: SectionScore[] = [];
  for (let i = 0; i < n.length; i += 4)
    out.push({ section: n[i]!, lap: n[i + 1]!, points: n[i + 2]!, deleted: n[i + 3] === 1 });
  return out.sort((a, b) => a.lap - b.lap || a.section - b.section);
}

export async function listStageResults(db: Db, stageId: string): Promise<StageResult<ResultParticipant>[]> {
  const [rows, sections] = await Promise.all([
    db.select().from(results).where(eq(results.stageId, stageId)),
    db.select().from(sectionScores).where(eq(sectionScores.stageId, stageId)),
  ]);
  const byParticipant = new Map<string, SectionRow[]>();
  for (const s of sections) {
    const list = byParticipant.get(s.participantId) ?? [];
    list.push(s);
    byParticipant.set(s.participantId, list);
  }
  return rows.map((r) => toStageResult(r, byParticipant.get(r.participantId) ?? []));
}

/**
 * The stage's results without their section rows (`sections` empty): what approval, its checks and
 * the standings read — totals, statistics, statuses, times — without the 12,000 section rows and
 * their histories of a 400-rider stage (decision 034).
 */
export async function listStageResultRows(db: Db, stageId: string): Promise<StageResult<ResultParticipant>[]> {
  const rows = await db.select().from(results).where(eq(results.stageId, stageId));
  return rows.map((r) => toStageResult(r, []));
}

/**
 * listStageResultRows, and with `withOpenSlots` the slots (section, lap, points, deleted — no
 * history: `events` empty) of each result neither finished nor with a status: all the missed-section
 * rule reads (missedSectionApplies, missedSlots), which passes over every other result. At approval
 * nearly every rider has finished, so this reads a few section rows instead of 12,000 (decision 034).
 */
export async function listStageResultsFor(
  db: Db,
  stageId: string,
  withOpenSlots: boolean,
): Promise<StageResult<ResultParticipant>[]> {
  const list = await listStageResultRows(db, stageId);
  const open = withOpenSlots ? list.filter((r) => r.status === null && !r.isFinished).map((r) => r.participantId) : [];
  if (open.length === 0) return list;
  const slots = await db
    .select({
      participantId: sectionScores.participantId,
      section: sectionScores.section,
      lap: sectionScores.lap,
      points: sectionScores.points,
      judge: sectionScores.judge,
      createdAt: sectionScores.createdAt,
      deletedAt: sectionScores.deletedAt,
    })
    .from(sectionScores)
    .where(and(eq(sectionScores.stageId, stageId), inArray(sectionScores.participantId, open)));
  const byParticipant = new Map<string, SectionEntry[]>();
  for (const s of slots) {
    const entries = byParticipant.get(s.participantId) ?? [];
    entries.push({
      section: s.section,
      lap: s.lap,
      points: s.points,
      events: [],
      judge: s.judge,
      createdOn: s.createdAt.toISOString(),
      deleted: s.deletedAt !== null,
      conflict: false,
    });
    byParticipant.set(s.participantId, entries);
  }
  return list.map((r) => {
    const entries = byParticipant.get(r.participantId);
    return entries ? { ...r, sections: entries.sort((a, b) => a.lap - b.lap || a.section - b.section) } : r;
  });
}

export async function findResult(
  db: Db,
  stageId: string,
  participantId: string,
): Promise<StageResult<ResultParticipant> | null> {
  const [row] = await db
    .select()
    .from(results)
    .where(and(eq(results.stageId, stageId), eq(results.participantId, participantId)));
  if (!row) return null;
  const sections = await db
    .select()
    .from(sectionScores)
    .where(and(eq(sectionScores.stageId, stageId), eq(sectionScores.participantId, participantId)));
  return toStageResult(row, sections);
}

/**
 * The result row of a registered rider nobody has scored (issue #16), so a secretary can give a
 * status (DNS, DNF, DQ) or a penalty: the participant copy, no start, no total. Null when the rider
 * is not entered in the stage.
 */
/** Whether the rider is entered in the stage (with or without a result). */
export async function isEntered(db: Db, stageId: string, participantId: string): Promise<boolean> {
  const [p] = await db
    .select({ id: participants.id })
    .from(participants)
    .where(and(eq(participants.stageId, stageId), eq(participants.id, participantId)));
  return !!p;
}

export async function createUnscoredResult(db: Db, stageId: string, participantId: string): Promise<boolean> {
  const [p] = await db
    .select()
    .from(participants)
    .where(and(eq(participants.stageId, stageId), eq(participants.id, participantId)));
  if (!p) return false;
  const copy = resultParticipantCopy(p);
  await db
    .insert(results)
    .values({ stageId, participantId, participant: { ...copy }, startedOn: null })
    .onConflictDoNothing();
  return true;
}

/**
 * Recomputes the cached total, statistics, finish flag and times from the section rows, in the
 * caller's transaction, and returns the whole result (privacy.ts's resultView makes what is shown).
 */
export async function refreshResult(
  db: Db,
  stage: Stage,
  participantId: string,
): Promise<StageResult<ResultParticipant> | null> {
  const [row] = await db
    .select()
    .from(results)
    .where(and(eq(results.stageId, stage.id), eq(results.participantId, participantId)))
    .for('update');
  if (!row) return null;
  const sections = await db
    .select()
    .from(sectionScores)
    .where(and(eq(sectionScores.stageId, stage.id), eq(sectionScores.participantId, participantId)));
  const next = recomputeResult(stage, row, sections);
  const [updated] = await db
    .update(results)
    .set(totalsOf(next))
    .where(and(eq(results.stageId, stage.id), eq(results.participantId, participantId)))
    .returning();
  return toStageResult(updated!, sections);
}

/**
 * The result row with its cached total, statistics, finish flag and times recomputed from its
 * section rows (no database: refreshResult and the judges' batches share it).
 */
export function recomputeResult(stage: Stage, row: ResultRow, sections: readonly SectionRow[]): ResultRow {
  const racingClass = (row.participant as unknown as ResultParticipant).racingClass;
  const layout = stage.classes.find((c) => c.name === racingClass) ?? { laps: 0, lapSections: [] };
  const entries = sections.map(toSectionEntry);
  const penalty = penaltyTotal(row.penaltyEvents);
  const summary = summarizeResult(entries, layout, penalty, stage.competitionType);
  let last: SectionRow | null = null;
  for (const s of sections) if (s.deletedAt === null && (!last || s.createdAt > last.createdAt)) last = s;
  const isFinished = layout.laps > 0 && summary.isFinished;
  const keepFinishTime = row.finishTimeOverride !== null && isFinished;
  return {
    ...row,
    total: summary.total,
    isFinished,
    statistics: summary.statistics,
    // A finish time a secretary set stays while the rider stays finished; unfinishing drops it.
    lastTimeRecorded: keepFinishTime ? row.finishTimeOverride : (last?.createdAt ?? null),
    lastTimeChangedBy: keepFinishTime ? row.lastTimeChangedBy : (last?.judge ?? row.lastTimeChangedBy),
    finishTimeOverride: keepFinishTime ? row.finishTimeOverride : null,
    updatedAt: new Date(),
  };
}

/** The columns recomputeResult sets. */
const totalsOf = (row: ResultRow) => ({
  total: row.total,
  isFinished: row.isFinished,
  statistics: row.statistics,
  lastTimeRecorded: row.lastTimeRecorded,
  lastTimeChangedBy: row.lastTimeChangedBy,
  finishTimeOverride: row.finishTimeOverride,
  updatedAt: row.updatedAt,
});

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

export async function findStage(db: Db, stageId: string): Promise<Stage | null> {
  const [row] = await db.select().from(stages).where(eq(stages.id, stageId));
  return row ?? null;
}

/**
 * The stage's latest result corrections, newest first. Who made each is shown by their display name
 * (issue #22: never the e-mail the audit row keeps); the penalty's copy in the data loses its e-mail too.
 */
export async function listResultAudit(db: Db, stageId: string, limit = 200): Promise<ResultAuditEntry[]> {
  const rows = await db
    .select({ entry: auditLog, userName: users.name })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(and(eq(auditLog.stageId, stageId), inArray(auditLog.event, [...RESULT_AUDIT_EVENTS])))
    .orderBy(desc(auditLog.id))
    .limit(limit);
  return rows.map(({ entry: r, userName }) => {
    const {
      participantId,
      result: _result,
      penalty,
      ...data
    } = r.data as { participantId?: string; result?: unknown; penalty?: Record<string, unknown> };
    if (penalty) {
      const { userEmail: _email, userId: _id, ...shown } = penalty;
      Object.assign(data, {
        penalty: { ...shown, userDisplayName: displayWho(shown.userDisplayName as string | null) },
      });
    }
    return {
      id: r.id,
      event: r.event as ResultAuditEvent,
      participantId: participantId ?? null,
      data,
      timestamp: r.timestamp.toISOString(),
      userName: displayWho(userName || r.userEmail),
    };
  });
}

/** When the stage's results were last approved (the audit entry approval writes with it). */
export async function findApprovedAt(db: Db, stageId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: auditLog.timestamp })
    .from(auditLog)
    .where(and(eq(auditLog.stageId, stageId), eq(auditLog.event, 'approve_results')))
    .orderBy(desc(auditLog.timestamp))
    .limit(1);
  return row?.at ?? null;
}

/** Live / Provisional / Approved with the protest window's times (decision 027). */
export async function stageResultsState(db: Db, stage: Stage): Promise<ResultsState> {
  return resultsStateOf(stage, stage.resultsStatus !== null ? await findApprovedAt(db, stage.id) : null);
}

/** The stage row locked for this transaction (publication and approval read-modify-write under it). */
export async function findStageForUpdate(db: Db, stageId: string): Promise<Stage | null> {
  const [row] = await db.select().from(stages).where(eq(stages.id, stageId)).for('update');
  return row ?? null;
}

/** Publishes the stage's results as provisional at `at` with a window closing at `closesAt` (or none). */
export async function setProvisional(
  db: Db,
  stageId: string,
  at: Date,
  windowMinutes: number | null,
  closesAt: Date | null,
): Promise<Stage> {
  const [row] = await db
    .update(stages)
    .set({
      provisionalPublishedAt: at,
      protestWindowMinutes: windowMinutes,
      protestClosesAt: closesAt,
      updatedAt: new Date(),
    })
    .where(eq(stages.id, stageId))
    .returning();
  return row!;
}
