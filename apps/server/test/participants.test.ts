import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, results, stages } from '../src/db/schema.js';
import { type TestServer, startTestServer } from './helper.js';
import { checkedAnswers } from './openapi-checked.js';
import { openLive } from './live-client.js';

let server: TestServer;
beforeAll(async () => {
  // Every described answer is checked against the OpenAPI document too (issue #41).
  server = await checkedAnswers(await startTestServer());
});
afterAll(async () => server?.close());

const form = (patch: Record<string, unknown> = {}) => ({
  form: {
    name: 'Jānis Tiesnesis',
    racingNumber: 77,
    racingClass: 'Clubman',
    birthDate: '1990.04.04',
    bike: 'Beta EVO 300',
    license: 'LV-123',
    clubId: 'MK Trial Rīga',
    gender: 'male',
    team: null,
    ...patch,
  },
});

const UPCOMING = 'demo-stage-4'; // registration open
const TODAY = 'demo-stage-3'; // registration ended yesterday
const PAST = 'demo-stage-1'; // scored

describe('reading the list', () => {
  it('visitors see public fields only; secretaries see status, gender, licence and birth date', async () => {
    const visitor = (await (await server.as(null, 'GET', `/api/stages/${PAST}/participants`)).json()) as Record<
      string,
      unknown
    >[];
    expect(visitor).toHaveLength(20);
    expect(Object.keys(visitor[0]!).sort()).toEqual([
      'bike',
      'birthYear',
      'clubId',
      'createdOn',
      'id',
      'name',
      'racingClass',
      'racingNumber',
      'team',
    ]);
    const secretary = (await (
      await server.as('secretary', 'GET', `/api/stages/${PAST}/participants`)
    ).json()) as Record<string, unknown>[];
    expect(secretary[0]).toHaveProperty('birthDate');
    expect(secretary[0]).toHaveProperty('license');
    expect(secretary[0]).toHaveProperty('status');
    expect(secretary.every((p) => p.hasResult === true)).toBe(true);
    expect((await server.as(null, 'GET', '/api/stages/demo-stage-5/participants')).status).toBe(404);
  });
});

