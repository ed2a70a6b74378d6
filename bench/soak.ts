/**
 * Two-instance race-day soak (issue #21): PostgreSQL, instances A and B, 20 judges posting scores (half
 * to A, half to B), 2,000 spectators on the stage's results stream split across A and B. Half-way B is
 * killed (SIGKILL: no goodbye, no retry hint) and started again; its judges post to A meanwhile and its
 * spectators reconnect with Last-Event-ID, as browsers behind the proxy would, to whichever instance
 * runs. Reported: tap → spectator p50/p99 (from a judge's POST to each spectator's arrival),
 * deliveries missed after reconnect and replay (must be 0), resyncs, errors, and each instance's
 * memory over time.
 *
 *   npx tsx bench/soak.ts [--full]        (default 90 s; --full: 30 minutes; SOAK_SECONDS overrides)
 */
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { ResultsEvent } from '@trialhub/domain';
import pg from 'pg';
import {
  type Benchmark,
  type ServerProcess,
  type SummaryRow,
  DEMO_ADMIN,
  isEntry,
  mib,
  printTable,
  request,
  requireNode24,
  requireOpenFiles,
  signIn,
  startServerProcess,
} from './support.js';

const STAGE = 'demo-stage-3'; // the demo's stage of today: the demo judge judges every section
const TOPIC = `stage:${STAGE}:results`;
const POINTS = [1, 2, 3, 5, 0];
/** Spectators whose every frame is parsed for the tap → spectator latency (all count missed events). */
const LATENCY_SAMPLE = 200;

export interface SoakOptions {
  pgUrl: string;
  seconds: number;
  judges: number;
  spectators: number;
  /** Each judge posts one score this often. */
  judgeIntervalMs: number;
}

export function soakOptions(argv = process.argv.slice(2)): SoakOptions {
  const full = argv.includes('--full');
  return {
    pgUrl: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    seconds: Number(process.env.SOAK_SECONDS ?? (full ? 1800 : 90)),
    judges: 20,
    spectators: 2000,
    judgeIntervalMs: 2000,
  };
}

/** Latencies in 1 ms buckets up to 60 s: percentiles over millions of deliveries in fixed memory. */
class Histogram {
  private readonly buckets = new Uint32Array(60_001);
  count = 0;
  add(ms: number) {
    this.buckets[Math.min(60_000, Math.max(0, Math.round(ms)))]!++;
    this.count++;
  }
  percentile(p: number): number {
    let target = Math.ceil((p / 100) * this.count);
    for (let i = 0; i < this.buckets.length; i++) if ((target -= this.buckets[i]!) <= 0) return i;
    return NaN;
  }
}

interface Spectator {
  seqs: Set<number>;
  first: number;
  last: number;
  resyncs: number;
  reconnects: number;
}

async function admin<T>(pgUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}

