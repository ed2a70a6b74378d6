/**
 * Shared pieces of the benchmarks: server child processes, sign-in, SSE subscribers, statistics.
 * Everything here talks to 127.0.0.1 only, and every loop is bounded in count and time.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

export const repoRoot = path.resolve(import.meta.dirname, '..');
export const LOOPBACK = '127.0.0.1';
export const DEMO_ADMIN = { email: 'admin@trialhub.demo', password: 'trialhub-demo' };
/** File descriptors asked for the server child (5,000 subscribers need 5,000 sockets there). */
export const CHILD_NOFILE = 65_536;

// ───────────────────────────── result rows (run-all prints them) ─────────────────────────────

export interface SummaryRow {
  benchmark: string;
  case: string;
  result: string;
  target?: string;
  /** undefined: no target. */
  ok?: boolean;
}

export interface Benchmark {
  name: string;
  run(): Promise<SummaryRow[]>;
}

// ───────────────────────────── guards ─────────────────────────────

export function requireNode24(): void {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 24) {
    throw new Error(`the benchmarks need Node 24 (this is ${process.versions.node}); run them with npx from the repo`);
  }
}

/** Soft "Max open files" of a process (from /proc), or null where /proc is missing. */
export function openFileLimit(pid: number | 'self' = 'self'): number | null {
  try {
    const line = fs
      .readFileSync(`/proc/${pid}/limits`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const soft = line?.split(/\s{2,}/)[1];
    return soft === undefined ? null : soft === 'unlimited' ? Infinity : Number(soft);
  } catch {
    return null;
  }
}

/** Fails early, with the fix, when this process cannot hold `sockets` connections. */
export function requireOpenFiles(sockets: number): void {
  const limit = openFileLimit();
  if (limit !== null && limit < sockets + 256) {
    throw new Error(
      `this process may open ${limit} files but needs about ${sockets + 256} for ${sockets} connections; ` +
        `raise the soft limit first, e.g. \`ulimit -n ${CHILD_NOFILE}\` in the shell that runs the benchmark`,
    );
  }
}

// ───────────────────────────── server child processes ─────────────────────────────

export interface ServerProcess {
  label: string;
  /** The server's public URL (auth checks the Origin header against it). */
  url: string;
  /** http://127.0.0.1:port — where requests go. */
  base: string;
  port: number;
  pid: number;
  rssKiB(): number | null;
  /** user + system CPU time of the server process so far, in ms (10 ms resolution). */
  cpuMs(): number | null;
  openFds(): number | null;
  nofile(): number | null;
  stderrTail(): string;
  /** Fan-out timings the server reported (bench/serve.ts) since the last call. */
  takeFanouts(): ServerFanout[];
  /** process.memoryUsage() of the server right after a full GC (null if it did not answer in 5 s). */
  memoryAfterGc(): Promise<NodeJS.MemoryUsage | null>;
  stop(): Promise<void>;
}

/** One event's fan-out as timed inside the server (bench/serve.ts timeFanouts). */
export interface ServerFanout {
  subscribers: number;
  loopMs: number;
  flushMs: number;
}

const running = new Set<ChildProcess>();

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    // Our own process group (detached), so tsx/node helpers it may spawn go too, and nothing else.
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      /* already gone */
    }
  }
}

