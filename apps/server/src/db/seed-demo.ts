import { createHash, randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { loadSharp } from '../ops/lazy-modules.js';
import { type AdCategory, adSearchText, addDays, dayIn, zonedTime } from '@trialhub/domain';
import type { Auth } from '../auth/auth.js';
import { assignRiders } from '../features/riders/rider-assignment.js';
import { seedDemoStandings } from '../features/standings/demo-standings.js';
import type { Db } from './open-db.js';
import {
  type ChampionshipClass,
  type RacingClass,
  championships,
  clubs,
  institutions,
  files,
  marketAds,
  participants,
  results,
  sectionScores,
  stageJudges,
  stages,
  users,
} from './schema.js';

export const DEMO_PASSWORD = 'trialhub-demo';
export const demoAccounts = [
  { email: 'admin@trialhub.demo', name: 'Anna Admin', role: 'admin' },
  { email: 'secretary@trialhub.demo', name: 'Sandra Sekretāre', role: 'secretary' },
  { email: 'judge@trialhub.demo', name: 'Jānis Tiesnesis', role: 'judge' },
  { email: 'rider@trialhub.demo', name: 'Rihards Braucējs', role: 'rider' },
  { email: 'rider2@trialhub.demo', name: 'Kertu Kask', role: 'rider' },
] as const;

/** The demo riders who have accounts: registered with their user id, so My results shows them. */
const accountRiders = [
  {
    email: 'rider@trialhub.demo',
    cls: 'Clubman',
    number: 16,
    club: 'MK Trial Rīga',
    born: '1994-03-17',
    gender: 'male' as const,
    bike: 'Beta EVO 250',
  },
  {
    email: 'rider2@trialhub.demo',
    cls: 'Hobby',
    number: 25,
    club: 'Pärnu MK',
    born: '2000-06-06',
    gender: 'female' as const,
    bike: 'TRRS One 125',
  },
];

const championshipClasses: ChampionshipClass[] = [
  { name: 'Expert', order: 1, bgColor: '#e03131', borderColor: '#a61e1e', clubStandingMultiplier: 1.5 },
  { name: 'Clubman', order: 2, bgColor: '#1c7ed6', borderColor: '#1864ab', clubStandingMultiplier: 1.2 },
  { name: 'Hobby', order: 3, bgColor: '#2f9e44', borderColor: '#2b8a3e', clubStandingMultiplier: 1 },
  { name: 'Youth', order: 4, bgColor: '#f59f00', borderColor: '#e67700', clubStandingMultiplier: 1 },
];

const racingClasses: RacingClass[] = [
  {
    name: 'Expert',
    color: '#e03131',
    startTime: '10:00',
    endTime: '15:00',
    yearsFrom: 16,
    yearsTo: null,
    laps: 3,
    lapSections: [1, 2, 3, 4, 5, 6, 7, 8],
    order: 1,
  },
  {
    name: 'Clubman',
    color: '#1c7ed6',
    startTime: '10:00',
    endTime: '15:00',
    yearsFrom: 14,
    yearsTo: null,
    laps: 3,
    lapSections: [1, 2, 3, 4, 5, 6, 7, 8],
    order: 2,
  },
  {
    name: 'Hobby',
    color: '#2f9e44',
    startTime: '10:30',
    endTime: '14:30',
    yearsFrom: 12,
    yearsTo: null,
    laps: 2,
    lapSections: [1, 2, 3, 4, 5, 6],
    order: 3,
  },
  {
    name: 'Youth',
    color: '#f59f00',
    startTime: '11:00',
    endTime: '14:00',
    yearsFrom: 7,
    yearsTo: 15,
    laps: 2,
    lapSections: [1, 2, 3, 4],
    order: 4,
  },
];

const demoClubs = [
  { id: 'MK Trial Rīga', country: 'LV' },
  { id: 'Siguldas Moto', country: 'LV' },
  { id: 'Cēsu Trials', country: 'LV' },
  { id: 'Tartu Trialiklubi', country: 'EE' },
  { id: 'Pärnu MK', country: 'EE' },
];

const riders: {
  name: string;
  cls: string;
  number: number;
  club: string;
  born: string;
  gender: 'male' | 'female';
  bike: string;
}[] = [
  {
    name: 'Mārtiņš Ozols',
    cls: 'Expert',
    number: 1,
    club: 'MK Trial Rīga',
    born: '1996-04-12',
    gender: 'male',
    bike: 'TRRS One R 300',
  },
  {
    name: 'Kristjan Tamm',
    cls: 'Expert',
    number: 2,
    club: 'Tartu Trialiklubi',
    born: '1999-08-03',
    gender: 'male',
    bike: 'Montesa Cota 4RT',
  },
  {
    name: 'Edgars Bērziņš',
    cls: 'Expert',
    number: 3,
    club: 'Siguldas Moto',
    born: '1993-01-27',
    gender: 'male',
    bike: 'GasGas TXT Racing 300',
  },
  {
    name: 'Rasmus Kask',
    cls: 'Expert',
    number: 4,
    club: 'Pärnu MK',
    born: '2001-11-15',
    gender: 'male',
    bike: 'Beta EVO 300',
  },
  {
    name: 'Toms Kalniņš',
    cls: 'Expert',
    number: 5,
    club: 'Cēsu Trials',
    born: '1998-06-30',
    gender: 'male',
    bike: 'Sherco ST 300',
  },
  {
    name: 'Andris Liepa',
    cls: 'Clubman',
    number: 11,
    club: 'MK Trial Rīga',
    born: '1985-03-09',
    gender: 'male',
    bike: 'Beta EVO 250',
  },
  {
    name: 'Margus Saar',
    cls: 'Clubman',
    number: 12,
    club: 'Tartu Trialiklubi',
    born: '1979-12-01',
    gender: 'male',
    bike: 'Montesa Cota 301RR',
  },
  {
    name: 'Laura Krūmiņa',
    cls: 'Clubman',
    number: 13,
    club: 'Siguldas Moto',
    born: '1997-05-21',
    gender: 'female',
    bike: 'TRRS XTrack 250',
  },
  {
    name: 'Siim Mägi',
    cls: 'Clubman',
    number: 14,
    club: 'Pärnu MK',
    born: '1990-09-14',
    gender: 'male',
    bike: 'GasGas TXT 250',
  },
  {
    name: 'Raivis Zariņš',
    cls: 'Clubman',
    number: 15,
    club: 'Cēsu Trials',
    born: '1988-02-02',
    gender: 'male',
    bike: 'Sherco ST 250',
  },
  {
    name: 'Jānis Pētersons',
    cls: 'Hobby',
    number: 21,
    club: 'MK Trial Rīga',
    born: '1975-07-18',
    gender: 'male',
    bike: 'Honda TLR 250',
  },
  {
    name: 'Kadri Lepik',
    cls: 'Hobby',
    number: 22,
    club: 'Tartu Trialiklubi',
    born: '1992-10-10',
    gender: 'female',
    bike: 'Beta EVO 200',
  },
  {
    name: 'Guntis Vītols',
    cls: 'Hobby',
    number: 23,
    club: 'Siguldas Moto',
    born: '1969-04-04',
    gender: 'male',
    bike: 'Yamaha TY 250',
  },
  {
    name: 'Tõnu Rebane',
    cls: 'Hobby',
    number: 24,
    club: 'Pärnu MK',
    born: '1982-08-08',
    gender: 'male',
    bike: 'Montesa Cota 260',
  },
  {
    name: 'Emīls Ozols',
    cls: 'Youth',
    number: 31,
    club: 'MK Trial Rīga',
    born: '2013-05-05',
    gender: 'male',
    bike: 'Beta EVO 125',
  },
  {
    name: 'Mia Kask',
    cls: 'Youth',
    number: 32,
    club: 'Pärnu MK',
    born: '2014-02-14',
    gender: 'female',
    bike: 'GasGas TXT 125',
  },
  {
    name: 'Roberts Kalniņš',
    cls: 'Youth',
    number: 33,
    club: 'Cēsu Trials',
    born: '2012-09-09',
    gender: 'male',
    bike: 'TRRS One 125',
  },
  {
    name: 'Henri Tamm',
    cls: 'Youth',
    number: 34,
    club: 'Tartu Trialiklubi',
    born: '2013-12-24',
    gender: 'male',
    bike: 'Oset 24.0',
  },
];

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

/** What a demo ad's generated photo shows (no fonts needed: shapes only). */
type AdPicture = 'bike' | 'helmet' | 'tyre' | 'trailer' | 'boots' | 'tools';

const demoAds: {
  seller: string;
  daysAgo: number;
  category: AdCategory;
  price: number;
  location: string | null;
  phone: string | null;
  whatsapp: string | null;
  picture: AdPicture;
  colors: [string, string, string];
  description: string;
  status?: 'sold';
}[] = [
  {
    seller: 'rider@trialhub.demo',
    daysAgo: 0,
    category: 'bikes',
    price: 3900,
    location: 'Sigulda',
    phone: '+37120000016',
    whatsapp: 'wa.me/37120000016',
    picture: 'bike',
    colors: ['#ff922b', '#e8590c', '#1c1c1c'],
    description:
      'Beta EVO 250 (2021), 60 hours, new rear tyre and clutch\nKept in a heated garage, serviced every 20 hours. Comes with a spare lever set and the owner manual. Test ride at the Sigulda track.',
  },
  {
    seller: 'rider2@trialhub.demo',
    daysAgo: 2,
    category: 'safetyGear',
    price: 120,
    location: 'Pärnu',
    phone: null,
    whatsapp: 'wa.me/37255500025',
    picture: 'helmet',
    colors: ['#74c0fc', '#1864ab', '#f8f9fa'],
    description: 'Trial helmet Hebo Zone, size M, white/blue\nWorn one season, no drops. Visor included.',
  },
  {
    seller: 'judge@trialhub.demo',
    daysAgo: 5,
    category: 'spareParts',
    price: 45.5,
    location: 'Cēsis',
    phone: '+37126000003',
    whatsapp: null,
    picture: 'tyre',
    colors: ['#ced4da', '#495057', '#212529'],
    description: 'Michelin X11 rear trial tyre 4.00-18, about half tread left\nFits most modern trial bikes.',
  },
  {
    seller: 'rider@trialhub.demo',
    daysAgo: 9,
    category: 'trailersTransport',
    price: 650,
    location: 'Rīga',
    phone: '+37120000016',
    whatsapp: null,
    picture: 'trailer',
    colors: ['#8ce99a', '#2b8a3e', '#343a40'],
    description:
      'Trailer for two trial bikes, with wheel chocks and straps\nRegistered, new lights, ready for the season.',
  },
  {
    seller: 'rider2@trialhub.demo',
    daysAgo: 16,
    category: 'safetyGear',
    price: 80,
    location: 'Tartu',
    phone: '+37255500025',
    whatsapp: 'wa.me/37255500025',
    picture: 'boots',
    colors: ['#ffd43b', '#f08c00', '#212529'],
    description: 'Gaerne Balance trial boots, size 42, good grip on the soles\nSelling because they became too small.',
  },
  {
    seller: 'judge@trialhub.demo',
    daysAgo: 24,
    category: 'toolsEquipment',
    price: 0,
    location: null,
    phone: '+37126000003',
    whatsapp: null,
    picture: 'tools',
    colors: ['#e599f7', '#862e9c', '#f8f9fa'],
    description: 'Free to a young rider: paddock stand and a box of old spanners\nPick up after any Latvian round.',
  },
  {
    seller: 'rider@trialhub.demo',
    daysAgo: 30,
    category: 'bikes',
    price: 1800,
    location: 'Valmiera',
    phone: '+37120000016',
    whatsapp: null,
    picture: 'bike',
    colors: ['#ff8787', '#c92a2a', '#212529'],
    description: 'Montesa Cota 4RT 2012, runs well, needs new plastics\nA good first four-stroke for a hobby rider.',
    status: 'sold',
  },
];

/** The demo market: a handful of ads with generated photos (gradient and shapes, rendered by sharp). */
async function seedMarket(db: Db, now: Date, pictures: Picture[]): Promise<void> {
  const sellers = new Map(
    (await db.select({ id: users.id, email: users.email }).from(users)).map((u) => [u.email, u.id] as const),
  );
  for (const [i, ad] of demoAds.entries()) {
    const imageFileId = await storePicture(db, pictures[i]!, 'ad-image', sellers.get(ad.seller)!);
    const createdAt = new Date(now.getTime() - ad.daysAgo * 86_400_000 - (i + 1) * 47 * 60_000);
    await db.insert(marketAds).values({
      id: randomUUID(),
      sellerId: sellers.get(ad.seller)!,
      description: ad.description,
      searchText: adSearchText(ad),
      priceCents: Math.round(ad.price * 100),
      category: ad.category,
      location: ad.location,
      imageFileId,
      phone: ad.phone,
      whatsapp: ad.whatsapp,
      status: ad.status ?? 'active',
      createdAt,
      updatedAt: createdAt,
    });
  }
}

const adShapes: Record<AdPicture, (ink: string) => string> = {
  // A trial motorbike: knobbly tyres, swingarm, engine, tank and seat, fork and wide bars.
  bike: (ink) => `
    <circle cx="240" cy="420" r="92" fill="none" stroke="${ink}" stroke-width="30" stroke-dasharray="16 9"/>
    <circle cx="570" cy="420" r="92" fill="none" stroke="${ink}" stroke-width="30" stroke-dasharray="16 9"/>
    <g fill="none" stroke="${ink}" stroke-linecap="round" stroke-linejoin="round">
      <path d="M240 420 L390 350 M570 420 L505 200 M465 182 H580" stroke-width="22"/>
      <path d="M390 350 L350 280 M470 300 L505 220 M480 330 Q560 290 625 345" stroke-width="16"/>
      <path d="M300 262 H455 L505 215" stroke-width="34"/>
    </g>
    <rect x="355" y="285" width="120" height="90" rx="16" fill="${ink}"/>`,
  helmet: (ink) => `
    <path d="M220 420 C220 230 330 150 430 150 C540 150 610 240 610 340 L610 420 Z" fill="${ink}" opacity="0.95"/>
    <path d="M400 250 H620 V330 H430 Z" fill="#212529" opacity="0.8"/>
    <rect x="200" y="420" width="430" height="30" rx="14" fill="${ink}"/>`,
  tyre: (ink) => `
    <circle cx="400" cy="300" r="200" fill="${ink}"/>
    <circle cx="400" cy="300" r="110" fill="#f1f3f5"/>
    ${Array.from({ length: 18 }, (_, k) => `<rect x="392" y="92" width="16" height="40" rx="4" fill="#868e96" transform="rotate(${k * 20} 400 300)"/>`).join('')}`,
  trailer: (ink) => `
    <rect x="170" y="300" width="430" height="40" rx="8" fill="${ink}"/>
    <path d="M600 320 L690 330" stroke="${ink}" stroke-width="16" stroke-linecap="round"/>
    <circle cx="330" cy="380" r="52" fill="${ink}"/><circle cx="330" cy="380" r="20" fill="#f1f3f5"/>
    <circle cx="450" cy="380" r="52" fill="${ink}"/><circle cx="450" cy="380" r="20" fill="#f1f3f5"/>
    <path d="M200 300 V230 M580 300 V230" stroke="${ink}" stroke-width="12"/>`,
  boots: (ink) => `
    <path d="M250 150 H370 V380 L480 400 C520 410 530 450 520 470 H230 Z" fill="${ink}"/>
    <path d="M430 170 H550 V400 L660 420 C700 430 710 470 700 490 H410 Z" fill="${ink}" opacity="0.85"/>
    <rect x="230" y="470" width="290" height="16" fill="#495057"/>`,
  tools: (ink) => `
    <rect x="180" y="380" width="440" height="120" rx="14" fill="${ink}"/>
    <path d="M260 380 L360 170 M360 170 m-30 -10 a40 40 0 1 0 60 20" fill="none" stroke="${ink}" stroke-width="26" stroke-linecap="round"/>
    <path d="M540 380 L450 190" stroke="${ink}" stroke-width="26" stroke-linecap="round"/>
    <rect x="420" y="150" width="70" height="56" rx="10" fill="${ink}"/>`,
};

interface Picture {
  contentType: 'image/webp' | 'image/png';
  bytes: Buffer;
  thumbnail: Buffer;
}

/** The demo's pictures, all started at once: the sponsors' logos and every ad's photo (in demoAds' order). */
function renderDemoPictures(): { logos: Promise<Picture[]>; ads: Promise<Picture[]> } {
  return {
    logos: Promise.all([demoLogo('#e8590c', '#ffd43b'), demoLogo('#1864ab', '#74c0fc')]),
    ads: Promise.all(demoAds.map((ad) => demoAdImage(ad.picture, ad.colors))),
  };
}

/** A generated ad photo, as an uploaded one would be: WebP at most 1600 px, with a 200 px thumbnail. */
async function demoAdImage(picture: AdPicture, [from, to, ink]: [string, string, string]): Promise<Picture> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="800" height="600" fill="url(#g)"/>
    <circle cx="680" cy="110" r="70" fill="#ffffff" opacity="0.25"/>
    <path d="M0 520 Q200 470 400 520 T800 510 V600 H0 Z" fill="#000" opacity="0.18"/>
    ${adShapes[picture](ink)}
  </svg>`;
  const sharp = await loadSharp();
  const bytes = await sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer();
  const thumbnail = await sharp(bytes).resize(200, 200, { fit: 'inside' }).webp().toBuffer();
  return { contentType: 'image/webp', bytes, thumbnail };
}

/** A generated sponsor logo (shapes only: no fonts needed). */
async function demoLogo(background: string, accent: string): Promise<Picture> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="280" height="200" viewBox="0 0 280 200">
    <rect width="280" height="200" rx="24" fill="${background}"/>
    <circle cx="85" cy="130" r="36" fill="none" stroke="${accent}" stroke-width="12"/>
    <circle cx="195" cy="130" r="36" fill="none" stroke="${accent}" stroke-width="12"/>
    <g fill="none" stroke="#fff" stroke-linecap="round" stroke-linejoin="round">
      <path d="M85 130 L135 105 M195 130 L172 55 M158 50 H198" stroke-width="10"/>
      <path d="M105 85 H160 L176 68" stroke-width="14"/>
    </g>
    <rect x="122" y="92" width="38" height="28" rx="6" fill="#fff"/>
  </svg>`;
  const sharp = await loadSharp();
  const bytes = await sharp(Buffer.from(svg)).png().toBuffer();
  const thumbnail = await sharp(bytes).resize(200, 200, { fit: 'inside' }).webp().toBuffer();
  return { contentType: 'image/png', bytes, thumbnail };
}

