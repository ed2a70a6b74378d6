/**
 * The stage's command log (issue #40, decision 076): every write to a stage's results is a command with
 * an id, applied exactly once — a secretary's correction sent again with the same Idempotency-Key
 * answers as the first time and changes nothing —, numbered by its origin, and replayable: the log
 * applied again onto an emptied stage rebuilds the same result rows. Runs on PGlite and, under
 * scripts/with-pg-database.mjs, on PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import type { StageResult } from '@trialhub/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/open-db.js';
import { auditLog, results, sectionScores, stageCommands, stages } from '../src/db/schema.js';
import { SERVER_ORIGIN, listStageCommands, replayStage } from '../src/features/stage-results/index.js';
import { type TestServer, startTestServer } from './helper.js';

let server: TestServer;
let riders: { id: string; racingClass: string }[];
beforeAll(async () => {
  server = await startTestServer();
  riders = (await (await server.as(null, 'GET', `/api/stages/${TODAY}/participants`)).json()) as typeof riders;
});
afterAll(async () => server?.close());

const TODAY = 'demo-stage-3'; // classic, race day, judged by the demo judge
const used = new Set<string>();
/** A rider nobody in this file has touched yet (not Youth: their classes ride sections 1–4 only). */
function rider() {
  const found = riders.find((r) => r.racingClass !== 'Youth' && !used.has(r.id));
  if (!found) throw new Error('no free rider');
  used.add(found.id);
  return found.id;
}
const base = (id: string) => `/api/stages/${TODAY}/results/${id}`;
const key = () => `cmd-${randomUUID()}`;
const db = () => server.database.db;

async function auditCount(event: string, participantId: string) {
  const rows = await db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.stageId, TODAY), eq(auditLog.event, event)));
  return rows.filter((r) => r.data.participantId === participantId).length;
}

describe('a correction command sent twice (exactly once)', () => {
  it('applies a repeated penalty once and answers the repeat with the first answer', async () => {
    const id = rider();
    await server.judgeScores(TODAY, id, [[1, 1, 2]]);
    const headers = { 'idempotency-key': key() };
    const body = { points: '5', reason: 'outside help' };
    const first = await server.as('secretary', 'POST', `${base(id)}/penalties`, body, headers);
    expect(first.status).toBe(201);
    const again = await server.as('secretary', 'POST', `${base(id)}/penalties`, body, headers);
    expect(again.status).toBe(201);
    const [a, b] = [(await first.json()) as StageResult, (await again.json()) as StageResult];
    expect(b).toEqual(a);
    expect(a.penalty.events).toHaveLength(1);
    const now = (await (await server.as(null, 'GET', base(id))).json()) as StageResult;
    expect(now.penalty).toMatchObject({ totalPoints: 5 });
    expect(now.total).toBe(7);
    expect(await auditCount('new_penalty_points', id)).toBe(1);
    const recorded = await db()
      .select()
      .from(stageCommands)
      .where(eq(stageCommands.commandId, headers['idempotency-key']));
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ kind: 'addPenalty', origin: SERVER_ORIGIN, stageId: TODAY });
  });

  it('answers a repeated status change as the first time, where a new one is refused as unchanged', async () => {
    const id = rider();
    const headers = { 'idempotency-key': key() };
    const first = await server.as('secretary', 'PUT', `${base(id)}/status`, { status: 'DNS' }, headers);
    expect(first.status).toBe(200);
    const again = await server.as('secretary', 'PUT', `${base(id)}/status`, { status: 'DNS' }, headers);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
    // Without the key the same request is a new command, refused as before.
    expect((await server.as('secretary', 'PUT', `${base(id)}/status`, { status: 'DNS' })).status).toBe(409);
    expect(await auditCount('set_status', id)).toBe(1);
  });

  it('applies one of two identical commands sent at the same time', async () => {
    const id = rider();
    await server.judgeScores(TODAY, id, [[1, 1, 3]]);
    const headers = { 'idempotency-key': key() };
    const send = () => server.as('secretary', 'PUT', `${base(id)}/sections/1/laps/1`, { points: '1' }, headers);
    const [a, b] = await Promise.all([send(), send()]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await b.json()).toEqual(await a.json());
    const now = (await (await server.as(null, 'GET', base(id))).json()) as StageResult;
    expect(now.sections[0]!.events.map((e) => [e.name, e.points])).toEqual([
      ['JudgeSetPoints', 3],
      ['EditedTo', 1],
    ]);
    expect(await auditCount('edit_section', id)).toBe(1);
  });

  it('refuses a command id used for another rider or another kind, and a malformed key, changing nothing', async () => {
    const [one, two] = [rider(), rider()];
    const headers = { 'idempotency-key': key() };
    expect((await server.as('secretary', 'PUT', `${base(one)}/status`, { status: 'DNF' }, headers)).status).toBe(200);
    expect((await server.as('secretary', 'PUT', `${base(two)}/status`, { status: 'DNF' }, headers)).status).toBe(400);
    const penalty = await server.as(
      'secretary',
      'POST',
      `${base(one)}/penalties`,
      { points: '1', reason: '' },
      headers,
    );
    expect(penalty.status).toBe(400);
    const bad = await server.as(
      'secretary',
      'PUT',
      `${base(two)}/status`,
      { status: 'DNF' },
      { 'idempotency-key': 'x y' },
    );
    expect(bad.status).toBe(400);
    expect(await auditCount('set_status', two)).toBe(0);
    expect(await auditCount('new_penalty_points', one)).toBe(0);
    // A refused command leaves no entry: sent again once it fits, it is decided again.
    const locked = { 'idempotency-key': key() };
    const status = `${base(two)}/status`;
    expect((await server.as('secretary', 'PUT', status, { status: null }, locked)).status).toBe(404);
    expect(
      await db().select().from(stageCommands).where(eq(stageCommands.commandId, locked['idempotency-key'])),
    ).toEqual([]);
  });
});

