import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { type Database, openDb, rows } from '../src/db/open-db.js';
import { undoAfterEach } from './support/undo-after-each.js';

/**
 * A new embedded data dir starts from the installation's initdb template (decision 046): a copy of
 * one initdb's result, so it shares that cluster's system identifier, which every initdb draws anew.
 */
const { later, tempDir } = undoAfterEach('initdb-template');

async function open(dataDir: string, initdbTemplate: string): Promise<Database> {
  const database = await openDb({ dataDir, initdbTemplate });
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

it(
  'keeps the first initdb as the template and starts the next new data dir from it',
  { timeout: 180_000 },
  async () => {
    const template = path.join(tempDir(), 'cache', 'pglite-initdb.tar');
    const first = await open(tempDir(), template);
    expect(fs.statSync(template).size).toBeGreaterThan(100_000);
    const second = await open(tempDir(), template);
    expect(await systemId(second)).toBe(await systemId(first));
    expect(await works(second)).toBe(1);
    expect(await works(first)).toBe(1);
  },
);

it('runs initdb when the template is damaged, and replaces it', { timeout: 180_000 }, async () => {
  const template = path.join(tempDir(), 'pglite-initdb.tar');
  fs.writeFileSync(template, 'not a tarball');
  const database = await open(tempDir(), template);
  expect(await works(database)).toBe(1);
  expect(fs.statSync(template).size).toBeGreaterThan(100_000);
  const next = await open(tempDir(), template);
  expect(await systemId(next)).toBe(await systemId(database));
});

it('leaves an existing data dir as it is', { timeout: 180_000 }, async () => {
  const template = path.join(tempDir(), 'pglite-initdb.tar');
  const dataDir = tempDir();
  const database = await openDb({ dataDir, initdbTemplate: template });
  expect(await works(database)).toBe(1);
  const id = await systemId(database);
  await database.close();
  const again = await open(dataDir, template);
  expect(await systemId(again)).toBe(id);
  expect(await rows(again.db, sql`SELECT 1 FROM clubs WHERE id = 'Template MX'`)).toHaveLength(1);
});
