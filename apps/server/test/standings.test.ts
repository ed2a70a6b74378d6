import { randomUUID } from 'node:crypto';
import {
  type GenerateStandingsResponse,
  type JudgingStage,
  type MarkdownFile,
  type ResultPosition,
  type StageApprovalState,
  type StandingPosition,
  type StageResult,
  type CompactStandingsTables,
  expandStandingsTables,
  type CompactStandingsView,
  expandStandingsView,
  clubStandings,
  multiplierLookup,
  standingsTables,
  standingsTablesSchema,
  teamStandings,
} from '@trialhub/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, participants, results, stages, standingsStatus } from '../src/db/schema.js';
import { type DemoRole, type TestServer, startTestServer } from './helper.js';
import { checkedAnswers } from './openapi-checked.js';
import { openLive } from './live-client.js';

let server: TestServer;
let championshipPath: string;
let championshipId: string;
beforeAll(async () => {
  // Every described answer is checked against the OpenAPI document too (issue #41).
  server = await checkedAnswers(await startTestServer());
  const [stage] = await server.database.db.select().from(stages).where(eq(stages.id, TODAY));
  championshipId = stage!.championshipId;
  championshipPath = `/api/standings/demo/baltic-cup-${new Date().getFullYear()}`;
});
afterAll(async () => server?.close());

const TODAY = 'demo-stage-3';
const PAST = 'demo-stage-1';
const UPCOMING = 'demo-stage-4'; // open-free, nobody has ridden it

const json = async <T>(res: Response) => (await res.json()) as T;

async function view(role: DemoRole | null) {
  // Compact on the wire (decision 040): the page expands it, so do the tests.
  return expandStandingsView(await json<CompactStandingsView>(await server.as(role, 'GET', championshipPath)));
}

async function resultsStatus(stageId: string) {
  const [s] = await server.database.db.select().from(stages).where(eq(stages.id, stageId));
  return s!.resultsStatus;
}

let seq = 0;
/** The demo judge scores every lap and section of one rider (or all but the last). */
async function score(judging: JudgingStage, riderId: string, complete = true) {
  const rider = judging.riders.find((r) => r.id === riderId)!;
  const cls = judging.stage.classes.find((c) => c.name === rider.racingClass)!;
  const ops = [];
  for (let lap = 1; lap <= cls.laps; lap++)
    for (const section of cls.lapSections)
      ops.push({
        opId: randomUUID(),
        seq: seq++,
        kind: 'score',
        participantId: riderId,
        section,
        lap,
        at: new Date().toISOString(),
        points: (section + lap) % 3,
      });
  const res = await server.as('judge', 'POST', `/api/judging/stages/${TODAY}/ops`, {
    deviceId: 'standings-test-device',
    ops: complete ? ops : ops.slice(0, -1),
  });
  expect(res.status).toBe(200);
}

describe('reading standings', () => {
  it('visitors see the demo standings of the two published stages, club and family-cup standings derive from them', async () => {
    const v = await view(null);
    expect(v.status).toBe('published');
    expect(v.stages.map((s) => [s.order, s.resultsStatus])).toEqual([
      [0, 'StandingsPublished'],
      [1, 'StandingsPublished'],
      [2, null],
      [3, null],
    ]);
    expect(v.positions.length).toBeGreaterThan(15);
    expect(v.positions.every((p) => p.results.every((r) => r.status === 'final' && r.order < 2))).toBe(true);
    expect(clubStandings(v.positions, multiplierLookup(v.championship.classes)).length).toBeGreaterThan(2);
    expect(
      teamStandings(v.positions)
        .map((t) => t.name)
        .sort(),
    ).toEqual(['Kalniņi', 'Ozolu ģimene', 'Tamm & Kask']);
  });

  it('draft standings are for secretaries only', async () => {
    // Written past the API, as another instance would without publishing: visitors' remembered version
    // is asked again within a second (version-memo.ts), so the test waits for it.
    await server.database.db.update(standingsStatus).set({ status: 'draft' });
    try {
      await expect
        .poll(
          async () => {
            const visitor = await view(null);
            return [visitor.status, visitor.positions];
          },
          { timeout: 10_000 },
        )
        .toEqual(['draft', []]);
      expect((await view('rider')).positions).toEqual([]);
      expect((await view('secretary')).positions.length).toBeGreaterThan(15);
    } finally {
      await server.database.db.update(standingsStatus).set({ status: 'published' });
      await expect.poll(async () => (await view(null)).status, { timeout: 10_000 }).toBe('published');
    }
  });

  it('answers 404 for an unknown championship', async () => {
    expect((await server.as(null, 'GET', '/api/standings/demo/nope')).status).toBe(404);
  });
});

