import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

const folder = path.resolve(import.meta.dirname, '../../src/db/migrations');

/** The migration files in the order drizzle applies them. */
export const migrationFiles = readdirSync(folder)
  .filter((f) => f.endsWith('.sql'))
  .sort();

/** Applies one migration file, statement by statement, as drizzle's migrator does. */
export async function applyMigration(db: PGlite, file: string) {
  for (const statement of readFileSync(path.join(folder, file), 'utf8').split('--> statement-breakpoint')) {
    await db.exec(statement);
  }
}

/** Applies every migration before the one whose file name starts with `prefix`; returns that one's file. */
export async function migrateUpTo(db: PGlite, prefix: string) {
  const target = migrationFiles.findIndex((f) => f.startsWith(prefix));
  for (const file of migrationFiles.slice(0, target)) await applyMigration(db, file);
  return migrationFiles[target]!;
}

/** Applies the migration whose file name is `file` and every one after it, as an upgrade does. */
export async function migrateFrom(db: PGlite, file: string) {
  for (const next of migrationFiles.slice(migrationFiles.indexOf(file))) await applyMigration(db, next);
}
