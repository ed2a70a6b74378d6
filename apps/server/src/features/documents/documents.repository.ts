import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { championships, institutions, participants, stages, standingsStatus } from '../../db/schema.js';

/** A stage with its championship and federation, as the results document's header needs them. */
export async function findStageWithChampionship(db: Db, stageId: string) {
  const [row] = await db
    .select({ stage: stages, championship: championships, federation: institutions.name })
    .from(stages)
    .innerJoin(championships, eq(championships.id, stages.championshipId))
    .innerJoin(institutions, eq(institutions.id, championships.institutionId))
    .where(eq(stages.id, stageId));
  return row ?? null;
}

export { findApprovedAt } from '../stage-results/index.js';

export async function findFederationName(db: Db, institutionId: string): Promise<string> {
  const [row] = await db
    .select({ name: institutions.name })
    .from(institutions)
    .where(eq(institutions.id, institutionId));
  return row?.name ?? institutionId;
}

/** The championship's standings status with the time it was last set. */
export async function findStandingsStatusAt(db: Db, championshipId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: standingsStatus.updatedAt })
    .from(standingsStatus)
    .where(eq(standingsStatus.championshipId, championshipId));
  return row?.at ?? null;
}

/** A stage's riders as the paper forms print them (number, name, class, club). */
export async function listSheetRiders(db: Db, stageId: string) {
  return db
    .select({
      id: participants.id,
      name: participants.name,
      racingNumber: participants.racingNumber,
      racingClass: participants.racingClass,
      club: participants.clubId,
    })
    .from(participants)
    .where(eq(participants.stageId, stageId));
}

/** A championship's address parts (the standings reads go by institution and slug). */
export async function findChampionshipAddress(db: Db, championshipId: string) {
  const [row] = await db
    .select({ institutionId: championships.institutionId, slug: championships.slug })
    .from(championships)
    .where(eq(championships.id, championshipId));
  return row ?? null;
}