describe('a rider joins and cancels', () => {
  it('joins once inside the window, with the details kept for next time, and everyone hears of it', async () => {
    const live = await openLive(server.url, `stage:${UPCOMING}:participants`);
    try {
      const res = await server.as('judge', 'POST', `/api/stages/${UPCOMING}/participants/join`, form());
      expect(res.status).toBe(201);
      const joined = (await res.json()) as { id: string; status: string };
      expect(joined.status).toBe('Registered');
      const event = await live.next((f) => f.event === 'message');
      expect(event.data).toMatchObject({
        data: { type: 'participant.upserted', participant: { id: joined.id, name: 'Jānis Tiesnesis' } },
      });
      expect(JSON.stringify(event.data)).not.toContain('LV-123'); // no licence on the public topic
    } finally {
      live.close();
    }
    expect(
      (await server.as('judge', 'POST', `/api/stages/${UPCOMING}/participants/join`, form({ racingNumber: 78 })))
        .status,
    ).toBe(409);
    const me = await server.database.db.query.users.findFirst({
      where: (u, { eq: e }) => e(u.email, 'judge@trialhub.demo'),
    });
    expect(me?.participationData).toMatchObject({ racingClass: 'Clubman', racingNumber: 77 });

    expect((await server.as('judge', 'DELETE', `/api/stages/${UPCOMING}/participants/me`)).status).toBe(204);
    expect((await server.as('judge', 'DELETE', `/api/stages/${UPCOMING}/participants/me`)).status).toBe(404);
  });

  it('refuses joining after the deadline, visitors, and bad forms with field messages', async () => {
    expect((await server.as('judge', 'POST', `/api/stages/${TODAY}/participants/join`, form())).status).toBe(403);
    expect((await server.as(null, 'POST', `/api/stages/${UPCOMING}/participants/join`, form())).status).toBe(401);
    const bad = await server.as(
      'judge',
      'POST',
      `/api/stages/${UPCOMING}/participants/join`,
      form({ name: ' ', birthDate: '04.04.1990', gender: null }),
    );
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      error: { fields: { name: 'participant.nameRequired', birthDate: 'participant.birthDateFormat' } },
    });
  });

  it('refuses a class whose age range excludes the rider at the stage, keeping their saved details', async () => {
    const saved = async () =>
      (
        await server.database.db.query.users.findFirst({
          where: (u, { eq: e }) => e(u.email, 'judge@trialhub.demo'),
        })
      )?.participationData;
    const before = await saved();
    // Youth is for ages 7–15; born 1990, the rider is in their thirties.
    const refused = await server.as('judge', 'POST', `/api/stages/${UPCOMING}/participants/join`, {
      ...form({ racingClass: 'Youth', racingNumber: 79 }),
      confirmClassAge: true, // riders cannot override the age rule
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: { messageKey: 'participant.classAgeMismatch', fields: { racingClass: 'participant.classAgeMismatch' } },
    });
    expect(await saved()).toEqual(before);
    const list = (await (await server.as(null, 'GET', `/api/stages/${UPCOMING}/participants`)).json()) as {
      name: string;
    }[];
    expect(list.some((p) => p.name === 'Jānis Tiesnesis')).toBe(false);
  });

  it('riders pick their club from the clubs list; secretaries may enter a new one', async () => {
    const refused = await server.as(
      'judge',
      'POST',
      `/api/stages/${UPCOMING}/participants/join`,
      form({ clubId: 'Valmieras Jaunais MK', racingNumber: 81 }),
    );
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: { fields: { clubId: 'participant.clubUnknown' } } });
    const added = await server.as(
      'secretary',
      'POST',
      `/api/stages/${UPCOMING}/participants`,
      form({ name: 'Jauna Kluba Braucēja', clubId: 'Valmieras Jaunais MK', racingNumber: 82 }),
    );
    expect(added.status).toBe(201);
    const { id } = (await added.json()) as { id: string };
    expect((await server.as('secretary', 'DELETE', `/api/stages/${UPCOMING}/participants/${id}`)).status).toBe(204);
  });

  it('a rider with results cannot cancel', async () => {
    expect((await server.as('rider', 'DELETE', `/api/stages/${PAST}/participants/me`)).status).toBe(409);
  });
});

