import { PGlite } from '@electric-sql/pglite';
import { afterAll, expect, it } from 'vitest';
import { applyMigration, migrateUpTo } from './support/migrations.js';

/**
 * Migration 0018 (issue #35, decision 029) adds the operations observer phones announced and those the
 * server refused: the credentials and phones there before, with their counts and hand-offs, stay as
 * they were, and a phone there before can announce and have refusals kept at once.
 */
const db = new PGlite();
afterAll(() => db.close());

it('keeps every observer credential and phone, and the new tables take rows of phones there before', async () => {
  const migration = await migrateUpTo(db, '0018_');
  await db.exec(`
    INSERT INTO institutions (id, name) VALUES ('lmf', 'LMF');
    INSERT INTO championships (id, institution_id, slug, display_name) VALUES ('c1', 'lmf', 'cup', 'Cup');
    INSERT INTO stages (id, championship_id, slug, title, competition_start_date, competition_end_date)
      VALUES ('s1', 'c1', 'one', 'One', '2026-05-01T07:00:00Z', '2026-05-01T15:00:00Z');
    INSERT INTO observer_credentials (id, stage_id, name, section, token_hash, pin_hash, expires_at, revoked_at, created_at)
      VALUES ('cr1', 's1', 'Anna', 1, 'th1', 'ph1', '2026-05-02T00:00:00Z', '2026-05-01T10:00:00Z', '2026-05-01T06:00:00Z');
    INSERT INTO observer_devices (id, credential_id, session_hash, name, created_at, handed_off_at, last_sync_at, pending_count, late_count)
      VALUES ('d1', 'cr1', 'sh1', 'Anna', '2026-05-01T06:05:00Z', '2026-05-01T09:00:00Z', '2026-05-01T09:30:00Z', 3, 2);
  `);
  const before = {
    credentials: (await db.query('SELECT * FROM observer_credentials ORDER BY id')).rows,
    devices: (await db.query('SELECT * FROM observer_devices ORDER BY id')).rows,
  };
  await applyMigration(db, migration);
  expect({
    credentials: (await db.query('SELECT * FROM observer_credentials ORDER BY id')).rows,
    devices: (await db.query('SELECT * FROM observer_devices ORDER BY id')).rows,
  }).toEqual(before);
  await db.exec(`
    INSERT INTO observer_held_ops (device_id, op_id) VALUES ('d1', 'op-1');
    INSERT INTO observer_refused_ops (op_id, stage_id, device_id, op, reason)
      VALUES ('op-2', 's1', 'd1', '{"participantId":"p1","section":1,"lap":1,"points":5}', 'notAnnounced');
  `);
  const { rows } = await db.query<{ op_id: string; status: string; reason: string }>(
    'SELECT op_id, status, reason FROM observer_refused_ops',
  );
  expect(rows).toEqual([{ op_id: 'op-2', status: 'open', reason: 'notAnnounced' }]);
  // A phone's rows go with it.
  await db.exec(`DELETE FROM observer_devices WHERE id = 'd1'`);
  expect((await db.query('SELECT * FROM observer_held_ops')).rows).toEqual([]);
  expect((await db.query('SELECT * FROM observer_refused_ops')).rows).toEqual([]);
}, 180_000); // every migration from an empty database, on a busy machine
