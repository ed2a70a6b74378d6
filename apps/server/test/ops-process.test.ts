import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { JudgingStage } from '@trialhub/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { copyTemplateDataDir, createTestDatabase } from './helper.js';
import { type NodeProcess, runTs } from './processes.js';

/** Operations (issue #21) of a real server process: what it logs, and how it stops. */
const adminUrl = process.env.TEST_DATABASE_URL;
const STAGE = 'demo-stage-3'; // the demo judge judges it
const PASSWORD = 'trialhub-demo';
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function startMain(
  logLevel: string,
  env: Record<string, string> = {},
): Promise<{ main: NodeProcess; url: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trialhub-ops-'));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  let databaseUrl: string | undefined;
  if (adminUrl) {
    const database = await createTestDatabase(adminUrl, 'demo');
    cleanups.push(() => database.drop());
    databaseUrl = database.url;
  } else await copyTemplateDataDir('demo', dataDir);
  const main = runTs('apps/server/src/main.ts', [], {
    DATA_DIR: dataDir,
    PORT: '0',
    DEMO: '1',
    RATE_LIMIT: 'off',
    AUTH_SECRET: 'ops-test-secret-ops-test-secret-0123',
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: logLevel,
    ...env,
  });
  cleanups.unshift(async () => void (await main.stop('SIGKILL')));
  const [, url] = await main.waitFor(/TrialHub is listening on (\S+)/);
  return { main, url: url! };
}

async function signIn(url: string, email: string, requestId?: string): Promise<{ cookie: string; res: Response }> {
  const res = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, ...(requestId ? { 'x-request-id': requestId } : {}) },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(res.status).toBe(200);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { cookie, res };
}

type LogEntry = Record<string, unknown> & { msg: string; reqId?: string };
/** Every line the process wrote: each must be one JSON object. */
function logEntries(main: NodeProcess): LogEntry[] {
  return main
    .output()
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('npm warn'))
    .map((line) => JSON.parse(line) as LogEntry);
}

describe('the server log', () => {
  it('is JSON lines; each request has its id (X-Request-Id) and no e-mail, password, token or query', async () => {
    const { main, url } = await startMain('info');
    const email = 'rider@trialhub.demo';
    const signInId = `ops-log-${randomUUID()}`;
    const { cookie, res } = await signIn(url, email, signInId);
    expect(res.headers.get('x-request-id')).toBe(signInId);
    const sessionToken = /session_token=([^.;]+)/.exec(cookie)![1]!;

    const meId = `ops-log-${randomUUID()}`;
    const me = await fetch(`${url}/api/me?token=QUERY-SECRET-123`, { headers: { cookie, 'x-request-id': meId } });
    expect(me.status).toBe(200);
    expect(me.headers.get('x-request-id')).toBe(meId);
    // A reset link's token travels in the path: the log has the route pattern only.
    const resetId = `ops-log-${randomUUID()}`;
    await fetch(`${url}/api/auth/reset-password/PATH-SECRET-456?callbackURL=%2Flogin`, {
      headers: { 'x-request-id': resetId },
      redirect: 'manual',
    });
    // An id that could forge log lines is replaced by one of ours.
    const forged = await fetch(`${url}/api/health`, { headers: { 'x-request-id': 'x","level":"fatal' } });
    const given = forged.headers.get('x-request-id')!;
    expect(given).toMatch(/^[0-9a-f-]{36}$/);
    await main.waitFor(new RegExp(given));

    const entries = logEntries(main);
    const line = (id: string) => entries.filter((e) => e.reqId === id);
    expect(line(signInId)).toEqual([
      expect.objectContaining({ msg: 'request', method: 'POST', route: '/api/auth/*', status: 200, level: 'info' }),
    ]);
    expect(line(meId)).toEqual([expect.objectContaining({ msg: 'request', route: '/api/me', status: 200 })]);
    expect(line(resetId)).toEqual([expect.objectContaining({ route: '/api/auth/*' })]);
    expect(typeof line(meId)[0]!.ms).toBe('number');
    // The start lines people need are there: where mail goes; the demo accounts (local mode only).
    expect(entries.some((e) => e.msg.startsWith('Mail: NOT sent (no SMTP_URL)'))).toBe(true);
    expect(entries.some((e) => e.msg.includes(`${email} / ${PASSWORD}`))).toBe(true);
    // Apart from that start line, which tells the public demo accounts on this machine, nothing personal or secret.
    const rest = entries
      .filter((e) => !e.msg.startsWith('Demo data is loaded'))
      .map((e) => JSON.stringify(e))
      .join('\n');
    for (const secret of [email, PASSWORD, sessionToken, 'QUERY-SECRET-123', 'PATH-SECRET-456', 'callbackURL'])
      expect(rest).not.toContain(secret);
  });
});

interface Outcome {
  id: string;
  kind: 'judge' | 'read';
  /** A whole response (status and every byte of its body), or how the request failed. */
  status?: number;
  body?: string;
  error?: string;
  doneAt: number;
}

/** One request on a connection of its own (so a refused connection is told apart from a cut answer). */
function send(url: string, id: string, kind: Outcome['kind'], cookie: string, body?: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const target = new URL(
      kind === 'judge' ? `/api/judging/stages/${STAGE}/ops` : `/api/stages/${STAGE}/results`,
      url.replace('localhost', '127.0.0.1'),
    );
    const req = http.request(target, {
      method: kind === 'judge' ? 'POST' : 'GET',
      agent: false,
      headers: {
        'x-request-id': id,
        connection: 'close',
        cookie,
        ...(body ? { 'content-type': 'application/json', origin: url } : {}),
      },
    });
    const fail = (error: Error & { code?: string }) =>
      resolve({ id, kind, error: error.code ?? error.message, doneAt: Date.now() });
    req.on('error', fail);
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('error', fail);
      res.on('end', () =>
        res.complete
          ? resolve({ id, kind, status: res.statusCode, body: text, doneAt: Date.now() })
          : fail(new Error('response cut')),
      );
    });
    req.end(body);
  });
}

