import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { migrationsKey } from '../src/db/initdb-template.js';
import { type Database, openDb, rows } from '../src/db/open-db.js';
import { undoAfterEach } from './support/undo-after-each.js';

/**
 * A new embedded data dir starts as a copy of the installation's migrated template (decisions 046, 084):
 * one initdb's result with every migration applied, so it shares that cluster's system identifier, which
 * every initdb draws anew.
 */
const { later, tempDir } = undoAfterEach('initdb-template');

async function open(dataDir: string, dataTemplate: string): Promise<Database> {
  const database = await openDb({ dataDir, dataTemplate });
  later(() => database.close());
  return database;
}

const systemId = async ({ db }: Database) =>
  (await rows<{ id: string }>(db, sql`SELECT system_identifier::text AS id FROM pg_control_system()`))[0]!.id;
/** The migrated schema is there and takes writes. */
const works = async ({ db }: Database) => {
  await db.execute(sql`INSERT INTO clubs (id, country) VALUES ('Template MX', 'LV') ON CONFLICT DO NOTHING`);
  return (await rows(db, sql`SELECT id FROM clubs WHERE id = 'Template MX'`)).length;
};
const applied = async ({ db }: Database) =>
  (await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`))[0]!.n;

it(
  'keeps the first migrated data dir as the template and starts the next new data dir as a copy of it',
  { timeout: 180_000 },
  async () => {
    const template = path.join(tempDir(), 'cache', 'pglite-test-schema-0123');
    const first = await open(tempDir(), template);
    // Migrated, without the running database's lock file, and nothing the first server wrote after.
    expect(fs.existsSync(path.join(template, 'PG_VERSION'))).toBe(true);
    expect(fs.existsSync(path.join(template, 'postmaster.pid'))).toBe(false);
    expect(await works(first)).toBe(1);
    const second = await open(tempDir(), template);
    expect(await systemId(second)).toBe(await systemId(first));
    expect(await applied(second)).toBe(await applied(first));
    expect(await rows(second.db, sql`SELECT 1 FROM clubs WHERE id = 'Template MX'`)).toHaveLength(0);
    expect(await works(second)).toBe(1);
  },
);

it('runs initdb when the template does not start, and replaces it', { timeout: 180_000 }, async () => {
  const template = path.join(tempDir(), 'pglite-test-schema-0123');
  fs.mkdirSync(template);
  fs.writeFileSync(path.join(template, 'PG_VERSION'), 'not a data dir');
  const database = await open(tempDir(), template);
  expect(await works(database)).toBe(1);
  expect(fs.readFileSync(path.join(template, 'PG_VERSION'), 'utf8')).toMatch(/^\d+/);
  const next = await open(tempDir(), template);
  expect(await systemId(next)).toBe(await systemId(database));
});

it('leaves an existing data dir as it is', { timeout: 180_000 }, async () => {
  const template = path.join(tempDir(), 'pglite-test-schema-0123');
  const dataDir = tempDir();
  const database = await openDb({ dataDir, dataTemplate: template });
  expect(await works(database)).toBe(1);
  const id = await systemId(database);
  await database.close();
  const again = await open(dataDir, template);
  expect(await systemId(again)).toBe(id);
  expect(await rows(again.db, sql`SELECT 1 FROM clubs WHERE id = 'Template MX'`)).toHaveLength(1);
});

it('names a new template for every change to the migrations, so a stale one is never copied', () => {
  const folder = path.join(tempDir(), 'migrations');
  fs.mkdirSync(path.join(folder, 'meta'), { recursive: true });
  fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), '{"entries":[{"idx":0,"when":1}]}');
  fs.writeFileSync(path.join(folder, '0000_a.sql'), 'CREATE TABLE a (id int);');
  const before = migrationsKey(folder);
  expect(migrationsKey(folder)).toBe(before);
  // An edited migration (its journal entry unchanged).
  fs.writeFileSync(path.join(folder, '0000_a.sql'), 'CREATE TABLE a (id bigint);');
  const edited = migrationsKey(folder);
  expect(edited).not.toBe(before);
  // A new migration.
  fs.writeFileSync(path.join(folder, '0001_b.sql'), 'CREATE TABLE b (id int);');
  fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), '{"entries":[{"idx":0,"when":1},{"idx":1,"when":2}]}');
  expect(migrationsKey(folder)).not.toBe(edited);
});
