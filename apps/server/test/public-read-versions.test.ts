import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoRole, type TestServer, startTestServer } from './helper.js';
import { stageInputOf } from './support/stage-input.js';

/**
 * The public reads versioned by their rows (decision 032): an ETag, a 304 to it while nothing changed,
 * and a fresh body after every kind of write behind the read, those that publish no live event too
 * (a championship's name or rules). Each check revalidates with the ETag it had before the write:
 * a stale 304 fails it. A secretary's or a draft's view is private and never answers a visitor.
 */
let server: TestServer;
const cookies = new Map<DemoRole, string>();
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

async function cookieOf(role: DemoRole | null) {
  if (!role) return undefined;
  if (!cookies.has(role)) cookies.set(role, await server.loginAs(role));
  return cookies.get(role);
}

async function call(role: DemoRole | null, method: string, path: string, body?: unknown) {
  const res = await server.fetch(path, {
    method,
    cookie: await cookieOf(role),
    headers: { origin: server.url },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, `${method} ${path}: ${res.status}`).toBeLessThan(300);
  return res.status === 204 ? null : ((await res.json()) as Record<string, unknown>);
}

async function read(role: DemoRole | null, path: string, etag?: string) {
  return server.fetch(path, { cookie: await cookieOf(role), headers: etag ? { 'if-none-match': etag } : {} });
}

/**
 * Reads `path`, checks a 304 to its ETag, runs `write`, and revalidates with the old ETag: a 200 with a
 * new ETag and the body after the write.
 */
async function freshAfter<T>(role: DemoRole | null, path: string, write: () => Promise<unknown>) {
  const first = await read(role, path);
  expect(first.status).toBe(200);
  const etag = first.headers.get('etag')!;
  expect(etag).toMatch(/^"[\w-]+"$/);
  const before = (await first.json()) as T;
  const again = await read(role, path, etag);
  expect(again.status).toBe(304);
  expect(await again.text()).toBe('');
  await write();
  const after = await read(role, path, etag);
  expect(after.status, `${path} after the write`).toBe(200);
  expect(after.headers.get('etag')).not.toBe(etag);
  return { before, after: (await after.json()) as T, cacheControl: after.headers.get('cache-control') };
}

interface Summary {
  id: string;
  institutionId: string;
  championshipId: string;
  stageId: string;
  championshipName: string;
  title: string;
}
let stages: Summary[];
const UPCOMING = 'demo-stage-4';
const stagePagePath = (s: Summary) => `/api/competitions/${s.institutionId}/${s.championshipId}/${s.stageId}`;

/** Saves the demo championship through the admin form's call, changed by `change`. */
async function saveChampionship(change: (input: Record<string, unknown>) => Record<string, unknown>) {
  const s = stages[0]!;
  const current = (await call(
    'admin',
    'GET',
    `/api/admin/institutions/${s.institutionId}/championships/${s.championshipId}`,
  ))!;
  const { id, institutionId: _i, institutionName: _n, stages: _s, ...input } = current;
  await call('admin', 'PUT', `/api/admin/championships/${id as string}`, change(input));
}

beforeAll(async () => {
  stages = (await (await read(null, '/api/stages')).json()) as Summary[];
});

describe('home list and stage page', () => {
  it('the stages list: a stage edit and a championship rename (no live event) are new versions', async () => {
    const edit = await freshAfter<Summary[]>(null, '/api/stages', () =>
      call('admin', 'PATCH', `/api/admin/stages/${UPCOMING}`, { title: 'Round 4 — Renamed' }),
    );
    expect(edit.cacheControl).toBe('public, max-age=0, s-maxage=2');
    expect(edit.after.find((s) => s.id === UPCOMING)!.title).toBe('Round 4 — Renamed');

    const rename = await freshAfter<Summary[]>(null, '/api/stages', () =>
      saveChampionship((input) => ({ ...input, displayName: 'Baltic Cup (renamed)' })),
    );
    expect(rename.after.every((s) => s.championshipName === 'Baltic Cup (renamed)')).toBe(true);
  });

  it("the stage page: the stage's own fields and its championship's are new versions", async () => {
    const path = stagePagePath(stages.find((s) => s.id === UPCOMING)!);
    const edit = await freshAfter<{ descriptionEn: string | null }>(null, path, async () => {
      const stage = (await call('admin', 'GET', `/api/admin/stages/${UPCOMING}`))!;
      await call('admin', 'PUT', `/api/admin/stages/${UPCOMING}`, {
        ...stageInputOf(stage),
        descriptionEn: 'Bring a spare clutch lever.',
      });
    });
    expect(edit.after.descriptionEn).toBe('Bring a spare clutch lever.');
    const teams = await freshAfter<{ teams: string[] }>(null, path, () =>
      saveChampionship((input) => ({ ...input, teams: [...(input.teams as string[]), 'Team Etag'] })),
    );
    expect(teams.after.teams).toContain('Team Etag');
  });

  it('a draft stage page is private to staff, and its ETag answers nobody else', async () => {
    const admin = (await call('admin', 'GET', '/api/admin/stages/demo-stage-5'))!;
    const path = `/api/competitions/${admin.institutionId as string}/${admin.championshipSlug as string}/${admin.slug as string}`;
    const staff = await read('admin', path);
    expect(staff.status).toBe(200);
    expect(staff.headers.get('cache-control')).toBe('private, no-cache');
    const visitor = await read(null, path, staff.headers.get('etag')!);
    expect(visitor.status).toBe(404);
    expect(visitor.headers.get('etag')).toBeNull();
  });
});

describe('participants', () => {
  const path = `/api/stages/${UPCOMING}/participants`;
  type Entry = { id: string; name: string; status?: string; hasResult?: boolean };

  it('a new entry is a new version for visitors; their copy is public and has no secretary fields', async () => {
    const added = await freshAfter<Entry[]>(null, path, () =>
      call('secretary', 'POST', path, {
        form: {
          name: 'Etag Rider',
          racingNumber: 88,
          racingClass: 'Clubman',
          birthDate: '1991.05.05',
          bike: null,
          license: null,
          clubId: null,
          gender: 'male',
          team: null,
        },
      }),
    );
    expect(added.cacheControl).toBe('public, max-age=0, s-maxage=2');
    expect(added.after.map((p) => p.name)).toContain('Etag Rider');
    expect(added.after.every((p) => p.status === undefined)).toBe(true);
  });

  it("the secretary's view: private, a status change is a new version, and its ETag never answers a visitor", async () => {
    const list = (await (await read('secretary', path)).json()) as Entry[];
    const entry = list.find((p) => p.status === 'Registered') ?? list[0]!;
    const next = entry.status === 'Registered' ? 'Confirmed' : 'Registered';
    const changed = await freshAfter<Entry[]>('secretary', path, () =>
      call('secretary', 'PATCH', `${path}/${entry.id}/status`, { status: next }),
    );
    expect(changed.cacheControl).toBe('private, no-cache');
    expect(changed.after.find((p) => p.id === entry.id)!.status).toBe(next);

    const secretaryTag = (await read('secretary', path)).headers.get('etag')!;
    const visitor = await read(null, path, secretaryTag);
    expect(visitor.status).toBe(200);
    expect(((await visitor.json()) as Entry[]).every((p) => p.status === undefined)).toBe(true);
  });

  it('per class (decision 040): the counts of the list, a new version with an entry or a class change', async () => {
    const perClass = `${path}/per-class`;
    const countsOf = (list: { racingClass: string }[]) => {
      const counts: Record<string, number> = {};
      for (const p of list) counts[p.racingClass] = (counts[p.racingClass] ?? 0) + 1;
      return counts;
    };
    const list = (await (await read('secretary', path)).json()) as (Entry & { racingClass: string })[];
    const first = await read(null, perClass);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=2');
    expect(await first.json()).toEqual(countsOf(list));
    // The same numbers for a secretary (every entry, whatever its status).
    expect(await (await read('secretary', perClass)).json()).toEqual(countsOf(list));

    const form = {
      name: 'Per Class Rider',
      racingNumber: 89,
      racingClass: 'Hobby',
      birthDate: '1992.06.06',
      bike: null,
      license: null,
      clubId: null,
      gender: 'male',
      team: null,
    };
    let created: { id: string } | undefined;
    const added = await freshAfter<Record<string, number>>(null, perClass, async () => {
      created = (await call('secretary', 'POST', path, { form })) as unknown as { id: string };
    });
    expect(added.after.Hobby).toBe((added.before.Hobby ?? 0) + 1);
    const moved = await freshAfter<Record<string, number>>(null, perClass, () =>
      call('secretary', 'PUT', `${path}/${created!.id}`, { form: { ...form, racingClass: 'Clubman' } }),
    );
    expect(moved.after.Hobby ?? 0).toBe((moved.before.Hobby ?? 0) - 1);
    expect(moved.after.Clubman).toBe((moved.before.Clubman ?? 0) + 1);
    expect((await read(null, '/api/stages/no-such-stage/participants/per-class')).status).toBe(404);
  });

  it("a judge's first score of a rider is a new version of the secretary's view (hasResult)", async () => {
    const today = '/api/stages/demo-stage-3/participants';
    const list = (await (await read('secretary', today)).json()) as Entry[];
    const rider = list.find((p) => !p.hasResult)!;
    const scored = await freshAfter<Entry[]>('secretary', today, () =>
      server.judgeScores('demo-stage-3', rider.id, [[1, 1, 0]]),
    );
    expect(scored.after.find((p) => p.id === rider.id)!.hasResult).toBe(true);
  });
});

describe('standings', () => {
  const base = () => `/api/standings/${stages[0]!.institutionId}/${stages[0]!.championshipId}`;
  type Tables = { rules: { counting: string }; individual: { id: string; name: string }[] };

  it("the championship's rules (no live event) are a new version of the tables", async () => {
    const before = (await (await read(null, `${base()}/tables`)).json()) as Tables;
    const counting = before.rules.counting === 'all' ? 'dropWorst' : 'all';
    const changed = await freshAfter<Tables>(null, `${base()}/tables`, () =>
      saveChampionship((input) => ({ ...input, rules: { ...(input.rules as object), counting } })),
    );
    expect(changed.cacheControl).toBe('public, max-age=0, s-maxage=2');
    expect(changed.after.rules.counting).toBe(counting);
  });

  it("a standing's rename is a new version of the standings, for visitors and the secretary", async () => {
    const visitorView = (await (await read(null, base())).json()) as { positions: { id: string; name: string }[] };
    const standing = visitorView.positions[0]!;
    const championshipId = (await call('admin', 'GET', `/api/admin/stages/${UPCOMING}`))!.championshipId as string;
    const renamed = await freshAfter<{ positions: { id: string; name: string }[] }>(null, base(), () =>
      call('secretary', 'PATCH', `/api/championships/${championshipId}/standings/${standing.id}`, {
        name: `${standing.name} Jr`,
      }),
    );
    expect(renamed.after.positions.map((p) => p.name)).toContain(`${standing.name} Jr`);
    const secretary = await read('secretary', base());
    expect(secretary.headers.get('cache-control')).toBe('private, no-cache');
    const visitor = await read(null, base(), secretary.headers.get('etag')!);
    expect(visitor.status).toBe(200);
  });
});

describe('market', () => {
  type Ad = { id: string; status: string; sellerName: string; isOwn: boolean };
  type Page = { items: Ad[] };
  const list = '/api/market/ads';

  it("an ad marked sold and a seller's new name are new versions of the list; a seller's view is private", async () => {
    const [own] = (await call('rider', 'GET', '/api/market/my-ads')) as unknown as Ad[];
    const sold = await freshAfter<Page>(null, list, () =>
      call('rider', 'PATCH', `/api/market/ads/${own!.id}/status`, { status: 'sold' }),
    );
    expect(sold.cacheControl).toBe('public, max-age=0, s-maxage=2');
    expect(sold.before.items.map((a) => a.id)).toContain(own!.id);
    expect(sold.after.items.map((a) => a.id)).not.toContain(own!.id);
    await call('rider', 'PATCH', `/api/market/ads/${own!.id}/status`, { status: 'active' });

    const renamed = await freshAfter<Page>(null, list, () =>
      call('rider', 'PATCH', '/api/me', { displayName: 'Rihards Etag', isJudge: false }),
    );
    expect(renamed.after.items.find((a) => a.id === own!.id)!.sellerName).toBe('Rihards Etag');

    const mine = await read('rider', list);
    expect(mine.headers.get('cache-control')).toBe('private, no-cache');
    expect(((await mine.json()) as Page).items.some((a) => a.isOwn)).toBe(true);
    const visitor = await read(null, list, mine.headers.get('etag')!);
    expect(visitor.status).toBe(200);
    expect(((await visitor.json()) as Page).items.every((a) => !a.isOwn)).toBe(true);
  });

  it('an ad: an edit is a new version; once removed by an admin its old ETag gets a 404', async () => {
    const [own] = (await call('rider', 'GET', '/api/market/my-ads')) as unknown as (Ad & Record<string, unknown>)[];
    const path = `/api/market/ads/${own!.id}`;
    const sold = await freshAfter<Ad>(null, path, () =>
      call('rider', 'PATCH', `/api/market/ads/${own!.id}/status`, { status: 'sold' }),
    );
    expect(sold.after.status).toBe('sold');
    const etag = (await read(null, path)).headers.get('etag')!;
    await call('admin', 'POST', `${path}/remove`);
    const visitor = await read(null, path, etag);
    expect(visitor.status).toBe(404);
    expect(visitor.headers.get('etag')).toBeNull();
    const seller = await read('rider', path);
    expect(seller.status).toBe(200);
    expect(seller.headers.get('cache-control')).toBe('private, no-cache');
    expect(((await seller.json()) as Ad).status).toBe('removed');
  });
});
