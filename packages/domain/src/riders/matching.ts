/**
 * Which rider an entry is (issue #38, docs/decisions/071): the one rule the migration, the join form,
 * the secretary's add and the entry import share. It is the standings' rule for finding a person again
 * — the name as `standingId` normalises it — with the birth date, and it never ties an entry to someone's
 * account by a name.
 */
import { standingId } from '../standings/ids.js';

/** The standings' name key: trimmed, lower-cased, white space as hyphens (the name part of a standing id). */
export function riderNameKey(name: string): string {
  return standingId(name, '');
}

/** A rider as the matching rule sees one. */
export interface RiderCandidate {
  id: string;
  name: string;
  birthDate: string;
  userId: string | null;
  /** Stages the rider already has an entry on: a rider rides a stage once. */
  stageIds: readonly string[];
}

/** Why an entry went to the rider it went to (the import preview says it). */
export type RiderMatchReason =
  /** The entry is the account's own (joined by the rider). */
  | 'account'
  /** The secretary picked this rider. */
  | 'picked'
  /** Same name (as standings compare names) and birth date as one rider without an account. */
  | 'nameAndBirthDate'
  /** No rider has that name and birth date: a new rider. */
  | 'new'
  /** Several riders fit, or the one that fits has an account or already rides this stage: a new rider, listed. */
  | 'ambiguous';

export type RiderMatch =
  | { riderId: string; reason: 'nameAndBirthDate' }
  | { riderId: null; reason: 'new' | 'ambiguous'; candidates: string[] };

/** The rider a secretary's entry (name, birth date, on a stage) is, by the rule; null rider: a new one. */
export function matchRider(
  entry: { name: string; birthDate: string; stageId: string },
  riders: readonly RiderCandidate[],
): RiderMatch {
  const key = riderNameKey(entry.name);
  const fits = riders.filter((r) => riderNameKey(r.name) === key && r.birthDate === entry.birthDate);
  if (fits.length === 0) return { riderId: null, reason: 'new', candidates: [] };
  const [only] = fits;
  if (fits.length === 1 && only && only.userId === null && !only.stageIds.includes(entry.stageId))
    return { riderId: only.id, reason: 'nameAndBirthDate' };
  return { riderId: null, reason: 'ambiguous', candidates: fits.map((r) => r.id) };
}

/** An entry without a rider yet (the migration's input). */
export interface UnassignedEntry {
  stageId: string;
  participantId: string;
  name: string;
  birthDate: string;
  /** The account this entry is, when its id is an existing account's (riders join with their user id). */
  userId: string | null;
}

/**
 * Riders for many entries at once (the migration, and rows inserted without one): an account's entries
 * go to its rider; `ext-` entries are grouped by name key and birth date and each group is matched like
 * one entry. A group with two entries on one stage is ambiguous: each of its entries stays apart.
 * Returns, per entry, an existing rider's id or the index of a new rider (entries of one new rider share it).
 */
export function groupEntries(
  entries: readonly UnassignedEntry[],
  riders: readonly RiderCandidate[],
): { assignments: { entry: UnassignedEntry; riderId: string | null; newRider: number | null }[]; newRiders: number } {
  let newRiders = 0;
  const assignments: { entry: UnassignedEntry; riderId: string | null; newRider: number | null }[] = [];
  const groups = new Map<string, UnassignedEntry[]>();
  for (const entry of entries) {
    const key =
      entry.userId !== null ? `account\u0000${entry.userId}` : `${riderNameKey(entry.name)}\u0000${entry.birthDate}`;
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  for (const [key, group] of groups) {
    const first = group[0]!;
    if (key.startsWith('account\u0000')) {
      const own = riders.find((r) => r.userId === first.userId);
      const fresh = own ? null : newRiders++;
      for (const entry of group) assignments.push({ entry, riderId: own?.id ?? null, newRider: fresh });
      continue;
    }
    const stages = group.map((e) => e.stageId);
    if (new Set(stages).size < stages.length) {
      for (const entry of group) assignments.push({ entry, riderId: null, newRider: newRiders++ });
      continue;
    }
    const matches = group.map((e) => matchRider(e, riders));
    const riderId = matches[0]!.riderId;
    if (riderId !== null && matches.every((m) => m.riderId === riderId)) {
      for (const entry of group) assignments.push({ entry, riderId, newRider: null });
      continue;
    }
    const fresh = newRiders++;
    for (const entry of group) assignments.push({ entry, riderId: null, newRider: fresh });
  }
  return { assignments, newRiders };
}

/** Riders kept apart that share a name key: the secretary's list to look at (and merge where they are one). */
export interface RiderReviewGroup {
  nameKey: string;
  riders: { id: string; name: string; birthDate: string; hasAccount: boolean }[];
}

export function ridersToReview(
  riders: readonly { id: string; name: string; birthDate: string; userId: string | null }[],
): RiderReviewGroup[] {
  const byKey = new Map<string, RiderReviewGroup['riders']>();
  for (const r of riders) {
    const key = riderNameKey(r.name);
    byKey.set(key, [
      ...(byKey.get(key) ?? []),
      { id: r.id, name: r.name, birthDate: r.birthDate, hasAccount: r.userId !== null },
    ]);
  }
  return [...byKey]
    .filter(([, list]) => list.length > 1)
    .map(([nameKey, list]) => ({ nameKey, riders: list.sort((a, b) => a.birthDate.localeCompare(b.birthDate)) }))
    .sort((a, b) => a.nameKey.localeCompare(b.nameKey));
}
