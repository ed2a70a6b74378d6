import { PGlite } from '@electric-sql/pglite';
import { ridersToReview } from '@trialhub/domain';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/open-db.js';
import * as schema from '../src/db/schema.js';
import { assignRiders } from '../src/features/riders/rider-assignment.js';
import { generateStandingsFor, publishStandingsFor } from '../src/features/standings/standings.service.js';
import { type TestServer, startTestServer } from './helper.js';
import { migrateFrom, migrateUpTo } from './support/migrations.js';

/**
 * Migration 0020 (issue #38, decision 071) gives every entry a rider: a copy of the demo, and the demo
 * with a 400-rider championship (three stages, namesakes, twins on one stage, accounts, class changes),
 * both made as the app makes them and copied into a database at migration 0019's shape. Every standing
 * stays byte for byte what it was, and generating every stage again after it gives the same standings.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 240_000);
afterAll(() => server?.close());

const BIG_STAGES = ['big-1', 'big-2', 'big-3'];

/** Three past published stages of a women-classes championship, 400 riders each, approved and generated. */
async function addBigChampionship(db: Db) {
  await db.execute(sql`
    INSERT INTO championships (id, institution_id, slug, display_name, has_women_classes, has_club_standings, classes)
      SELECT 'big', 'demo', 'big-cup', 'Big Cup', true, true,
        classes || '[{"name":"Women","order":5},{"name":"Juniors","order":6},{"name":"Girls","order":7}]'::jsonb
      FROM championships WHERE id = 'demo-baltic-cup'`);
  for (const [i, id] of BIG_STAGES.entries())
    await db.execute(sql`
      INSERT INTO stages (id, championship_id, slug, title, location, competition_start_date, competition_end_date,
          status, classes, section_count, time_zone)
        SELECT ${id}, 'big', ${id}, ${`Big ${i + 1}`}, 'Big place',
          now() - make_interval(days => ${90 - i * 30}), now() - make_interval(days => ${90 - i * 30}) + interval '8 hours',
          'published', classes, section_count, time_zone
        FROM stages WHERE id = 'demo-stage-1'`);
  const accounts = Array.from({ length: 20 }, (_, i) => `big-user-${i}`);
  for (const id of accounts)
    await db.execute(sql`INSERT INTO users (id, name, email) VALUES (${id}, ${id}, ${`${id}@example.com`})`);
  const classes = ['Expert', 'Clubman', 'Hobby', 'Youth'];
  for (const [s, stageId] of BIG_STAGES.entries()) {
    const entries = Array.from({ length: 400 }, (_, i) => {
      const born = `${1970 + (i % 40)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 27)).padStart(2, '0')}`;
      // Namesakes: one name, two riders born in one year on different days (one standing, two riders).
      const namesake = i >= 340 && i < 370;
      // Twins on stage 1: one name and birth date twice on one stage, in two classes (ambiguous: apart).
      const twin = s === 0 && i >= 390;
      const base = {
        id: i < accounts.length ? accounts[i]! : `ext-big${s}x${i}`,
        name: namesake ? `Namesake ${i % 15}` : twin ? `Twin ${i % 5}` : `Rider ${i} Bērziņš`,
        born: namesake ? `1990-0${1 + Math.floor((i - 340) / 15)}-15` : twin ? '2010-05-05' : born,
        // Every tenth rider moves up a class on the last stage.
        cls: classes[(i + (s === 2 && i % 10 === 0 ? 1 : 0) + (twin ? i : 0)) % 4]!,
        gender: i % 7 === 0 ? 'female' : 'male',
        club: `Club ${i % 9}`,
      };
      return { ...base, number: i + 1, total: (i * 37 + s * 11) % 90 };
    });
    for (const e of entries)
      await db.execute(sql`
        INSERT INTO participants (stage_id, id, name, racing_number, racing_class, gender, birth_date, club_id, status)
          VALUES (${stageId}, ${e.id}, ${e.name}, ${e.number}, ${e.cls}, ${e.gender}, ${e.born}, ${e.club}, 'Confirmed')`);
    // Approved results: a place per class by total, points from the championship's table.
    for (const cls of classes) {
      const ranked = entries.filter((e) => e.cls === cls).sort((a, b) => a.total - b.total || a.number - b.number);
      for (const [place, e] of ranked.entries()) {
        const copy = {
          id: e.id,
          name: e.name,
          bike: null,
          racingClass: e.cls,
          racingNumber: e.number,
          birthDate: e.born,
          gender: e.gender,
          club: { id: e.club },
          team: null,
        };
        await db.execute(sql`
          INSERT INTO results (stage_id, participant_id, participant, total, is_finished, position, position_points,
              position_absolute_points, statistics)
            VALUES (${stageId}, ${e.id}, ${JSON.stringify(copy)}::jsonb, ${e.total}, true, ${place + 1},
              ${Math.max(20 - place, 1)}, ${e.total}, '{"0":5}'::jsonb)`);
      }
    }
    await db.execute(sql`UPDATE stages SET results_status = 'Approved' WHERE id = ${stageId}`);
    await db.transaction(async (tx) => {
      const done = await generateStandingsFor(tx as unknown as Db, stageId, []);
      if (!done.ok) throw new Error(`big standings of ${stageId}: ${JSON.stringify(done.errors[0])}`);
      if (s < 2) await publishStandingsFor(tx as unknown as Db, stageId);
    });
  }
}

