/**
 * Migration 0023 (issue #40, decision 076) turns the judge app's exactly-once record into the stage's
 * command log: every recorded op keeps its id, stage, scorer, device (now its origin), sequence and
 * answer (now its outcome), becomes a `judgeOp` without a payload, and is numbered in the log by when
 * it arrived; a repeated op id is still answered from it.
 */
import { PGlite } from '@electric-sql/pglite';
import { expect, it } from 'vitest';
import { applyMigration, migrateUpTo } from './support/migrations.js';

it('keeps every recorded judge op as a command of the log, numbered by arrival', async () => {
  const db = new PGlite();
  try {
    const file = await migrateUpTo(db, '0023_');
    await db.exec(`
      INSERT INTO institutions (id, name) VALUES ('lmf', 'LMF');
      INSERT INTO championships (id, institution_id, slug, display_name, classes) VALUES ('c1', 'lmf', 'cup', 'Cup', '[]');
      INSERT INTO stages (id, championship_id, slug, title, competition_start_date, competition_end_date)
        VALUES ('s1', 'c1', 'one', 'One', '2026-05-01T07:00:00Z', '2026-05-01T15:00:00Z');
      INSERT INTO judge_ops (op_id, stage_id, user_id, device_id, device_seq, created_at, response) VALUES
        ('op-b', 's1', 'judge', 'phone-1', 2, '2026-05-01T08:00:01Z', '{"opId":"op-b","outcome":"applied"}'),
        ('op-a', 's1', 'judge', 'phone-1', 1, '2026-05-01T08:00:00Z', '{"opId":"op-a","outcome":"applied"}'),
        ('op-c', 's1', 'obs:d1', 'phone-2', 7, '2026-05-01T08:00:02Z',
         '{"opId":"op-c","outcome":"rejected","reason":"otherSection"}');
    `);
    await applyMigration(db, file);
    const { rows } = await db.query(
      `SELECT command_id, stage_id, user_id, origin, origin_seq, kind, payload, position, outcome
         FROM stage_commands ORDER BY position`,
    );
    expect(rows).toEqual([
      {
        command_id: 'op-a',
        stage_id: 's1',
        user_id: 'judge',
        origin: 'phone-1',
        origin_seq: 1,
        kind: 'judgeOp',
        payload: null,
        position: 1,
        outcome: { opId: 'op-a', outcome: 'applied' },
      },
      expect.objectContaining({ command_id: 'op-b', origin_seq: 2, position: 2 }),
      expect.objectContaining({
        command_id: 'op-c',
        origin: 'phone-2',
        position: 3,
        outcome: { opId: 'op-c', outcome: 'rejected', reason: 'otherSection' },
      }),
    ]);
    // New commands are numbered after the old ones; the id still guards against a second copy.
    const { rows: next } = await db.query<{ n: number }>(`SELECT nextval('stage_commands_position')::int AS n`);
    expect(next[0]!.n).toBe(4);
    await expect(
      db.exec(`INSERT INTO stage_commands (command_id, stage_id, user_id, origin, origin_seq, outcome)
               VALUES ('op-a', 's1', 'judge', 'phone-1', 1, '{}')`),
    ).rejects.toThrow();
  } finally {
    await db.close();
  }
}, 180_000);
