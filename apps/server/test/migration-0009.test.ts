import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, expect, it } from 'vitest';

/**
 * Migration 0009 keeps existing scores meaningful: names stay, and the judge's account id is filled
 * in only where exactly one of the stage's judges has that name or e-mail (issue #15 point 3).
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

it('fills the judge id on old scores and events by a unique name, and leaves the rest by name', async () => {
  const target = files.findIndex((f) => f.startsWith('0009_'));
  for (const file of files.slice(0, target)) await apply(file);
  // Only the rows this migration reads; foreign keys are not what is tested here.
  await db.exec(`
    SET session_replication_role = replica;
    INSERT INTO users (id, name, email) VALUES
      ('u-janis', 'Jānis', 'janis@x.lv'), ('u-anna', 'Anna', 'anna@x.lv'), ('u-anna2', 'Anna', 'anna2@x.lv'),
      ('u-mari', 'Mari', 'mari@x.ee');
    INSERT INTO stage_judges (stage_id, user_id) VALUES ('s', 'u-janis'), ('s', 'u-anna'), ('s', 'u-anna2'), ('s', 'u-mari');
    INSERT INTO section_scores (stage_id, participant_id, section, lap, points, judge, events) VALUES
      ('s', 'p1', 1, 1, 3, 'Jānis', '[
        {"name":"JudgeSetPoints","timestamp":"2026-01-01T10:00:00Z","time":null,"points":2,"by":"mari@x.ee","source":"judge"},
        {"name":"EditedTo","timestamp":"2026-01-01T10:01:00Z","time":null,"points":3,"by":"Jānis","source":"judge"},
        {"name":"EditedTo","timestamp":"2026-01-01T10:02:00Z","time":null,"points":3,"by":"Jānis","source":"secretary"}]'),
      ('s', 'p1', 2, 1, 1, 'Anna', '[{"name":"JudgeSetPoints","timestamp":"2026-01-01T10:00:00Z","time":null,"points":1,"by":"Anna","source":"judge"}]'),
      ('s', 'p1', 3, 1, 0, 'Paper Pēteris', '[]');
    SET session_replication_role = origin;
  `);
  await apply(files[target]!);
  const rows = await db.query<{
    section: number;
    judge: string;
    judge_id: string | null;
    events: Record<string, unknown>[];
  }>('SELECT section, judge, judge_id, events FROM section_scores ORDER BY section');
  const [janis, anna, paper] = rows.rows;
  expect(janis).toMatchObject({ judge: 'Jānis', judge_id: 'u-janis' });
  // Each judge's event gets its own judge (matched by e-mail too); a secretary's event gets none.
  expect(janis!.events.map((e) => [e.by, e.byId])).toEqual([
    ['mari@x.ee', 'u-mari'],
    ['Jānis', 'u-janis'],
    ['Jānis', undefined],
  ]);
  expect(janis!.events[0]).toMatchObject({ name: 'JudgeSetPoints', points: 2, timestamp: '2026-01-01T10:00:00Z' });
  // Two judges named Anna: nobody is guessed, the name stays.
  expect(anna).toMatchObject({ judge: 'Anna', judge_id: null });
  expect(anna!.events[0]!.byId).toBeUndefined();
  expect(paper).toMatchObject({ judge: 'Paper Pēteris', judge_id: null, events: [] });
}, 180_000); // every migration from an empty database, on a busy machine