export async function runSoak(options: SoakOptions = soakOptions()): Promise<SummaryRow[]> {
  requireNode24();
  requireOpenFiles(options.spectators + 200);
  const database = `trialhub_soak_${Date.now()}_${process.pid}`;
  await admin(options.pgUrl, (c) => c.query(`CREATE DATABASE "${database}"`));
  const databaseUrl = Object.assign(new URL(options.pgUrl), { pathname: `/${database}` }).toString();
  const servers: ServerProcess[] = [];
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const streams = new Set<http.ClientRequest>();
  let stopping = false;
  console.log(
    `soak: ${options.seconds} s, ${options.judges} judges (one score each per ${options.judgeIntervalMs} ms), ${options.spectators} spectators, B killed and restarted half-way`,
  );
  try {
    const a = await startServerProcess('soak-A', { DATABASE_URL: databaseUrl, DEMO: '1', LOG_LEVEL: 'warn' });
    servers.push(a);
    let b: ServerProcess | null = await startServerProcess('soak-B', {
      DATABASE_URL: databaseUrl,
      DEMO: '0',
      LOG_LEVEL: 'warn',
    });
    servers.push(b);
    const alive = () => [a, b].filter((s): s is ServerProcess => s !== null);
    const cookie = await signIn(a, 'judge@trialhub.demo', DEMO_ADMIN.password);
    const stage = JSON.parse((await request(a, 'GET', `/api/judging/stages/${STAGE}`, { cookie })).body) as {
      riders: { id: string; racingClass: string }[];
      stage: { laps?: number; classes: { name: string; lapSections: number[] }[] };
    };
    const slots: { participantId: string; section: number; lap: number }[] = [];
    for (const rider of stage.riders) {
      const sections = stage.stage.classes.find((c) => c.name === rider.racingClass)?.lapSections ?? [];
      for (const section of sections) for (const lap of [1, 2]) slots.push({ participantId: rider.id, section, lap });
    }
    if (slots.length < options.judges) throw new Error(`only ${slots.length} score slots on ${STAGE}`);

    // ── spectators ──
    const sentAt = new Map<string, number>();
    const histogram = new Histogram();
    /** Deliveries in a reconnected stream's first second: the replay of what it missed while away. */
    const replayed = new Histogram();
    const spectators: Spectator[] = [];
    const connect = (spectator: Spectator, index: number, lastId: string | null) => {
      if (stopping) return;
      const targets = alive();
      const server = targets[index % targets.length]!;
      const req = http.get(
        {
          host: '127.0.0.1',
          port: server.port,
          path: `/api/live?topics=${encodeURIComponent(TOPIC)}`,
          agent: false,
          headers: { accept: 'text/event-stream', ...(lastId ? { 'last-event-id': lastId } : {}) },
        },
        (res) => {
          let buffer = '';
          let id = lastId;
          const connectedAt = Date.now();
          const reconnected = spectator.reconnects > 0;
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            const now = Date.now();
            buffer += chunk;
            let end: number;
            while ((end = buffer.indexOf('\n\n')) >= 0) {
              const block = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              if (block.startsWith('event: resync')) spectator.resyncs++;
              const idAt = block.indexOf('id: ');
              if (idAt < 0) continue;
              id = block.slice(idAt + 4, block.indexOf('\n', idAt));
              const seq = Number(id.slice(id.lastIndexOf('=') + 1));
              spectator.seqs.add(seq);
              if (spectator.first === 0) spectator.first = seq;
              spectator.last = Math.max(spectator.last, seq);
              // Latency on a sample of spectators (parsing every frame of 2,000 would load this process).
              if (index >= LATENCY_SAMPLE) continue;
              const dataAt = block.indexOf('data: ');
              const event = (JSON.parse(block.slice(dataAt + 6)) as { data: ResultsEvent }).data;
              if (event.type !== 'result.upserted' && event.type !== 'result.scored') continue;
              const pid = event.type === 'result.upserted' ? event.result.participantId : event.participantId;
              const entries = event.type === 'result.upserted' ? event.result.sections : [event.score];
              for (const e of entries) {
                const sent = sentAt.get(`${pid}/${e.section}/${e.lap}`);
                if (sent === undefined || sent > now) continue;
                (reconnected && now - connectedAt < 1000 ? replayed : histogram).add(now - sent);
              }
            }
          });
          res.on('error', () => {});
          // An instance that dies ends the stream without a goodbye: 'close' comes either way.
          res.on('close', () => retry(id));
        },
      );
      let retried = false;
      const retry = (from: string | null) => {
        streams.delete(req);
        if (retried || stopping) return;
        retried = true;
        spectator.reconnects++;
        // EventSource: wait for the retry hint (1–3 s), then reconnect with the last id it saw.
        setTimeout(() => connect(spectator, index, from), 1000 + Math.random() * 2000);
      };
      streams.add(req);
      req.on('error', () => retry(lastId));
    };
    for (let i = 0; i < options.spectators; i++) {
      const spectator: Spectator = { seqs: new Set(), first: 0, last: 0, resyncs: 0, reconnects: 0 };
      spectators.push(spectator);
      connect(spectator, i, `${TOPIC}=0`);
      if (i % 100 === 99) await new Promise((r) => setTimeout(r, 50));
    }
    const reconnectsBefore = () => spectators.reduce((n, s) => n + s.reconnects, 0);
    const startReconnects = reconnectsBefore();

    // ── judges ──
    let posted = 0;
    let errors = 0;
    let failovers = 0;
    const post = async (judge: number, n: number, serverIndex: number) => {
      const mine = slots.filter((_, i) => i % options.judges === judge);
      const slot = mine[n % mine.length]!;
      const points = POINTS[Math.floor(n / mine.length) % POINTS.length]!;
      const op = { opId: randomUUID(), seq: n + 1, kind: 'score', ...slot, points, at: new Date().toISOString() };
      for (let attempt = 0; attempt < 5; attempt++) {
        const targets = alive();
        const server = targets[serverIndex % targets.length]!;
        if (attempt === 0) sentAt.set(`${slot.participantId}/${slot.section}/${slot.lap}`, Date.now());
        try {
          const res = await request(server, 'POST', `/api/judging/stages/${STAGE}/ops`, {
            cookie,
            body: { deviceId: `soak-judge-${judge}`, ops: [op] },
          });
          if (res.status === 200) {
            posted++;
            return;
          }
          errors++;
          console.error(`  judge ${judge}: ${res.status} ${res.body.slice(0, 200)}`);
          return;
        } catch {
          failovers++; // the instance went away under the request: the app sends it again (same opId)
          await new Promise((r) => setTimeout(r, 300));
        }
      }
      errors++;
    };
    const started = Date.now();
    const endAt = started + options.seconds * 1000;
    const judges = Array.from({ length: options.judges }, async (_, judge) => {
      await new Promise((r) => setTimeout(r, (judge * options.judgeIntervalMs) / options.judges));
      for (let n = 0; Date.now() < endAt; n++) {
        const t = Date.now();
        await post(judge, n, judge);
        await new Promise((r) => setTimeout(r, Math.max(0, options.judgeIntervalMs - (Date.now() - t))));
      }
    });

    // ── memory over time, and B killed and restarted half-way ──
    const memory: string[] = [];
    const sample = () => {
      const t = Math.round((Date.now() - started) / 1000);
      const load = os.loadavg()[0]!.toFixed(1);
      memory.push(`t=${t}s A ${mib(a.rssKiB())} B ${b ? mib(b.rssKiB()) : 'down'} load ${load}`);
      console.log(`  ${memory.at(-1)}`);
    };
    const sampler = setInterval(sample, Math.max(5000, (options.seconds * 1000) / 12));
    let killedFor = 0;
    const chaos = (async () => {
      await new Promise((r) => setTimeout(r, (options.seconds * 1000) / 2));
      console.log('  killing B (SIGKILL)');
      const killedAt = Date.now();
      process.kill(-b!.pid, 'SIGKILL');
      const dead = b!;
      b = null;
      await dead.stop().catch(() => {});
      b = await startServerProcess('soak-B', { DATABASE_URL: databaseUrl, DEMO: '0', LOG_LEVEL: 'warn' });
      servers.push(b);
      killedFor = Date.now() - killedAt;
      console.log(`  B is back after ${(killedFor / 1000).toFixed(1)} s`);
    })();
    await Promise.all([...judges, chaos]);
    clearInterval(sampler);
    sample();

    // Everyone must catch up with the last event, through replay where they reconnected.
    const final = Math.max(...spectators.map((s) => s.last));
    const deadline = Date.now() + 60_000;
    while (spectators.some((s) => s.last < final) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 200));
    let missed = 0;
    let resyncs = 0;
    for (const s of spectators) {
      for (let seq = s.first; seq <= final; seq++) if (!s.seqs.has(seq)) missed++;
      resyncs += s.resyncs;
    }
    const reconnects = reconnectsBefore() - startReconnects;
    const events = final - Math.min(...spectators.map((s) => s.first)) + 1;
    const result = {
      events,
      posted,
      deliveries: histogram.count,
      p50: histogram.percentile(50),
      p99: histogram.percentile(99),
      max: histogram.percentile(100),
      replayed: replayed.count,
      replayP50: replayed.percentile(50),
      replayP99: replayed.percentile(99),
      missed,
      resyncs,
      reconnects,
      errors,
      failovers,
    };
    console.log(`  ${JSON.stringify(result)}`);
    console.log(`  memory over time:\n    ${memory.join('\n    ')}`);
    const bad = missed > 0 || errors > 0;
    return [
      {
        benchmark: 'soak',
        case: `${options.seconds} s, ${options.judges} judges → ${options.spectators} spectators, B killed (down ${(killedFor / 1000).toFixed(0)} s)`,
        result: `tap→spectator p50 ${result.p50} ms / p99 ${result.p99} ms / max ${result.max} ms over ${result.deliveries} deliveries of ${posted} scores`,
        ok: bad ? false : undefined,
      },
      {
        benchmark: 'soak',
        case: 'missed / resyncs / errors / reconnects',
        result: `${missed} / ${resyncs} / ${errors} / ${reconnects} (judge requests retried on the other instance: ${failovers})`,
        ok: bad ? false : undefined,
      },
      {
        benchmark: 'soak',
        case: 'replayed on reconnect (tap → spectator)',
        result: `p50 ${result.replayP50} ms / p99 ${result.replayP99} ms over ${result.replayed} deliveries`,
      },
      { benchmark: 'soak', case: 'RSS at start → end', result: `${memory[0]} → ${memory.at(-1)}` },
    ];
  } finally {
    stopping = true;
    for (const req of streams) req.destroy();
    agent.destroy();
    await Promise.all(servers.map((s) => s.stop().catch(() => {})));
    await admin(options.pgUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`)).catch(
      (error: unknown) => console.error(`soak: could not drop ${database}:`, error),
    );
  }
}

export const soak: Benchmark = { name: 'soak', run: () => runSoak() };

if (isEntry(import.meta.url)) {
  printTable(await runSoak());
}
