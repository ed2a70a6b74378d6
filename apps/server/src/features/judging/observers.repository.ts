import type { ObserverCredential } from '@trialhub/domain';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { observerCredentials, observerDevices, stages } from '../../db/schema.js';

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
  return credentials.map((c) => ({
    id: c.id,
    name: c.name,
    section: c.section,
    expiresAt: c.expiresAt.toISOString(),
    revokedAt: iso(c.revokedAt),
    createdAt: c.createdAt.toISOString(),
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
      })),
  }));
}

export async function revokeCredential(db: Db, stageId: string, id: string, at: Date) {
  const rows = await db
    .update(observerCredentials)
    .set({ revokedAt: sql`coalesce(${observerCredentials.revokedAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(observerCredentials.stageId, stageId), eq(observerCredentials.id, id)))
    .returning({ id: observerCredentials.id });
  return rows.length > 0;
}

/** A credential that can open a new phone now: not revoked, not expired. */
export async function findOpenCredential(db: Db, where: { tokenHash: string } | { stageId: string; pinHash: string }) {
  const now = new Date();
  const match =
    'tokenHash' in where
      ? eq(observerCredentials.tokenHash, where.tokenHash)
      : and(eq(observerCredentials.stageId, where.stageId), eq(observerCredentials.pinHash, where.pinHash));
  const [row] = await db
    .select()
    .from(observerCredentials)
    .where(and(match, isNull(observerCredentials.revokedAt), gt(observerCredentials.expiresAt, now)));
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

/** Stages where some credential can be opened now (the PIN page offers them). */
export async function listOpenStages(db: Db) {
  return db
    .selectDistinct({ id: stages.id, title: stages.title })
    .from(observerCredentials)
    .innerJoin(stages, eq(stages.id, observerCredentials.stageId))
    .where(and(isNull(observerCredentials.revokedAt), gt(observerCredentials.expiresAt, new Date())))
    .orderBy(asc(stages.title));
}
