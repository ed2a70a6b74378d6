import type {
  EntryImportRow,
  RiderPage,
  RiderSearchHit,
  SecretaryRiderSummary,
  StandingsTables,
} from '@trialhub/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { participants, riders, users } from '../src/db/schema.js';
import { type TestServer, startTestServer } from './helper.js';
import { checkedAnswers } from './openapi-checked.js';

/** Riders as people (issue #38, decision 071): every entry is a rider, matched as standings match. */
let server: TestServer;
beforeAll(async () => {
  // Every described answer is checked against the OpenAPI document too (issue #41).
  server = await checkedAnswers(await startTestServer());
}, 240_000);
afterAll(() => server?.close());

const UPCOMING = 'demo-stage-4';
const json = <T>(res: Response) => res.json() as Promise<T>;
const riderOf = async (stageId: string, name: string) =>
  (
    await server.database.db
      .select({ riderId: participants.riderId })
      .from(participants)
      .where(and(eq(participants.stageId, stageId), eq(participants.name, name)))
  )[0]?.riderId ?? null;
const entry = (name: string, birthDate: string, racingNumber: number) => ({
  form: {
    name,
    racingNumber,
    racingClass: 'Expert',
    birthDate: birthDate.replaceAll('-', '.'),
    gender: 'male',
    clubId: 'MK Trial Rīga',
    bike: null,
    license: null,
    team: null,
  },
  confirmClassAge: true,
});

describe('every entry is a rider', () => {
  it('the demo: one rider per person across its stages, accounts linked', async () => {
    const all = await server.database.db.select({ riderId: participants.riderId }).from(participants);
    expect(all.every((p) => p.riderId !== null)).toBe(true);
    const martins = await riderOf('demo-stage-1', 'Mārtiņš Ozols');
    expect(await riderOf('demo-stage-2', 'Mārtiņš Ozols')).toBe(martins);
    expect(await riderOf('demo-stage-3', 'Mārtiņš Ozols')).toBe(martins);
    const [account] = await server.database.db
      .select({ userId: riders.userId, email: users.email })
      .from(riders)
      .innerJoin(users, eq(users.id, riders.userId))
      .where(eq(riders.id, (await riderOf('demo-stage-1', 'Rihards Braucējs'))!));
    expect(account?.email).toBe('rider@trialhub.demo');
  });

  it("a secretary's new entry with a rider's name (any case and spacing) and birth date is that rider; another birth date is a new rider", async () => {
    const martins = await riderOf('demo-stage-1', 'Mārtiņš Ozols');
    const added = await server.as(
      'secretary',
      'POST',
      `/api/stages/${UPCOMING}/participants`,
      entry('mārtiņš  OZOLS', '1996-04-12', 1),
    );
    expect(added.status).toBe(201);
    expect(await riderOf(UPCOMING, 'mārtiņš  OZOLS')).toBe(martins);
    const other = await server.as('secretary', 'POST', `/api/stages/${UPCOMING}/participants`, {
      ...entry('Kristjan Tamm', '1999-08-04', 2),
    });
    expect(other.status).toBe(201);
    const tamm = await riderOf('demo-stage-1', 'Kristjan Tamm');
    expect(await riderOf(UPCOMING, 'Kristjan Tamm')).not.toBe(tamm);
    expect(await riderOf(UPCOMING, 'Kristjan Tamm')).not.toBeNull();
  });

  it('the import preview says which rider each new row is and why; the commit links them', async () => {
    const csv = 'Name;Class;Birth date;Number\nEdgars Bērziņš;Expert;1993-01-27;3\nBrand New;Expert;2001-02-03;77\n';
    const preview = await json<{ rows: EntryImportRow[] }>(
      await server.as('secretary', 'POST', `/api/stages/${UPCOMING}/participants/import`, {
        csv,
        commit: false,
        acceptClassAge: [2, 3],
      }),
    );
    const edgars = await riderOf('demo-stage-1', 'Edgars Bērziņš');
    expect(preview.rows.map((r) => r.rider)).toEqual([
      { riderId: edgars, name: 'Edgars Bērziņš', reason: 'nameAndBirthDate' },
      { riderId: null, name: null, reason: 'new' },
    ]);
    const committed = await json<{ applied: number; rows: EntryImportRow[] }>(
      await server.as('secretary', 'POST', `/api/stages/${UPCOMING}/participants/import`, {
        csv,
        commit: true,
        acceptClassAge: [2, 3],
      }),
    );
    expect(committed.applied).toBe(2);
    expect(await riderOf(UPCOMING, 'Edgars Bērziņš')).toBe(edgars);
    expect(await riderOf(UPCOMING, 'Brand New')).toBe(committed.rows[1]!.rider!.riderId);
  });
});

