import type { Db } from '../../db/open-db.js';
import { AppError } from '../../http/app-error.js';
import { effectiveRules } from '../riders/licences.repository.js';
import * as repo from './numbers.repository.js';

/**
 * The stage's number rule with permanent numbers (decision 079): a rider who holds a number in the
 * championship enters with it (an empty number is filled, another one refused), and nobody else may
 * enter with a number someone holds. Returns the number the entry gets.
 */
export async function entryNumber(
  tx: Db,
  stage: { id: string; championshipId: string },
  riderId: string,
  racingClass: string,
  racingNumber: number | null,
): Promise<number | null> {
  const { permanentNumbers } = await effectiveRules(tx, stage.id, stage.championshipId);
  if (!permanentNumbers.enabled) return racingNumber;
  const cls = permanentNumbers.perClass ? racingClass : '';
  const own = await repo.heldNumber(tx, stage.championshipId, riderId, cls);
  if (own !== null) {
    if (racingNumber !== null && racingNumber !== own)
      throw new AppError('numberLocked', { racingNumber: 'numbers.error.locked' });
    if (racingNumber === null && (await repo.numberOnStage(tx, stage.id, own, riderId)))
      throw new AppError('numberTaken', { racingNumber: 'participant.numberTaken' });
    return own;
  }
  if (racingNumber !== null) {
    const holder = await repo.holderOf(tx, stage.championshipId, cls, racingNumber);
    if (holder && holder !== riderId) throw new AppError('numberHeld', { racingNumber: 'numbers.error.heldByOther' });
  }
  return racingNumber;
}
