import { type LicenceFederation, ageOn, dayIn, licenceProblem, oneEventLicenceCents } from '@trialhub/domain';
import type { Db } from '../../db/open-db.js';
import { AppError } from '../../http/app-error.js';
import * as repo from './licences.repository.js';
import { findAccountRider } from './riders.repository.js';

/** What a stage's entry needs of it: where, when, and the championship. */
export interface EntryStage {
  id: string;
  championshipId: string;
  competitionStartDate: Date;
  competitionEndDate: Date;
  timeZone: string;
}

/** A one-event licence the entry buys: recorded with the entry, its price charged with the fee. */
export interface OneEventPurchase {
  federation: LicenceFederation;
  priceCents: number;
  validFrom: string;
  validTo: string;
}

/**
 * The licence rule of an entry (decision 079): on the stage's first calendar day at the venue, the rider
 * holds a valid licence of a kind the stage asks for, or buys a one-event licence with the entry.
 * Refused with what is missing (none, expired, wrong kind); nothing is written here.
 */
export async function checkEntryLicence(
  tx: Db,
  stage: EntryStage,
  rider: { id: string; birthDate: string },
  buyOneEvent: boolean,
): Promise<OneEventPurchase | null> {
  const rules = await repo.effectiveRules(tx, stage.id, stage.championshipId);
  const day = dayIn(stage.timeZone, stage.competitionStartDate);
  const lastDay = dayIn(stage.timeZone, stage.competitionEndDate);
  let purchase: OneEventPurchase | null = null;
  if (buyOneEvent) {
    if (!rules.oneEventLicence) throw new AppError('oneEventNotSold', { licence: 'licences.error.oneEventNotSold' });
    purchase = {
      federation: rules.oneEventLicence.federation,
      priceCents: oneEventLicenceCents(rules.oneEventLicence, ageOn(rider.birthDate, stage.competitionStartDate)),
      validFrom: day,
      validTo: lastDay < day ? day : lastDay,
    };
  }
  const held = await repo.listLicences(tx, rider.id);
  const all = purchase ? [...held, { kind: 'one-event' as const, ...purchase }] : held;
  const problem = licenceProblem(all, rules.requiredLicenceKinds, day);
  if (problem) throw new AppError('licenceMissing', { licence: `licences.missing.${problem.reason}` });
  return purchase;
}

/** Records the one-event licence an entry bought (once per entry). */
export async function recordEntryLicence(
  tx: Db,
  riderId: string,
  stageId: string,
  participantId: string,
  purchase: OneEventPurchase | null,
  by: string,
) {
  if (!purchase) return;
  const { priceCents, ...licence } = purchase;
  await repo.insertLicence(
    tx,
    riderId,
    { ...licence, kind: 'one-event', number: null },
    { createdBy: by, stageId, participantId, priceCents },
  );
}

/**
 * The one-event licence line of the join form's quote (decision 079): its price when the rules sell one
 * and the signed-in rider holds no licence valid on the stage's date — the join then needs one bought.
 * Priced by the birth date the form gives, else the rider's; no birth date yet: no line.
 */
export async function quoteEntryLicenceCents(
  db: Db,
  stage: EntryStage,
  userId: string | null,
  birthDate: string | undefined,
): Promise<number | null> {
  const rules = await repo.effectiveRules(db, stage.id, stage.championshipId);
  if (!rules.oneEventLicence || rules.requiredLicenceKinds.length === 0) return null;
  const rider = userId ? await findAccountRider(db, userId) : null;
  const held = rider ? await repo.listLicences(db, rider.id) : [];
  if (!licenceProblem(held, rules.requiredLicenceKinds, dayIn(stage.timeZone, stage.competitionStartDate))) return null;
  const born = birthDate ?? rider?.birthDate;
  if (!born) return null;
  return oneEventLicenceCents(rules.oneEventLicence, ageOn(born, stage.competitionStartDate));
}
