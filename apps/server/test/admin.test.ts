import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wallClockIn } from '@trialhub/domain';
import { type TestServer, startTestServer } from './helper.js';
import { checkedAnswers } from './openapi-checked.js';
import { openLive } from './live-client.js';
import { stageInputOf } from './support/stage-input.js';

let server: TestServer;
beforeAll(async () => {
  // Every described answer is checked against the OpenAPI document too (issue #41).
  server = await checkedAnswers(await startTestServer());
});
afterAll(async () => server?.close());

async function demoChampionshipSlug() {
  const stages = (await (await server.fetch('/api/stages')).json()) as { championshipId: string }[];
  return stages[0]!.championshipId;
}

const championshipInput = (slug: string) => ({
  slug,
  displayName: 'Winter Indoor Cup',
  hasWomenClasses: true,
  hasClubStandings: true,
  hasTeamCompetition: false,
  teams: [],
  classes: [{ name: 'Open', order: 1, bgColor: '#ff0000', borderColor: '#aa0000', clubStandingMultiplier: 1 }],
  pointsTable: [25, 20, 18, 16, 15],
  otherPlacesPoints: 0,
});

describe('who may call the admin area', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', '/api/admin/institutions'],
    ['POST', '/api/admin/institutions', { id: 'x-club', name: 'X' }],
    ['PATCH', '/api/admin/institutions/demo', { name: 'Renamed' }],
    ['DELETE', '/api/admin/institutions/demo'],
    ['POST', '/api/admin/institutions/demo/championships', championshipInput('x-cup')],
    ['GET', '/api/admin/stages/demo-stage-1'],
    ['DELETE', '/api/admin/stages/demo-stage-1'],
    ['POST', '/api/admin/championships/demo-baltic-cup/stages', { slug: 'x', title: 'X' }],
    ['PUT', '/api/admin/clubs', { id: 'New Club', country: 'LV' }],
    ['POST', '/api/admin/clubs/import', { csv: 'A,LV' }],
    ['GET', '/api/admin/users?q=a'],
  ];
  it.each(calls)('%s %s: 401 for visitors, 403 for rider, judge and secretary', async (method, path, body) => {
    expect((await server.as(null, method, path, body)).status).toBe(401);
    for (const role of ['rider', 'judge', 'secretary'] as const) {
      expect((await server.as(role, method, path, body)).status, role).toBe(403);
    }
  });
});

describe('institutions and championships', () => {
  it('an admin creates an institution and a championship; slugs are unique and validated', async () => {
    expect((await server.as('admin', 'POST', '/api/admin/institutions', { id: 'Bad Slug', name: 'X' })).status).toBe(
      400,
    );
    const created = await server.as('admin', 'POST', '/api/admin/institutions', {
      id: 'estonian-trial',
      name: 'Estonian Trial Club',
    });
    expect(created.status).toBe(201);
    expect(
      (await server.as('admin', 'POST', '/api/admin/institutions', { id: 'estonian-trial', name: 'Again' })).status,
    ).toBe(409);

    const champ = await server.as(
      'admin',
      'POST',
      '/api/admin/institutions/estonian-trial/championships',
      championshipInput('winter-2027'),
    );
    expect(champ.status).toBe(201);
    const body = (await champ.json()) as { id: string; pointsTable: number[]; stages: unknown[] };
    expect(body.pointsTable).toEqual([25, 20, 18, 16, 15]);
    expect(body.stages).toEqual([]);
    const dup = await server.as(
      'admin',
      'POST',
      '/api/admin/institutions/estonian-trial/championships',
      championshipInput('winter-2027'),
    );
    expect(dup.status).toBe(409);

    // Refused while it has championships; the championship while it has stages.
    const refused = await server.as('admin', 'DELETE', '/api/admin/institutions/estonian-trial');
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: { messageKey: 'errors.institutionHasChampionships' } });
    const stage = await server.as('admin', 'POST', `/api/admin/championships/${body.id}/stages`, {
      slug: 'round-1',
      title: 'Round 1',
    });
    expect(stage.status).toBe(201);
    expect((await server.as('admin', 'DELETE', `/api/admin/championships/${body.id}`)).status).toBe(409);
    const stageId = ((await stage.json()) as { id: string }).id;
    expect((await server.as('admin', 'DELETE', `/api/admin/stages/${stageId}`)).status).toBe(204);
    expect((await server.as('admin', 'DELETE', `/api/admin/championships/${body.id}`)).status).toBe(204);
    expect((await server.as('admin', 'DELETE', '/api/admin/institutions/estonian-trial')).status).toBe(204);
  });

  it('refuses duplicate class names and bad colours with field messages', async () => {
    const input = championshipInput('bad-cup');
    input.classes.push({ ...input.classes[0]!, bgColor: 'red' });
    const res = await server.as('admin', 'POST', '/api/admin/institutions/demo/championships', input);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: { fields: { 'classes.1.bgColor': 'validation.color' } },
    });
  });
});

