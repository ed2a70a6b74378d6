import type { AdCategory, AdListQuery, AdStatus } from '@trialhub/domain';
import { type SQL, and, asc, count, desc, eq, gte, like, lt, lte, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { files, marketAdTombstones, marketAds, users } from '../../db/schema.js';

export type AdRow = typeof marketAds.$inferSelect & { sellerName: string };

export interface AdValues {
  description: string;
  searchText: string;
  priceCents: number;
  category: AdCategory;
  location: string | null;
  imageFileId: string;
  phone: string | null;
  whatsapp: string | null;
}

const columns = {
  id: marketAds.id,
  sellerId: marketAds.sellerId,
  description: marketAds.description,
  searchText: marketAds.searchText,
  priceCents: marketAds.priceCents,
  category: marketAds.category,
  location: marketAds.location,
  imageFileId: marketAds.imageFileId,
  phone: marketAds.phone,
  whatsapp: marketAds.whatsapp,
  status: marketAds.status,
  removedBy: marketAds.removedBy,
  createdAt: marketAds.createdAt,
  updatedAt: marketAds.updatedAt,
  sellerName: users.name,
};

/** `%`, `_` and `\` typed by a user are searched for as themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** One page of ads on sale, filtered and sorted; `foldedQuery` is already folded like searchText. */
export async function listActiveAds(
  db: Db,
  query: AdListQuery,
  foldedQuery: string,
  pageSize: number,
): Promise<{ rows: AdRow[]; total: number }> {
  const where: SQL[] = [eq(marketAds.status, 'active')];
  if (query.category) where.push(eq(marketAds.category, query.category));
  for (const word of foldedQuery.split(/\s+/).filter(Boolean))
    where.push(like(marketAds.searchText, `%${escapeLike(word)}%`));
  if (query.minPrice !== undefined) where.push(gte(marketAds.priceCents, Math.round(query.minPrice * 100)));
  if (query.maxPrice !== undefined) where.push(lte(marketAds.priceCents, Math.round(query.maxPrice * 100)));
  const condition = and(...where);
  const order =
    query.sort === 'priceAsc'
      ? [asc(marketAds.priceCents), desc(marketAds.createdAt)]
      : query.sort === 'priceDesc'
        ? [desc(marketAds.priceCents), desc(marketAds.createdAt)]
        : [desc(marketAds.createdAt)];
  const rows = await db
    .select(columns)
    .from(marketAds)
    .innerJoin(users, eq(users.id, marketAds.sellerId))
    .where(condition)
    .orderBy(...order, asc(marketAds.id))
    .limit(pageSize)
    .offset((query.page - 1) * pageSize);
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(marketAds).where(condition);
  return { rows, total: Number(n) };
}

export async function listSellerAds(db: Db, sellerId: string): Promise<AdRow[]> {
  return db
    .select(columns)
    .from(marketAds)
    .innerJoin(users, eq(users.id, marketAds.sellerId))
    .where(eq(marketAds.sellerId, sellerId))
    .orderBy(desc(marketAds.createdAt));
}

export async function findAd(db: Db, id: string): Promise<AdRow | null> {
  const [row] = await db
    .select(columns)
    .from(marketAds)
    .innerJoin(users, eq(users.id, marketAds.sellerId))
    .where(eq(marketAds.id, id));
  return row ?? null;
}

export async function insertAd(db: Db, ad: AdValues & { id: string; sellerId: string }): Promise<void> {
  await db.insert(marketAds).values(ad);
}

export async function updateAd(
  db: Db,
  id: string,
  values: Partial<AdValues> & { status?: AdStatus; removedBy?: string | null },
) {
  await db
    .update(marketAds)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(marketAds.id, id));
}

/** Deletes the ad, keeping only that it was here (its address answers 410 Gone, issue #37). */
export async function deleteAd(db: Db, id: string): Promise<void> {
  await db.delete(marketAds).where(eq(marketAds.id, id));
  await db.insert(marketAdTombstones).values({ adId: id }).onConflictDoNothing();
}

/** Whether a seller deleted an ad with this id. */
export async function wasDeleted(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: marketAdTombstones.adId })
    .from(marketAdTombstones)
    .where(eq(marketAdTombstones.adId, id));
  return !!row;
}

/** An uploaded ad photo: who uploaded it, and whether an ad already shows it. */
export async function findAdImage(db: Db, fileId: string) {
  const [row] = await db
    .select({ kind: files.kind, ownerId: files.ownerId, usedBy: marketAds.id })
    .from(files)
    .leftJoin(marketAds, eq(marketAds.imageFileId, files.id))
    .where(eq(files.id, fileId));
  return row ?? null;
}

export async function deleteFile(db: Db, fileId: string): Promise<void> {
  await db.delete(files).where(eq(files.id, fileId));
}

/** Photos a seller uploaded before `before` that no ad shows (a form left half-filled): deleted. */
export async function deleteUnusedPhotos(db: Db, sellerId: string, before: Date): Promise<void> {
  await db.delete(files).where(
    and(
      eq(files.kind, 'ad-image'),
      eq(files.ownerId, sellerId),
      lt(files.createdAt, before),
      notExists(
        db
          .select({ one: sql`1` })
          .from(marketAds)
          .where(eq(marketAds.imageFileId, files.id)),
      ),
    ),
  );
}
