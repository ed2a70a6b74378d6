import { count, eq } from 'drizzle-orm';
import { addDays, dayIn, zonedTime } from '@trialhub/domain';
import type { Auth } from '../auth/auth.js';
import { assignRiders } from '../features/riders/rider-assignment.js';
import { seedDemoStandings } from '../features/standings/demo-standings.js';
import { renderDemoPictures, seedMarket, storePicture } from './demo/market.js';
import {
  DEMO_PASSWORD,
  accountRiders,
  championshipClasses,
  demoAccounts,
  demoClubs,
  racingClasses,
  riders,
} from './demo/people.js';
import { seedApprovedResults } from './demo/results.js';
import type { Db } from './open-db.js';
import { championships, clubs, institutions, participants, stageJudges, stages, users } from './schema.js';

export { DEMO_PASSWORD, demoAccounts };

/** The demo championship runs in Latvia and Estonia: its times are wall-clock times in Riga, on any server. */
export const DEMO_TIME_ZONE = 'Europe/Riga';

/** `time` ('HH:MM', Riga) on the Riga day `days` after the one `now` falls on. */
function at(now: Date, days: number, time: string): Date {
  return zonedTime(DEMO_TIME_ZONE, addDays(dayIn(DEMO_TIME_ZONE, now), days), time);
}

const HOUR = 3_600_000;

/**
 * Today's stage ends at 17:00 like a real race day, but a demo seeded in the afternoon (the e2e suite,
 * a reviewer) needs it running for hours more, so then it ends with the Riga day; seeded in the last
 * hours of that day, it runs on a few hours past midnight.
 */
function raceDayEnd(now: Date): Date {
  const ends = [at(now, 0, '17:00'), at(now, 0, '23:59')];
  return ends.find((end) => end.getTime() - now.getTime() >= 4 * HOUR) ?? new Date(now.getTime() + 4 * HOUR);
}

/**
 * Seeds the demo championship on an empty database (DEMO, on by default for the embedded one):
 * dates are relative to the day it is seeded, so the demo always has past, today and upcoming stages.
 * Returns the demo accounts, whether they were created now or before.
 */
export async function seedDemo(db: Db, auth: Auth, now = new Date()) {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(institutions);
  if (Number(n) === 0) await seed(db, auth, now);
  return demoAccounts.map((a) => ({ email: a.email, password: DEMO_PASSWORD, role: a.role }));
}

