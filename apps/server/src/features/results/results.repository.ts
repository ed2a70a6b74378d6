import {
  RESULT_AUDIT_EVENTS,
  type ResultAuditEntry,
  type ResultAuditEvent,
  type ResultParticipant,
  type SectionEntry,
  type StageResult,
  type ResultsState,
  displayWho,
  emptyStatistics,
  resultsStateOf,
  summarizeResult,
  resultParticipantCopy,
} from '@trialhub/domain';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { type Stage, auditLog, participants, results, sectionScores, stages, users } from '../../db/schema.js';

type ResultRow = typeof results.$inferSelect;
type SectionRow = typeof sectionScores.$inferSelect;

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
    events: row.events.map(({ byId: _byId, ...shown }) => shown),
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
      totalPoints: row.penaltyEvents.reduce((sum, e) => sum + e.points, 0),
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

/** Creates the result row the first time a rider is scored, with the participant copy of spec §3. */
export async function ensureResult(db: Db, stageId: string, participant: ResultParticipant, startedOn: Date) {
  await db
    .insert(results)
    .values({ stageId, participantId: participant.id, participant: { ...participant }, startedOn })
    // A row a secretary made for a status or penalty before any score has no start yet: the first score gives it.
    .onConflictDoUpdate({
      target: [results.stageId, results.participantId],
      set: { startedOn },
      setWhere: isNull(results.startedOn),
    });
}

/**
 * The result row of a registered rider nobody has scored (issue #16), so a secretary can give a
 * status (DNS, DNF, DQ) or a penalty: the participant copy, no start, no total. Null when the rider
 * is not entered in the stage.
 */
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
  const racingClass = (row.participant as unknown as ResultParticipant).racingClass;
  const layout = stage.classes.find((c) => c.name === racingClass) ?? { laps: 0, lapSections: [] };
  const entries = sections.map(toSectionEntry);
  const penalty = row.penaltyEvents.reduce((sum, e) => sum + e.points, 0);
  const summary = summarizeResult(entries, layout, penalty, stage.competitionType);
  const counted = sections.filter((s) => s.deletedAt === null);
  const last = counted.reduce<SectionRow | null>((a, b) => (!a || b.createdAt > a.createdAt ? b : a), null);
  const isFinished = layout.laps > 0 && summary.isFinished;
  const keepFinishTime = row.finishTimeOverride !== null && isFinished;
  const [updated] = await db
    .update(results)
    .set({
      total: summary.total,
      isFinished,
      statistics: summary.statistics,
      // A finish time a secretary set stays while the rider stays finished; unfinishing drops it.
      lastTimeRecorded: keepFinishTime ? row.finishTimeOverride : (last?.createdAt ?? null),
      lastTimeChangedBy: keepFinishTime ? row.lastTimeChangedBy : (last?.judge ?? row.lastTimeChangedBy),
      finishTimeOverride: keepFinishTime ? row.finishTimeOverride : null,
      updatedAt: new Date(),
    })
    .where(and(eq(results.stageId, stage.id), eq(results.participantId, participantId)))
    .returning();
  return toStageResult(updated!, sections);
}

/** Serialises writers of one rider's result (judges on several sections, the secretary). */
export async function lockResult(db: Db, stageId: string, participantId: string) {
  await db
    .select({ id: results.participantId })
    .from(results)
    .where(and(eq(results.stageId, stageId), eq(results.participantId, participantId)))
    .for('update');
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