/** Stores a picture as an upload is stored; returns its file id. */
async function storePicture(
  db: Db,
  picture: Picture,
  kind: 'logo' | 'ad-image',
  ownerId: string | null,
): Promise<string> {
  const id = randomUUID();
  await db.insert(files).values({
    id,
    kind,
    contentType: picture.contentType,
    bytes: picture.bytes,
    thumbnail: picture.thumbnail,
    sha256: createHash('sha256').update(picture.bytes).digest('hex'),
    size: picture.bytes.length,
    ownerId,
  });
  return id;
}

/** Deterministic pseudo-random numbers, so every demo looks the same. */
function random(seed: string) {
  let h = 2166136261;
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return ((h ^= h >>> 16) >>> 0) / 4294967296;
  };
}

const POINTS_TABLE = [20, 17, 15, 13, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1];

async function seedApprovedResults(
  tx: Db,
  stageId: string,
  entrants: {
    id: string;
    name: string;
    racingClass: string;
    racingNumber: number;
    clubId: string;
    bike: string;
    gender: 'male' | 'female';
    birthDate: string;
  }[],
  /** The instant of a wall-clock time ('HH:MM') on the stage's day. */
  onStageDay: (time: string) => Date,
) {
  const scored = entrants.map((p) => {
    const cls = racingClasses.find((c) => c.name === p.racingClass)!;
    // Riders set off when their class starts and finish well before it ends (see the classes' times).
    const start = onStageDay(cls.startTime!);
    const next = random(`${stageId}:${p.id}`);
    const skill = next();
    const scores: { section: number; lap: number; points: number; at: Date }[] = [];
    for (let lap = 1; lap <= cls.laps; lap++) {
      for (const section of cls.lapSections) {
        const roll = next() * (0.6 + skill);
        const points = roll < 0.55 ? 0 : roll < 0.8 ? 1 : roll < 0.95 ? 2 : roll < 1.1 ? 3 : 5;
        scores.push({
          section,
          lap,
          points,
          at: new Date(start.getTime() + (lap * 60 + section * 6 + next() * 5) * 60_000),
        });
      }
    }
    const statistics: Record<string, number> = { '0': 0, '1': 0, '2': 0, '3': 0, '5': 0 };
    for (const s of scores) statistics[String(s.points)]!++;
    const total = scores.reduce((sum, s) => sum + s.points, 0);
    const last = scores.reduce((a, b) => (a.at > b.at ? a : b)).at;
    return { p, scores, statistics, total, last, start };
  });
  // Written in a few statements, in the order one insert each wrote them (a first boot's time, issue #36).
  const resultRows: (typeof results.$inferInsert)[] = [];
  const scoreRows: (typeof sectionScores.$inferInsert)[] = [];
  for (const cls of racingClasses) {
    const ranked = scored
      .filter((r) => r.p.racingClass === cls.name)
      .sort(
        (a, b) => a.total - b.total || b.statistics['0']! - a.statistics['0']! || a.last.getTime() - b.last.getTime(),
      );
    for (const [index, r] of ranked.entries()) {
      const { p } = r;
      resultRows.push({
        stageId,
        participantId: p.id,
        participant: {
          id: p.id,
          name: p.name,
          bike: p.bike,
          racingClass: p.racingClass,
          racingNumber: p.racingNumber,
          club: { id: p.clubId },
          gender: p.gender,
          birthDate: p.birthDate,
          team: null,
        },
        total: r.total,
        isFinished: true,
        startedOn: r.start,
        lastTimeRecorded: r.last,
        lastTimeChangedBy: 'Jānis Tiesnesis',
        position: index + 1,
        positionPoints: POINTS_TABLE[index] ?? 1,
        positionAbsolutePoints: r.total,
        statistics: r.statistics,
      });
      scoreRows.push(
        ...r.scores.map((s) => ({
          stageId,
          participantId: p.id,
          section: s.section,
          lap: s.lap,
          points: s.points,
          judge: 'Jānis Tiesnesis',
          createdAt: s.at,
          events: [{ name: 'JudgeSetPoints', timestamp: s.at.toISOString(), time: null, points: s.points }],
        })),
      );
    }
  }
  for (let i = 0; i < resultRows.length; i += 500) await tx.insert(results).values(resultRows.slice(i, i + 500));
  for (let i = 0; i < scoreRows.length; i += 1000) await tx.insert(sectionScores).values(scoreRows.slice(i, i + 1000));
  await tx.update(stages).set({ resultsStatus: 'Approved' }).where(eq(stages.id, stageId));
}
