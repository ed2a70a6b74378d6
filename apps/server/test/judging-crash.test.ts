import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type JudgeBatchResponse,
  type JudgeOp,
  type JudgingStage,
  type CompactResult,
  type StageResult,
  liveTopics,
} from '@trialhub/domain';
import { afterAll, expect, it } from 'vitest';
import { copyTemplateDataDir, createTestDatabase } from './helper.js';
import { openLive } from './live-client.js';
import { type NodeProcess, runTs } from './processes.js';

/**
 * The judge app's promise (issue 6 point 4): whatever happens to the server, an operation the
 * server acknowledged counts exactly once. A client that retries like the judge app does sends
 * 1,000 scores in batches while the server process is killed with SIGKILL twice, mid-burst, and
 * restarted; in the end every operation has exactly one event in the results and one op record.
 * Runs on the embedded database, and on PostgreSQL when the suite does (TEST_DATABASE_URL).
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const STAGE = 'demo-stage-3';
const OPS = 1000;
const BATCH = 100; // the judge app's largest batch (MAX_OPS_PER_BATCH)
let dataDir = '';
let database: Awaited<ReturnType<typeof createTestDatabase>> | null = null;

afterAll(async () => {
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  await database?.drop();
});

/** The real server process (node --import tsx, so the pid we kill is the server itself). */
async function startMain(): Promise<{ child: NodeProcess['child']; url: string }> {
  const main = runTs('apps/server/src/main.ts', [], {
    DATA_DIR: dataDir,
    PORT: '0',
    DEMO: '1',
    RATE_LIMIT: 'off',
    AUTH_SECRET: 'crash-test-secret-crash-test-secret',
    DATABASE_URL: database?.url,
  });
  const [, url] = await main.waitFor(/TrialHub is listening on (\S+)/);
  return { child: main.child, url: url! };
}

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email: 'judge@trialhub.demo', password: 'trialhub-demo' }),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

