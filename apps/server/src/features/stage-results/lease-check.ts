import { type StageLeaseView, wallClockIn } from '@trialhub/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { stageLeases, stages } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';

/**
 * Whether a stage is checked out to a venue laptop (decision 085): its `out` lease as the pages show it —
 * the laptop's name and since when, also on the venue's wall clock (the stage's time zone) — or null.
 */
export async function stageLease(db: Db, stageId: string): Promise<StageLeaseView | null> {
  const [found] = await db
    .select({ deviceName: stageLeases.deviceName, since: stageLeases.checkedOutAt, timeZone: stages.timeZone })
    .from(stageLeases)
    .innerJoin(stages, eq(stages.id, stageLeases.stageId))
    .where(and(eq(stageLeases.stageId, stageId), eq(stageLeases.state, 'out')));
  if (!found) return null;
  const since = found.since.toISOString();
  return { deviceName: found.deviceName, since, time: wallClockIn(found.timeZone, since).slice(11, 16) };
}

/** The refusal of an edit of a checked-out stage: 409 `stageCheckedOut` naming the laptop and the time. */
export function checkedOutError(lease: StageLeaseView): AppError {
  return new AppError('stageCheckedOut', undefined, undefined, { lease });
}

/**
 * Refuses an edit of the stage while it is checked out. Every command the server numbers itself runs this
 * in its transaction (runCommand); the HTTP guard (venue/lease-guard.ts) runs it before the other edits.
 */
export async function refuseIfCheckedOut(db: Db, stageId: string): Promise<void> {
  const lease = await stageLease(db, stageId);
  if (lease) throw checkedOutError(lease);
}

/**
 * Refuses a championship-wide standings batch (Approve / Final) while one of its stages is checked out:
 * the stage's results are still at the venue, so the batch would finalise standings without them. The
 * refusal names the first such stage's laptop and time, as an edit of that stage would.
 */
export async function refuseIfChampionshipCheckedOut(db: Db, championshipId: string): Promise<void> {
  const [out] = await db
    .select({ stageId: stageLeases.stageId })
    .from(stageLeases)
    .innerJoin(stages, eq(stages.id, stageLeases.stageId))
    .where(and(eq(stages.championshipId, championshipId), eq(stageLeases.state, 'out')))
    .orderBy(stageLeases.checkedOutAt)
    .limit(1);
  if (out) await refuseIfCheckedOut(db, out.stageId);
}
