import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { participants, riders } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { entryNumber } from '../championship-numbers/entry-number.js';
import { type EntryStage, type OneEventPurchase, checkEntryLicence } from '../riders/entry-licence.js';

/**
 * What an entry must meet beyond the form (issue #38, decision 079), for the join and the secretary's
 * add alike: the stage's licence rule on its date, and the championship's permanent numbers. Returns the
 * number the entry gets (a holder's own) and the one-event licence it buys, if any.
 */
export async function entryRules(
  tx: Db,
  stage: EntryStage,
  riderId: string,
  data: { birthDate: string; racingClass: string; racingNumber: number | null },
  buyOneEvent: boolean,
): Promise<{ racingNumber: number | null; licence: OneEventPurchase | null }> {
  const licence = await checkEntryLicence(tx, stage, { id: riderId, birthDate: data.birthDate }, buyOneEvent);
  const racingNumber = await entryNumber(tx, stage, riderId, data.racingClass, data.racingNumber);
  return { racingNumber, licence };
}

/**
 * The rider a secretary picked for a new entry: it must exist and not ride the stage yet. It takes the
 * entry's club and gender, as a matched rider does (decision 071); its name stays as first written.
 */
export async function pickedRider(
  tx: Db,
  stageId: string,
  riderId: string,
  fields: { gender: 'male' | 'female' | null; clubId: string | null },
) {
  const [rider] = await tx.select().from(riders).where(eq(riders.id, riderId));
  if (!rider) throw new AppError('validation', { riderId: 'participant.riderUnknown' });
  const [entered] = await tx
    .select({ id: participants.id })
    .from(participants)
    .where(and(eq(participants.stageId, stageId), eq(participants.riderId, riderId)))
    .limit(1);
  if (entered) throw new AppError('riderAlreadyEntered', { riderId: 'participant.riderAlreadyEntered' });
  await tx
    .update(riders)
    .set({ gender: fields.gender, clubId: fields.clubId, updatedAt: new Date() })
    .where(eq(riders.id, riderId));
  return rider;
}
