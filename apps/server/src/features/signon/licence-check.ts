import type { Db } from '../../db/open-db.js';

export type LicenceState = 'valid' | 'missing' | 'expired';

/**
 * THE LICENCE HOOK of the sign-on screen (decision 081). No licence model exists yet (a rider's
 * licence is only the free text typed at entry), so nothing is checked and every entry answers null:
 * the screen shows no licence line. The licence work replaces this function's body: given a stage and
 * its entries, say per entry whether its licence is valid on the stage's day, missing or expired;
 * 'missing' and 'expired' then appear as the 'licence' problem on the sign-on screen.
 */
export async function licenceStates(
  _db: Db,
  _stage: { id: string; competitionStartDate: Date },
  entries: readonly { id: string; license: string | null; riderId: string | null }[],
): Promise<Map<string, LicenceState | null>> {
  return new Map(entries.map((e) => [e.id, null]));
}