describe('approval path of a stage', () => {
  let judging: JudgingStage;
  let rihards: string;
  let kertu: string;
  let laura: string;
  let mia: string;
  let kadri: string;
  beforeAll(async () => {
    judging = await json<JudgingStage>(await server.as('judge', 'GET', `/api/judging/stages/${TODAY}`));
    const id = (name: string) => judging.riders.find((r) => r.name === name)!.id;
    rihards = id('Rihards Braucējs');
    kertu = id('Kertu Kask'); // Hobby, born 2000
    laura = id('Laura Krūmiņa'); // Clubman, born 1997
    mia = id('Mia Kask'); // Youth
    kadri = id('Kadri Lepik'); // Hobby, registered, never starts
    await score(judging, rihards);
    await score(judging, laura);
    await score(judging, mia);
    await score(judging, kertu, false);
  });

  it('the approval state is for secretaries only; it names everyone not finished, unscored riders too', async () => {
    expect((await server.as(null, 'GET', `/api/stages/${TODAY}/approval`)).status).toBe(401);
    expect((await server.as('rider', 'GET', `/api/stages/${TODAY}/approval`)).status).toBe(403);
    const state = await json<StageApprovalState>(await server.as('secretary', 'GET', `/api/stages/${TODAY}/approval`));
    expect(state).toMatchObject({ resultsStatus: null, stageNumber: 3, hasClubStandings: true });
    expect(state.unfinishedCount).toBe(state.offenders.length);
    const names = state.offenders.map((o) => o.name);
    expect(names).toContain('Kertu Kask'); // scored, not finished
    expect(names).toContain('Kadri Lepik'); // registered, no score at all
    expect(names).not.toContain('Rihards Braucējs');
    expect(state.offenders.find((o) => o.name === 'Kadri Lepik')).toEqual({
      participantId: kadri,
      name: 'Kadri Lepik',
      racingClass: 'Hobby',
      racingNumber: expect.any(Number),
    });
  });

  it('a registered rider without a score blocks approval and is named in the error; the secretary gives DNS', async () => {
    const refused = await server.as('secretary', 'POST', `/api/stages/${TODAY}/results/approve`);
    expect(refused.status).toBe(409);
    const body = await json<{ error: { code: string; offenders: { participantId: string; name: string }[] } }>(refused);
    expect(body.error.code).toBe('standingsNotAllFinished');
    expect(body.error.offenders.find((o) => o.participantId === kadri)).toMatchObject({ name: 'Kadri Lepik' });
    expect(await resultsStatus(TODAY)).toBeNull();

    const path = `/api/stages/${TODAY}/results/${kadri}/status`;
    expect((await server.as('rider', 'PUT', path, { status: 'DNS' })).status).toBe(403);
    expect((await server.as('secretary', 'PUT', path, { status: 'DNX' })).status).toBe(400);
    expect(
      (await server.as('secretary', 'PUT', `/api/stages/${TODAY}/results/nobody/status`, { status: 'DNS' })).status,
    ).toBe(404);
    const set = await server.as('secretary', 'PUT', path, { status: 'DNS' });
    expect(set.status).toBe(200);
    expect(await json<StageResult>(set)).toMatchObject({
      participantId: kadri,
      status: 'DNS',
      total: null,
      startedOn: null,
      participant: { name: 'Kadri Lepik', racingClass: 'Hobby' },
    });
    const list = await json<StageResult[]>(await server.as(null, 'GET', `/api/stages/${TODAY}/results`));
    expect(list.find((r) => r.participantId === kadri)?.status).toBe('DNS');
    const state = await json<StageApprovalState>(await server.as('secretary', 'GET', `/api/stages/${TODAY}/approval`));
    expect(state.offenders.map((o) => o.participantId)).not.toContain(kadri);
  });

  it('approve: 401, 403, and stops while a rider is neither finished nor DNF/DQ, changing nothing', async () => {
    expect((await server.as(null, 'POST', `/api/stages/${TODAY}/results/approve`)).status).toBe(401);
    expect((await server.as('judge', 'POST', `/api/stages/${TODAY}/results/approve`)).status).toBe(403);
    const res = await server.as('secretary', 'POST', `/api/stages/${TODAY}/results/approve`);
    expect(res.status).toBe(409);
    expect((await json<{ error: { code: string } }>(res)).error.code).toBe('standingsNotAllFinished');
    expect(await resultsStatus(TODAY)).toBeNull();
  });

  it('approve stops on a stage nobody has ridden yet, changing nothing', async () => {
    const res = await server.as('secretary', 'POST', `/api/stages/${UPCOMING}/results/approve`);
    expect(res.status).toBe(409);
    expect((await json<{ error: { code: string } }>(res)).error.code).toBe('standingsNoResults');
    expect(await resultsStatus(UPCOMING)).toBeNull();
  });

  it('generate before approval is refused', async () => {
    const res = await server.as('secretary', 'POST', `/api/stages/${TODAY}/standings/generate`, {});
    expect(res.status).toBe(409);
  });

  it('approve writes positions and points, sets Approved, writes the audit entry and pushes the results', async () => {
    await score(judging, kertu); // the last slot: now finished
    // Everyone else entered did not start.
    const state = await json<StageApprovalState>(await server.as('secretary', 'GET', `/api/stages/${TODAY}/approval`));
    for (const o of state.offenders)
      expect(
        (
          await server.as('secretary', 'PUT', `/api/stages/${TODAY}/results/${o.participantId}/status`, {
            status: 'DNS',
          })
        ).status,
      ).toBe(200);
    const live = await openLive(server.url, `stage:${TODAY}:results`);
    try {
      const res = await server.as('secretary', 'POST', `/api/stages/${TODAY}/results/approve`);
      expect(res.status).toBe(200);
      expect((await json<StageApprovalState>(res)).resultsStatus).toBe('Approved');
      // The judge's last score and the DNS statuses may still be on their way to this new subscriber:
      // wait for the approval's one event with every place and its points.
      const frame = await live.next((f) => {
        const data = (f.data as { data?: { type: string } }).data;
        return f.event === 'message' && data?.type === 'results.positions';
      });
      const { positions } = (frame.data as { data: { positions: ResultPosition[] } }).data;
      expect(positions.find((p) => p.position === 1)).toMatchObject({ positionPoints: 20 });
      const approved = await json<StageResult[]>(await server.as(null, 'GET', `/api/stages/${TODAY}/results`));
      // The event carries what the page then reads, for every result.
      expect(positions).toHaveLength(approved.length);
      for (const r of approved)
        expect(positions.find((p) => p.participantId === r.participantId)).toEqual({
          participantId: r.participantId,
          position: r.position,
          positionPoints: r.positionPoints,
          positionAbsolutePoints: r.positionAbsolutePoints,
        });
    } finally {
      live.close();
    }
    const log = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.stageId, TODAY), eq(auditLog.event, 'approve_results')));
    expect(log).toHaveLength(1);
    const list = await json<StageResult[]>(await server.as(null, 'GET', `/api/stages/${TODAY}/results`));
    expect(list.find((r) => r.participantId === kadri)).toMatchObject({ position: null, positionPoints: 0 });
  });

  it("generate stops with 'Class order not found' for a women's group the championship has no class for, writing nothing", async () => {
    // Kertu Kask (born 2000) also stands in the 'Women' group once the championship has women classes.
    const before = await view('secretary');
    await server.database.db.execute(
      `UPDATE championships SET has_women_classes = true WHERE id = '${championshipId}'`,
    );
    try {
      const res = await server.as('secretary', 'POST', `/api/stages/${TODAY}/standings/generate`, {});
      expect(res.status).toBe(409);
      const body = await json<{ error: { code: string; fields: { class: string } } }>(res);
      expect(body.error.code).toBe('standingsClassOrderNotFound');
      // Kertu and Laura would be Women, Mia (12) a Junior: whichever comes first is named.
      expect(['Women', 'Juniors']).toContain(body.error.fields.class);
      expect(await resultsStatus(TODAY)).toBe('Approved');
      expect((await view('secretary')).positions).toEqual(before.positions);
    } finally {
      await server.database.db.execute(
        `UPDATE championships SET has_women_classes = false WHERE id = '${championshipId}'`,
      );
    }
  });

  it('generate: 401, 403, 400 on a bad resolution, and identity conflicts write nothing', async () => {
    // Rihards rides for another club from this stage on.
    const before = await view('secretary');
    await server.database.db.execute(
      `UPDATE results SET participant = jsonb_set(participant, '{club}', '{"id":"Pärnu MK"}') WHERE stage_id = '${TODAY}' AND participant_id = '${rihards}'`,
    );
    expect((await server.as(null, 'POST', `/api/stages/${TODAY}/standings/generate`, {})).status).toBe(401);
    expect((await server.as('rider', 'POST', `/api/stages/${TODAY}/standings/generate`, {})).status).toBe(403);
    const bad = await server.as('secretary', 'POST', `/api/stages/${TODAY}/standings/generate`, {
      resolutions: [{ standingId: 'x', field: 'shoeSize', choice: 'new' }],
    });
    expect(bad.status).toBe(400);
    expect((await json<{ error: { code: string } }>(bad)).error.code).toBe('validation');
    const res = await server.as('secretary', 'POST', `/api/stages/${TODAY}/standings/generate`, {});
    const body = await json<GenerateStandingsResponse>(res);
    expect(body.ok).toBe(false);
    if (body.ok) return;
    expect(body.errors.map((e) => [e.name, e.field, e.oldValue, e.newValue])).toEqual([
      ['Rihards Braucējs', 'clubId', 'MK Trial Rīga', 'Pärnu MK'],
    ]);
    expect(await resultsStatus(TODAY)).toBe('Approved');
    expect((await view('secretary')).positions).toEqual(before.positions);
  });

  it("women's groups: a rider 12 on the first stage's date is a Junior; the Women group ranks across classes by class order", async () => {
    // The championship gets women classes; Mia Kask turns 12 on the first stage's date.
    const first = (await view('secretary')).stages[0]!.competitionStartDate.slice(0, 10);
    const born = `${Number(first.slice(0, 4)) - 12}${first.slice(4)}`;
    await server.database.db.execute(
      `UPDATE championships SET has_women_classes = true, classes = classes || '[{"name":"Women","order":10,"bgColor":"#c2255c","borderColor":"#a61e4d","clubStandingMultiplier":1},{"name":"Juniors","order":11,"bgColor":"#c2255c","borderColor":"#a61e4d","clubStandingMultiplier":1},{"name":"Girls","order":12,"bgColor":"#c2255c","borderColor":"#a61e4d","clubStandingMultiplier":1}]'::jsonb WHERE id = '${championshipId}'`,
    );
    await server.database.db.update(participants).set({ birthDate: born }).where(eq(participants.id, mia));
    await server.database.db.execute(
      `UPDATE results SET participant = jsonb_set(participant, '{birthDate}', to_jsonb('${born}'::text)) WHERE participant_id = '${mia}' AND stage_id = '${TODAY}'`,
    );
    const [row] = await server.database.db
      .select()
      .from(results)
      .where(and(eq(results.stageId, TODAY), eq(results.participantId, mia)));
    expect((row!.participant as { birthDate: string }).birthDate).toBe(born);
  });

  it('generate with the pick writes the stage as draft: secretaries see it, visitors (and the live event) do not', async () => {
    const live = await openLive(server.url, `championship:${championshipId}:standings`);
    try {
      const res = await server.as('secretary', 'POST', `/api/stages/${TODAY}/standings/generate`, {
        resolutions: [
          { standingId: 'rihards-braucējs-clubman', field: 'clubId', choice: 'new' },
          // Mia's birth year changed above.
          { standingId: 'mia-kask-youth', field: 'birthYear', choice: 'new' },
        ],
      });
      const body = await json<GenerateStandingsResponse>(res);
      expect(body.ok && body.state.resultsStatus).toBe('StandingsGenerated');
      // The event says only that the standings changed (decision 034, addendum): no rider's data, so
      // no draft either; an open page reads its own view again.
      const frame = await live.next((f) => f.event === 'message');
      expect((frame.data as { data: unknown }).data).toEqual({ type: 'standings.changed' });
    } finally {
      live.close();
    }
    const secretary = await view('secretary');
    const rider = secretary.positions.find((p) => p.id === 'rihards-braucējs-clubman')!;
    expect(rider.clubId).toBe('Pärnu MK');
    expect(rider.results.find((r) => r.order === 2)).toMatchObject({ status: 'draft', points: 20 });
    const visitor = await view(null);
    expect(visitor.positions.find((p) => p.id === 'rihards-braucējs-clubman')!.results.map((r) => r.order)).toEqual([
      0, 1,
    ]);
    // Mia is a Junior (12 on the first stage's date), not a Girl.
    expect(secretary.positions.some((p) => p.id === 'mia-kask-juniors')).toBe(true);
    expect(secretary.positions.some((p) => p.id === 'mia-kask-girls')).toBe(false);
    // Women: Laura (Clubman, class order 2) before Kertu (Hobby, order 3), though Kertu's raw total is lower
    // (fewer laps and sections); Kadri (DNS) after both with 0 points.
    const women = (id: string) => secretary.positions.find((p) => p.id === id)!.results.find((r) => r.order === 2)!;
    const kertuResult = (
      await json<StageResult[]>(await server.as(null, 'GET', `/api/stages/${TODAY}/results`))
    ).filter((r) => r.participantId === kertu || r.participantId === laura);
    expect(kertuResult.find((r) => r.participantId === kertu)!.total!).toBeLessThan(
      kertuResult.find((r) => r.participantId === laura)!.total!,
    );
    expect([women('laura-krūmiņa-women').points, women('kertu-kask-women').points]).toEqual([20, 17]);
    expect(women('kadri-lepik-women')).toMatchObject({ points: 0, resultStatus: 'DNS' });
    expect(women('kadri-lepik-hobby')).toMatchObject({ points: 0, resultStatus: 'DNS' });
  });

  it('publish: 403 for riders; then the stage is public and the standings topic carries it', async () => {
    expect((await server.as('rider', 'POST', `/api/stages/${TODAY}/standings/publish`)).status).toBe(403);
    const live = await openLive(server.url, `championship:${championshipId}:standings`);
    try {
      const res = await server.as('secretary', 'POST', `/api/stages/${TODAY}/standings/publish`);
      expect((await json<StageApprovalState>(res)).resultsStatus).toBe('StandingsPublished');
      const frame = await live.next((f) => f.event === 'message');
      expect((frame.data as { data: unknown }).data).toEqual({ type: 'standings.changed' });
    } finally {
      live.close();
    }
    const visitor = await view(null);
    expect(
      visitor.positions.find((p) => p.id === 'rihards-braucējs-clubman')!.results.map((r) => [r.order, r.status]),
    ).toEqual([
      [0, 'final'],
      [1, 'final'],
      [2, 'final'],
    ]);
  });

  it('a published stage cannot be approved or generated again', async () => {
    expect((await server.as('secretary', 'POST', `/api/stages/${PAST}/results/approve`)).status).toBe(409);
    expect((await server.as('secretary', 'POST', `/api/stages/${PAST}/standings/generate`, {})).status).toBe(409);
  });
});

