import { dayIn, licenceProblem } from '@trialhub/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { participants } from '../../db/schema.js';
import { effectiveRules, listLicences } from '../riders/licences.repository.js';

export type LicenceState = 'valid' | 'missing' | 'expired';

/**
 * The sign-on screen's licence line (decision 081), by the licence rule of entries (decision 079): on
 * the stage's first day at the venue the rider holds a valid licence of a kind the stage asks for.
 * A stage that asks for none answers null for every entry (no licence line); an entry without a rider
 * record reads as missing. An expired licence of the right kind is 'expired'; none, or another kind, 'missing'.
 */
export async function licenceStates(
  db: Db,
  stage: { id: string; championshipId: string; competitionStartDate: Date; timeZone: string },
  entries: readonly { id: string }[],
): Promise<Map<string, LicenceState | null>> {
  const rules = await effectiveRules(db, stage.id, stage.championshipId);
  if (rules.requiredLicenceKinds.length === 0) return new Map(entries.map((e) => [e.id, null]));
  const day = dayIn(stage.timeZone, stage.competitionStartDate);
  const riders = new Map(
    (
      await db
        .select({ id: participants.id, riderId: participants.riderId })
        .from(participants)
        .where(and(eq(participants.stageId, stage.id)))
    ).map((p) => [p.id, p.riderId]),
  );
  const states = new Map<string, LicenceState | null>();
  for (const entry of entries) {
    const riderId = riders.get(entry.id);
    const problem = riderId ? licenceProblem(await listLicences(db, riderId), rules.requiredLicenceKinds, day) : null;
    states.set(
      entry.id,
      !riderId ? 'missing' : !problem ? 'valid' : problem.reason === 'expired' ? 'expired' : 'missing',
    );
  }
  return states;
}
