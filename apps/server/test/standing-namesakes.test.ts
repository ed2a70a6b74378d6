import {
  type CompactStandingsTables,
  type GenerateStandingsResponse,
  expandStandingsTables,
  standingId,
} from '@trialhub/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../src/db/open-db.js';
import { assignRiders } from '../src/features/riders/rider-assignment.js';
import { type TestServer, startTestServer } from './helper.js';

/**
 * Namesakes in one class (issue #38, decision 090): two people called Jānis Ozols ride Expert. Before,
 * their standing was keyed on the name alone: on one stage the second overwrote the first's points, and
 * on a later stage the secretary was asked which birth year "the" rider had. Rider records now keep
 * them apart where that is known, through the HTTP routes a secretary uses.
 */
let server: TestServer;
let db: Db;
const CUP = '/api/standings/demo/namesake-cup';
const NAME = 'Jānis Ozols';

beforeAll(async () => {
  server = await startTestServer();
  db = server.database.db;
  await db.execute(sql`
    INSERT INTO championships (id, institution_id, slug, display_name, classes)
      SELECT 'namesakes', 'demo', 'namesake-cup', 'Namesake Cup', classes FROM championships WHERE id = 'demo-baltic-cup'`);
  for (const [i, id] of ['ns-1', 'ns-2'].entries())
    await db.execute(sql`
      INSERT INTO stages (id, championship_id, slug, title, location, competition_start_date, competition_end_date,
          status, classes, section_count, time_zone)
        SELECT ${id}, 'namesakes', ${id}, ${`Round ${i + 1}`}, ${`Place ${i + 1}`},
          now() - make_interval(days => ${60 - i * 30}), now() - make_interval(days => ${60 - i * 30}) + interval '8 hours',
          'published', classes, section_count, time_zone
        FROM stages WHERE id = 'demo-stage-1'`);
}, 240_000);
afterAll(() => server?.close());

/** Approved results of a stage: the riders in the order they placed, all in Expert. */
async function approvedStage(stageId: string, riders: { id: string; born: string; number: number }[]) {
  for (const [place, r] of riders.entries()) {
    await db.execute(sql`
      INSERT INTO participants (stage_id, id, name, racing_number, racing_class, gender, birth_date, club_id, status)
        VALUES (${stageId}, ${r.id}, ${NAME}, ${r.number}, 'Expert', 'male', ${r.born}, 'MK Trial Rīga', 'Confirmed')`);
    const copy = {
      id: r.id,
      name: NAME,
      bike: null,
      racingClass: 'Expert',
      racingNumber: r.number,
      birthDate: r.born,
      gender: 'male',
      club: { id: 'MK Trial Rīga' },
      team: null,
    };
    await db.execute(sql`
      INSERT INTO results (stage_id, participant_id, participant, total, is_finished, position, position_points,
          position_absolute_points, statistics)
        VALUES (${stageId}, ${r.id}, ${JSON.stringify(copy)}::jsonb, ${place * 5}, true, ${place + 1},
          ${[20, 17, 15][place]}, ${place * 5}, '{"0":5}'::jsonb)`);
  }
  await db.execute(sql`UPDATE stages SET results_status = 'Approved' WHERE id = ${stageId}`);
  await assignRiders(db);
}

const riderOf = async (participantId: string) =>
  (
    (await db.execute(sql`SELECT rider_id AS "riderId" FROM participants WHERE id = ${participantId}`)) as unknown as {
      rows: { riderId: string }[];
    }
  ).rows[0]!.riderId;

async function generate(stageId: string) {
  const res = await server.as('secretary', 'POST', `/api/stages/${stageId}/standings/generate`, {});
  expect(res.status).toBe(200);
  return (await res.json()) as GenerateStandingsResponse;
}

/** The Expert rows called Jānis Ozols, ranked as the standings page shows them to this caller. */
async function expertRows(role: 'secretary' | null) {
  const res = await server.as(role, 'GET', `${CUP}/tables`);
  expect(res.status).toBe(200);
  const tables = expandStandingsTables((await res.json()) as CompactStandingsTables);
  return tables.individual
    .filter((s) => s.group === 'Expert' && s.name === NAME)
    .map((s) => ({ number: s.racingNumber, points: s.results.filter((r) => r.title).map((r) => r.points) }));
}

it('two namesakes on one stage each keep their own standing and points; visitors see both rows', async () => {
  await approvedStage('ns-1', [
    { id: 'ext-ns-a1', born: '1990-03-03', number: 11 },
    { id: 'ext-ns-b1', born: '2004-08-08', number: 22 },
  ]);
  expect(await riderOf('ext-ns-a1')).not.toBe(await riderOf('ext-ns-b1'));
  expect(await generate('ns-1')).toMatchObject({ ok: true });
  expect((await server.as('secretary', 'POST', '/api/stages/ns-1/standings/publish', {})).status).toBe(200);
  const expected = [
    { number: 11, points: [20] },
    { number: 22, points: [17] },
  ];
  expect(await expertRows(null)).toEqual(expected);
  expect(await expertRows('secretary')).toEqual(expected);
});

it('a third namesake is asked about as before, and once the secretary says they are different people he stands apart', async () => {
  await approvedStage('ns-2', [{ id: 'ext-ns-c2', born: '1975-01-01', number: 33 }]);
  const asked = await generate('ns-2');
  // Nothing tells him from the first Jānis yet: the spec's question about the stored birth year.
  expect(asked.ok || asked.errors.map((e) => [e.standingId, e.field])).toEqual([
    [standingId(NAME, 'Expert'), 'birthYear'],
    [standingId(NAME, 'Expert'), 'racingNumber'],
  ]);
  const ids = [await riderOf('ext-ns-a1'), await riderOf('ext-ns-b1'), await riderOf('ext-ns-c2')];
  expect((await server.as('secretary', 'POST', '/api/riders/review/dismiss', { riderIds: ids })).status).toBe(204);
  expect(await generate('ns-2')).toMatchObject({ ok: true });
  // 20 points each: the later stage's points break the tie (spec §5), so the newcomer ranks first.
  expect(await expertRows('secretary')).toEqual([
    { number: 33, points: [20] },
    { number: 11, points: [20] },
    { number: 22, points: [17] },
  ]);
  // Visitors see the new stage once it is published.
  expect((await server.as('secretary', 'POST', '/api/stages/ns-2/standings/publish', {})).status).toBe(200);
  expect((await expertRows(null)).map((r) => r.number)).toEqual([33, 11, 22]);
});

it('merging two rider records carries their standings over to the merged rider', async () => {
  const [c, a] = [await riderOf('ext-ns-c2'), await riderOf('ext-ns-a1')];
  expect((await server.as('secretary', 'POST', `/api/riders/${c}/merge`, { into: a })).status).toBe(200);
  const held = (await db.execute(
    sql`SELECT id, rider_id AS "riderId" FROM standing_positions WHERE championship_id = 'namesakes' ORDER BY id`,
  )) as unknown as { rows: { id: string; riderId: string }[] };
  const base = standingId(NAME, 'Expert');
  expect(held.rows).toEqual([
    { id: base, riderId: a },
    { id: `${base}~2`, riderId: await riderOf('ext-ns-b1') },
    { id: `${base}~3`, riderId: a },
  ]);
});
