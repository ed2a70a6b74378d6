import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { files } from '../../db/schema.js';

export interface NewFile {
  id: string;
  kind: string;
  contentType: string;
  bytes: Buffer;
  thumbnail: Buffer | null;
  sha256: string;
  size: number;
  ownerId: string | null;
}

export async function insertFile(db: Db, file: NewFile): Promise<void> {
  await db.insert(files).values(file);
}

/** What a conditional GET needs, without the bytes (a 304 should not read 20 MB). */
export async function findFileMeta(db: Db, id: string) {
  const [row] = await db
    .select({
      contentType: files.contentType,
      sha256: files.sha256,
      hasThumbnail: sql<boolean>`${files.thumbnail} is not null`,
    })
    .from(files)
    .where(eq(files.id, id));
  return row ?? null;
}

export async function findFileBytes(db: Db, id: string): Promise<Buffer | null> {
  const [row] = await db.select({ bytes: files.bytes }).from(files).where(eq(files.id, id));
  return row?.bytes ?? null;
}

export async function findThumbnailBytes(db: Db, id: string): Promise<Buffer | null> {
  const [row] = await db.select({ thumbnail: files.thumbnail }).from(files).where(eq(files.id, id));
  return row?.thumbnail ?? null;
}