/** Last resort: whatever happens to the benchmark, no server child survives it. */
function killAllNow(): void {
  for (const child of running) killGroup(child, 'SIGKILL');
}
process.on('exit', killAllNow);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the benchmark servers`);
    killAllNow();
    process.exit(130);
  });
}

/**
 * Starts bench/serve.ts in a child process (its own process group) with the open-file limit raised,
 * and waits until it prints its URL. `root`: the checkout whose server runs (another work tree's for an A/B run).
 */
export async function startServerProcess(
  label: string,
  env: Record<string, string | undefined>,
  timeoutMs = 120_000,
  root = repoRoot,
): Promise<ServerProcess> {
  const script = `ulimit -n ${CHILD_NOFILE} 2>/dev/null || ulimit -n "$(ulimit -Hn)"; exec "$@"`;
  // BENCH_SERVER_NODE_ARGS: extra Node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const args = [
    '-c',
    script,
    'bash',
    process.execPath,
    '--expose-gc',
    ...nodeArgs,
    '--import',
    'tsx',
    'bench/serve.ts',
  ];
  const child = spawn('bash', args, {
    cwd: root,
    env: { ...process.env, PORT: undefined, DATABASE_URL: undefined, DEMO: undefined, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true,
  });
  running.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', () => running.delete(child));

  let stderr = '';
  let partial = '';
  let fanouts: ServerFanout[] = [];
  let onMemory: ((m: NodeJS.MemoryUsage) => void) | null = null;
  child.stderr!.setEncoding('utf8');
  child.stderr!.on('data', (s: string) => {
    const lines = (partial + s).split('\n');
    partial = lines.pop()!;
    for (const line of lines) {
      if (line.startsWith('BENCH memory ')) {
        onMemory?.(JSON.parse(line.slice('BENCH memory '.length)) as NodeJS.MemoryUsage);
      } else if (line.startsWith('BENCH fanout ')) {
        if (fanouts.length < 10_000) fanouts.push(JSON.parse(line.slice('BENCH fanout '.length)) as ServerFanout);
      } else {
        stderr = (stderr + line + '\n').slice(-8_000);
      }
    }
  });

  const info = await new Promise<{ url: string; port: number; pid: number }>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => fail(new Error(`${label}: server not up within ${timeoutMs} ms`)), timeoutMs);
    const fail = (error: Error) => {
      clearTimeout(timer);
      killGroup(child, 'SIGKILL');
      reject(new Error(`${error.message}\n--- server stderr ---\n${stderr}`));
    };
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (s: string) => {
      out += s;
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (!line) return;
      clearTimeout(timer);
      resolve(JSON.parse(line) as { url: string; port: number; pid: number });
    });
    child.once('exit', (code, signal) => fail(new Error(`${label}: server exited early (${code ?? signal})`)));
    child.once('error', (error) => fail(error));
  });
  if (info.pid !== child.pid) console.error(`${label}: note: server pid ${info.pid} ≠ child pid ${child.pid}`);

  const proc = (file: string) => {
    try {
      return fs.readFileSync(`/proc/${info.pid}/${file}`, 'utf8');
    } catch {
      return null;
    }
  };
  let stopping: Promise<void> | null = null;
  return {
    label,
    url: info.url,
    base: `http://${LOOPBACK}:${info.port}`,
    port: info.port,
    pid: info.pid,
    rssKiB() {
      const m = /VmRSS:\s+(\d+) kB/.exec(proc('status') ?? '');
      return m ? Number(m[1]) : null;
    },
    cpuMs() {
      const stat = proc('stat');
      if (!stat) return null;
      // Fields after the ")" of the command name: utime is the 12th, stime the 13th (in clock ticks, 100/s).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return (Number(fields[11]) + Number(fields[12])) * 10;
    },
    openFds() {
      try {
        return fs.readdirSync(`/proc/${info.pid}/fd`).length;
      } catch {
        return null;
      }
    },
    nofile: () => openFileLimit(info.pid),
    stderrTail: () => stderr + partial,
    takeFanouts() {
      const taken = fanouts;
      fanouts = [];
      return taken;
    },
    memoryAfterGc() {
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          onMemory = null;
          resolve(null);
        }, 5_000);
        onMemory = (m) => {
          clearTimeout(timer);
          onMemory = null;
          resolve(m);
        };
        try {
          process.kill(info.pid, 'SIGUSR2');
        } catch {
          clearTimeout(timer);
          onMemory = null;
          resolve(null);
        }
      });
    },
    stop() {
      stopping ??= (async () => {
        child.stdin!.end();
        killGroup(child, 'SIGTERM');
        const timeout = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 5_000).unref());
        if ((await Promise.race([exited, timeout])) === 'timeout') {
          killGroup(child, 'SIGKILL');
          await Promise.race([exited, new Promise((r) => setTimeout(r, 2_000).unref())]);
        }
        running.delete(child);
      })();
      return stopping;
    },
  };
}

