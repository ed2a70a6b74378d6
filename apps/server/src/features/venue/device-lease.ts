import type {
  CheckInBody,
  ForceBackAnswer,
  ForwardAnswer,
  ForwardCommandsBody,
  KeptCommands,
  StageLeaseDetail,
} from '@trialhub/domain';
import { and, eq } from 'drizzle-orm';
import { type Viewer, requireRole } from '../../auth/viewer.js';
import { writeAudit } from '../../db/audit.js';
import type { Db } from '../../db/open-db.js';
import { leaseKeptCommands, participants, stageLeases } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { LiveHub } from '../../live/hub.js';
import { applyForwarded, findStage, firstDifferingRider, stageDigest, stageLease } from '../stage-results/index.js';
import { latestLease, listKeptCommands } from './lease-reads.js';
import { requireLeaseStaff, sha256 } from './pairing.js';

type Lease = typeof stageLeases.$inferSelect;

/**
 * What a checked-out stage's laptop does with its device token (decision 085): forward its commands,
 * check the stage in; and what an admin does when it cannot: force it back.
 */
export class DeviceLeases {
  constructor(
    private readonly db: Db,
    private readonly hub: LiveHub,
    private readonly clock: () => Date,
  ) {}

  /**
   * The stage's lease for staff (admin, secretary): the laptop's name and since when, or null; and the
   * latest lease of any state with its sequences and digest, for the stage's venue page.
   */
  async state(viewer: Viewer | null, stageId: string): Promise<StageLeaseDetail> {
    requireLeaseStaff(viewer);
    const stage = await findStage(this.db, stageId);
    if (!stage) throw new AppError('notFound');
    return { lease: await stageLease(this.db, stageId), last: await latestLease(this.db, stageId, stage.timeZone) };
  }

  /** Commands sent under a revoked token (admin): what a forced-back laptop sent later, never applied. */
  async kept(viewer: Viewer | null, stageId: string): Promise<KeptCommands> {
    requireRole(viewer, 'admin');
    const stage = await findStage(this.db, stageId);
    if (!stage) throw new AppError('notFound');
    return { commands: await listKeptCommands(this.db, stageId, stage.timeZone) };
  }

  /** The lease of the token (`Authorization: Bearer …`), locked; its stage must be the one named. */
  private async leaseOf(tx: Db, token: string | null, stageId: string): Promise<Lease> {
    if (!token) throw new AppError('unauthenticated');
    const [lease] = await tx
      .select()
      .from(stageLeases)
      .where(eq(stageLeases.tokenHash, sha256(token)))
      .for('update');
    if (!lease) throw new AppError('unauthenticated');
    if (lease.stageId !== stageId) throw new AppError('forbidden');
    return lease;
  }

  /**
   * Forwarded commands, applied in the laptop's order exactly once; the answer is the highest sequence
   * applied. Under a lease that ended (forced back), they are kept aside for the admin, never applied
   * and never dropped, and the laptop is told (409 `leaseEnded`).
   */
  async forward(token: string | null, stageId: string, body: ForwardCommandsBody): Promise<ForwardAnswer> {
    const answer = await this.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const lease = await this.leaseOf(tx, token, stageId);
      const now = this.clock();
      if (lease.state !== 'out') {
        if (body.commands.length > 0)
          await tx
            .insert(leaseKeptCommands)
            .values(body.commands.map(({ sequence, ...command }) => ({ leaseId: lease.id, sequence, command })))
            .onConflictDoNothing();
        await tx
          .update(stageLeases)
          .set({ reportedSeq: Math.max(lease.reportedSeq, body.holding), lastContactAt: now })
          .where(eq(stageLeases.id, lease.id));
        return null;
      }
      const stage = await findStage(tx, stageId);
      if (!stage) throw new AppError('notFound');
      const done = await applyForwarded(
        tx,
        this.hub,
        stage,
        { origin: lease.deviceName, received: lease.receivedSeq },
        body.commands,
      );
      await tx
        .update(stageLeases)
        .set({
          receivedSeq: done.highestSequence,
          reportedSeq: Math.max(body.holding, done.highestSequence),
          lastContactAt: now,
        })
        .where(eq(stageLeases.id, lease.id));
      return done;
    });
    if (!answer) throw new AppError('leaseEnded');
    return answer;
  }

  /**
   * Check-in: the laptop's digest against the server's. Equal: the lease is returned and the stage is
   * editable here again. Different: refused (409 `digestMismatch`) naming the first rider whose rows differ.
   */
  async checkIn(
    token: string | null,
    stageId: string,
    body: CheckInBody,
  ): Promise<{ state: 'returned'; digest: string }> {
    return this.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const lease = await this.leaseOf(tx, token, stageId);
      if (lease.state !== 'out') throw new AppError('leaseEnded');
      const mine = await stageDigest(tx, stageId);
      if (mine.digest !== body.digest) {
        const riderId = body.riders ? firstDifferingRider(mine.riders, body.riders) : null;
        const [rider] = riderId
          ? await tx
              .select({ name: participants.name })
              .from(participants)
              .where(and(eq(participants.stageId, stageId), eq(participants.id, riderId)))
          : [];
        throw new AppError('digestMismatch', undefined, undefined, {
          firstRider: riderId ? { participantId: riderId, name: rider?.name ?? null } : null,
          serverDigest: mine.digest,
        });
      }
      const now = this.clock();
      await tx
        .update(stageLeases)
        .set({ state: 'returned', endedAt: now, digest: mine.digest, lastContactAt: now })
        .where(eq(stageLeases.id, lease.id));
      await writeAudit(tx, {
        stageId,
        event: 'lease_returned',
        data: { leaseId: lease.id, deviceName: lease.deviceName, digest: mine.digest },
        userId: `venue:${lease.deviceId}`,
        userEmail: null,
      });
      return { state: 'returned' as const, digest: mine.digest };
    });
  }

  /** An admin takes a lost laptop's stage back: the token is revoked; the answer says what never arrived. */
  async forceBack(viewer: Viewer | null, stageId: string): Promise<ForceBackAnswer> {
    requireRole(viewer, 'admin');
    return this.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [lease] = await tx
        .select()
        .from(stageLeases)
        .where(and(eq(stageLeases.stageId, stageId), eq(stageLeases.state, 'out')))
        .for('update');
      if (!lease) throw new AppError('notFound');
      await tx
        .update(stageLeases)
        .set({ state: 'forced', endedAt: this.clock(), endedBy: viewer.userId })
        .where(eq(stageLeases.id, lease.id));
      await writeAudit(tx, {
        stageId,
        event: 'lease_forced',
        data: {
          leaseId: lease.id,
          deviceName: lease.deviceName,
          reported: lease.reportedSeq,
          received: lease.receivedSeq,
        },
        userId: viewer.userId,
        userEmail: viewer.email,
      });
      return {
        state: 'forced' as const,
        deviceName: lease.deviceName,
        reportedSequence: lease.reportedSeq,
        receivedSequence: lease.receivedSeq,
        lastContactAt: lease.lastContactAt?.toISOString() ?? null,
      };
    });
  }
}