describe('the secretary', () => {
  const secretaryRoutes: [string, string, unknown?][] = [
    ['POST', `/api/stages/${UPCOMING}/participants`, form()],
    ['PUT', `/api/stages/${PAST}/participants/ext-demo000`, form()],
    ['PATCH', `/api/stages/${PAST}/participants/ext-demo000/status`, { status: 'Registered' }],
    ['DELETE', `/api/stages/${PAST}/participants/ext-demo000`],
  ];
  it.each(secretaryRoutes)('%s %s is for secretaries only', async (method, path, body) => {
    expect((await server.as(null, method, path, body)).status).toBe(401);
    for (const role of ['rider', 'judge'] as const)
      expect((await server.as(role, method, path, body)).status).toBe(403);
  });

  it('adds an ext- participant with the duplicate rules, and audits it', async () => {
    const added = await server.as(
      'secretary',
      'POST',
      `/api/stages/${UPCOMING}/participants`,
      form({ name: 'Ieva Jauna', racingNumber: 90 }),
    );
    expect(added.status).toBe(201);
    const { id } = (await added.json()) as { id: string };
    expect(id).toMatch(/^ext-[0-9a-f]{32}$/);
    const sameNumber = await server.as(
      'secretary',
      'POST',
      `/api/stages/${UPCOMING}/participants`,
      form({ name: 'Other', racingNumber: 90 }),
    );
    expect(await sameNumber.json()).toMatchObject({ error: { messageKey: 'participant.numberTaken' } });
    const sameNameNoNumber = await server.as(
      'secretary',
      'POST',
      `/api/stages/${UPCOMING}/participants`,
      form({ name: 'ieva jauna', racingNumber: null }),
    );
    expect(await sameNameNoNumber.json()).toMatchObject({ error: { messageKey: 'participant.nameTaken' } });
    const sameName = await server.as(
      'secretary',
      'POST',
      `/api/stages/${UPCOMING}/participants`,
      form({ name: 'Ieva Jauna', racingNumber: 91 }),
    );
    expect(await sameName.json()).toMatchObject({ error: { messageKey: 'participant.nameTakenConfirm' } });
    const confirmed = await server.as('secretary', 'POST', `/api/stages/${UPCOMING}/participants`, {
      ...form({ name: 'Ieva Jauna', racingNumber: 91 }),
      confirmDuplicateName: true,
    });
    expect(confirmed.status).toBe(201);
    const audit = await server.database.db.select().from(auditLog).where(eq(auditLog.event, 'new_participant'));
    expect(audit.length).toBeGreaterThanOrEqual(2);
    const ieva = audit.find((a) => JSON.parse(a.data.newParticipant as string).name === 'Ieva Jauna');
    expect(ieva).toMatchObject({ stageId: UPCOMING, userEmail: 'secretary@trialhub.demo' });
  });

  it('places a rider in a class outside their age only after confirming', async () => {
    const url = `/api/stages/${UPCOMING}/participants`;
    const young = form({ name: 'Pēteris Vecais', racingNumber: 95, racingClass: 'Youth' });
    const asked = await server.as('secretary', 'POST', url, young);
    expect(asked.status).toBe(409);
    expect(await asked.json()).toMatchObject({ error: { messageKey: 'participant.classAgeConfirm' } });
    const added = await server.as('secretary', 'POST', url, { ...young, confirmClassAge: true });
    expect(added.status).toBe(201);
    const { id } = (await added.json()) as { id: string };
    // The same rule on an edit; a fitting class needs no confirmation.
    expect((await server.as('secretary', 'PUT', `${url}/${id}`, young)).status).toBe(409);
    expect(
      (await server.as('secretary', 'PUT', `${url}/${id}`, form({ ...young.form, racingClass: 'Clubman' }))).status,
    ).toBe(200);
    expect((await server.as('secretary', 'DELETE', `${url}/${id}`)).status).toBe(204);
  });

  it('edits a scored participant and their result copy in one go; status changes are audited', async () => {
    const edited = await server.as(
      'secretary',
      'PUT',
      `/api/stages/${PAST}/participants/ext-demo000`,
      form({ name: 'Mārtiņš Ozols-Kalns', racingNumber: 1, racingClass: 'Expert' }),
    );
    expect(edited.status).toBe(200);
    const [result] = await server.database.db
      .select({ participant: results.participant })
      .from(results)
      .where(and(eq(results.stageId, PAST), eq(results.participantId, 'ext-demo000')));
    expect(result!.participant).toMatchObject({ name: 'Mārtiņš Ozols-Kalns', racingNumber: 1 });
    const status = await server.as('secretary', 'PATCH', `/api/stages/${PAST}/participants/ext-demo000/status`, {
      status: 'Registered',
    });
    expect(await status.json()).toMatchObject({ status: 'Registered' });
    const events = (await server.database.db.select().from(auditLog).where(eq(auditLog.stageId, PAST))).map(
      (a) => a.event,
    );
    expect(events).toEqual(expect.arrayContaining(['update_participant', 'update_status']));
  });

  it('cannot delete a participant with results; can delete one without', async () => {
    const blocked = await server.as('secretary', 'DELETE', `/api/stages/${PAST}/participants/ext-demo000`);
    expect(await blocked.json()).toMatchObject({ error: { messageKey: 'participant.hasResults' } });
    const list = (await (await server.as('secretary', 'GET', `/api/stages/${TODAY}/participants`)).json()) as {
      id: string;
    }[];
    expect((await server.as('secretary', 'DELETE', `/api/stages/${TODAY}/participants/${list[0]!.id}`)).status).toBe(
      204,
    );
    const [row] = await server.database.db.select().from(stages).where(eq(stages.id, TODAY));
    expect(row).toBeTruthy();
    const removed = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'remove_participant'), eq(auditLog.stageId, TODAY)));
    expect(removed).toHaveLength(1);
  });
});