describe('stopping (SIGTERM)', () => {
  it('answers every request it started, ends live streams with a retry hint, and exits 0', async () => {
    const { main, url } = await startMain('debug');
    const { cookie } = await signIn(url, 'judge@trialhub.demo');
    const stage = (await (
      await fetch(`${url}/api/judging/stages/${STAGE}`, { headers: { cookie } })
    ).json()) as JudgingStage;
    const slots = stage.riders.flatMap((rider) =>
      [1, 2, 3].map((section) => ({ participantId: rider.id, section, lap: 1 })),
    );

    // A spectator's live stream.
    let stream = '';
    let streamEnded: 'end' | 'cut' | null = null;
    await new Promise<void>((resolve, reject) => {
      http
        .get(`${url}/api/live?topics=stages`, { agent: false }, (res) => {
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            stream += chunk;
            if (stream.includes('event: ready')) resolve();
          });
          res.on('end', () => (streamEnded = res.complete ? 'end' : 'cut'));
          res.on('error', () => (streamEnded = 'cut'));
        })
        .on('error', reject);
    });

    const TOTAL = 120;
    const CONCURRENCY = 10;
    const outcomes: Outcome[] = [];
    let next = 0;
    let seq = 0;
    let signalAt = 0;
    const worker = async () => {
      while (next < TOTAL) {
        const i = next++;
        const kind = i % 2 === 0 ? 'judge' : 'read';
        const ops = Array.from({ length: 5 }, () => ({
          opId: randomUUID(),
          seq: seq++,
          kind: 'score',
          ...slots[seq % slots.length]!,
          points: seq % 4,
          at: new Date(Date.now() - 60_000).toISOString(),
        }));
        const body = kind === 'judge' ? JSON.stringify({ deviceId: 'ops-burst-device', ops }) : undefined;
        const outcome = await send(url, `burst-${i}`, kind, cookie, body);
        outcomes.push(outcome);
        // Mid-burst: some answered, the next ones under way.
        if (!signalAt && outcomes.length === 20) {
          signalAt = Date.now();
          process.kill(main.child.pid!, 'SIGTERM');
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    expect(await main.exited).toBe(0);
    expect(signalAt).toBeGreaterThan(0);

    // The server's own word for which requests it started (debug: "request received").
    const started = new Set(
      logEntries(main)
        .filter((e) => e.msg === 'request received' && e.reqId?.startsWith('burst-'))
        .map((e) => e.reqId!),
    );
    const cut = outcomes.filter((o) => started.has(o.id) && (o.status !== 200 || o.error));
    expect(cut, 'requests started and not answered in full').toEqual([]);
    for (const o of outcomes.filter((o) => started.has(o.id) && o.kind === 'judge')) {
      const answer = JSON.parse(o.body!) as { outcomes: { outcome: string }[] };
      expect(answer.outcomes.map((x) => x.outcome)).toEqual(['applied', 'applied', 'applied', 'applied', 'applied']);
    }
    // Requests not started found the door closed: refused, never half-answered.
    for (const o of outcomes.filter((o) => !started.has(o.id))) expect(o.error).toMatch(/ECONNREFUSED|ECONNRESET/);
    const answeredAfterSignal = outcomes.filter((o) => started.has(o.id) && o.doneAt > signalAt);
    expect(answeredAfterSignal.length, 'requests under way at the signal').toBeGreaterThan(0);
    console.log(
      `shutdown: ${started.size} requests started, ${answeredAfterSignal.length} answered after SIGTERM, ` +
        `${outcomes.length - started.size} refused, 0 cut`,
    );

    // The spectator was told to come back (to another instance) and the stream ended cleanly.
    expect(stream).toMatch(/retry: 1000\n/);
    expect(streamEnded).toBe('end');
  });
});

/** A port nothing listens on now (the fixture below must know the server's before it answers). */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('an error nothing catches (server-main.ts, ops/process-errors.ts)', () => {
  const failOnceReady = path.join(import.meta.dirname, 'fixtures/fail-once-ready.mjs');
  it.each([
    ['throw', 'uncaught exception'],
    ['reject', 'unhandled promise rejection'],
  ] as const)(
    '(%s) is logged as one fatal JSON line without the failed query’s parameters; the process exits 1 for its supervisor',
    async (failWith, what) => {
      const port = await freePort();
      const { main } = await startMain('info', {
        PORT: String(port),
        FAIL_WITH: failWith,
        NODE_OPTIONS: `--import=${failOnceReady}`,
      });
      expect(await main.exited).toBe(1);
      // Every line is the logger's (Node's own report would be a bare stack on stderr).
      const fatal = logEntries(main).filter((entry) => entry.level === 'fatal');
      expect(fatal.map((entry) => entry.msg)).toEqual([`${what}: stopping (a supervisor starts the server again)`]);
      expect(fatal[0]!.err).toMatchObject({ message: 'database error unknown' });
      expect(main.output()).not.toContain('leaked-secret');
    },
  );
});

describe('idle memory (server-main.ts, ops/idle-memory-trim.ts, decision 044)', () => {
  it('gives the heap its start grew back once the server is quiet, and says so at debug level', async () => {
    const { main, url } = await startMain('debug');
    // A visitor's first read, then quiet.
    expect((await fetch(`${url}/api/stages`)).status).toBe(200);
    const [, before, after] = await main.waitFor(/idle: V8 heap trimmed from (\d+) to (\d+) MiB/);
    expect(Number(after)).toBeLessThan(Number(before));
  });
});