// ───────────────────────────── HTTP ─────────────────────────────

/** One warm keep-alive connection for the admin's requests, apart from the subscribers' sockets. */
const adminAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** Where requests go: a server child (ServerProcess) or a server started in this process. */
export type Endpoint = Pick<ServerProcess, 'label' | 'url' | 'port'>;

export function request(
  server: Endpoint,
  method: string,
  pathname: string,
  options: { body?: unknown; cookie?: string; timeoutMs?: number } = {},
): Promise<Reply> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: LOOPBACK,
        port: server.port,
        method,
        path: pathname,
        agent: adminAgent,
        timeout: options.timeoutMs ?? 15_000,
        headers: {
          origin: server.url,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(options.cookie ? { cookie: options.cookie } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (s: string) => (text += s));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${pathname}: timed out`)));
    req.on('error', reject);
    req.end(body);
  });
}

/** Signs in with e-mail and password; returns the Cookie header value for later requests. */
export async function signIn(server: Endpoint, email: string, password: string): Promise<string> {
  const reply = await request(server, 'POST', '/api/auth/sign-in/email', { body: { email, password } });
  if (reply.status !== 200) throw new Error(`sign-in as ${email} failed: ${reply.status} ${reply.body}`);
  const cookies = reply.headers['set-cookie'] ?? [];
  if (cookies.length === 0) throw new Error('sign-in set no cookie');
  return cookies.map((c) => c.split(';')[0]).join('; ');
}

/**
 * Enters `count` riders in a stage as its secretary would (one POST each), racing numbers from
 * `firstNumber`, classes taken in turn from `classes`; returns their participant ids.
 */
export async function addRiders(
  server: Endpoint,
  stageId: string,
  count: number,
  options: { classes: string[]; firstNumber: number },
): Promise<string[]> {
  const cookie = await signIn(server, 'secretary@trialhub.demo', 'trialhub-demo');
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const reply = await request(server, 'POST', `/api/stages/${stageId}/participants`, {
      cookie,
      body: {
        form: {
          name: `Bench Rider ${i}`,
          racingNumber: options.firstNumber + i,
          racingClass: options.classes[i % options.classes.length],
          birthDate: '1990.01.01',
          bike: 'Bench 300',
          license: null,
          clubId: null,
          gender: 'male',
          team: null,
        },
        confirmClassAge: true,
        confirmDuplicateName: true,
      },
    });
    if (reply.status !== 201) throw new Error(`adding rider ${i}: ${reply.status} ${reply.body}`);
    ids.push((JSON.parse(reply.body) as { id: string }).id);
  }
  return ids;
}

/**
 * Lets the demo judge score every section of `stageId`, as a secretary would on the judges page: the
 * demo gives them section 1 of the open-free stage, and a bench that scores a rider's next section
 * would otherwise have all but the first section refused ('otherSection').
 */
export async function letDemoJudgeScoreAnySection(server: Endpoint, stageId: string): Promise<void> {
  const cookie = await signIn(server, 'secretary@trialhub.demo', 'trialhub-demo');
  const judges = await request(server, 'GET', `/api/stages/${stageId}/judges`, { cookie });
  const judge = (JSON.parse(judges.body) as { userId: string; email: string }[]).find(
    (j) => j.email === 'judge@trialhub.demo',
  );
  if (!judge) throw new Error(`the demo judge does not judge ${stageId}: ${judges.status} ${judges.body}`);
  const reply = await request(server, 'PUT', `/api/stages/${stageId}/judges/${judge.userId}`, {
    cookie,
    body: { section: null },
  });
  if (reply.status !== 200) throw new Error(`freeing the demo judge's section: ${reply.status} ${reply.body}`);
}

