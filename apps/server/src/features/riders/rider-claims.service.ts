import {
  type MyRiderClaims,
  type PendingRiderClaim,
  type RiderClaimLookup,
  type RiderClaimOutcome,
  type RiderClaimRequest,
  claimNeedsConfirmation,
  isIsoDay,
  riderPair,
} from '@trialhub/domain';
import { randomUUID } from 'node:crypto';
import { type Viewer, hasRole, requireViewer } from '../../auth/viewer.js';
import { writeAudit } from '../../db/audit.js';
import type { Db } from '../../db/open-db.js';
import { riderClaims } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import * as claims from './rider-claims.repository.js';
import { differentPairs, linkAccount, mergeRiders, rememberDifferent, splitRider } from './rider-identity.js';
import { findAccountRider } from './riders.repository.js';

/** The join form keeps the birth date as typed there (`YYYY.MM.DD`); anything else is no birth date. */
function savedBirthDate(value: string | undefined): string | null {
  const day = value?.trim().replaceAll('.', '-') ?? '';
  return isIsoDay(day) ? day : null;
}

/** Secretaries (and admins) decide who a rider is. */
function requireStaff(viewer: Viewer | null): asserts viewer is Viewer {
  requireViewer(viewer);
  if (!hasRole(viewer, 'secretary') && !hasRole(viewer, 'admin')) throw new AppError('forbidden');
}

/**
 * Claims of rider records, merges, splits and dismissed namesakes (issue #38, decision 080). Every
 * change that decides who a rider is writes an audit entry in its transaction.
 */
export class RiderClaimsService {
  constructor(private readonly db: Db) {}

  private tx<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(tx as unknown as Db));
  }

  private async offers(viewer: Viewer, lookup: RiderClaimLookup) {
    const account = await claims.findClaimant(this.db, viewer.userId);
    if (!account) throw new AppError('unauthenticated');
    const found = await claims.claimableRiders(this.db, {
      userId: viewer.userId,
      email: account.email,
      name: account.data?.name ?? account.name,
      birthDate: lookup.birthDate ?? savedBirthDate(account.data?.birthDate),
      licence: lookup.licence ?? account.data?.license ?? null,
    });
    const mine = await claims.listUserClaims(this.db, viewer.userId);
    const own = await findAccountRider(this.db, viewer.userId);
    const different = own ? await differentPairs(this.db) : new Set<string>();
    const offers = found.filter(
      (o) =>
        !mine.some((c) => c.riderId === o.riderId && c.status !== 'approved') &&
        !(own && different.has(riderPair(own.id, o.riderId).join('\n'))),
    );
    return { offers, mine };
  }

  async mine(viewer: Viewer | null, lookup: RiderClaimLookup): Promise<MyRiderClaims> {
    requireViewer(viewer);
    const { offers, mine } = await this.offers(viewer, lookup);
    return {
      offers,
      pending: mine
        .filter((c) => c.status === 'pending')
        .map((c) => ({ id: c.id, riderId: c.riderId, name: c.name, createdAt: c.createdAt.toISOString() })),
    };
  }

  /** Claims a record the user is offered: linked at once, or waiting for a secretary (name and birth date). */
  async claim(viewer: Viewer | null, body: RiderClaimRequest): Promise<RiderClaimOutcome> {
    requireViewer(viewer);
    const { offers } = await this.offers(viewer, body);
    const offer = offers.find((o) => o.riderId === body.riderId);
    // Not offered: not the caller's to know about (a record's existence is not given away).
    if (!offer) throw new AppError('notFound');
    if (!claimNeedsConfirmation(offer.match))
      return this.tx(async (tx) => {
        const riderId = await linkAccount(tx, viewer.userId, offer.riderId);
        await this.audit(tx, viewer, 'rider.claimed', { claimed: offer.riderId, riderId, match: offer.match });
        return { status: 'claimed' as const, riderId };
      });
    return this.tx(async (tx) => {
      const id = `rc-${randomUUID().replaceAll('-', '')}`;
      const [made] = await tx
        .insert(riderClaims)
        .values({ id, riderId: offer.riderId, userId: viewer.userId, match: 'nameAndBirthDate' })
        .onConflictDoNothing()
        .returning({ id: riderClaims.id });
      if (made) await this.audit(tx, viewer, 'rider.claimRequested', { riderId: offer.riderId, claimId: id });
      return { status: 'pending' as const, claimId: made?.id ?? id };
    });
  }

  async pending(viewer: Viewer | null): Promise<PendingRiderClaim[]> {
    requireStaff(viewer);
    return claims.listPendingClaims(this.db);
  }

  async decide(viewer: Viewer | null, claimId: string, approve: boolean): Promise<{ status: 'approved' | 'refused' }> {
    requireStaff(viewer);
    return this.tx(async (tx) => {
      const claim = await claims.lockClaim(tx, claimId);
      if (!claim) throw new AppError('notFound');
      if (claim.status !== 'pending') throw new AppError('riderClaimDecided');
      const status = approve ? ('approved' as const) : ('refused' as const);
      await claims.decideClaim(tx, claimId, status, viewer.userId);
      const riderId = approve ? await linkAccount(tx, claim.userId, claim.riderId) : null;
      await this.audit(tx, viewer, approve ? 'rider.claimApproved' : 'rider.claimRefused', {
        claimId,
        claimed: claim.riderId,
        userId: claim.userId,
        ...(riderId ? { riderId } : {}),
      });
      return { status };
    });
  }

  async merge(viewer: Viewer | null, fromId: string, intoId: string) {
    requireStaff(viewer);
    return this.tx(async (tx) => {
      const { entries } = await mergeRiders(tx, fromId, intoId);
      await this.audit(tx, viewer, 'rider.merged', { from: fromId, into: intoId, entries });
      return { riderId: intoId, entries };
    });
  }

  async split(viewer: Viewer | null, riderId: string, entries: { stageId: string; participantId: string }[]) {
    requireStaff(viewer);
    return this.tx(async (tx) => {
      const made = await splitRider(tx, riderId, entries, viewer.userId);
      await this.audit(tx, viewer, 'rider.split', { from: riderId, into: made.riderId, entries });
      return made;
    });
  }

  async dismiss(viewer: Viewer | null, riderIds: string[]) {
    requireStaff(viewer);
    await this.tx(async (tx) => {
      await rememberDifferent(tx, riderIds, viewer.userId);
      await this.audit(tx, viewer, 'rider.namesakesDismissed', { riderIds });
    });
  }

  private audit(tx: Db, viewer: Viewer, event: string, data: Record<string, unknown>) {
    return writeAudit(tx, { stageId: null, event, data, userId: viewer.userId, userEmail: viewer.email });
  }
}
