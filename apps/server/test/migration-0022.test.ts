import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { StandingStageResult } from '@trialhub/domain';
import { sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { results, standingPositions } from '../src/db/schema.js';
import { type TestServer, startTestServer } from './helper.js';
import { applyMigration, migrateUpTo } from './support/migrations.js';

/**
 * Migration 0022 (issue #37 point 7) gives every stored standings entry the rider's stage place, which
 * "more best results" counts back on. On a copy of the demo: entries written before places were stored
 * (the place taken off) get exactly the places generation writes now — the class's approved place, a
 * women's group's own rank — and nothing else in the standings changes: points, totals, positions and
 * the ranked tables are as they were.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const migration = readFileSync(
  path.resolve(import.meta.dirname, '../src/db/migrations/0022_standing_stage_places.sql'),
  'utf8',
);
const stored = async () =>
  (await server.database.db.select().from(standingPositions)).sort((a, b) =>
    `${a.championshipId}/${a.id}`.localeCompare(`${b.championshipId}/${b.id}`),
  );
const tables = async () => {
  const year = new Date().getFullYear();
  return (await server.as(null, 'GET', `/api/standings/demo/baltic-cup-${year}/tables`)).text();
};

it('fills the places generation writes, and changes nothing else of the demo standings', async () => {
  const generated = await stored();
  const entries = generated.flatMap((p) => p.results.map((r) => ({ group: p.group, r })));
  expect(entries.length).toBeGreaterThan(10);
  // Generation stores a place on every entry; a class group's is the class's approved place.
  const positions = new Map(
    (await server.database.db.select().from(results)).map((r) => [`${r.stageId}/${r.participantId}`, r]),
  );
  for (const { group, r } of entries) {
    expect(r).toHaveProperty('place');
    const result = positions.get(r.resultId!);
    if (group === r.racingClass)
      expect(r.place).toBe(r.resultStatus || result?.status ? null : (result?.position ?? null));
  }
  const tablesBefore = await tables();

  // Entries as they were stored before 0022: no place.
  await server.database.db.execute(sql`
    UPDATE standing_positions SET results = (
      SELECT COALESCE(jsonb_agg(e - 'place' ORDER BY o), '[]'::jsonb)
      FROM jsonb_array_elements(results) WITH ORDINALITY AS x(e, o))`);
  const old = await stored();
  expect(old.flatMap((p) => p.results).every((r: StandingStageResult) => !('place' in r))).toBe(true);

  await server.database.db.execute(sql.raw(migration));
  const migrated = await stored();
  expect(migrated.map(({ updatedAt: _u, ...p }) => p)).toEqual(generated.map(({ updatedAt: _u, ...p }) => p));
  expect(await tables()).toBe(tablesBefore);
}, 240_000);

it('ranks a women’s group as generation does: class order, then place in class; statuses unplaced', async () => {
  const db = new PGlite();
  try {
    const file = await migrateUpTo(db, '0022_');
    const entry = (resultId: string, cls: string, status: string | null = null) =>
      JSON.stringify({ order: 0, points: 1, title: 'One 01.05', resultId, racingClass: cls, resultStatus: status });
    await db.exec(`
      INSERT INTO institutions (id, name) VALUES ('lmf', 'LMF');
      INSERT INTO championships (id, institution_id, slug, display_name, classes) VALUES ('c1', 'lmf', 'cup', 'Cup',
        '[{"name":"Expert","order":1},{"name":"Hobby","order":2}]');
      INSERT INTO stages (id, championship_id, slug, title, competition_start_date, competition_end_date)
        VALUES ('s1', 'c1', 'one', 'One', '2026-05-01T07:00:00Z', '2026-05-01T15:00:00Z');
      INSERT INTO results (stage_id, participant_id, participant, position, status) VALUES
        ('s1', 'anna', '{}', 17, NULL), ('s1', 'berta', '{}', 2, NULL), ('s1', 'carla', '{}', NULL, 'DNF');
      INSERT INTO standing_positions (championship_id, id, name, group_name, results) VALUES
        ('c1', 'anna-hobby', 'Anna', 'Hobby', '[${entry('s1/anna', 'Hobby')}]'),
        ('c1', 'anna-women', 'Anna', 'Women', '[${entry('s1/anna', 'Hobby')}]'),
        ('c1', 'berta-women', 'Berta', 'Women', '[${entry('s1/berta', 'Expert')}]'),
        ('c1', 'carla-women', 'Carla', 'Women', '[${entry('s1/carla', 'Expert', 'DNF')}]');
    `);
    await applyMigration(db, file);
    const { rows } = await db.query<{ id: string; place: number | null }>(
      `SELECT id, (results->0->'place')::int AS place FROM standing_positions ORDER BY id`,
    );
    expect(rows).toEqual([
      { id: 'anna-hobby', place: 17 },
      { id: 'anna-women', place: 2 },
      { id: 'berta-women', place: 1 },
      { id: 'carla-women', place: null },
    ]);
  } finally {
    await db.close();
  }
}, 180_000);
