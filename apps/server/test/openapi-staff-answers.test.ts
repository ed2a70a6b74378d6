import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, type Who, startTestServer } from './helper.js';

// Issue #41 point 14, beside openapi-answers.test.ts: the staff screens' reads and commands, sent as the
// web app sends them, answer what the document says (ajv, JSON Schema 2020-12). Extra fields fail too:
// zod writes an answer's objects with additionalProperties false.

let server: TestServer;
type Operation = { responses: Record<string, { content?: Record<string, { schema: unknown }> }> };
let paths: Record<string, Record<string, Operation>>;
const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);

beforeAll(async () => {
  server = await startTestServer();
  paths = ((await (await server.fetch('/api/docs')).json()) as { paths: typeof paths }).paths;
});
afterAll(async () => {
  await server?.close();
});

/** Checks a JSON answer against the document's schema for the route, method and status. */
function check(method: string, template: string, status: number, json: unknown, url = template) {
  const schema =
    paths[template]?.[method.toLowerCase()]?.responses[String(status)]?.content?.['application/json']?.schema;
  expect(schema, `${method} ${template} ${status}: a schema`).toBeDefined();
  const validate = ajv.compile(schema as object);
  expect(validate(json) ? [] : validate.errors, `${method} ${url}`).toEqual([]);
}

/** Sends the request as `who` and checks its answer against the document. */
async function answer<T>(who: Who, method: string, template: string, url: string, body?: unknown): Promise<T> {
  const res = await server.as(who, method, url, body);
  const text = await res.text();
  expect(res.status, `${method} ${url}: ${text}`).toBeLessThan(300);
  const json: unknown = JSON.parse(text);
  check(method, template, res.status, json, url);
  return json as T;
}

describe('staff answers validate against the document', () => {
  it("the admin area's reads and commands", async () => {
    const institutions = await answer<{ id: string; championships: { slug: string }[] }[]>(
      'admin',
      'GET',
      '/api/admin/institutions',
      '/api/admin/institutions',
    );
    const { id: institutionId, championships } = institutions.find((i) => i.championships.length > 0)!;
    const champ = await answer<Record<string, unknown> & { id: string; stages: { id: string }[] }>(
      'admin',
      'GET',
      '/api/admin/institutions/{id}/championships/{slug}',
      `/api/admin/institutions/${institutionId}/championships/${championships[0]!.slug}`,
    );
    const { id: championshipId, institutionId: _i, institutionName: _n, stages, ...championshipForm } = champ;
    await answer('admin', 'PUT', '/api/admin/championships/{id}', `/api/admin/championships/${championshipId}`, {
      ...championshipForm,
    });
    const stage = await answer<Record<string, unknown>>(
      'admin',
      'GET',
      '/api/admin/stages/{stageId}',
      `/api/admin/stages/${stages[0]!.id}`,
    );
    const {
      id,
      championshipId: _c,
      championshipSlug: _s,
      championshipName: _m,
      institutionId: _j,
      updatedAt: _u,
      ...form
    } = stage;
    await answer('admin', 'PUT', '/api/admin/stages/{stageId}', `/api/admin/stages/${String(id)}`, form);
    await answer(
      'admin',
      'POST',
      '/api/admin/championships/{id}/stages',
      `/api/admin/championships/${championshipId}/stages`,
      {
        slug: 'contract-copy',
        title: 'Contract copy',
        copyFromStageId: id,
      },
    );

    await answer('admin', 'POST', '/api/admin/institutions', '/api/admin/institutions', {
      id: 'contract-club',
      name: 'Contract',
    });
    await answer('admin', 'PATCH', '/api/admin/institutions/{id}', '/api/admin/institutions/contract-club', {
      name: 'Contract renamed',
    });
    await answer(
      'admin',
      'POST',
      '/api/admin/institutions/{id}/championships',
      '/api/admin/institutions/contract-club/championships',
      {
        ...championshipForm,
        slug: 'contract-cup',
      },
    );

    await answer('admin', 'PUT', '/api/admin/clubs', '/api/admin/clubs', { id: 'Contract MX', country: 'LV' });
    const imported = await answer<{ added: number; badLines: number[] }>(
      'admin',
      'POST',
      '/api/admin/clubs/import',
      '/api/admin/clubs/import',
      { csv: 'club,country\nContract Two,EE\nno country\n' },
    );
    expect(imported).toMatchObject({ added: 1, badLines: [3] });

    const users = await answer<{ id: string; email: string }[]>(
      'admin',
      'GET',
      '/api/admin/users',
      '/api/admin/users?q=',
    );
    const rider = users.find((u) => u.email.startsWith('rider@'))!;
    for (const grant of [true, false])
      await answer('admin', 'POST', '/api/admin/users/{id}/roles', `/api/admin/users/${rider.id}/roles`, {
        role: 'secretary',
        grant,
      });
  });
});