async function seed(db: Db, auth: Auth, now: Date): Promise<void> {
  // The pictures are rendered by sharp on libuv's threads while this thread writes the rest (first boot:
  // one after another they were ~1.5 s of a waiting main thread).
  const pictures = renderDemoPictures();
  // Not left unhandled if a step below fails first (the seed's error is the one reported).
  for (const rendering of [pictures.logos, pictures.ads]) rendering.catch(() => {});
  // All at once: each sign-up waits ~0.25 s for its password hash (scrypt on libuv's threads).
  await Promise.all(
    demoAccounts.map(async (account) => {
      const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
      if (existing.length === 0) {
        await auth.api.signUpEmail({ body: { email: account.email, password: DEMO_PASSWORD, name: account.name } });
      }
      const role = account.role === 'admin' ? 'admin,secretary' : account.role === 'secretary' ? 'secretary' : 'user';
      await db
        .update(users)
        .set({ role, isJudge: account.role === 'judge', emailVerified: true })
        .where(eq(users.email, account.email));
    }),
  );

  const year = Number(dayIn(DEMO_TIME_ZONE, now).slice(0, 4));
  const sponsors = [
    {
      name: 'Moto Baltija',
      logoFileId: await storePicture(db, (await pictures.logos)[0]!, 'logo', null),
      url: 'https://example.com/moto-baltija',
    },
    {
      name: 'Trial Parts EE',
      logoFileId: await storePicture(db, (await pictures.logos)[1]!, 'logo', null),
      url: 'https://example.com/trial-parts',
    },
  ];
  await db.transaction(async (tx) => {
    await tx.insert(institutions).values({ id: 'demo', name: 'Demo Motoclub' });
    await tx.insert(clubs).values(demoClubs).onConflictDoNothing();
    await tx.insert(championships).values({
      id: 'demo-baltic-cup',
      institutionId: 'demo',
      slug: `baltic-cup-${year}`,
      displayName: `Baltic Trial Cup ${year}`,
      hasClubStandings: true,
      hasTeamCompetition: true,
      teams: ['Ozolu ģimene', 'Tamm & Kask', 'Kalniņi'],
      classes: championshipClasses,
    });
    const common = {
      championshipId: 'demo-baltic-cup',
      status: 'published' as const,
      classes: racingClasses,
      sectionCount: 8,
      competitionOrganizer: 'Demo Motoclub',
    };
    await tx.insert(stages).values([
      {
        ...common,
        id: 'demo-stage-1',
        slug: 'round-1-sigulda',
        title: 'Round 1 — Sigulda',
        location: 'Sigulda, Latvia',
        competitionStartDate: at(now, -42, '10:00'),
        competitionEndDate: at(now, -42, '16:00'),
        registrationEndDate: at(now, -44, '20:00'),
        googleMaps: 'https://maps.google.com/?q=57.1537,24.8533',
        waze: 'https://waze.com/ul?ll=57.1537,24.8533&navigate=yes',
        descriptionEn: 'Season opener in the Gauja valley: eight sections on rocks, roots and the river bank.',
        descriptionLv: 'Sezonas atklāšana Gaujas ielejā: astoņas sekcijas uz akmeņiem, saknēm un upes krasta.',
        descriptionEt: 'Hooaja avaetapp Gauja orus: kaheksa sektsiooni kividel, juurtel ja jõekaldal.',
      },
      {
        ...common,
        id: 'demo-stage-2',
        slug: 'round-2-tartu',
        title: 'Round 2 — Tartu',
        location: 'Tartu, Estonia',
        competitionStartDate: at(now, -14, '10:00'),
        competitionEndDate: at(now, -14, '16:00'),
        registrationEndDate: at(now, -16, '20:00'),
        descriptionEn: 'Quarry sections with steep climbs. Spectators welcome, parking at the gate.',
        descriptionLv: 'Karjera sekcijas ar stāviem kāpumiem. Skatītāji laipni gaidīti, stāvvieta pie vārtiem.',
        descriptionEt: 'Karjääri sektsioonid järskude tõusudega. Pealtvaatajad on oodatud, parkla värava juures.',
      },
      {
        ...common,
        id: 'demo-stage-3',
        slug: 'round-3-cesis',
        title: 'Round 3 — Cēsis',
        location: 'Cēsis, Latvia',
        // Race day is on whenever the demo is seeded: from 09:00 Riga until raceDayEnd.
        competitionStartDate: at(now, 0, '09:00'),
        competitionEndDate: raceDayEnd(now),
        registrationEndDate: at(now, -1, '20:00'),
        descriptionEn: 'Race day! Live results on this site all day.',
        sponsors,
        descriptionLv: 'Sacensību diena! Rezultāti tiešraidē šajā vietnē visas dienas garumā.',
        descriptionEt: 'Võistluspäev! Tulemused otse sellel lehel kogu päeva.',
      },
      {
        ...common,
        id: 'demo-stage-4',
        slug: 'round-4-parnu-open',
        title: 'Round 4 — Pärnu Open Free',
        location: null,
        competitionType: 'openFree',
        competitionStartDate: at(now, 21, '10:00'),
        competitionEndDate: at(now, 21, '17:00'),
        registrationEndDate: at(now, 20, '23:59'),
        openFree: { gatePoints: { A: 10, B: 20, C: 30, D: 40 }, timeLimitSeconds: 120, faultLimit: 3 },
        sponsors,
        descriptionEn: 'Open free format: ride the gates you choose, points go up. Place to be confirmed.',
        descriptionLv: 'Open free formāts: brauc izvēlētos vārtus, punkti krājas. Vieta vēl tiks precizēta.',
        descriptionEt: 'Open free formaat: sõitke valitud väravaid, punktid kogunevad. Koht täpsustamisel.',
      },
      {
        ...common,
        id: 'demo-stage-5',
        slug: 'round-5-final',
        title: 'Round 5 — Season final',
        location: 'Rīga, Latvia',
        status: 'draft',
        competitionStartDate: at(now, 49, '10:00'),
        competitionEndDate: at(now, 49, '16:00'),
      },
    ]);
    const accountIds = new Map(
      (await tx.select({ id: users.id, email: users.email, name: users.name }).from(users)).map((u) => [u.email, u]),
    );
    const entrants = [
      ...riders.map((r, j) => ({ ...r, id: (i: number) => `ext-demo${i}${String(j).padStart(2, '0')}` })),
      ...accountRiders.map((r) => {
        const user = accountIds.get(r.email)!;
        return { ...r, name: user.name, id: () => user.id };
      }),
    ];
    let latestEntries: (typeof participants.$inferInsert)[] = [];
    for (const [i, stageId] of ['demo-stage-1', 'demo-stage-2', 'demo-stage-3'].entries()) {
      const rows = entrants.map((r, j) => ({
        stageId,
        id: r.id(i),
        name: r.name,
        status: 'Confirmed' as const,
        racingNumber: r.number,
        racingClass: r.cls,
        gender: r.gender,
        birthDate: r.born,
        bike: r.bike,
        clubId: r.club,
        createdOn: new Date(at(now, [-44, -16, -1][i]!, '08:00').getTime() + j * 37 * 60_000),
      }));
      await tx.insert(participants).values(rows);
      latestEntries = rows;
      // The two past stages are scored and approved, so results and My results have something to show.
      if (i < 2) {
        const day = [-42, -14][i]!;
        await seedApprovedResults(tx as unknown as Db, stageId, rows, (time) => at(now, day, time));
      }
    }
    // What a rider's join form is prefilled with, saved as joining saves it: their latest entry.
    for (const r of accountRiders) {
      const user = accountIds.get(r.email)!;
      const entry = latestEntries.find((e) => e.id === user.id)!;
      const participationData = {
        name: entry.name,
        racingNumber: entry.racingNumber ?? null,
        racingClass: entry.racingClass,
        birthDate: entry.birthDate,
        bike: entry.bike ?? null,
        license: null,
        clubId: entry.clubId ?? null,
        gender: entry.gender ?? null,
        team: null,
        modifiedOn: entry.createdOn!.toISOString(),
      };
      await tx.update(users).set({ participationData }).where(eq(users.id, user.id));
    }
    // The demo judge scores today's stage (any section) and the open-free one (section 1).
    const judgeId = accountIds.get('judge@trialhub.demo')!.id;
    await tx.insert(stageJudges).values([
      { stageId: 'demo-stage-3', userId: judgeId, section: null },
      { stageId: 'demo-stage-4', userId: judgeId, section: 1 },
    ]);
  });
  // Every entry is a rider (decision 071): the demo's riders get theirs as the migration gives them.
  await assignRiders(db);
  await seedMarket(db, now, await pictures.ads);

  // ── Standings (issue 8): family-cup teams, and the two past stages generated and published.
  await seedDemoStandings(db, ['demo-stage-1', 'demo-stage-2'], ['demo-stage-1', 'demo-stage-2', 'demo-stage-3']);
}