/** The database as it was before 0020, holding a copy of every row the server's database has. */
async function copyAtMigration0019(source: Db) {
  const old = new PGlite();
  const migration = await migrateUpTo(old, '0020_');
  const tables = (
    await old.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    )
  ).rows.map((r) => r.table_name);
  await old.exec(`SET session_replication_role = replica`);
  // Tables a later migration renamed (0023: judge_ops → stage_commands) hold nothing the riders read.
  const present = new Set(
    (
      (await source.execute(
        sql.raw(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`),
      )) as unknown as { rows: { table_name: string }[] }
    ).rows.map((r) => r.table_name),
  );
  for (const table of tables.filter((t) => present.has(t))) {
    const columns = (
      await old.query<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1`,
        [table],
      )
    ).rows.map((r) => `"${r.column_name}"`);
    const [{ j } = { j: '[]' }] = (
      (await source.execute(
        sql.raw(`SELECT coalesce(json_agg(t), '[]')::text AS j FROM (SELECT ${columns.join(', ')} FROM "${table}") t`),
      )) as unknown as { rows: { j: string }[] }
    ).rows;
    await old.query(`INSERT INTO "${table}" SELECT * FROM json_populate_recordset(NULL::"${table}", $1::json)`, [j]);
  }
  await old.exec(`SET session_replication_role = origin`);
  return { old, migration };
}

/**
 * Every standing row as text. Without `rider_id`: migration 0036 adds it (decision 090) and generation
 * fills it in; what a standing holds and shows is every other column.
 */
const standingsOf = async (db: PGlite, withUpdatedAt = true) =>
  (
    await db.query<{ row: string }>(
      `SELECT (to_jsonb(s) - 'rider_id' ${withUpdatedAt ? '' : "- 'updated_at'"})::text AS row FROM standing_positions s ORDER BY championship_id, id`,
    )
  ).rows.map((r) => r.row);

async function migrateAndCompare(source: Db, regenerate: string[], republish: string[]) {
  const { old, migration } = await copyAtMigration0019(source);
  try {
    const before = await standingsOf(old);
    const entries = (await old.query<{ n: number }>('SELECT count(*)::int AS n FROM participants')).rows[0]!.n;
    expect(before.length).toBeGreaterThan(0);
    // 0020 and every migration after it, as an upgrade runs them; the server groups riders after them all.
    await migrateFrom(old, migration);
    const db = drizzle(old, { schema }) as unknown as Db;
    const { assigned } = await assignRiders(db);
    expect(assigned).toBe(entries);
    // Every entry refers to a rider; running it again finds nothing to do.
    expect((await old.query('SELECT 1 FROM participants WHERE rider_id IS NULL')).rows).toEqual([]);
    expect(await assignRiders(db)).toEqual({ assigned: 0, created: 0 });
    // Byte for byte, to the microsecond of updated_at.
    expect(await standingsOf(old)).toEqual(before);
    const withoutTimes = await standingsOf(old, false);
    await db.transaction(async (txDb) => {
      const tx = txDb as unknown as Db;
      for (const stageId of regenerate) {
        // A published stage is generated again as a secretary does it: from its approved results.
        await tx.execute(sql`UPDATE stages SET results_status = 'Approved' WHERE id = ${stageId}`);
        const done = await generateStandingsFor(tx, stageId, []);
        expect(done.ok, stageId).toBe(true);
        if (republish.includes(stageId)) await publishStandingsFor(tx, stageId);
      }
    });
    expect(await standingsOf(old, false)).toEqual(withoutTimes);
    // Generated again, every standing knows its rider: namesakes never decided apart still share one.
    expect((await old.query('SELECT id FROM standing_positions WHERE rider_id IS NULL')).rows).toEqual([]);
    return { old, db };
  } catch (error) {
    await old.close();
    throw error;
  }
}

describe('migration 0020: riders', () => {
  it('gives each demo rider one rider across the three stages, accounts as they are, and changes no standing', async () => {
    const { old } = await migrateAndCompare(
      server.database.db,
      ['demo-stage-1', 'demo-stage-2'],
      ['demo-stage-1', 'demo-stage-2'],
    );
    try {
      const perRider = (
        await old.query<{ name: string; stages: number; riders: number; user_id: string | null }>(`
          SELECT p.name, count(*)::int AS stages, count(DISTINCT p.rider_id)::int AS riders, max(r.user_id) AS user_id
          FROM participants p JOIN riders r ON r.id = p.rider_id GROUP BY p.name ORDER BY p.name`)
      ).rows;
      expect(perRider.length).toBeGreaterThan(10);
      for (const r of perRider) expect(r, r.name).toMatchObject({ stages: 3, riders: 1 });
      // The two demo riders with accounts are linked to them; the others have none.
      const linked = perRider.filter((r) => r.user_id !== null).map((r) => r.name);
      expect(linked.sort()).toEqual(['Kertu Kask', 'Rihards Braucējs']);
    } finally {
      await old.close();
    }
  }, 300_000);

  it('a 400-rider championship: namesakes and twins kept apart and listed, every standing unchanged', async () => {
    await addBigChampionship(server.database.db);
    const { old } = await migrateAndCompare(
      server.database.db,
      ['demo-stage-1', 'demo-stage-2', ...BIG_STAGES],
      ['demo-stage-1', 'demo-stage-2', 'big-1', 'big-2'],
    );
    try {
      const ridersOf = async (name: string) =>
        (
          await old.query<{ rider_id: string }>(
            `SELECT DISTINCT rider_id FROM participants WHERE name = $1 ORDER BY rider_id`,
            [name],
          )
        ).rows.map((r) => r.rider_id);
      // A rider in three stages under three ext- ids (a class change on the last one): one rider.
      expect(await ridersOf('Rider 30 Bērziņš')).toHaveLength(1);
      expect((await old.query(`SELECT 1 FROM participants WHERE name = 'Rider 30 Bērziņš'`)).rows).toHaveLength(3);
      // Accounts as they are: one rider per account, linked.
      const account = await old.query<{ user_id: string }>(
        `SELECT DISTINCT r.user_id FROM participants p JOIN riders r ON r.id = p.rider_id WHERE p.id = 'big-user-3'`,
      );
      expect(account.rows).toEqual([{ user_id: 'big-user-3' }]);
      // Namesakes born in one year on different days: two riders.
      expect(await ridersOf('Namesake 5')).toHaveLength(2);
      // Twins on one stage: apart, each entry its own rider, and listed for the secretary.
      expect(await ridersOf('Twin 1')).toHaveLength(2);
      const all = (
        await old.query<{ id: string; name: string; birthDate: string; userId: string | null }>(
          `SELECT id, name, birth_date::text AS "birthDate", user_id AS "userId" FROM riders`,
        )
      ).rows;
      const review = ridersToReview(all).map((g) => g.riders[0]!.name);
      expect(review).toContain('Twin 1');
      expect(review).toContain('Namesake 5');
      expect(review).not.toContain('Rider 30 Bērziņš');
    } finally {
      await old.close();
    }
  }, 600_000);
});
