/**
 * One judge op on a 400-rider stage (issues #36 point 3 and #35 point 12), through the real server in
 * its own process (bench/serve.ts, in-memory PGlite with the demo):
 * - **server CPU per op**: the demo judge's phone sends one score per request (as the judge app does
 *   after each tap) for one section, lap 1, rider after rider, late in the day (every other section of
 *   every rider already scored), while the phone follows the stage's live topics; the server process's
 *   user + system CPU over the run, divided by the ops (process CPU, not wall time: the machine is
 *   shared). The peer (fvoin/trial-score) is not on this machine: no side-by-side figure here.
 * - **bytes per scored rider** the phone downloads: the ops answer plus what keeps its view current —
 *   `--protocol=snapshot` (the judge app before decision 073: after every flush the public stage and
 *   the whole judging snapshot again, gzip as a browser gets them) or `live` (now: the live stream's
 *   frames for the stage's results and participants topics, which also carry the other sections'
 *   judges' scores).
 *
 *   npx tsx bench/judge-op.ts [--protocol=live|snapshot] [--ops=200] [--riders=400] [--against=<other work tree>]
 *   BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" npx tsx bench/judge-op.ts   (profile)
 */
import http from 'node:http';
import os from 'node:os';
import zlib from 'node:zlib';
import type { JudgingStage } from '@trialhub/domain';
import {
  type Benchmark,
  type ServerProcess,
  type SummaryRow,
  LOOPBACK,
  addRiders,
  isEntry,
  letDemoJudgeScoreAnySection,
  printTable,
  request,
  requireNode24,
  signIn,
  startServerProcess,
} from './support.js';

const STAGE = 'demo-stage-3';
const STAGE_PATH = '/competitions/demo/baltic-cup-2026/round-3-cesis';
const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;

/** A GET as a browser sends it (gzip, br accepted): the bytes on the wire and the decoded body. */
function browserGet(server: ServerProcess, path: string, cookie: string): Promise<{ wire: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: LOOPBACK, port: server.port, path, headers: { cookie, 'accept-encoding': 'gzip, br' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const body =
            encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw;
          resolve({ wire: raw.length, body: body.toString('utf8') });
        });
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** The phone's live stream (results and participants of the stage): counts the bytes it receives. */
function follow(server: ServerProcess, cookie: string) {
  let bytes = 0;
  const topics = `stage:${STAGE}:results,stage:${STAGE}:participants`;
  const req = http.get(
    { host: LOOPBACK, port: server.port, path: `/api/live?topics=${topics}`, headers: { cookie } },
    (res) => res.on('data', (c: Buffer) => (bytes += c.length)),
  );
  req.on('error', () => {});
  return {
    take() {
      const taken = bytes;
      bytes = 0;
      return taken;
    },
    close: () => req.destroy(),
  };
}

/**
 * The demo judge on a server ready for the measured ops: 400 riders (or `ridersWanted`), every other
 * section of every rider scored, the path warmed; `post` sends ops, `scored` the measured ops' slots.
 */
async function prepare(server: ServerProcess, ridersWanted: number, opsWanted: number) {
  const judge = await signIn(server, 'judge@trialhub.demo', 'trialhub-demo');
  await letDemoJudgeScoreAnySection(server, STAGE);
  const read = async () =>
    JSON.parse((await request(server, 'GET', `/api/judging/stages/${STAGE}`, { cookie: judge })).body) as JudgingStage;
  let stage = await read();
  const classes = stage.stage.classes.map((c) => c.name);
  const missing = ridersWanted - stage.riders.length;
  if (missing > 0) await addRiders(server, STAGE, missing, { classes, firstNumber: 500 });
  stage = await read();
  const riders = stage.riders;
  const device = `bench-${process.pid}`;
  let seq = 1;
  const op = (participantId: string, section: number, lap: number) => ({
    opId: `${device}-${seq}`,
    seq: seq++,
    kind: 'score' as const,
    participantId,
    section,
    lap,
    at: new Date().toISOString(),
    points: 1,
  });
  const post = (ops: ReturnType<typeof op>[]) =>
    request(server, 'POST', `/api/judging/stages/${STAGE}/ops`, {
      cookie: judge,
      body: { deviceId: device, ops },
      timeoutMs: 120_000,
    });

  // Late in the day: every lap of every other section the rider rides is scored already.
  const fill = riders.flatMap((r) => {
    const cls = stage.stage.classes.find((c) => c.name === r.racingClass)!;
    return cls.lapSections
      .filter((s) => s !== cls.lapSections[0])
      .flatMap((s) => Array.from({ length: cls.laps }, (_, i) => op(r.id, s, i + 1)));
  });
  for (let i = 0; i < fill.length; i += 100) await post(fill.slice(i, i + 100));
  console.log(`judge-op: ${riders.length} riders, ${fill.length} scores before the measured ops`);

  const scored = riders.slice(0, opsWanted).map((r) => {
    const cls = stage.stage.classes.find((c) => c.name === r.racingClass)!;
    return { rider: r, section: cls.lapSections[0]!, laps: cls.laps };
  });
  // Warm-up: the first ops compile the path.
  for (const { rider, section, laps } of scored.slice(0, 10)) await post([op(rider.id, section, laps)]);
  return { judge, riders, scored, op, post };
}