it(
  'applies every acknowledged judge operation exactly once through two kill -9 restarts',
  { timeout: 600_000 },
  async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trialhub-crash-'));
    if (adminUrl) database = await createTestDatabase(adminUrl, 'demo');
    else await copyTemplateDataDir('demo', dataDir);
    let server = await startMain();
    let cookie = await signIn(server.url);
    const stage = (await (
      await fetch(`${server.url}/api/judging/stages/${STAGE}`, { headers: { cookie } })
    ).json()) as JudgingStage;

    // Every slot the stage has (rider × section × lap); 1,000 scores go round them, so many slots
    // are scored several times and the later score must win.
    const slots = stage.riders.flatMap((rider) => {
      const cls = stage.stage.classes.find((c) => c.name === rider.racingClass)!;
      return cls.lapSections.flatMap((section) =>
        Array.from({ length: cls.laps }, (_, i) => ({ participantId: rider.id, section, lap: i + 1 })),
      );
    });
    const base = Date.parse('2026-11-23T09:00:00.000Z');
    const ops: JudgeOp[] = Array.from({ length: OPS }, (_, i) => ({
      opId: randomUUID(),
      seq: i,
      kind: 'score',
      ...slots[(i * 7) % slots.length]!,
      at: new Date(base + i * 1000).toISOString(),
      points: [0, 1, 2, 3, 5][i % 5]!,
    }));

    const acknowledged = new Map<string, string>();
    const killAt = new Set([BATCH * 2 + 17, BATCH * 6 + 3]); // ops acknowledged before each kill
    let kills = 0;
    let retries = 0;
    let replayed = 0; // operations committed before a kill whose answer was lost, sent again
    for (let start = 0; start < OPS;) {
      const batch = ops.slice(start, start + BATCH);
      const due = [...killAt].find((n) => n >= start && n < start + BATCH);
      const live = due === undefined ? null : await openLive(server.url, liveTopics.stageResults(STAGE));
      const sending = fetch(`${server.url}/api/judging/stages/${STAGE}/ops`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url, cookie },
        body: JSON.stringify({ deviceId: 'crash-device', ops: batch }),
      })
        // Handled at once: the kill below makes this fail while nobody is awaiting it yet.
        .then(async (res) => (res.ok ? ((await res.json()) as JudgeBatchResponse) : null))
        .catch(() => null);
      if (due !== undefined && live) {
        // Kill while the batch is being applied: some of its operations are committed, some not,
        // and the client never hears which.
        killAt.delete(due);
        // The batch's first result is published after its commit; kill the server right then, while
        // it is still applying the other 99 and before it can answer.
        // Only this batch's own event counts: on PostgreSQL the previous batch's events reach the stream
        // a moment after its answer (its NOTIFY), and killing on one of those would kill too early.
        const stamps = batch.map((op) => op.at);
        await live.next(
          (f) => f.event === 'message' && stamps.some((at) => JSON.stringify(f.data).includes(at)),
          150_000,
        );
        live.close();
        server.child.kill('SIGKILL');
        await new Promise((resolve) => server.child.once('exit', resolve));
        kills++;
      }
      const answer = await sending;
      if (!answer) {
        // What the judge app does: keep the operations and send the same batch again later.
        retries++;
        if (server.child.exitCode !== null || server.child.signalCode !== null) {
          server = await startMain();
          cookie = await signIn(server.url);
        }
        continue;
      }
      let batchReplays = 0;
      for (const outcome of answer.outcomes) {
        acknowledged.set(outcome.opId, outcome.outcome);
        if (outcome.replayed) batchReplays++;
      }
      // A batch is one transaction: a kill leaves all of it committed or none of it.
      expect([0, batch.length]).toContain(batchReplays);
      replayed += batchReplays;
      start += BATCH;
    }
    expect(kills).toBe(2);
    console.log(`crash test: ${kills} kills, ${retries} retried batches, ${replayed} operations answered as replays`);
    expect(retries).toBeGreaterThanOrEqual(2);
    // How many come back as replays depends on where each kill lands: between a batch's commit and its
    // answer (the batch sent again is answered as replays, 100 each; seen embedded), or after the answer
    // (none; always so on PostgreSQL, whose answer leaves before the NOTIFY reaches the stream, and then
    // `ops.test.ts` covers a resent batch). Either way the counts below prove nothing applied twice.
    expect(acknowledged.size).toBe(OPS);
    expect([...acknowledged.values()].every((o) => o === 'applied')).toBe(true);

    // After one more restart, nothing acknowledged is lost and nothing is counted twice.
    server.child.kill('SIGKILL');
    await new Promise((resolve) => server.child.once('exit', resolve));
    server = await startMain();
    // The list names the results; each rider's whole result carries the history (decision 037).
    const list = (await (await fetch(`${server.url}/api/stages/${STAGE}/results`)).json()) as CompactResult[];
    const results = await Promise.all(
      list.map(
        async (r) =>
          (await (await fetch(`${server.url}/api/stages/${STAGE}/results/${r.participantId}`)).json()) as StageResult,
      ),
    );
    const events = results.flatMap((r) => r.sections.flatMap((s) => s.events));
    const seen = new Map<string, number>();
    for (const e of events) seen.set(e.timestamp, (seen.get(e.timestamp) ?? 0) + 1);
    for (const op of ops) expect(seen.get(op.at), `op ${op.seq}`).toBe(1);
    expect(events).toHaveLength(OPS);

    // Each slot holds the points of its last operation.
    const last = new Map<string, JudgeOp>();
    for (const op of ops) last.set(`${op.participantId}/${op.section}/${op.lap}`, op);
    for (const r of results) {
      for (const s of r.sections) {
        expect(s.points, `${r.participantId} S${s.section} L${s.lap}`).toBe(
          last.get(`${r.participantId}/${s.section}/${s.lap}`)!.points,
        );
      }
    }
  },
);