describe('the rider page', () => {
  it('visitors see name, club, class and birth year, the stages ridden, positions and statistics; secretaries more', async () => {
    const id = (await riderOf('demo-stage-1', 'Mārtiņš Ozols'))!;
    const page = await json<RiderPage>(await server.as(null, 'GET', `/api/riders/${id}`));
    expect(page.rider).toEqual({
      id,
      name: 'Mārtiņš Ozols',
      clubId: 'MK Trial Rīga',
      racingClass: 'Expert',
      birthYear: 1996,
      hidden: false,
    });
    expect(JSON.stringify(page)).not.toContain('1996-04-12');
    // Published stages only, newest first: the upcoming one, today's, and the two approved ones.
    expect(page.stages.map((s) => s.stageId)).toEqual([UPCOMING, 'demo-stage-3', 'demo-stage-2', 'demo-stage-1']);
    const approved = page.stages.find((s) => s.stageId === 'demo-stage-1')!;
    expect(approved).toMatchObject({ hasResult: true, racingClass: 'Expert', isFinished: true });
    expect(approved.position).toBeGreaterThan(0);
    expect(approved.sections).toBeGreaterThan(0);
    expect(page.statistics.stagesWithResult).toBeGreaterThanOrEqual(2);
    expect(page.statistics.cleansPercent).toBeGreaterThan(0);
    expect(page.statistics.bestSection).not.toBeNull();
    // Championship positions are the standings page's numbers.
    const year = new Date().getFullYear();
    const tables = await json<StandingsTables>(
      await server.as(null, 'GET', `/api/standings/demo/baltic-cup-${year}/tables`),
    );
    const row = tables.individual.find((r) => r.name === 'Mārtiņš Ozols' && r.group === 'Expert')!;
    expect(page.championships).toEqual([
      expect.objectContaining({ group: 'Expert', position: row.position, total: row.total }),
    ]);
    const secretary = await json<RiderPage>(await server.as('secretary', 'GET', `/api/riders/${id}`));
    expect(secretary.rider as SecretaryRiderSummary).toMatchObject({
      birthDate: '1996-04-12',
      gender: 'male',
      hasAccount: false,
    });
    expect((await server.as(null, 'GET', '/api/riders/r-nobody')).status).toBe(404);
  });

  it('every name links to its rider: an entry redirects to the rider page, a draft stage only for staff', async () => {
    const [p] = await server.database.db
      .select()
      .from(participants)
      .where(and(eq(participants.stageId, 'demo-stage-1'), eq(participants.name, 'Kristjan Tamm')));
    const res = await server.fetch(`/riders/entry/demo-stage-1/${p!.id}`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`/riders/${p!.riderId}`);
    expect((await server.fetch(`/riders/entry/demo-stage-1/nobody`, { redirect: 'manual' })).status).toBe(404);
    const [draft] = await server.database.db
      .select()
      .from(participants)
      .where(eq(participants.stageId, 'demo-stage-5'));
    if (draft)
      expect((await server.fetch(`/riders/entry/demo-stage-5/${draft.id}`, { redirect: 'manual' })).status).toBe(404);
  });

  it("a rider's own record: the privacy choice hides the page from search engines; /my-results reads the rider's entries", async () => {
    expect((await server.as(null, 'GET', '/api/me/rider')).status).toBe(401);
    const mine = await json<{ riderId: string; hidden: boolean }>(await server.as('rider', 'GET', '/api/me/rider'));
    expect(mine.hidden).toBe(false);
    expect((await server.as('rider', 'PUT', '/api/me/rider', { hidden: 'yes' })).status).toBe(400);
    expect(await json(await server.as('rider', 'PUT', '/api/me/rider', { hidden: true }))).toEqual({
      riderId: mine.riderId,
      hidden: true,
    });
    expect((await json<RiderPage>(await server.as(null, 'GET', `/api/riders/${mine.riderId}`))).rider.hidden).toBe(
      true,
    );
    const results = await json<{ stageId: string }[]>(await server.as('rider', 'GET', '/api/me/results'));
    expect(results.map((r) => r.stageId).sort()).toEqual(['demo-stage-1', 'demo-stage-2', 'demo-stage-3']);
    // An admin without a rider record (never entered) has nothing to hide.
    expect((await server.as('admin', 'PUT', '/api/me/rider', { hidden: true })).status).toBe(404);
  });
});

describe("the secretary's rider search", () => {
  it('finds riders by name without diacritics or case, and by racing number; for secretaries only', async () => {
    expect((await server.as(null, 'GET', '/api/riders?q=ozols')).status).toBe(401);
    expect((await server.as('rider', 'GET', '/api/riders?q=ozols')).status).toBe(403);
    expect((await server.as('secretary', 'GET', '/api/riders')).status).toBe(400);
    const byName = await json<RiderSearchHit[]>(await server.as('secretary', 'GET', '/api/riders?q=MARTINS'));
    expect(byName.map((r) => r.name)).toContain('Mārtiņš Ozols');
    const byNumber = await json<RiderSearchHit[]>(await server.as('secretary', 'GET', '/api/riders?q=16'));
    expect(byNumber.map((r) => r.name)).toContain('Rihards Braucējs');
    const review = await server.as('secretary', 'GET', '/api/riders/review');
    expect(review.status).toBe(200);
    // Kristjan Tamm born on another day was kept apart: listed.
    expect(
      (await json<{ riders: { name: string }[] }[]>(review)).some((g) => g.riders[0]!.name === 'Kristjan Tamm'),
    ).toBe(true);
  });
});
