import {
  RESULT_AUDIT_EVENTS,
  type ResultAuditEntry,
  type ResultAuditEvent,
  type ResultsState,
  type StageResultsStatus,
  displayWho,
  resultsStateOf,
} from '@trialhub/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { type Stage, auditLog, stages, users } from '../../db/schema.js';

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

/** The stage's results status (approval sets Approved). */
export async function setResultsStatus(db: Db, stageId: string, status: StageResultsStatus | null) {
  await db.update(stages).set({ resultsStatus: status, updatedAt: new Date() }).where(eq(stages.id, stageId));
}