describe('judging answers validate against the document', () => {
  it("the judge app, keyed entry, the sheet import and race control's observers", async () => {
    const [stageId] = await answer<string[]>('judge', 'GET', '/api/me/judge-stages', '/api/me/judge-stages');
    const judging = await answer<{
      riders: { id: string; racingNumber: number | null; racingClass: string }[];
      stage: { classes: { name: string; lapSections: number[] }[] };
    }>('judge', 'GET', '/api/judging/stages/{stageId}', `/api/judging/stages/${stageId}`);
    const rider = judging.riders.find((r) => r.racingNumber !== null)!;
    const section = judging.stage.classes.find((c) => c.name === rider.racingClass)!.lapSections[0]!;
    const at = new Date(Date.now() - 60_000).toISOString();
    const op = { seq: 0, participantId: rider.id, section, lap: 1, at, points: 1 };
    await answer('judge', 'POST', '/api/judging/stages/{stageId}/ops', `/api/judging/stages/${stageId}/ops`, {
      deviceId: 'contract-phone',
      ops: [{ ...op, opId: 'contract-op-1', kind: 'score' }],
    });

    const keyed = `/api/stages/${stageId}/judging/sections/${section}/keyed`;
    await answer('secretary', 'GET', '/api/stages/{stageId}/judging/sections/{section}/keyed', keyed);
    const sheet = await answer<{ outcomes: { outcome: string }[] }>(
      'secretary',
      'POST',
      '/api/stages/{stageId}/judging/keyed',
      `/api/stages/${stageId}/judging/keyed`,
      { observer: 'Paper', deviceId: 'contract-sheet', ops: [{ ...op, opId: 'contract-op-2', lap: 2, expected: 0 }] },
    );
    expect(sheet.outcomes).toHaveLength(1);
    const preview = await answer<{ rows: { status: string }[] }>(
      'secretary',
      'POST',
      '/api/stages/{stageId}/judging/import',
      `/api/stages/${stageId}/judging/import`,
      {
        judge: 'Standalone',
        entries: [{ racingNumber: rider.racingNumber, section, lap: 1, points: 1, at }],
        commit: false,
      },
    );
    expect(preview.rows).toHaveLength(1);

    // An observer phone: a credential, its session, a tap after the revocation (refused), race control
    // accepts it; a second credential's phone asks for a hand-off code.
    const observers = `/api/stages/${stageId}/observers`;
    const created = await answer<{ credential: { id: string }; token: string }>(
      'secretary',
      'POST',
      '/api/stages/{stageId}/observers',
      observers,
      { name: 'Gate observer', section },
    );
    const session = await server.as(null, 'POST', '/api/observe/session', { token: created.token });
    check('POST', '/api/observe/session', session.status, await session.json());
    const phone = {
      cookie: session.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; '),
    };
    const revoked = await server.as('secretary', 'POST', `${observers}/${created.credential.id}/revoke`);
    expect(revoked.status).toBe(204);
    await answer(phone, 'POST', '/api/judging/stages/{stageId}/ops', `/api/judging/stages/${stageId}/ops`, {
      deviceId: 'contract-observer',
      ops: [{ ...op, opId: 'contract-op-3', kind: 'score', lap: 3, at: new Date().toISOString() }],
    });
    const list = await answer<{ devices: { refused: { opId: string }[] }[] }[]>(
      'secretary',
      'GET',
      '/api/stages/{stageId}/observers',
      observers,
    );
    const refused = list.flatMap((c) => c.devices.flatMap((d) => d.refused));
    expect(refused.map((r) => r.opId)).toContain('contract-op-3');
    await answer(
      'secretary',
      'POST',
      '/api/stages/{stageId}/observers/refused/{opId}/accept',
      `${observers}/refused/contract-op-3/accept`,
    );
    const second = await answer<{ token: string }>('secretary', 'POST', '/api/stages/{stageId}/observers', observers, {
      name: 'Second observer',
      section,
    });
    const secondSession = await server.as(null, 'POST', '/api/observe/session', { token: second.token });
    const secondPhone = {
      cookie: secondSession.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; '),
    };
    await answer(secondPhone, 'POST', '/api/observe/handoff', '/api/observe/handoff', { held: [] });
  });
});

