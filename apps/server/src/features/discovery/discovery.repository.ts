import { and, asc, eq, exists, ne } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { championships, marketAds, stages } from '../../db/schema.js';

/** A championship by its address, with whether it has a published stage (only then is it public). */
export async function findPublicChampionship(db: Db, institutionId: string, slug: string) {
  const [row] = await db
    .select({ id: championships.id, displayName: championships.displayName })
    .from(championships)
    .where(
      and(
        eq(championships.institutionId, institutionId),
        eq(championships.slug, slug),
        exists(
          db
            .select({ id: stages.id })
            .from(stages)
            .where(and(eq(stages.championshipId, championships.id), eq(stages.status, 'published'))),
        ),
      ),
    );
  return row ?? null;
}

/** Every public page's address and when it last changed: published stages (and their championships), live ads. */
export async function listPublicPages(db: Db) {
  const published = await db
    .select({
      institutionId: championships.institutionId,
      championshipSlug: championships.slug,
      stageSlug: stages.slug,
      resultsStatus: stages.resultsStatus,
      competitionStartDate: stages.competitionStartDate,
      updatedAt: stages.updatedAt,
    })
    .from(stages)
    .innerJoin(championships, eq(championships.id, stages.championshipId))
    .where(eq(stages.status, 'published'))
    .orderBy(asc(stages.competitionStartDate));
  const ads = await db
    .select({ id: marketAds.id, updatedAt: marketAds.updatedAt })
    .from(marketAds)
    .where(ne(marketAds.status, 'removed'))
    .orderBy(asc(marketAds.createdAt));
  return { published, ads };
}