describe('stages', () => {
  it('copies a stage as a draft, validates edits, and publishing shows it live on the home topic', async () => {
    const copy = await server.as('admin', 'POST', '/api/admin/championships/demo-baltic-cup/stages', {
      slug: 'round-6-copy',
      title: 'Round 6',
      copyFromStageId: 'demo-stage-1',
    });
    expect(copy.status).toBe(201);
    const stage = (await copy.json()) as Record<string, unknown> & { id: string; classes: unknown[]; status: string };
    expect(stage.status).toBe('draft');
    expect(stage.classes).toHaveLength(4);

    const { id } = stage;
    const input = stageInputOf(stage);
    const bad = await server.as('admin', 'PUT', `/api/admin/stages/${id}`, {
      ...input,
      competitionEndDate: input.competitionStartDate,
      registrationEndDate: '2099-01-01T00:00:00.000Z',
      googleMaps: 'not a url',
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      error: {
        fields: {
          competitionEndDate: 'validation.endBeforeStart',
          registrationEndDate: 'validation.registrationAfterEnd',
          googleMaps: 'validation.url',
        },
      },
    });

    // Publishing needs what the stage page shows of each class (issue #37 point 6): no "0–∞" by omission.
    type Cls = Record<string, unknown>;
    const unset = (input.classes as Cls[]).map((c, i) => (i === 1 ? { ...c, startTime: null, yearsFrom: null } : c));
    const refused = await server.as('admin', 'PUT', `/api/admin/stages/${id}`, {
      ...input,
      classes: unset,
      status: 'published',
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: {
        fields: {
          'classes.1.startTime': 'validation.publishedClassNeeds',
          'classes.1.yearsFrom': 'validation.publishedClassNeeds',
        },
      },
    });
    // A draft may leave them open while the admin prepares it.
    expect((await server.as('admin', 'PUT', `/api/admin/stages/${id}`, { ...input, classes: unset })).status).toBe(200);

    const live = await openLive(server.url, 'stages');
    try {
      const ok = await server.as('admin', 'PUT', `/api/admin/stages/${id}`, {
        ...input,
        status: 'published',
        title: 'Round 6 — Valmiera',
      });
      expect(ok.status).toBe(200);
      const event = await live.next((e) => e.event === 'message');
      expect(event.data).toMatchObject({
        data: { type: 'stage.upserted', stage: { id, title: 'Round 6 — Valmiera' } },
      });
    } finally {
      live.close();
    }
    const home = (await (await server.fetch('/api/stages')).json()) as { id: string }[];
    expect(home.map((s) => s.id)).toContain(id);
  });

  it('keeps the venue time zone: Riga by default, copied, validated, kept when a client leaves it out', async () => {
    const created = (await (
      await server.as('admin', 'POST', '/api/admin/championships/demo-baltic-cup/stages', {
        slug: 'tz-new',
        title: 'TZ',
      })
    ).json()) as Record<string, unknown> & { id: string; timeZone: string; competitionStartDate: string };
    expect(created.timeZone).toBe('Europe/Riga');
    // A new stage starts at 10:00 on the venue's clock on a Saturday, whatever the server's zone.
    expect(wallClockIn('Europe/Riga', created.competitionStartDate)).toMatch(/T10:00$/);
    expect(new Date(created.competitionStartDate).getUTCDay()).toBe(6);

    const { id } = created;
    const input = stageInputOf(created);
    for (const timeZone of ['Mars/Olympus', '+03:00', '']) {
      const bad = await server.as('admin', 'PUT', `/api/admin/stages/${id}`, { ...input, timeZone });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ error: { fields: { timeZone: 'validation.timeZone' } } });
    }
    const tallinn = await server.as('admin', 'PUT', `/api/admin/stages/${id}`, {
      ...input,
      timeZone: 'Europe/Tallinn',
      status: 'published',
    });
    expect(tallinn.status).toBe(200);
    expect(((await tallinn.json()) as { timeZone: string }).timeZone).toBe('Europe/Tallinn');
    // An older client that does not know the field leaves the zone as it is.
    const { timeZone: _z, ...withoutZone } = input;
    const kept = await server.as('admin', 'PUT', `/api/admin/stages/${id}`, { ...withoutZone, status: 'published' });
    expect(((await kept.json()) as { timeZone: string }).timeZone).toBe('Europe/Tallinn');
    // The public reads carry it: the home list and the stage page.
    const home = (await (await server.fetch('/api/stages')).json()) as { id: string; timeZone: string }[];
    expect(home.find((s) => s.id === id)?.timeZone).toBe('Europe/Tallinn');
    expect(home.find((s) => s.id === 'demo-stage-1')?.timeZone).toBe('Europe/Riga');
    // A copy is held where its source is.
    const copy = (await (
      await server.as('admin', 'POST', '/api/admin/championships/demo-baltic-cup/stages', {
        slug: 'tz-copy',
        title: 'TZ copy',
        copyFromStageId: id,
      })
    ).json()) as { timeZone: string };
    expect(copy.timeZone).toBe('Europe/Tallinn');
  });

  it('lists stages with their participant counts, and institutions with their stage counts', async () => {
    const champ = (await (
      await server.as('admin', 'GET', '/api/admin/institutions/demo/championships/' + (await demoChampionshipSlug()))
    ).json()) as {
      stages: { id: string; participantCount: number }[];
    };
    expect(champ.stages.find((s) => s.id === 'demo-stage-1')?.participantCount).toBe(20);
    expect(champ.stages.find((s) => s.id === 'demo-stage-4')?.participantCount).toBe(0);
    const institutions = (await (await server.as('admin', 'GET', '/api/admin/institutions')).json()) as {
      id: string;
      championships: { stageCount: number }[];
    }[];
    expect(institutions.find((i) => i.id === 'demo')?.championships[0]?.stageCount).toBeGreaterThanOrEqual(5);
  });

  it('a stage with participants cannot be deleted', async () => {
    const res = await server.as('admin', 'DELETE', '/api/admin/stages/demo-stage-1');
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: { messageKey: 'errors.stageHasParticipants' } });
  });
});