/** One score's place: a rider, a section, a lap. */
export interface ScoreSlot {
  participantId: string;
  section: number;
  lap: number;
}

/**
 * Every rider of `stageId` scored on every section of every lap by the judge signed in as `cookie`, through
 * the judge ops API in batches of 100 (the judge app's limit): a full day's results. Resolves with the
 * slots scored and each full batch's time.
 */
export async function scoreEveryRider(
  server: Endpoint,
  stageId: string,
  cookie: string,
  deviceId: string,
): Promise<{ slots: ScoreSlot[]; batchMs: number[] }> {
  const judging = JSON.parse(
    (await request(server, 'GET', `/api/judging/stages/${stageId}`, { cookie, timeoutMs: 60_000 })).body,
  ) as {
    stage: { classes: { name: string; laps: number; lapSections: number[] }[] };
    riders: { id: string; racingClass: string }[];
  };
  const slots: ScoreSlot[] = [];
  for (const rider of judging.riders) {
    const cls = judging.stage.classes.find((c) => c.name === rider.racingClass);
    for (let lap = 1; lap <= (cls?.laps ?? 0); lap++)
      for (const section of cls!.lapSections) slots.push({ participantId: rider.id, section, lap });
  }
  const batchMs: number[] = [];
  for (let i = 0; i < slots.length; i += 100) {
    const ops = slots.slice(i, i + 100).map((slot, j) => ({
      opId: crypto.randomUUID(),
      seq: i + j,
      kind: 'score',
      ...slot,
      at: new Date().toISOString(),
      points: [0, 1, 2, 3, 5][((i + j) * 7) % 5],
    }));
    const started = performance.now();
    const reply = await request(server, 'POST', `/api/judging/stages/${stageId}/ops`, {
      cookie,
      body: { deviceId, ops },
      timeoutMs: 120_000,
    });
    if (reply.status !== 200) throw new Error(`judge ops: ${reply.status} ${reply.body.slice(0, 300)}`);
    if (ops.length === 100) batchMs.push(performance.now() - started);
  }
  return { slots, batchMs };
}

/** A published demo stage (apps/server/src/db/seed-demo.ts): PATCHing it publishes on topic `stages`. */
export const DEMO_STAGE_ID = 'demo-stage-1';

/**
 * Publishes round `round`: PATCHes the demo stage's title, which carries the round and the time
 * taken just before the request is sent. Resolves with the PATCH's response time in ms.
 */
export async function publishRound(server: ServerProcess, cookie: string, round: number): Promise<number> {
  const sentAt = performance.now();
  const reply = await request(server, 'PATCH', `/api/admin/stages/${DEMO_STAGE_ID}`, {
    cookie,
    body: { title: benchTitle(round, sentAt) },
  });
  if (reply.status !== 200) throw new Error(`PATCH on ${server.label} failed: ${reply.status} ${reply.body}`);
  return performance.now() - sentAt;
}

export function closeAdminConnections(): void {
  adminAgent.destroy();
}

// ───────────────────────────── SSE subscribers ─────────────────────────────

/**
 * The PATCHed stage title carries the round and the publisher's performance.now(): the publisher
 * and the subscribers live in this one process, so they share that clock.
 */
export function benchTitle(round: number, sentAt: number): string {
  return `bench#${round}@${sentAt.toFixed(3)}`;
}
const MARKER = Buffer.from('bench#');
const FRAME_END = Buffer.from('\n\n');
const READY = Buffer.from('event: ready');
const AT = 0x40; // '@'

/** True when `buf` ends with a frame's blank line followed by the chunk's CRLF. */
function endsChunkAfterFrame(buf: Buffer): boolean {
  const n = buf.length;
  return n >= 4 && buf[n - 4] === 0x0a && buf[n - 3] === 0x0a && buf[n - 2] === 0x0d && buf[n - 1] === 0x0a;
}

