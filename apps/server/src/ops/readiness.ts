import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, rows } from '../db/open-db.js';

/** Why an instance should get no traffic now (GET /api/ready answers 503 with it). */
export type NotReadyReason = 'shuttingDown' | 'database' | 'migrations' | 'live';

export type Readiness = { ready: true } | { ready: false; reason: NotReadyReason };

/** How long the database may take to answer before the instance counts as not ready. */
const DATABASE_TIMEOUT_MS = 3000;

const journalFile = path.resolve(import.meta.dirname, '../db/migrations/meta/_journal.json');
/** The newest migration this build ships (drizzle records each applied one with this `when`). */
const newestMigration = Math.max(
  ...(JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { when: number }[] }).entries.map((e) => e.when),
);

/**
 * Readiness, as a load balancer asks it: the database answers, this build's migrations are all applied
 * (another instance may have migrated it back or a restore left it behind), and, on PostgreSQL, the
 * LISTEN connection that carries live events between instances is up. Liveness stays /api/health.
 */
export async function checkReadiness(database: Database, draining: boolean): Promise<Readiness> {
  if (draining) return { ready: false, reason: 'shuttingDown' };
  let applied: number;
  try {
    const [row] = await withTimeout(
      rows<{ newest: number | string | null }>(
        database.db,
        sql`SELECT max(created_at) AS newest FROM drizzle.__drizzle_migrations`,
      ),
      DATABASE_TIMEOUT_MS,
    );
    applied = Number(row?.newest ?? 0);
  } catch {
    return { ready: false, reason: 'database' };
  }
  if (applied < newestMigration) return { ready: false, reason: 'migrations' };
  if (!database.listening()) return { ready: false, reason: 'live' };
  return { ready: true };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timed out')), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