/**
 * `--against=<work tree>`: the same measured ops on this tree's server and on another checkout's (the
 * code before a change), one op to each in turn, so both see the same machine load (it swings 5–35 here):
 * each server's CPU over the run, per op, and their ratio.
 */
async function againstRun(against: string, ridersWanted: number, opsWanted: number): Promise<SummaryRow[]> {
  const servers = [
    await startServerProcess('judge-op', { RATE_LIMIT: 'off' }),
    await startServerProcess('judge-op-base', { RATE_LIMIT: 'off' }, 120_000, against),
  ];
  try {
    const ready: Awaited<ReturnType<typeof prepare>>[] = [];
    for (const server of servers) ready.push(await prepare(server, ridersWanted, opsWanted));
    const streams = servers.map((server, i) => follow(server, ready[i]!.judge));
    await new Promise((r) => setTimeout(r, 500));
    const before = servers.map((s) => s.cpuMs()!);
    const loads = [os.loadavg()[0]!];
    const n = ready[0]!.scored.length;
    for (let k = 0; k < n; k++) {
      for (const i of k % 2 === 0 ? [0, 1] : [1, 0]) {
        const { scored, post, op } = ready[i]!;
        const { rider, section } = scored[k]!;
        const reply = await post([op(rider.id, section, 1)]);
        if (reply.status !== 200) throw new Error(`op: ${reply.status} ${reply.body}`);
      }
    }
    await new Promise((r) => setTimeout(r, 1000));
    loads.push(os.loadavg()[0]!);
    const perOp = servers.map((s, i) => (s.cpuMs()! - before[i]!) / n);
    for (const stream of streams) stream.close();
    const load = loads.map((l) => l.toFixed(1)).join('–');
    return [
      {
        benchmark: 'judge-op',
        case: `server CPU per single-op request, this tree, ${ready[0]!.riders.length} riders (${n} ops, load ${load})`,
        result: `${perOp[0]!.toFixed(1)} ms`,
      },
      {
        benchmark: 'judge-op',
        case: `the same, ${against} (interleaved)`,
        result: `${perOp[1]!.toFixed(1)} ms (this tree ${((100 * perOp[0]!) / perOp[1]!).toFixed(0)} %)`,
      },
    ];
  } finally {
    for (const server of servers) await server.stop();
  }
}

export const judgeOp: Benchmark = {
  name: 'judge-op',
  async run(): Promise<SummaryRow[]> {
    const protocol = arg('protocol', 'live');
    const opsWanted = Number(arg('ops', '200'));
    const ridersWanted = Number(arg('riders', '400'));
    const against = arg('against', '');
    if (against) return againstRun(against, ridersWanted, opsWanted);
    const server = await startServerProcess('judge-op', { RATE_LIMIT: 'off' });
    try {
      const { judge, riders, scored, op, post } = await prepare(server, ridersWanted, opsWanted);

      // 1. Server CPU per op: one score per request, the phone following its topics.
      const stream = follow(server, judge);
      await new Promise((r) => setTimeout(r, 500));
      const cpuBefore = server.cpuMs()!;
      let answerBytes = 0;
      const started = performance.now();
      const windowStart = process.hrtime.bigint() / 1000n;
      for (const { rider, section } of scored) {
        const reply = await post([op(rider.id, section, 1)]);
        if (reply.status !== 200) throw new Error(`op: ${reply.status} ${reply.body}`);
        answerBytes += Buffer.byteLength(reply.body);
      }
      const wallMs = performance.now() - started;
      // The measured window on the monotonic clock a --cpu-prof profile's timestamps use (µs).
      if (process.env.BENCH_VERBOSE) console.log(`judge-op window ${windowStart} ${process.hrtime.bigint() / 1000n}`);
      await new Promise((r) => setTimeout(r, 1000));
      const cpuPerOp = (server.cpuMs()! - cpuBefore) / scored.length;
      const liveBytes = stream.take();

      // 2. Bytes per scored rider with the app's refresh after each flush: the riders' last lap.
      let refreshBytes = 0;
      if (protocol === 'snapshot') {
        for (const { rider, section, laps } of scored) {
          const reply = await post([op(rider.id, section, laps)]);
          answerBytes += Buffer.byteLength(reply.body);
          refreshBytes += (await browserGet(server, `/api${STAGE_PATH}`, judge)).wire;
          refreshBytes += (await browserGet(server, `/api/judging/stages/${STAGE}`, judge)).wire;
        }
      }
      stream.close();
      const n = scored.length;
      const perRider = protocol === 'snapshot' ? (answerBytes + refreshBytes) / (2 * n) : (answerBytes + liveBytes) / n;
      const load = os.loadavg()[0]!.toFixed(1);
      return [
        {
          benchmark: 'judge-op',
          case: `server CPU per single-op request, ${riders.length} riders (${n} ops, load ${load})`,
          result: `${cpuPerOp.toFixed(1)} ms (wall ${(wallMs / n).toFixed(0)} ms)`,
        },
        {
          benchmark: 'judge-op',
          case: `phone's bytes per scored rider, ${riders.length} riders (${protocol})`,
          result: `${Math.round(perRider).toLocaleString('en')} B (answer ${Math.round(answerBytes / (protocol === 'snapshot' ? 2 * n : n))} B)`,
        },
      ];
    } finally {
      await server.stop();
    }
  },
};

if (isEntry(import.meta.url)) {
  requireNode24();
  printTable(await judgeOp.run());
}