/** Reads `bench#<round>@<time>` at `at` in `buf`; null when it is not whole. */
function readMarker(buf: Buffer, at: number): { round: number; sentAt: number } | null {
  const start = at + MARKER.length;
  const sep = buf.indexOf(AT, start);
  if (sep === -1) return null;
  let end = sep + 1;
  while (end < buf.length && ((buf[end]! >= 0x30 && buf[end]! <= 0x39) || buf[end] === 0x2e)) end++;
  if (end === buf.length) return null;
  return { round: Number(buf.toString('latin1', start, sep)), sentAt: Number(buf.toString('latin1', sep + 1, end)) };
}

const PARTICIPANT = Buffer.from('"participantId":"');
const SECTION = Buffer.from('"section":');
const LAP = Buffer.from('"lap":');

/**
 * `<participantId>/<section>/<lap>` of the score a results frame (buf[start, end)) reports: a delta
 * names its section first (`"score":{"section":…,"lap":…}`); a result's first score comes whole, with
 * its one section. Null for anything else. Read from the bytes as they are (no JSON parse per frame
 * for thousands of subscribers in this one process).
 */
function resultFrameKey(buf: Buffer, start: number, end: number): string | null {
  const p = buf.indexOf(PARTICIPANT, start);
  if (p === -1 || p > end) return null;
  const idEnd = buf.indexOf(0x22, p + PARTICIPANT.length);
  const s = buf.indexOf(SECTION, idEnd);
  const l = s === -1 ? -1 : buf.indexOf(LAP, s);
  if (idEnd === -1 || s === -1 || l === -1 || l > end) return null;
  const int = (at: number) => {
    let n = 0;
    while (buf[at]! >= 0x30 && buf[at]! <= 0x39) n = n * 10 + buf[at++]! - 0x30;
    return n;
  };
  return `${buf.toString('latin1', p + PARTICIPANT.length, idEnd)}/${int(s + SECTION.length)}/${int(l + LAP.length)}`;
}

export interface SubscriberPool {
  size: number;
  /** Milliseconds from the first connect to the last `ready`. */
  connectMs: number;
  /** latencies[round][subscriber]: arrival − send time in ms; NaN until it arrives. */
  latencies: Float64Array[];
  /** Frames a subscriber got for a round it had already seen (must stay 0). */
  duplicates: number;
  /** Bytes the first subscriber has read after its `ready` (what one spectator downloads). */
  bytesOfFirst: number;
  /** Connections that ended or failed after `ready` (must stay 0 during a run). */
  dropped: number;
  /** Resolves when every subscriber has round `round`, or after `timeoutMs`; returns how many have it. */
  waitForRound(round: number, timeoutMs: number): Promise<number>;
  close(): void;
}

/**
 * Opens `count` SSE connections to /api/live with at most `concurrency` connecting at once, each
 * a raw TCP socket speaking HTTP/1.1, and waits until all got `ready`.
 */
