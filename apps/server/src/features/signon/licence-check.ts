import { ageOn, dayIn, licenceProblem, oneEventLicenceCents } from '@trialhub/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
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

/**
 * What the desk asks for a one-event licence (decision 079's prices, by the rider's age on the stage's
 * date): for each entry whose licence is missing or expired, when the stage's rules sell one and the
 * entry has a rider record to hold it; else null.
 */
export async function oneEventOffers(
  db: Db,
  stage: { id: string; championshipId: string; competitionStartDate: Date },
  entries: readonly { id: string; birthDate: string }[],
  states: Map<string, LicenceState | null>,
): Promise<Map<string, number | null>> {
  const { oneEventLicence } = await effectiveRules(db, stage.id, stage.championshipId);
  const withRider = new Set(
    oneEventLicence
      ? (
          await db
            .select({ id: participants.id })
            .from(participants)
            .where(and(eq(participants.stageId, stage.id), isNotNull(participants.riderId)))
        ).map((p) => p.id)
      : [],
  );
  return new Map(
    entries.map((e) => {
      const needs = states.get(e.id) === 'missing' || states.get(e.id) === 'expired';
      const priced = needs && oneEventLicence && withRider.has(e.id) && /^\d{4}-\d{2}-\d{2}$/.test(e.birthDate);
      return [
        e.id,
        priced ? oneEventLicenceCents(oneEventLicence, ageOn(e.birthDate, stage.competitionStartDate)) : null,
      ];
    }),
  );
}