describe("the secretary's results screens answer what the document says", () => {
  it('corrections, the change log, score queries and provisional results', async () => {
    const [stageId] = await answer<string[]>('judge', 'GET', '/api/me/judge-stages', '/api/me/judge-stages');
    const judging = await answer<{
      riders: { id: string; racingClass: string }[];
      stage: { classes: { name: string; lapSections: number[] }[] };
      scores: { participantId: string }[];
    }>('judge', 'GET', '/api/judging/stages/{stageId}', `/api/judging/stages/${stageId}`);
    const sectionOf = (rider: { racingClass: string }) =>
      judging.stage.classes.find((c) => c.name === rider.racingClass)!.lapSections[0]!;
    const { participantId: mine } = await answer<{ participantId: string }>(
      'rider',
      'GET',
      '/api/stages/{stageId}/participants/me/payment',
      `/api/stages/${stageId}/participants/me/payment`,
    );
    // A rider nobody scored yet: deleting their only section is allowed.
    const scored = new Set(judging.scores.map((score) => score.participantId));
    const other = judging.riders.find((r) => r.id !== mine && !scored.has(r.id))!;
    await server.judgeScores(stageId!, mine, [[sectionOf(judging.riders.find((r) => r.id === mine)!), 1, 2]]);
    await server.judgeScores(stageId!, other.id, [[sectionOf(other), 1, 1]]);

    // The secretary's reads carry the participant copy's gender and birth date.
    await answer('secretary', 'GET', '/api/stages/{stageId}/results', `/api/stages/${stageId}/results`);
    const result = `/api/stages/${stageId}/results/${other.id}`;
    await answer('secretary', 'GET', '/api/stages/{stageId}/results/{participantId}', result);
    const slot = `${result}/sections/${sectionOf(other)}/laps/1`;
    const template = '/api/stages/{stageId}/results/{participantId}';
    await answer('secretary', 'PUT', `${template}/sections/{section}/laps/{lap}`, slot, { points: '3' });
    const fined = await answer<{ penalty: { events: { id: string }[] } }>(
      'secretary',
      'POST',
      `${template}/penalties`,
      `${result}/penalties`,
      { points: 5, reason: 'Outside help' },
    );
    const penaltyId = fined.penalty.events[0]!.id;
    await answer('secretary', 'DELETE', `${template}/penalties/{penaltyId}`, `${result}/penalties/${penaltyId}`);
    await answer('secretary', 'PUT', `${template}/status`, `${result}/status`, { status: 'DNF' });
    await answer('secretary', 'PUT', `${template}/status`, `${result}/status`, { status: null });
    await answer('secretary', 'DELETE', `${template}/sections/{section}/laps/{lap}`, slot);
    await answer('secretary', 'GET', '/api/stages/{stageId}/results-log', `/api/stages/${stageId}/results-log`);

    const queries = `/api/stages/${stageId}/results/${mine}/queries`;
    const asked = await answer<{ id: string }>('rider', 'POST', `${template}/queries`, queries, {
      section: sectionOf(judging.riders.find((r) => r.id === mine)!),
      lap: 1,
      message: 'Was it not a 1?',
    });
    await answer('rider', 'GET', `${template}/queries`, queries);
    await answer('secretary', 'GET', '/api/stages/{stageId}/queries', `/api/stages/${stageId}/queries`);
    await answer(
      'secretary',
      'PATCH',
      '/api/stages/{stageId}/queries/{queryId}',
      `/api/stages/${stageId}/queries/${asked.id}`,
      {
        answer: 'The observer saw a dab',
        outcome: 'stands',
      },
    );
    await answer(
      'secretary',
      'POST',
      '/api/stages/{stageId}/results/provisional',
      `/api/stages/${stageId}/results/provisional`,
      {
        windowMinutes: 30,
      },
    );
  });
});