export async function openSubscribers(
  server: ServerProcess,
  count: number,
  options: {
    topics: string;
    rounds: number;
    concurrency?: number;
    timeoutMs?: number;
    /**
     * Results frames carry no marker (a score's delta has no history, decision 037): each frame is
     * known by the score it reports, `<participantId>/<section>/<lap>` (`resultFrameKey`), which the
     * publisher puts here with its round and send time before sending it.
     */
    scores?: Map<string, { round: number; sentAt: number }>;
  },
): Promise<SubscriberPool> {
  const concurrency = options.concurrency ?? 200;
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  const latencies = Array.from({ length: options.rounds }, () => new Float64Array(count).fill(NaN));
  const got = new Int32Array(options.rounds);
  const sockets: net.Socket[] = [];
  let closed = false;
  let waiter: { round: number; resolve: (n: number) => void } | null = null;
  const pool: SubscriberPool = {
    size: count,
    connectMs: 0,
    latencies,
    duplicates: 0,
    bytesOfFirst: 0,
    dropped: 0,
    waitForRound(round, timeoutMs) {
      if (got[round]! >= count) return Promise.resolve(got[round]!);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiter = null;
          resolve(got[round]!);
        }, timeoutMs);
        waiter = {
          round,
          resolve: (n) => {
            clearTimeout(timer);
            waiter = null;
            resolve(n);
          },
        };
      });
    },
    close() {
      closed = true;
      for (const socket of sockets) socket.destroy();
    },
  };

  /** Counts one arrival for subscriber `index`; a round it already has is a duplicate. */
  const arrive = (index: number, marker: { round: number; sentAt: number }, arrived: number) => {
    const row = latencies[marker.round];
    if (!row) return;
    if (!Number.isNaN(row[index]!)) {
      pool.duplicates++;
      return;
    }
    row[index] = arrived - marker.sentAt;
    got[marker.round]!++;
    if (waiter && waiter.round === marker.round && got[marker.round] === count) waiter.resolve(count);
  };

  /**
   * Each SSE frame in `buf` (complete frames only) that carries markers counts as one arrival of its
   * newest round: a whole rider's result repeats the markers of the rider's earlier scores.
   */
  const onFrames = (index: number, buf: Buffer) => {
    if (options.scores) return onScoreFrames(index, buf, options.scores);
    let at = buf.indexOf(MARKER);
    if (at === -1) return;
    const arrived = performance.now();
    let frameEnd = buf.indexOf(FRAME_END, at);
    let newest: { round: number; sentAt: number } | null = null;
    for (; at !== -1; at = buf.indexOf(MARKER, at + MARKER.length)) {
      if (frameEnd !== -1 && at > frameEnd) {
        if (newest) arrive(index, newest, arrived);
        newest = null;
        frameEnd = buf.indexOf(FRAME_END, at);
      }
      const marker = readMarker(buf, at);
      if (marker && (!newest || marker.round > newest.round)) newest = marker;
    }
    if (newest) arrive(index, newest, arrived);
  };

  /** Each complete frame in `buf` that reports a score the publisher sent counts as its round's arrival. */
  const onScoreFrames = (index: number, buf: Buffer, scores: Map<string, { round: number; sentAt: number }>) => {
    const arrived = performance.now();
    for (
      let start = 0, end = buf.indexOf(FRAME_END);
      end !== -1;
      start = end + 2, end = buf.indexOf(FRAME_END, start)
    ) {
      const key = resultFrameKey(buf, start, end);
      const score = key && scores.get(key);
      if (score) arrive(index, score, arrived);
    }
  };

  // A lean SSE reader on a raw TCP socket, not http.request: this one process reads every
  // subscriber's socket on the same two cores as the server, so the client's own cost per frame is
  // part of what is measured, and Node's HTTP client (llhttp parse + IncomingMessage stream per
  // chunk) about doubles it. A real spectator's browser reads on its own device. The bytes are the
  // server's HTTP/1.1 chunked stream; markers are found in it as they are (a chunk's size line never
  // contains one). A read that does not end a chunk after a frame ("\n\n\r\n") waits for the rest.
  const wire = Buffer.from(
    `GET /api/live?topics=${encodeURIComponent(options.topics)} HTTP/1.1\r\n` +
      `Host: ${LOOPBACK}:${server.port}\r\nAccept: text/event-stream\r\n\r\n`,
  );
  const connect = (index: number) =>
    new Promise<void>((resolve, reject) => {
      let answered = false; // the status line was read
      let ready = false;
      let pending: Buffer[] = [];
      const socket = net.connect({ host: LOOPBACK, port: server.port, noDelay: true }, () => socket.write(wire));
      sockets.push(socket);
      socket.setTimeout(30_000, () => {
        if (!ready) socket.destroy(new Error(`subscriber ${index}: no ready within 30 s`));
      });
      socket.on('data', (chunk: Buffer) => {
        if (index === 0 && ready) pool.bytesOfFirst += chunk.length;
        if (!endsChunkAfterFrame(chunk)) {
          pending.push(chunk);
          return;
        }
        const whole = pending.length ? Buffer.concat([...pending, chunk]) : chunk;
        pending = [];
        if (!ready) {
          if (!answered) {
            answered = true;
            if (!whole.subarray(0, 16).toString('latin1').startsWith('HTTP/1.1 200')) {
              socket.destroy();
              reject(new Error(`subscriber ${index}: ${whole.subarray(0, whole.indexOf('\r\n')).toString()}`));
              return;
            }
          }
          const at = whole.indexOf(READY);
          if (at === -1) return;
          ready = true;
          socket.setTimeout(0);
          resolve();
          // Anything after the ready frame is an event.
          onFrames(index, whole.subarray(whole.indexOf(FRAME_END, at)));
          return;
        }
        onFrames(index, whole);
      });
      socket.on('close', () => {
        if (ready && !closed) pool.dropped++;
      });
      socket.on('error', (error) => {
        if (!ready) reject(error);
      });
    });

  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < count) {
      if (Date.now() > deadline) throw new Error(`only ${next} of ${count} subscribers connected in time`);
      const index = next++;
      await connect(index);
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  } catch (error) {
    pool.close();
    throw error;
  }
  pool.connectMs = performance.now() - started;
  return pool;
}

