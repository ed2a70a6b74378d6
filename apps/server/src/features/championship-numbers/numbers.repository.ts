import type { ChampionshipRider, PermanentNumber } from '@trialhub/domain';
import { and, asc, desc, eq, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { participants, permanentNumbers, riders, stages } from '../../db/schema.js';

/** Permanent championship numbers (decision 079). racingClass '' when numbers are not per class. */

export async function heldNumber(db: Db, championshipId: string, riderId: string, racingClass: string) {
  const [row] = await db
    .select({ number: permanentNumbers.number })
    .from(permanentNumbers)
    .where(
      and(
        eq(permanentNumbers.championshipId, championshipId),
        eq(permanentNumbers.riderId, riderId),
        eq(permanentNumbers.racingClass, racingClass),
      ),
    );
  return row?.number ?? null;
}

export async function holderOf(db: Db, championshipId: string, racingClass: string, number: number) {
  const [row] = await db
    .select({ riderId: permanentNumbers.riderId })
    .from(permanentNumbers)
    .where(
      and(
        eq(permanentNumbers.championshipId, championshipId),
        eq(permanentNumbers.racingClass, racingClass),
        eq(permanentNumbers.number, number),
      ),
    );
  return row?.riderId ?? null;
}

/** Gives the rider the number (replacing one they held in the same class); false when another holds it. */
export async function allocate(
  db: Db,
  row: { championshipId: string; riderId: string; racingClass: string; number: number; assignedBy: string },
): Promise<boolean> {
  const holder = await holderOf(db, row.championshipId, row.racingClass, row.number);
  if (holder && holder !== row.riderId) return false;
  await db
    .insert(permanentNumbers)
    .values(row)
    .onConflictDoUpdate({
      target: [permanentNumbers.championshipId, permanentNumbers.riderId, permanentNumbers.racingClass],
      set: { number: row.number, assignedBy: row.assignedBy, assignedAt: new Date() },
    });
  return true;
}

export async function release(db: Db, championshipId: string, riderId: string) {
  const gone = await db
    .delete(permanentNumbers)
    .where(and(eq(permanentNumbers.championshipId, championshipId), eq(permanentNumbers.riderId, riderId)))
    .returning({ number: permanentNumbers.number });
  return gone.length > 0;
}

/** The public list: every number with its holder (name and club unless they hid their rider page). */
export async function listNumbers(db: Db, championshipId: string): Promise<PermanentNumber[]> {
  const rows = await db
    .select({
      number: permanentNumbers.number,
      racingClass: permanentNumbers.racingClass,
      riderId: riders.id,
      name: riders.name,
      clubId: riders.clubId,
      hidden: riders.hidden,
    })
    .from(permanentNumbers)
    .innerJoin(riders, eq(riders.id, permanentNumbers.riderId))
    .where(eq(permanentNumbers.championshipId, championshipId))
    .orderBy(asc(permanentNumbers.racingClass), asc(permanentNumbers.number));
  return rows.map(({ hidden, racingClass, ...r }) => ({
    ...r,
    racingClass: racingClass || null,
    ...(hidden ? { riderId: null, name: null, clubId: null } : {}),
  }));
}

/** Another entry on the stage already rides with this number. */
export async function numberOnStage(db: Db, stageId: string, number: number, riderId: string) {
  const [row] = await db
    .select({ id: participants.id })
    .from(participants)
    .where(
      and(eq(participants.stageId, stageId), eq(participants.racingNumber, number), ne(participants.riderId, riderId)),
    )
    .limit(1);
  return !!row;
}

/** Every rider who entered a stage of the championship (any status) or holds a number in it, by name. */
export async function championshipRiders(db: Db, championshipId: string): Promise<ChampionshipRider[]> {
  const entries = await db
    .select({
      riderId: riders.id,
      name: riders.name,
      clubId: riders.clubId,
      racingClass: participants.racingClass,
      racingNumber: participants.racingNumber,
    })
    .from(participants)
    .innerJoin(stages, eq(stages.id, participants.stageId))
    .innerJoin(riders, eq(riders.id, participants.riderId))
    .where(and(eq(stages.championshipId, championshipId), isNotNull(participants.riderId)))
    .orderBy(desc(stages.competitionStartDate));
  const held = await db
    .select({
      riderId: riders.id,
      name: riders.name,
      clubId: riders.clubId,
      number: permanentNumbers.number,
      racingClass: permanentNumbers.racingClass,
    })
    .from(permanentNumbers)
    .innerJoin(riders, eq(riders.id, permanentNumbers.riderId))
    .where(eq(permanentNumbers.championshipId, championshipId));
  const byId = new Map<string, ChampionshipRider>();
  const of = ({ riderId, name, clubId }: { riderId: string; name: string; clubId: string | null }) => {
    let row = byId.get(riderId);
    if (!row) {
      row = { riderId, name, clubId, racingClasses: [], lastRacingNumber: null, numbers: [] };
      byId.set(riderId, row);
    }
    return row;
  };
  for (const e of entries) {
    const row = of(e);
    if (!row.racingClasses.includes(e.racingClass)) row.racingClasses.push(e.racingClass);
    // Newest stage first: the first number seen is the latest ridden.
    row.lastRacingNumber ??= e.racingNumber;
  }
  for (const h of held) of(h).numbers.push({ number: h.number, racingClass: h.racingClass || null });
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}
