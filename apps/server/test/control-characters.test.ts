import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../src/db/open-db.js';
import { championships, participants, stages } from '../src/db/schema.js';
import { type TestServer, startTestServer } from './helper.js';
import { changedTables, tableChecksummer } from './support/db-checksum.js';

/**
 * Issue 41 point 3: a control character (U+0001, U+000B) in a rider's name or a stage's title made
 * the link preview PNGs a 500 (XML, hence the SVG they are drawn from, cannot carry it). Names, titles,
 * teams, bikes and clubs now refuse such characters at input, and the images drop them from data
 * stored before.
 */
let server: TestServer;
let base: string;
beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  // Data stored before input refused it (or written by another program): before any read is cached.
  await db.update(stages).set({ title: 'Round\u0001 one\u000b Sigulda' }).where(eq(stages.id, 'demo-stage-1'));
  await db.update(stages).set({ title: 'Round three\u0001' }).where(eq(stages.id, 'demo-stage-3'));
  const [scored] = await rows<{ id: string }>(
    db,
    sql`SELECT participant_id AS id FROM results WHERE stage_id = 'demo-stage-1' LIMIT 1`,
  );
  await db
    .update(participants)
    .set({ name: 'Jānis\u0001 Bērziņš\u000b', team: 'Team\u0007' })
    .where(eq(participants.id, scored!.id));
  const [championship] = await db.select({ slug: championships.slug }).from(championships).limit(1);
  base = `/api/previews/competitions/demo/${championship!.slug}`;
}, 180_000);
afterAll(async () => server?.close());

describe('link preview images', () => {
  it('are drawn when a stored title or rider name carries control characters (they were a 500)', async () => {
    for (const path of [
      `${base}/round-1-sigulda/stage.png`,
      `${base}/round-1-sigulda/results.png`,
      `${base}/round-3-cesis/stage.png`,
      `${base}/standings.png`,
    ]) {
      const res = await server.fetch(path);
      expect(res.status, path).toBe(200);
      const image = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(image, path).toMatchObject({ format: 'png', width: 1200, height: 630 });
    }
  });
});

describe('input', () => {
  const expectRefused = async (res: Response, field: string, message = 'validation.controlCharacters') => {
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe('validation');
    expect(body.error.fields[field], JSON.stringify(body)).toBe(message);
  };

  it('refuses control and invisible characters in names, titles, teams, bikes and clubs, changing nothing', async () => {
    // Signed in first: a sign-in writes its session.
    for (const role of ['admin', 'secretary', 'rider'] as const) await server.loginAs(role);
    const checksum = await tableChecksummer(server.database.db);
    const before = await checksum();
    await expectRefused(
      await server.as('admin', 'PATCH', '/api/admin/stages/demo-stage-4', { title: 'Pärnu\u000b Open' }),
      'title',
    );
    await expectRefused(
      await server.as('admin', 'PATCH', '/api/admin/stages/demo-stage-4', { location: 'Pärnu\u0001' }),
      'location',
    );
    const form = {
      name: 'Ieva Kalniņa',
      racingNumber: 178,
      racingClass: 'Clubman',
      birthDate: '1990.04.04',
      bike: 'Beta EVO 300',
      license: 'LV-123',
      clubId: 'MK Trial Rīga',
      gender: 'female',
      team: null,
    };
    for (const [field, value] of [
      ['name', 'Ieva\u0001 Kalniņa'],
      ['name', 'Ieva \u202eaņinlaK'],
      ['bike', 'Beta\u000b EVO'],
      ['team', 'Ātrie\u001f'],
      ['clubId', 'MK\u0085 Trial'],
    ] as const) {
      const res = await server.as('secretary', 'POST', '/api/stages/demo-stage-4/participants', {
        form: { ...form, [field]: value },
      });
      await expectRefused(res, field);
    }
    await expectRefused(
      await server.as('rider', 'PATCH', '/api/me', { displayName: 'Rihards\u0001', isJudge: false }),
      'displayName',
      // A display name is held to the stricter rule for names shown as who someone is.
      'validation.invisibleCharacters',
    );
    expect(changedTables(before, await checksum())).toEqual([]);
    // The same form without them is taken.
    const taken = await server.as('secretary', 'POST', '/api/stages/demo-stage-4/participants', { form });
    expect(taken.status, await taken.clone().text()).toBeLessThan(300);
  });
});
