import { PGlite } from '@electric-sql/pglite';
import { afterAll, expect, it } from 'vitest';
import { applyMigration, migrateUpTo } from './support/migrations.js';

/**
 * Migration 0019 (issue #35 point 11, decision 029) adds trainee observers: every credential there
 * before stays as it was and counts (not a trainee); its phones' scores can be kept as trainee scores
 * at once, and go with the phone.
 */
const db = new PGlite();
afterAll(() => db.close());

it('keeps every observer credential and phone as counted ones, and trainee scores take rows of phones there before', async () => {
  const migration = await migrateUpTo(db, '0019_');
  await db.exec(`
    INSERT INTO institutions (id, name) VALUES ('lmf', 'LMF');
    INSERT INTO championships (id, institution_id, slug, display_name) VALUES ('c1', 'lmf', 'cup', 'Cup');
    INSERT INTO stages (id, championship_id, slug, title, competition_start_date, competition_end_date)
      VALUES ('s1', 'c1', 'one', 'One', '2026-05-01T07:00:00Z', '2026-05-01T15:00:00Z');
    INSERT INTO observer_credentials (id, stage_id, name, section, token_hash, pin_hash, expires_at, revoked_at, created_at)
      VALUES ('cr1', 's1', 'Anna', 1, 'th1', 'ph1', '2026-05-02T00:00:00Z', '2026-05-01T10:00:00Z', '2026-05-01T06:00:00Z'),
             ('cr2', 's1', 'Ben', NULL, 'th2', 'ph2', '2026-05-02T00:00:00Z', NULL, '2026-05-01T06:30:00Z');
    INSERT INTO observer_devices (id, credential_id, session_hash, name, created_at, handed_off_at, last_sync_at, pending_count, late_count)
      VALUES ('d1', 'cr1', 'sh1', 'Anna', '2026-05-01T06:05:00Z', '2026-05-01T09:00:00Z', '2026-05-01T09:30:00Z', 3, 2);
    INSERT INTO observer_refused_ops (op_id, stage_id, device_id, op, reason)
      VALUES ('op-2', 's1', 'd1', '{"participantId":"p1","section":1,"lap":1,"points":5}', 'notAnnounced');
  `);
  const tables = ['observer_credentials', 'observer_devices', 'observer_refused_ops'];
  const read = async () =>
    Object.fromEntries(
      await Promise.all(tables.map(async (t) => [t, (await db.query(`SELECT * FROM ${t} ORDER BY 1`)).rows] as const)),
    );
  const before = await read();
  await applyMigration(db, migration);
  const after = await read();
  // The same rows; each credential now says it is not a trainee's (its scores counted and still do).
  expect(after).toEqual({
    ...before,
    observer_credentials: (before.observer_credentials as object[]).map((c) => ({ ...c, trainee: false })),
  });
  await db.exec(`
    UPDATE observer_credentials SET trainee = true WHERE id = 'cr2';
    INSERT INTO observer_trainee_scores (device_id, stage_id, participant_id, section, lap, points, tapped_at, op_id)
      VALUES ('d1', 's1', 'p1', 1, 1, 3, '2026-05-01T08:00:00Z', 'op-3');
  `);
  const { rows } = await db.query<{ points: number }>('SELECT points FROM observer_trainee_scores');
  expect(rows).toEqual([{ points: 3 }]);
  // One score per phone and slot.
  await expect(
    db.exec(`INSERT INTO observer_trainee_scores (device_id, stage_id, participant_id, section, lap, points, tapped_at, op_id)
      VALUES ('d1', 's1', 'p1', 1, 1, 5, '2026-05-01T08:01:00Z', 'op-4')`),
  ).rejects.toThrow();
  // A phone's trainee scores go with it.
  await db.exec(`DELETE FROM observer_devices WHERE id = 'd1'`);
  expect((await db.query('SELECT * FROM observer_trainee_scores')).rows).toEqual([]);
}, 180_000); // every migration from an empty database, on a busy machine
