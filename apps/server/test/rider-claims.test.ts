import type {
  ClubPage,
  MyResult,
  MyRiderClaims,
  PendingRiderClaim,
  RiderPage,
  RiderReviewGroup,
  StandingsTables,
} from '@trialhub/domain';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompetitionsService } from '../src/features/competitions/competitions.service.js';
import { publicPageMeta } from '../src/features/discovery/page-meta.js';
import { auditLog, participants, riders } from '../src/db/schema.js';
import { type TestServer, startTestServer } from './helper.js';
import { checkedAnswers } from './openapi-checked.js';

/** Claims, merges, splits and remembered identity decisions of rider records (issue #38, decision 080). */
let server: TestServer;
beforeAll(async () => {
  // Every described answer is checked against the OpenAPI document too (issue #41).
  server = await checkedAnswers(await startTestServer());
}, 240_000);
afterAll(() => server?.close());

const UPCOMING = 'demo-stage-4';
const json = <T>(res: Response) => res.json() as Promise<T>;
let counter = 0;

/** A new account, as the sign-up form makes one; its cookie. */
async function signUp(name: string): Promise<{ cookie: string }> {
  const email = `claim.${Date.now()}.${counter++}@example.com`;
  const res = await server.fetch('/api/auth/sign-up/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'correct-horse', name }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { cookie };
}

const riderOf = async (stageId: string, name: string) =>
  (
    await server.database.db
      .select({ riderId: participants.riderId, id: participants.id })
      .from(participants)
      .where(and(eq(participants.stageId, stageId), eq(participants.name, name)))
  )[0] ?? null;

const audits = async (event: string) => server.database.db.select().from(auditLog).where(eq(auditLog.event, event));

async function addEntry(stageId: string, name: string, birthDate: string, license: string | null = null) {
  const res = await server.as('secretary', 'POST', `/api/stages/${stageId}/participants`, {
    form: {
      name,
      racingNumber: null,
      racingClass: 'Hobby',
      birthDate: birthDate.replaceAll('-', '.'),
      gender: 'male',
      clubId: 'MK Trial Rīga',
      bike: null,
      license,
      team: null,
    },
    confirmClassAge: true,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await riderOf(stageId, name))!;
}

describe('a rider claims his record', () => {
  it('signs up later, gives his birth date, the secretary confirms: his history is his', async () => {
    const martins = (await riderOf('demo-stage-1', 'Mārtiņš Ozols'))!.riderId!;
    const me = await signUp('Mārtiņš Ozols');
    expect(await json<MyResult[]>(await server.as(me, 'GET', '/api/me/results'))).toEqual([]);
    // The name alone is not enough to be offered anything.
    expect((await json<MyRiderClaims>(await server.as(me, 'GET', '/api/me/rider-claims'))).offers).toEqual([]);
    // Days that do not exist are a 400 (PostgreSQL would refuse them with a 500), found by fuzzing.
    for (const bad of ['12.04.1996', '1996-02-30', '0000-01-01', '1996-4-12'])
      expect((await server.as(me, 'GET', `/api/me/rider-claims?birthDate=${bad}`)).status).toBe(400);
    const found = await json<MyRiderClaims>(await server.as(me, 'GET', '/api/me/rider-claims?birthDate=1996-04-12'));
    expect(found.offers).toEqual([expect.objectContaining({ riderId: martins, match: 'nameAndBirthDate', stages: 3 })]);
    // A record the user is not offered cannot be claimed (nor is its existence told).
    const other = (await riderOf('demo-stage-1', 'Kristjan Tamm'))!.riderId!;
    expect(
      (await server.as(me, 'POST', '/api/me/rider-claims', { riderId: other, birthDate: '1996-04-12' })).status,
    ).toBe(404);
    const asked = await server.as(me, 'POST', '/api/me/rider-claims', { riderId: martins, birthDate: '1996-04-12' });
    expect(await json(asked)).toMatchObject({ status: 'pending' });
    const waiting = await json<MyRiderClaims>(await server.as(me, 'GET', '/api/me/rider-claims?birthDate=1996-04-12'));
    expect(waiting.offers).toEqual([]);
    expect(waiting.pending).toEqual([expect.objectContaining({ riderId: martins, name: 'Mārtiņš Ozols' })]);
    // Still not his until a secretary says so.
    expect(await json<MyResult[]>(await server.as(me, 'GET', '/api/me/results'))).toEqual([]);

    const list = await json<PendingRiderClaim[]>(await server.as('secretary', 'GET', '/api/rider-claims'));
    const claim = list.find((c) => c.rider.id === martins)!;
    expect(claim).toMatchObject({ userName: 'Mārtiņš Ozols', rider: { stages: 3, birthDate: '1996-04-12' } });
    expect((await server.as('rider', 'POST', `/api/rider-claims/${claim.id}/approve`)).status).toBe(403);
    expect((await server.as(null, 'GET', '/api/rider-claims')).status).toBe(401);
    expect(await json(await server.as('secretary', 'POST', `/api/rider-claims/${claim.id}/approve`))).toEqual({
      status: 'approved',
    });
    expect((await server.as('secretary', 'POST', `/api/rider-claims/${claim.id}/refuse`)).status).toBe(409);

    const results = await json<MyResult[]>(await server.as(me, 'GET', '/api/me/results'));
    expect(results.map((r) => r.stageId).sort()).toEqual(['demo-stage-1', 'demo-stage-2', 'demo-stage-3']);
    expect(await json(await server.as(me, 'GET', '/api/me/rider'))).toMatchObject({ riderId: martins });
    expect((await audits('rider.claimApproved')).map((a) => a.data)).toContainEqual(
      expect.objectContaining({ claimed: martins, riderId: martins }),
    );
    // Claimed: nobody else is offered it any more.
    const twin = await signUp('Mārtiņš Ozols');
    expect(
      (await json<MyRiderClaims>(await server.as(twin, 'GET', '/api/me/rider-claims?birthDate=1996-04-12'))).offers,
    ).toEqual([]);
  });

  it('a refused claim is not offered again', async () => {
    const edgars = (await riderOf('demo-stage-1', 'Edgars Bērziņš'))!.riderId!;
    const me = await signUp('Edgars Bērziņš');
    await server.as(me, 'POST', '/api/me/rider-claims', { riderId: edgars, birthDate: '1993-01-27' });
    const claim = (await json<PendingRiderClaim[]>(await server.as('secretary', 'GET', '/api/rider-claims'))).find(
      (c) => c.rider.id === edgars,
    )!;
    expect(await json(await server.as('admin', 'POST', `/api/rider-claims/${claim.id}/refuse`))).toEqual({
      status: 'refused',
    });
    const after = await json<MyRiderClaims>(await server.as(me, 'GET', '/api/me/rider-claims?birthDate=1993-01-27'));
    expect(after).toEqual({ offers: [], pending: [] });
    expect(await json<MyResult[]>(await server.as(me, 'GET', '/api/me/results'))).toEqual([]);
  });

  it('a licence on his entries, or his e-mail on the record, is claimed at once', async () => {
    const entry = await addEntry(UPCOMING, 'Oskars Licencēts', '1990-05-05', 'LAMSF 4411');
    const me = await signUp('O. Licencēts');
    const offers = await json<MyRiderClaims>(await server.as(me, 'GET', '/api/me/rider-claims?licence=lamsf4411'));
    expect(offers.offers).toEqual([expect.objectContaining({ riderId: entry.riderId, match: 'licence' })]);
    expect(
      await json(
        await server.as(me, 'POST', '/api/me/rider-claims', { riderId: entry.riderId, licence: 'lamsf 4411' }),
      ),
    ).toEqual({ status: 'claimed', riderId: entry.riderId });
    expect((await json<MyResult[]>(await server.as(me, 'GET', '/api/me/results'))).map((r) => r.stageId)).toEqual([
      UPCOMING,
    ]);

    // The e-mail a secretary recorded on a record (a federation's list) is the account's proof too.
    const other = await addEntry(UPCOMING, 'Pēteris Pasts', '1991-06-06');
    const email = `post.${Date.now()}@example.com`;
    await server.database.db.update(riders).set({ email: email.toUpperCase() }).where(eq(riders.id, other.riderId!));
    const res = await server.fetch('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'correct-horse', name: 'Somebody' }),
    });
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const byMail = await json<MyRiderClaims>(await server.as({ cookie }, 'GET', '/api/me/rider-claims'));
    expect(byMail.offers).toEqual([expect.objectContaining({ riderId: other.riderId, match: 'email' })]);
    expect(await json(await server.as({ cookie }, 'POST', '/api/me/rider-claims', { riderId: other.riderId }))).toEqual(
      {
        status: 'claimed',
        riderId: other.riderId,
      },
    );
    expect((await audits('rider.claimed')).length).toBeGreaterThanOrEqual(2);
  });

  it("an account that already rides keeps its rider: the claimed record's entries join it", async () => {
    const mine = await json<{ riderId: string }>(await server.as('rider2', 'GET', '/api/me/rider'));
    const old = await addEntry('demo-stage-5', 'Kertu Kask', '1990-01-01', 'EMF 9');
    expect(old.riderId).not.toBe(mine.riderId);
    const claimed = await json<{ status: string; riderId: string }>(
      await server.as('rider2', 'POST', '/api/me/rider-claims', { riderId: old.riderId, licence: 'EMF9' }),
    );
    expect(claimed).toEqual({ status: 'claimed', riderId: mine.riderId });
    expect((await riderOf('demo-stage-5', 'Kertu Kask'))!.riderId).toBe(mine.riderId);
  });
});

describe('merge, split and remembered namesakes', () => {
  it('a secretary merges two records of one rider (audited; the old page finds the merged one), and splits them again', async () => {
    const a = await addEntry(UPCOMING, 'Zane Liepa', '2000-01-01');
    const b = await addEntry('demo-stage-5', 'zane  LIEPA', '2000-01-02');
    expect(a.riderId).not.toBe(b.riderId);
    const review = await json<RiderReviewGroup[]>(await server.as('secretary', 'GET', '/api/riders/review'));
    expect(
      review
        .find((g) => g.nameKey === 'zane-liepa-')
        ?.riders.map((r) => r.id)
        .sort(),
    ).toEqual([a.riderId, b.riderId].sort());
    expect((await server.as('rider', 'POST', `/api/riders/${b.riderId}/merge`, { into: a.riderId })).status).toBe(403);
    expect((await server.as('secretary', 'POST', `/api/riders/${b.riderId}/merge`, { into: b.riderId })).status).toBe(
      400,
    );
    expect((await server.as('secretary', 'POST', `/api/riders/${b.riderId}/merge`, { into: 'r-nobody' })).status).toBe(
      404,
    );
    const merged = await server.as('secretary', 'POST', `/api/riders/${b.riderId}/merge`, { into: a.riderId });
    expect(await json(merged)).toEqual({ riderId: a.riderId, entries: 1 });
    expect((await riderOf('demo-stage-5', 'zane  LIEPA'))!.riderId).toBe(a.riderId);
    const page = await json<RiderPage>(await server.as('secretary', 'GET', `/api/riders/${b.riderId}`));
    expect(page.rider.id).toBe(a.riderId);
    expect(page.stages.map((s) => s.stageId).sort()).toEqual(['demo-stage-5', UPCOMING].sort());
    expect((await audits('rider.merged')).map((x) => x.data)).toContainEqual({
      from: b.riderId,
      into: a.riderId,
      entries: 1,
    });
    expect(
      (await json<RiderReviewGroup[]>(await server.as('secretary', 'GET', '/api/riders/review'))).some(
        (g) => g.nameKey === 'zane-liepa-',
      ),
    ).toBe(false);

    // Split: the draft stage's entry was someone else after all.
    expect(
      (
        await server.as('secretary', 'POST', `/api/riders/${a.riderId}/split`, {
          entries: [{ stageId: 'demo-stage-5', participantId: a.id }],
        })
      ).status,
    ).toBe(400);
    const split = await json<{ riderId: string }>(
      await server.as('secretary', 'POST', `/api/riders/${a.riderId}/split`, {
        entries: [{ stageId: 'demo-stage-5', participantId: b.id }],
      }),
    );
    expect((await riderOf('demo-stage-5', 'zane  LIEPA'))!.riderId).toBe(split.riderId);
    expect((await riderOf(UPCOMING, 'Zane Liepa'))!.riderId).toBe(a.riderId);
    expect((await audits('rider.split')).length).toBe(1);
    // Told apart by the split: not listed to look at again.
    expect(
      (await json<RiderReviewGroup[]>(await server.as('secretary', 'GET', '/api/riders/review'))).some(
        (g) => g.nameKey === 'zane-liepa-',
      ),
    ).toBe(false);
  });

  it('namesakes dismissed as different riders are not listed again; riders of one stage cannot be merged', async () => {
    const a = await addEntry(UPCOMING, 'Ilze Divas', '2001-03-03');
    const b = await addEntry('demo-stage-5', 'ILZE divas', '2002-03-03');
    // A rider rides a stage once: two riders of one stage are two people.
    const c = await addEntry(UPCOMING, 'Ilze Trīs', '2001-03-03');
    expect((await server.as('secretary', 'POST', `/api/riders/${c.riderId}/merge`, { into: a.riderId })).status).toBe(
      409,
    );
    const listed = async () =>
      (await json<RiderReviewGroup[]>(await server.as('secretary', 'GET', '/api/riders/review'))).some(
        (g) => g.nameKey === 'ilze-divas-',
      );
    expect(await listed()).toBe(true);
    expect(
      (await server.as('judge', 'POST', '/api/riders/review/dismiss', { riderIds: [a.riderId, b.riderId] })).status,
    ).toBe(403);
    expect((await server.as('secretary', 'POST', '/api/riders/review/dismiss', { riderIds: [a.riderId] })).status).toBe(
      400,
    );
    expect(
      (await server.as('secretary', 'POST', '/api/riders/review/dismiss', { riderIds: [a.riderId, 'r-nobody'] }))
        .status,
    ).toBe(404);
    expect(
      (await server.as('secretary', 'POST', '/api/riders/review/dismiss', { riderIds: [a.riderId, b.riderId] })).status,
    ).toBe(204);
    expect(await listed()).toBe(false);
    expect((await audits('rider.namesakesDismissed')).map((x) => x.data)).toContainEqual({
      riderIds: [a.riderId, b.riderId],
    });
  });
});

describe('the club page', () => {
  it("lists the club's riders (not those who hid their page), its approved results and its club standings place", async () => {
    const club = encodeURIComponent('Pärnu MK');
    const page = await json<ClubPage>(await server.as(null, 'GET', `/api/club-pages/${club}`));
    expect(page.club.id).toBe('Pärnu MK');
    expect(page.riders.map((r) => r.name)).toContain('Rasmus Kask');
    expect(JSON.stringify(page)).not.toContain('2001-11-15');
    expect(page.results.length).toBeGreaterThan(0);
    expect(page.results.every((r) => r.position !== null || r.status !== null)).toBe(true);
    const year = new Date().getFullYear();
    const tables = await json<StandingsTables>(
      await server.as(null, 'GET', `/api/standings/demo/baltic-cup-${year}/tables`),
    );
    const row = tables.clubs.find((c) => c.name === 'Pärnu MK')!;
    expect(page.standings).toEqual([expect.objectContaining({ position: row.position, totalPoints: row.totalPoints })]);
    // A rider who hid his page is not in the public list.
    const rasmus = page.riders.find((r) => r.name === 'Rasmus Kask')!;
    await server.database.db.update(riders).set({ hidden: true }).where(eq(riders.id, rasmus.id));
    const after = await json<ClubPage>(await server.as(null, 'GET', `/api/club-pages/${club}`));
    expect(after.riders.map((r) => r.name)).not.toContain('Rasmus Kask');
    await server.database.db.update(riders).set({ hidden: false }).where(eq(riders.id, rasmus.id));
    expect((await server.as(null, 'GET', '/api/club-pages/No%20Such%20Club')).status).toBe(404);
  });
});

describe("the rider page's link preview", () => {
  it('is a 1200×630 PNG the page head points at; a rider of draft stages only has none', async () => {
    const martins = (await riderOf('demo-stage-1', 'Mārtiņš Ozols'))!.riderId!;
    const res = await server.fetch(`/api/previews/riders/${martins}/rider.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(await sharp(Buffer.from(await res.arrayBuffer())).metadata()).toMatchObject({
      format: 'png',
      width: 1200,
      height: 630,
    });
    const meta = publicPageMeta({
      db: server.database.db,
      competitions: new CompetitionsService(server.database.db, server.hub),
      publicUrl: 'https://trial.example',
    });
    const head = await meta(
      `/riders/${martins}`,
      '<!doctype html><html lang="en"><head><title>TrialHub</title></head><body></body></html>',
      new Request(`https://trial.example/riders/${martins}`),
    );
    expect(head).toContain(
      `<meta property="og:image" content="https://trial.example/api/previews/riders/${martins}/rider.png">`,
    );
    const draftOnly = await addEntry('demo-stage-5', 'Draft Card Rider', '1995-05-05');
    expect((await server.fetch(`/api/previews/riders/${draftOnly.riderId}/rider.png`)).status).toBe(404);
  });
});