describe('rename, merge, delete', () => {
  const base = () => `/api/championships/${championshipId}/standings`;
  it('rename: 401, 403, 400 empty, 409 same id or taken name, 404 unknown, 200 renamed', async () => {
    const v = await view('secretary');
    const [a, b] = v.positions.filter((p) => p.group === 'Expert');
    expect((await server.as(null, 'PATCH', `${base()}/${a!.id}`, { name: 'X' })).status).toBe(401);
    expect((await server.as('rider', 'PATCH', `${base()}/${a!.id}`, { name: 'X' })).status).toBe(403);
    expect((await server.as('secretary', 'PATCH', `${base()}/${a!.id}`, { name: '  ' })).status).toBe(400);
    const same = await server.as('secretary', 'PATCH', `${base()}/${a!.id}`, { name: a!.name.toUpperCase() });
    expect((await json<{ error: { code: string } }>(same)).error.code).toBe('standingNoChanges');
    const taken = await server.as('secretary', 'PATCH', `${base()}/${a!.id}`, { name: b!.name });
    expect((await json<{ error: { code: string } }>(taken)).error.code).toBe('standingNameTaken');
    expect((await server.as('secretary', 'PATCH', `${base()}/nobody-expert`, { name: 'Y' })).status).toBe(404);
    const ok = await server.as('secretary', 'PATCH', `${base()}/${a!.id}`, { name: 'Renamed Rider' });
    expect(ok.status).toBe(200);
    const after = await view('secretary');
    expect(after.positions.some((p) => p.id === a!.id)).toBe(false);
    expect(after.positions.find((p) => p.id === 'renamed-rider-expert')).toMatchObject({ refOriginal: a!.id });
  });

  it('merge moves the source stages into the target and removes the source; delete removes a standing', async () => {
    const v = await view('secretary');
    const [a, b] = v.positions.filter((p) => p.group === 'Hobby');
    expect((await server.as('rider', 'POST', `${base()}/${a!.id}/merge`, { targetId: b!.id })).status).toBe(403);
    expect((await server.as('secretary', 'POST', `${base()}/${a!.id}/merge`, {})).status).toBe(400);
    const res = await server.as('secretary', 'POST', `${base()}/${a!.id}/merge`, { targetId: b!.id });
    expect(res.status).toBe(200);
    const merged = await json<StandingPosition>(res);
    expect(merged.results.every((r) => r.status === 'draft' || !a!.results.some((x) => x.order === r.order))).toBe(
      true,
    );
    expect((await view('secretary')).positions.some((p) => p.id === a!.id)).toBe(false);

    expect((await server.as('rider', 'DELETE', `${base()}/${b!.id}`)).status).toBe(403);
    expect((await server.as('secretary', 'DELETE', `${base()}/${b!.id}`)).status).toBe(204);
    expect((await server.as('secretary', 'DELETE', `${base()}/${b!.id}`)).status).toBe(404);
    const log = await server.database.db.select().from(auditLog).where(eq(auditLog.event, 'delete_standing'));
    expect(log).toHaveLength(1);
  });
});

