import { sql } from 'drizzle-orm';
import { type Db, rows } from './open-db.js';

/**
 * Holds a lock named `key` until the caller's transaction ends. For writes that replace an owner's row
 * (delete, then insert): without it two at once both find nothing to delete and the second insert
 * breaks the owner's unique index — a 500 on PostgreSQL.
 */
export async function lockUntilCommit(db: Db, key: string) {
  await rows(db, sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);
}