describe('clubs and users', () => {
  it('imports clubs from CSV, reporting lines it could not read', async () => {
    const res = await server.as('admin', 'POST', '/api/admin/clubs/import', {
      csv: 'club,country\nValmieras Moto,LV\n"Tallinna MK";EE\nbroken line without country\nMK Trial Rīga,LV\n',
    });
    expect(await res.json()).toEqual({ added: 2, updated: 1, badLines: [4] });
    const clubs = (await (await server.fetch('/api/clubs')).json()) as { id: string; country: string }[];
    expect(clubs).toContainEqual({ id: 'Tallinna MK', country: 'EE' });
  });

  it('finds users by name or e-mail and grants or revokes secretary', async () => {
    const found = (await (await server.as('admin', 'GET', '/api/admin/users?q=braucēj')).json()) as {
      id: string;
      roles: string[];
    }[];
    expect(found).toHaveLength(1);
    const granted = await server.as('admin', 'POST', `/api/admin/users/${found[0]!.id}/roles`, {
      role: 'secretary',
      grant: true,
    });
    expect(((await granted.json()) as { roles: string[] }[])[0]!.roles).toEqual(['secretary']);
    const revoked = await server.as('admin', 'POST', `/api/admin/users/${found[0]!.id}/roles`, {
      role: 'secretary',
      grant: false,
    });
    expect(((await revoked.json()) as { roles: string[] }[])[0]!.roles).toEqual([]);
  });

  it('an admin cannot remove their own admin role', async () => {
    const me = (await (await server.as('admin', 'GET', '/api/admin/users?q=admin@trialhub.demo')).json()) as {
      id: string;
    }[];
    expect(
      (await server.as('admin', 'POST', `/api/admin/users/${me[0]!.id}/roles`, { role: 'admin', grant: false })).status,
    ).toBe(403);
  });
});

describe('public stage page data', () => {
  it('gives a published stage by its address, drafts only to admins, unknown addresses 404', async () => {
    const slug = await demoChampionshipSlug();
    const published = await server.as(null, 'GET', `/api/competitions/demo/${slug}/round-3-cesis`);
    expect(published.status).toBe(200);
    const stage = (await published.json()) as {
      title: string;
      sponsors: { name: string; logoUrl: string }[];
      classes: unknown[];
    };
    expect(stage.title).toBe('Round 3 — Cēsis');
    expect(stage.sponsors.map((s) => s.name)).toEqual(['Moto Baltija', 'Trial Parts EE']);
    expect(stage.classes).toHaveLength(4);
    const logo = await server.fetch(stage.sponsors[0]!.logoUrl);
    expect(logo.headers.get('content-type')).toBe('image/png');

    expect((await server.as(null, 'GET', `/api/competitions/demo/${slug}/round-5-final`)).status).toBe(404);
    expect((await server.as('rider', 'GET', `/api/competitions/demo/${slug}/round-5-final`)).status).toBe(404);
    expect((await server.as('admin', 'GET', `/api/competitions/demo/${slug}/round-5-final`)).status).toBe(200);
    expect((await server.as(null, 'GET', `/api/competitions/demo/${slug}/no-such-stage`)).status).toBe(404);
  });
});