describe('approve / final and exports', () => {
  it('finalize: 401, 403, 400 on a bad mode, then positions, totals and final everywhere', async () => {
    const path = `/api/championships/${championshipId}/standings/finalize`;
    expect((await server.as(null, 'POST', path, { mode: 'final' })).status).toBe(401);
    expect((await server.as('judge', 'POST', path, { mode: 'final' })).status).toBe(403);
    expect((await server.as('secretary', 'POST', path, { mode: 'best' })).status).toBe(400);
    expect((await server.as('secretary', 'POST', path, { mode: 'final' })).status).toBe(204);
    const v = await view(null);
    expect([v.status, v.mode]).toEqual(['approved', 'final']);
    expect(v.positions.every((p) => p.position !== null && p.total !== null && p.totalMinusWorst !== null)).toBe(true);
    expect(v.positions.every((p) => p.results.every((r) => r.status === 'final'))).toBe(true);
  });

  it('export gives the three Markdown files to secretaries only', async () => {
    const path = `/api/championships/${championshipId}/standings/export`;
    expect((await server.as(null, 'GET', path)).status).toBe(401);
    expect((await server.as('rider', 'GET', path)).status).toBe(403);
    const files = await json<MarkdownFile[]>(await server.as('secretary', 'GET', path));
    const year = new Date().getFullYear();
    expect(files.map((f) => f.name)).toEqual([
      `baltic-cup-${year}-standings-by-class.md`,
      `baltic-cup-${year}-club-standings.md`,
      `Baltic Trial Cup ${year}.md`,
    ]);
    expect(files[0]!.content).toContain('## Expert');
    expect(files[2]!.content).toContain('Tamm & Kask');
  });
});

describe('standings as data (tables)', () => {
  it('serves the numbers the page shows, to visitors and secretaries, in the documented shape', async () => {
    for (const role of [null, 'secretary'] as const) {
      const res = await server.as(role, 'GET', `${championshipPath}/tables`);
      expect(res.status).toBe(200);
      const sent = await json<CompactStandingsTables>(res);
      expect(standingsTablesSchema.safeParse(sent).error).toBeUndefined();
      const tables = expandStandingsTables(sent);
      // The page computes exactly this from the view it loads.
      expect(tables).toEqual(standingsTables(await view(role), role === 'secretary'));
      expect(tables.clubs.length).toBeGreaterThan(2);
      expect(tables.teams.map((t) => t.name).sort()).toEqual(['Kalniņi', 'Ozolu ģimene', 'Tamm & Kask']);
      const club = tables.clubs[0]!;
      expect(club.position).toBe(1);
      expect(club.totalPoints).toBe(Math.round(club.participants.reduce((s, p) => s + p.totalPoints, 0) * 100) / 100);
    }
  });

  it('answers 404 for an unknown championship', async () => {
    expect((await server.as(null, 'GET', '/api/standings/demo/nope/tables')).status).toBe(404);
  });
});
