import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DEFAULT_RULES, normaliseRules } from '@trialhub/domain';
import { afterAll, expect, it } from 'vitest';

/**
 * Migration 0010 gives every existing championship the default rules, which are the spec's behaviour,
 * so its standings stay what they were (issue #16, docs/decisions/019); nothing else of the row changes.
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

it('gives existing championships the default rules and keeps the rest of the row', async () => {
  const target = files.findIndex((f) => f.startsWith('0010_'));
  for (const file of files.slice(0, target)) await apply(file);
  await db.exec(`
    INSERT INTO institutions (id, name) VALUES ('lmf', 'LMF');
    INSERT INTO championships (id, institution_id, slug, display_name, points_table, other_places_points)
      VALUES ('c1', 'lmf', 'cup', 'Cup', '[25,20,16]'::jsonb, 2);
  `);
  await apply(files[target]!);
  const { rows } = await db.query<{ rules: unknown; points_table: number[]; other_places_points: number }>(
    'SELECT rules, points_table, other_places_points FROM championships',
  );
  expect(rows).toEqual([
    {
      rules: { counting: 'bestNMinus1', countingN: 1, minResults: 0, tieBreak: 'spec' },
      points_table: [25, 20, 16],
      other_places_points: 2,
    },
  ]);
  // Fields added later (missed section, time penalty) read as off: still the defaults.
  expect(normaliseRules(rows[0]!.rules)).toEqual(DEFAULT_RULES);
}, 180_000); // every migration from an empty database, on a busy machine
