import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { resultsStateOf } from '@trialhub/domain';
import { afterAll, expect, it } from 'vitest';

/**
 * Migration 0015 (provisional results, docs/decisions/027) adds the publication and protest window to
 * stages: existing stages get nulls (never published, no window), so they behave as before, and keep
 * every other field, an approval included.
 */
const folder = path.resolve(import.meta.dirname, '../src/db/migrations');
const files = readdirSync(folder)
  .filter((f) => f.endsWith('.sql'))
  .sort();
const db = new PGlite();
afterAll(() => db.close());

async function apply(file: string) {
  for (const statement of readFileSync(path.join(folder, file), 'utf8').split('--> statement-breakpoint')) {
    await db.exec(statement);
  }
}

it('leaves existing stages unpublished, without a window, and keeps the rest of the row', async () => {
  const target = files.findIndex((f) => f.startsWith('0015_'));
  for (const file of files.slice(0, target)) await apply(file);
  await db.exec(`
    INSERT INTO institutions (id, name) VALUES ('lmf', 'LMF');
    INSERT INTO championships (id, institution_id, slug, display_name) VALUES ('c1', 'lmf', 'cup', 'Cup');
    INSERT INTO stages (id, championship_id, slug, title, competition_start_date, competition_end_date, results_status)
      VALUES ('s1', 'c1', 'one', 'One', '2026-05-01T07:00:00Z', '2026-05-01T15:00:00Z', 'Approved'),
             ('s2', 'c1', 'two', 'Two', '2026-06-01T07:00:00Z', '2026-06-01T15:00:00Z', NULL);
  `);
  await apply(files[target]!);
  const { rows } = await db.query<{
    id: string;
    title: string;
    results_status: string | null;
    provisional_published_at: Date | null;
    protest_window_minutes: number | null;
    protest_closes_at: Date | null;
  }>(
    'SELECT id, title, results_status, provisional_published_at, protest_window_minutes, protest_closes_at FROM stages ORDER BY id',
  );
  expect(rows).toEqual([
    {
      id: 's1',
      title: 'One',
      results_status: 'Approved',
      provisional_published_at: null,
      protest_window_minutes: null,
      protest_closes_at: null,
    },
    {
      id: 's2',
      title: 'Two',
      results_status: null,
      provisional_published_at: null,
      protest_window_minutes: null,
      protest_closes_at: null,
    },
  ]);
  const state = (r: (typeof rows)[number]) =>
    resultsStateOf({
      resultsStatus: r.results_status,
      provisionalPublishedAt: r.provisional_published_at,
      protestClosesAt: r.protest_closes_at,
      protestWindowMinutes: r.protest_window_minutes,
    }).state;
  expect(rows.map(state)).toEqual(['approved', 'live']);
}, 180_000); // every migration from an empty database, on a busy machine
