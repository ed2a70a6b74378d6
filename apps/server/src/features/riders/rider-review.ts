import { type RiderReviewGroup, riderPair } from '@trialhub/domain';

/**
 * The namesakes list without what a secretary already answered (decision 080): a group stays while
 * some pair in it has not been called different people.
 */
export function withoutDecided(groups: RiderReviewGroup[], different: ReadonlySet<string>): RiderReviewGroup[] {
  return groups.filter((g) =>
    g.riders.some((a, i) => g.riders.slice(i + 1).some((b) => !different.has(riderPair(a.id, b.id).join('\n')))),
  );
}
