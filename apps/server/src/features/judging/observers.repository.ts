import {
  type JudgeOp,
  type JudgeRejection,
  type ObserverCredential,
  type ObserverRefusedOp,
  traineeAgreement,
} from '@trialhub/domain';
import { and, asc, eq, gt, inArray, isNull, lt, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { scoredCredentials, traineeScoresOf } from './trainee-scores.js';
import {
  observerCredentials,
  observerDevices,
  observerHeldOps,
  observerRefusedOps,
  participants,
  stageJudges,
  stages,
  users,
} from '../../db/schema.js';

export type CredentialRow = typeof observerCredentials.$inferSelect;
export type DeviceRow = typeof observerDevices.$inferSelect;

export async function insertCredential(db: Db, row: typeof observerCredentials.$inferInsert) {
  await db.insert(observerCredentials).values(row);
}

export async function pinTaken(db: Db, stageId: string, pinHash: string) {
  const [row] = await db
    .select({ id: observerCredentials.id })
    .from(observerCredentials)
    .where(and(eq(observerCredentials.stageId, stageId), eq(observerCredentials.pinHash, pinHash)));
  return row !== undefined;
}

export async function listCredentials(db: Db, stageId: string): Promise<ObserverCredential[]> {
  const credentials = await db
    .select()
    .from(observerCredentials)
    .where(eq(observerCredentials.stageId, stageId))
    .orderBy(asc(observerCredentials.section), asc(observerCredentials.createdAt));
  const ids = credentials.map((c) => c.id);
  const devices = ids.length
    ? await db
        .select()
        .from(observerDevices)
        .where(inArray(observerDevices.credentialId, ids))
        .orderBy(asc(observerDevices.createdAt))
    : [];
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  const refused = await listOpenRefused(
    db,
    devices.map((d) => d.id),
  );
  const refusedOf = (deviceId: string): ObserverRefusedOp[] =>
    refused
      .filter((r) => r.refused.deviceId === deviceId)
      .map(({ refused: r, riderName, racingNumber }) => {
        const op = r.op as unknown as JudgeOp;
        return {
          opId: r.opId,
          participantId: op.participantId,
          riderName,
          racingNumber,
          section: op.section,
          lap: op.lap,
          kind: op.kind,
          points: op.points ?? null,
          at: op.at,
          receivedAt: r.receivedAt.toISOString(),
          reason: r.reason as JudgeRejection,
        };
      });
  const scored = await scoredCredentials(db, stageId, ids);
  const trainees = await traineeScoresOf(
    db,
    devices.filter((d) => credentials.find((c) => c.id === d.credentialId)?.trainee).map((d) => d.id),
  );
  return credentials.map((c) => {
    const traineeScores = devices.filter((d) => d.credentialId === c.id).flatMap((d) => trainees.get(d.id) ?? []);
    return {
      id: c.id,
      name: c.name,
      section: c.section,
      expiresAt: c.expiresAt.toISOString(),
      revokedAt: iso(c.revokedAt),
      createdAt: c.createdAt.toISOString(),
      trainee: c.trainee,
      scored: scored.has(c.id),
      traineeScores,
      agreement: c.trainee ? traineeAgreement(traineeScores) : null,
      devices: devices
        .filter((d) => d.credentialId === c.id)
        .map((d) => ({
          id: d.id,
          name: d.name,
          createdAt: d.createdAt.toISOString(),
          handedOffAt: iso(d.handedOffAt),
          lastSyncAt: iso(d.lastSyncAt),
          pendingCount: d.pendingCount,
          lateCount: d.lateCount,
          refused: refusedOf(d.id),
        })),
    };
  });
}

export async function revokeCredential(db: Db, stageId: string, id: string, at: Date) {
  const rows = await db
    .update(observerCredentials)
    .set({ revokedAt: sql`coalesce(${observerCredentials.revokedAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(observerCredentials.stageId, stageId), eq(observerCredentials.id, id)))
    .returning({ id: observerCredentials.id });
  return rows.length > 0;
}

/**
 * A credential that can open a new phone now: not revoked, not expired, and none of its phones handed
 * the section on (the phone that took over has a credential of its own; issue #35).
 */
export async function findOpenCredential(db: Db, where: { tokenHash: string } | { stageId: string; pinHash: string }) {
  const now = new Date();
  const match =
    'tokenHash' in where
      ? eq(observerCredentials.tokenHash, where.tokenHash)
      : and(eq(observerCredentials.stageId, where.stageId), eq(observerCredentials.pinHash, where.pinHash));
  const [row] = await db
    .select()
    .from(observerCredentials)
    .where(
      and(
        match,
        isNull(observerCredentials.revokedAt),
        gt(observerCredentials.expiresAt, now),
        notExists(
          db
            .select({ one: sql`1` })
            .from(observerDevices)
            .where(
              and(
                eq(observerDevices.credentialId, observerCredentials.id),
                sql`${observerDevices.handedOffAt} is not null`,
              ),
            ),
        ),
      ),
    );
  return row ?? null;
}

export async function insertDevice(db: Db, row: typeof observerDevices.$inferInsert) {
  await db.insert(observerDevices).values(row);
}

/** A phone's session with its credential and the credential's stage. */
export async function findSession(db: Db, sessionHash: string) {
  const [row] = await db
    .select({ device: observerDevices, credential: observerCredentials, stageTitle: stages.title })
    .from(observerDevices)
    .innerJoin(observerCredentials, eq(observerCredentials.id, observerDevices.credentialId))
    .innerJoin(stages, eq(stages.id, observerCredentials.stageId))
    .where(eq(observerDevices.sessionHash, sessionHash));
  return row ?? null;
}

export async function setHandoffCode(db: Db, deviceId: string, codeHash: string, expiresAt: Date) {
  await db
    .update(observerDevices)
    .set({ handoffCodeHash: codeHash, handoffExpiresAt: expiresAt })
    .where(eq(observerDevices.id, deviceId));
}

/** The phone whose hand-off code this is, if the code is still good; locks the row. */
export async function findHandoff(db: Db, codeHash: string) {
  const [row] = await db
    .select({ device: observerDevices, credential: observerCredentials })
    .from(observerDevices)
    .innerJoin(observerCredentials, eq(observerCredentials.id, observerDevices.credentialId))
    .where(
      and(
        eq(observerDevices.handoffCodeHash, codeHash),
        gt(observerDevices.handoffExpiresAt, new Date()),
        isNull(observerDevices.handedOffAt),
      ),
    )
    .for('update');
  return row ?? null;
}

export async function markHandedOff(db: Db, deviceId: string, at: Date) {
  await db
    .update(observerDevices)
    .set({ handedOffAt: at, handoffCodeHash: null, handoffExpiresAt: null })
    .where(eq(observerDevices.id, deviceId));
}

export async function touchDevice(db: Db, deviceId: string, pendingCount: number | null, late: number) {
  await db
    .update(observerDevices)
    .set({
      lastSyncAt: new Date(),
      pendingCount,
      lateCount: sql`${observerDevices.lateCount} + ${late}`,
    })
    .where(eq(observerDevices.id, deviceId));
}

/** Published stages where some credential can be opened now (the PIN page offers them). */
export async function listOpenStages(db: Db) {
  return db
    .selectDistinct({ id: stages.id, title: stages.title })
    .from(observerCredentials)
    .innerJoin(stages, eq(stages.id, observerCredentials.stageId))
    .where(
      and(
        // A draft stage is staff-only everywhere (issue #35): its observers open it by link or QR.
        eq(stages.status, 'published'),
        isNull(observerCredentials.revokedAt),
        gt(observerCredentials.expiresAt, new Date()),
      ),
    )
    .orderBy(asc(stages.title));
}

/** Records the operation ids a phone says it holds (once each; the first announcement's time stays). */
export async function announceHeld(db: Db, deviceId: string, opIds: readonly string[], at: Date) {
  if (opIds.length === 0) return;
  await db
    .insert(observerHeldOps)
    .values([...new Set(opIds)].map((opId) => ({ deviceId, opId, announcedAt: at })))
    .onConflictDoNothing();
}

/** Which of these operations the phone announced before `cutoff`. */
export async function heldBefore(db: Db, deviceId: string, opIds: readonly string[], cutoff: Date) {
  if (opIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ opId: observerHeldOps.opId })
    .from(observerHeldOps)
    .where(
      and(
        eq(observerHeldOps.deviceId, deviceId),
        inArray(observerHeldOps.opId, [...opIds]),
        lt(observerHeldOps.announcedAt, cutoff),
      ),
    );
  return new Set(rows.map((r) => r.opId));
}

/** Keeps a phone's refused operations for race control (a replayed id is stored once). */
export async function insertRefused(db: Db, rows: (typeof observerRefusedOps.$inferInsert)[]) {
  if (rows.length === 0) return;
  await db.insert(observerRefusedOps).values(rows).onConflictDoNothing();
}

/** One refused operation of the stage still waiting for race control, with the phone's name; locks it. */
export async function findOpenRefused(db: Db, stageId: string, opId: string) {
  const [row] = await db
    .select({ refused: observerRefusedOps, deviceName: observerDevices.name, trainee: observerCredentials.trainee })
    .from(observerRefusedOps)
    .innerJoin(observerDevices, eq(observerDevices.id, observerRefusedOps.deviceId))
    .innerJoin(observerCredentials, eq(observerCredentials.id, observerDevices.credentialId))
    .where(
      and(
        eq(observerRefusedOps.stageId, stageId),
        eq(observerRefusedOps.opId, opId),
        eq(observerRefusedOps.status, 'open'),
      ),
    )
    .for('update', { of: observerRefusedOps });
  return row ?? null;
}

export async function handleRefused(db: Db, opId: string, status: 'accepted' | 'dismissed', by: string) {
  await db
    .update(observerRefusedOps)
    .set({ status, handledAt: new Date(), handledBy: by })
    .where(and(eq(observerRefusedOps.opId, opId), eq(observerRefusedOps.status, 'open')));
}

/** The refused operations race control has not handled yet, of these phones, with the rider. */
export async function listOpenRefused(db: Db, deviceIds: readonly string[]) {
  if (deviceIds.length === 0) return [];
  return db
    .select({
      refused: observerRefusedOps,
      riderName: participants.name,
      racingNumber: participants.racingNumber,
    })
    .from(observerRefusedOps)
    .leftJoin(
      participants,
      and(
        eq(participants.stageId, observerRefusedOps.stageId),
        eq(participants.id, sql`${observerRefusedOps.op}->>'participantId'`),
      ),
    )
    .where(and(inArray(observerRefusedOps.deviceId, [...deviceIds]), eq(observerRefusedOps.status, 'open')))
    .orderBy(asc(observerRefusedOps.receivedAt));
}

/** Every name a scorer of this stage goes by: its judges (name or e-mail) and its observer credentials and phones. */
export async function scorerNames(db: Db, stageId: string): Promise<string[]> {
  const [judges, creds, phones] = await Promise.all([
    db
      .select({ name: users.name, email: users.email })
      .from(stageJudges)
      .innerJoin(users, eq(users.id, stageJudges.userId))
      .where(eq(stageJudges.stageId, stageId)),
    db
      .select({ name: observerCredentials.name })
      .from(observerCredentials)
      .where(eq(observerCredentials.stageId, stageId)),
    db
      .select({ name: observerDevices.name })
      .from(observerDevices)
      .innerJoin(observerCredentials, eq(observerCredentials.id, observerDevices.credentialId))
      .where(eq(observerCredentials.stageId, stageId)),
  ]);
  return [...judges.flatMap((j) => [j.name, j.email]), ...creds.map((c) => c.name), ...phones.map((p) => p.name)];
}