describe('origins and their sequences', () => {
  it('keeps each origin’s own sequence while their commands interleave', async () => {
    const id = rider();
    const start = (await listStageCommands(db(), TODAY)).length;
    await server.judgeScores(TODAY, id, [[1, 1, 1]]);
    await server.as('secretary', 'POST', `${base(id)}/penalties`, { points: '1', reason: 'a' });
    await server.as('secretary', 'PUT', `${base(id)}/sections/1/laps/1`, { points: '2' });
    await server.judgeScores(TODAY, id, [
      [2, 1, 0],
      [3, 1, 5],
    ]);
    const keyed = await server.as('secretary', 'POST', `/api/stages/${TODAY}/judging/keyed`, {
      observer: 'Paper sheet',
      deviceId: 'keyed-origin-b',
      ops: [4, 5].map((section, i) => ({
        opId: randomUUID(),
        seq: 10 + i,
        participantId: id,
        section,
        lap: 1,
        points: 1,
        expected: null,
        at: new Date().toISOString(),
      })),
    });
    expect(keyed.status).toBe(200);
    await server.as('secretary', 'POST', `${base(id)}/penalties`, { points: '2', reason: 'b' });
    const log = (await listStageCommands(db(), TODAY)).slice(start);
    const seqs = (origin: string) => log.filter((c) => c.origin === origin).map((c) => c.originSeq);
    const server_ = seqs(SERVER_ORIGIN);
    expect(server_).toHaveLength(3);
    // The server numbers its own commands one after another, with no gap.
    expect(server_).toEqual([server_[0], server_[0]! + 1, server_[0]! + 2]);
    // A device's numbers are its own, kept as sent, in its order.
    expect(seqs('keyed-origin-b')).toEqual([10, 11]);
    const judge = seqs('test-judge-device');
    expect(judge).toHaveLength(3);
    expect([...judge].sort((a, b) => a - b)).toEqual(judge);
    // The log's order is the order they were applied in: origins interleave as they arrived.
    expect(log.map((c) => c.origin)).toEqual([
      'test-judge-device',
      SERVER_ORIGIN,
      SERVER_ORIGIN,
      'test-judge-device',
      'test-judge-device',
      'keyed-origin-b',
      'keyed-origin-b',
      SERVER_ORIGIN,
    ]);
  });
});

describe('replaying the log', () => {
  const rowsOf = async (tx: Db) => ({
    results: (
      await tx.select().from(results).where(eq(results.stageId, TODAY)).orderBy(asc(results.participantId))
    ).map(({ updatedAt: _updatedAt, ...row }) => row),
    sections: await tx
      .select()
      .from(sectionScores)
      .where(eq(sectionScores.stageId, TODAY))
      .orderBy(asc(sectionScores.participantId), asc(sectionScores.lap), asc(sectionScores.section)),
  });
  const empty = async (tx: Db) => {
    await tx.delete(sectionScores).where(eq(sectionScores.stageId, TODAY));
    await tx.delete(results).where(eq(results.stageId, TODAY));
  };

  it('rebuilds the same result rows on an emptied stage from its commands', async () => {
    // The stage starts empty, with an empty log (the demo's seeded scores are not commands).
    await empty(db());
    await db().delete(stageCommands).where(eq(stageCommands.stageId, TODAY));
    const [a, b, c, d] = [rider(), rider(), rider(), rider()];
    await server.judgeScores(TODAY, a, [
      [1, 1, 3],
      [2, 1, 0],
      [3, 1, 5],
    ]);
    await server.judgeScores(TODAY, b, [
      [1, 1, 1],
      [2, 1, 2],
    ]);
    await server.judgeScores(TODAY, a, [[1, 1, 2]]);
    const ok = (res: Response) => expect(res.status).toBeLessThan(300);
    ok(await server.as('secretary', 'PUT', `${base(a)}/sections/2/laps/1`, { points: '1' }));
    ok(await server.as('secretary', 'DELETE', `${base(b)}/sections/2/laps/1`));
    ok(await server.as('secretary', 'POST', `${base(a)}/penalties`, { points: '5', reason: 'help' }));
    const penalty = (await (
      await server.as('secretary', 'POST', `${base(b)}/penalties`, { points: '3', reason: '' })
    ).json()) as StageResult;
    ok(await server.as('secretary', 'DELETE', `${base(b)}/penalties/${penalty.penalty.events[0]!.id}`));
    ok(await server.as('secretary', 'PUT', `${base(c)}/status`, { status: 'DNS' }));
    ok(await server.as('secretary', 'PUT', `${base(b)}/status`, { status: 'DNF' }));
    await server.judgeScores(TODAY, d, [[1, 1, 0]]);
    ok(await server.as('secretary', 'DELETE', `${base(d)}/sections/1/laps/1`));
    ok(await server.as('secretary', 'DELETE', base(d)));

    const before = await rowsOf(db());
    expect(before.results.map((r) => r.participantId).sort()).toEqual([a, b, c].sort());
    const [stage] = await db().select().from(stages).where(eq(stages.id, TODAY));
    const applied = await db().transaction(async (t) => {
      const tx = t as unknown as Db;
      await empty(tx);
      return replayStage(tx, stage!);
    });
    // 7 counted judge ops and 9 corrections.
    expect(applied).toBe(16);
    const after = await rowsOf(db());
    expect(after).toEqual(before);
  });
});
