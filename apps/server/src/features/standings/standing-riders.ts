import { riderPair } from '@trialhub/domain';
import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { participants, riderIdentityDecisions, riders } from '../../db/schema.js';

/**
 * What generation needs of rider records to tell namesakes apart (decision 090), read from the riders'
 * tables directly: the riders feature reads standings, so importing it here would make the two import
 * each other.
 */

/** Each entry of the stage and its rider record. */
export async function entryRiders(db: Db, stageId: string): Promise<Map<string, string | null>> {
  const rows = await db
    .select({ id: participants.id, riderId: participants.riderId })
    .from(participants)
    .where(eq(participants.stageId, stageId));
  return new Map(rows.map((r) => [r.id, r.riderId]));
}

/**
 * Whether two of these riders are known to be two people: a secretary said so (a dismissed namesakes
 * group, a split), or each has an account of his own (one account is one rider).
 */
export async function knownApart(db: Db, riderIds: readonly string[]): Promise<(a: string, b: string) => boolean> {
  const ids = [...new Set(riderIds)];
  if (ids.length < 2) return () => false;
  const decided = await db
    .select({ a: riderIdentityDecisions.riderA, b: riderIdentityDecisions.riderB })
    .from(riderIdentityDecisions)
    .where(
      and(
        eq(riderIdentityDecisions.decision, 'different'),
        or(inArray(riderIdentityDecisions.riderA, ids), inArray(riderIdentityDecisions.riderB, ids)),
      ),
    );
  const pairs = new Set(decided.map((d) => `${d.a}\n${d.b}`));
  const withAccounts = await db
    .select({ id: riders.id })
    .from(riders)
    .where(and(inArray(riders.id, ids), isNotNull(riders.userId)));
  const accounts = new Set(withAccounts.map((r) => r.id));
  return (a, b) => a !== b && (pairs.has(riderPair(a, b).join('\n')) || (accounts.has(a) && accounts.has(b)));
}