// ───────────────────────────── numbers ─────────────────────────────

export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export interface LatencySummary {
  samples: number;
  missing: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** Mean over rounds of the first subscriber's latency: the publish path before any fan-out. */
  first: number;
  /** Mean over rounds of (last − first arrival) within the round: the fan-out itself. */
  spread: number;
}

export function summarise(rounds: Float64Array[]): LatencySummary {
  const all: number[] = [];
  let missing = 0;
  let spreadSum = 0;
  let firstSum = 0;
  for (const row of rounds) {
    let lo = Infinity;
    let hi = -Infinity;
    for (const v of row) {
      if (Number.isNaN(v)) {
        missing++;
        continue;
      }
      all.push(v);
      if (v < lo) lo = v;
      if (v > hi) hi = v;
    }
    if (hi >= lo) {
      spreadSum += hi - lo;
      firstSum += lo;
    }
  }
  const sorted = Float64Array.from(all).sort();
  return {
    samples: sorted.length,
    missing,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1]! : NaN,
    first: rounds.length ? firstSum / rounds.length : NaN,
    spread: rounds.length ? spreadSum / rounds.length : NaN,
  };
}

export const ms = (v: number) => (Number.isFinite(v) ? `${v.toFixed(1)} ms` : '—');
export const mib = (kib: number | null) => (kib === null ? '—' : `${(kib / 1024).toFixed(1)} MiB`);
export const sleep = (millis: number) => new Promise<void>((r) => setTimeout(r, millis));

/** Prints rows as an aligned text table. */
export function printTable(rows: SummaryRow[]): void {
  const header = ['benchmark', 'case', 'result', 'target', 'verdict'];
  const cells = rows.map((r) => [
    r.benchmark,
    r.case,
    r.result,
    r.target ?? '',
    r.ok === undefined ? '' : r.ok ? 'ok' : 'MISSED',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => c.map((v, i) => v.padEnd(widths[i]!)).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '─'.repeat(w)).join('  '));
  for (const c of cells) console.log(line(c));
}

/** True when this module is the process's entry point (standalone `tsx bench/x.ts`). */
export function isEntry(moduleUrl: string): boolean {
  const entry = process.argv[1];
  return entry !== undefined && path.resolve(entry) === new URL(moduleUrl).pathname;
}

/** Subscriber counts from the command line (`npx tsx bench/x.ts 1000 5000`), or `fallback`. */
export function countsFromArgv(fallback: number[]): number[] {
  const counts = process.argv
    .slice(2)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  return counts.length ? counts : fallback;
}
