import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import {
  CROCKFORD_ALPHABET,
  type CreatePairingBody,
  type DeviceToken,
  type GrantLeaseBody,
  PAIRING_CODE_LENGTH,
  type Pairing,
  type StageLeaseState,
  normalizePairingCode,
} from '@trialhub/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { type Viewer, hasRole } from '../../auth/viewer.js';
import { writeAudit } from '../../db/audit.js';
import type { Db } from '../../db/open-db.js';
import { stageLeases, stagePairingLocks, stages, venuePairings } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { checkedOutError, stageLease } from '../stage-results/index.js';

/** How long a pairing code may be entered, and how long 5 wrong codes lock a stage's pairing. */
export const PAIRING_MINUTES = 10;
export const WRONG_CODES_LOCK = 5;
/** Wrong secrets that end a pairing (its token can no longer be had). */
const WRONG_SECRETS = 5;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Who may check a stage out or see its lease: an admin or a secretary (decision 085, point 2). */
export function requireLeaseStaff(viewer: Viewer | null): asserts viewer is Viewer {
  if (!viewer) throw new AppError('unauthenticated');
  if (!hasRole(viewer, 'secretary') && !hasRole(viewer, 'admin')) throw new AppError('forbidden');
}

function pairingCode(): string {
  let code = '';
  for (let i = 0; i < PAIRING_CODE_LENGTH; i++) code += CROCKFORD_ALPHABET[randomInt(CROCKFORD_ALPHABET.length)];
  return code;
}

/**
 * Pairing a venue laptop with a stage (decision 085, point 3): the laptop asks under its name and shows the
 * code; a secretary signed in here enters it on the stage (the stage is checked out from then); the laptop
 * then proves its secret and gets its device token, once.
 */
export class Pairings {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
  ) {}

  async create(body: CreatePairingBody): Promise<Pairing> {
    const id = randomUUID();
    const secret = randomBytes(32).toString('base64url');
    const code = pairingCode();
    const expiresAt = new Date(this.clock().getTime() + PAIRING_MINUTES * 60_000);
    await this.db.insert(venuePairings).values({
      id,
      deviceName: body.deviceName,
      secretHash: sha256(secret),
      codeHash: sha256(code),
      expiresAt,
    });
    return { pairingId: id, secret, code, expiresAt: expiresAt.toISOString() };
  }

  /** The secretary enters the laptop's code on the stage: single use, 10 minutes, 5 wrong codes lock 10 minutes. */
  async grant(viewer: Viewer | null, stageId: string, body: GrantLeaseBody): Promise<StageLeaseState> {
    requireLeaseStaff(viewer);
    const now = this.clock();
    // A wrong code is counted in a transaction that commits; the refusal comes after it.
    const outcome = await this.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [stage] = await tx.select({ id: stages.id }).from(stages).where(eq(stages.id, stageId)).for('update');
      if (!stage) throw new AppError('notFound');
      const [lock] = await tx.select().from(stagePairingLocks).where(eq(stagePairingLocks.stageId, stageId));
      if (lock?.lockedUntil && lock.lockedUntil > now) return 'locked' as const;
      const out = await stageLease(tx, stageId);
      if (out) throw checkedOutError(out);
      const [pairing] = await tx
        .select()
        .from(venuePairings)
        .where(
          and(
            eq(venuePairings.codeHash, sha256(normalizePairingCode(body.code))),
            isNull(venuePairings.stageId),
            gt(venuePairings.expiresAt, now),
          ),
        )
        .for('update');
      if (!pairing) {
        // A code the laptop showed over 10 minutes ago is told apart (the laptop shows a new one); it
        // still counts as a wrong code, so telling them apart helps no one guessing.
        const [expired] = await tx
          .select({ id: venuePairings.id })
          .from(venuePairings)
          .where(
            and(eq(venuePairings.codeHash, sha256(normalizePairingCode(body.code))), isNull(venuePairings.stageId)),
          )
          .limit(1);
        const wrong = (lock?.wrongCodes ?? 0) + 1;
        const locked = wrong >= WRONG_CODES_LOCK;
        const row = {
          wrongCodes: locked ? 0 : wrong,
          lockedUntil: locked ? new Date(now.getTime() + PAIRING_MINUTES * 60_000) : null,
        };
        await tx
          .insert(stagePairingLocks)
          .values({ stageId, ...row })
          .onConflictDoUpdate({ target: stagePairingLocks.stageId, set: row });
        return locked ? ('locked' as const) : expired ? ('expired' as const) : ('wrong' as const);
      }
      const leaseId = randomUUID();
      await tx.insert(stageLeases).values({
        id: leaseId,
        stageId,
        deviceId: pairing.id,
        deviceName: pairing.deviceName,
        checkedOutAt: now,
        checkedOutBy: viewer.userId,
      });
      await tx.update(venuePairings).set({ stageId, leaseId, grantedAt: now }).where(eq(venuePairings.id, pairing.id));
      await tx.delete(stagePairingLocks).where(eq(stagePairingLocks.stageId, stageId));
      await writeAudit(tx, {
        stageId,
        event: 'lease_out',
        data: { leaseId, deviceName: pairing.deviceName },
        userId: viewer.userId,
        userEmail: viewer.email,
      });
      return 'granted' as const;
    });
    if (outcome === 'locked') throw new AppError('pairingLocked');
    if (outcome === 'wrong') throw new AppError('pairingCodeInvalid');
    if (outcome === 'expired') throw new AppError('pairingCodeExpired');
    return { lease: await stageLease(this.db, stageId) };
  }

  /** The laptop proves its pairing's secret and gets its device token (256 bits, kept here only hashed), once. */
  async token(pairingId: string, secret: string): Promise<DeviceToken> {
    const outcome = await this.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [pairing] = await tx.select().from(venuePairings).where(eq(venuePairings.id, pairingId)).for('update');
      if (!pairing || pairing.tokenIssuedAt || pairing.attempts >= WRONG_SECRETS) throw new AppError('notFound');
      if (pairing.secretHash !== sha256(secret)) {
        await tx
          .update(venuePairings)
          .set({ attempts: sql`${venuePairings.attempts} + 1` })
          .where(eq(venuePairings.id, pairingId));
        return null;
      }
      if (!pairing.leaseId) {
        if (pairing.expiresAt <= this.clock()) throw new AppError('notFound');
        throw new AppError('pairingPending');
      }
      const [lease] = await tx.select().from(stageLeases).where(eq(stageLeases.id, pairing.leaseId));
      if (!lease || lease.state !== 'out') throw new AppError('leaseEnded');
      const token = randomBytes(32).toString('base64url');
      await tx
        .update(stageLeases)
        .set({ tokenHash: sha256(token) })
        .where(eq(stageLeases.id, lease.id));
      await tx.update(venuePairings).set({ tokenIssuedAt: this.clock() }).where(eq(venuePairings.id, pairingId));
      return { token, stageId: lease.stageId, deviceName: lease.deviceName, leaseId: lease.id };
    });
    if (!outcome) throw new AppError('forbidden');
    return outcome;
  }
}
