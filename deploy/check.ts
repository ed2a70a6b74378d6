/**
 * The deployment check (`npm run test:deploy`, docs/deploy.md): the production recipe of this
 * directory, run on this machine on loopback ports. Installs nginx from Debian's packages if it is
 * missing; creates a throw-away database on the local PostgreSQL; starts two instances with the
 * command line and environment of systemd/trialhub@.service + trialhub.env.example; puts nginx with
 * nginx/trialhub.conf (a self-signed certificate) in front; then, through the proxy:
 *   1. /api/ready answers 200 and http:// redirects to https://;
 *   2. a judge signs in; the instances cannot be reached from the network, and wrong passwords under
 *      forged X-Forwarded-For addresses still meet the per-address limit (check-direct.ts);
 *   3. a score posted to instance A reaches a spectator whose stream the proxy gave to instance B;
 *   4. B is stopped (SIGTERM, as systemd does) and started again while scores keep coming through A:
 *      the spectator reconnects through the proxy and misses nothing (every sequence number, no resync).
 * Everything it started is stopped and the database dropped at the end, whatever happens.
 *
 *   npm run test:deploy           (ports: DEPLOY_CHECK_PORT, default 3310, and the next four)
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { checkDirectAccess } from './check-direct.js';
import {
  type Instance,
  ensureNginx,
  fail,
  ok,
  readEnvFile,
  ready,
  root,
  startInstance,
  started,
  step,
  stopInstance,
  waitFor,
} from './check-processes.js';

const base = Number(process.env.DEPLOY_CHECK_PORT ?? 3310);
const ports = { https: base, http: base + 1, a: base + 2, b: base + 3 };
const publicUrl = `https://localhost:${ports.https}`;
const pgAdminUrl = process.env.DEPLOY_CHECK_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const STAGE = 'demo-stage-3'; // the demo's stage of today; the demo judge judges it
const TOPIC = `stage:${STAGE}:results`;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'trialhub-deploy-check-'));

let ca = '';
/** A request through the proxy (TLS, our self-signed certificate). */
function request(
  method: string,
  pathname: string,
  options: { body?: unknown; cookie?: string; port?: number; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  return new Promise((resolve, reject) => {
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = https.request(
      {
        host: '127.0.0.1',
        servername: 'localhost',
        port: options.port ?? ports.https,
        method,
        path: pathname,
        ca,
        headers: {
          host: `localhost:${ports.https}`,
          origin: publicUrl,
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...options.headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

interface Spectator {
  /** Instance port the proxy sent each connection to, in order. */
  upstreams: number[];
  seqs: number[];
  resyncs: number;
  connections: number;
  close(): void;
}

/** An EventSource as a browser runs it: reconnects after the retry hint with Last-Event-ID. */
function spectator(): Spectator {
  const state: Spectator = { upstreams: [], seqs: [], resyncs: 0, connections: 0, close: () => {} };
  let lastId: string | undefined;
  let retryMs = 3000;
  let closed = false;
  let current: ReturnType<typeof https.get> | null = null;
  const connect = () => {
    if (closed) return;
    current = https.get(
      {
        host: '127.0.0.1',
        servername: 'localhost',
        port: ports.https,
        path: `/api/live?topics=${encodeURIComponent(TOPIC)}`,
        ca,
        headers: {
          host: `localhost:${ports.https}`,
          accept: 'text/event-stream',
          ...(lastId ? { 'last-event-id': lastId } : {}),
        },
      },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          setTimeout(connect, retryMs);
          return;
        }
        state.connections++;
        state.upstreams.push(
          Number(
            String(res.headers['x-trialhub-upstream'] ?? '')
              .split(':')
              .at(-1),
          ),
        );
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            let event = 'message';
            for (const line of block.split('\n')) {
              if (line.startsWith('retry: ')) retryMs = Number(line.slice(7));
              else if (line.startsWith('event: ')) event = line.slice(7);
              else if (line.startsWith('id: ')) lastId = line.slice(4);
              else if (line.startsWith('data: ') && event === 'message')
                state.seqs.push((JSON.parse(line.slice(6)) as { seq: number }).seq);
            }
            if (event === 'resync') state.resyncs++;
          }
        });
        res.on('end', () => setTimeout(connect, retryMs));
        res.on('error', () => {});
      },
    );
    current.on('error', () => setTimeout(connect, retryMs));
  };
  connect();
  state.close = () => {
    closed = true;
    current?.destroy();
  };
  return state;
}

function nginxConfig(): string {
  const locations = fs
    .readFileSync(path.join(root, 'deploy/nginx/trialhub-locations.conf'), 'utf8')
    // The check only: which instance served a stream (to pin the spectator to B).
    .replace(
      'location = /api/live {',
      'location = /api/live {\n    add_header X-TrialHub-Upstream $upstream_addr always;',
    );
  fs.writeFileSync(path.join(work, 'trialhub-locations.conf'), locations);
  const site = fs
    .readFileSync(path.join(root, 'deploy/nginx/trialhub.conf'), 'utf8')
    .replace('127.0.0.1:3001', `127.0.0.1:${ports.a}`)
    .replace('127.0.0.1:3002', `127.0.0.1:${ports.b}`)
    .replace(/listen 80;\n\s*listen \[::\]:80;/, `listen 127.0.0.1:${ports.http};`)
    .replace(/listen 443 ssl http2;\n\s*listen \[::\]:443 ssl http2;/, `listen 127.0.0.1:${ports.https} ssl http2;`)
    .replaceAll('server_name trial.example.org;', 'server_name localhost;')
    .replace(/ssl_certificate .*;/, `ssl_certificate ${work}/cert.pem;`)
    .replace(/ssl_certificate_key .*;/, `ssl_certificate_key ${work}/key.pem;`)
    .replace('root /var/www/letsencrypt;', `root ${work}/acme;`)
    .replace('include /etc/nginx/snippets/trialhub-locations.conf;', `include ${work}/trialhub-locations.conf;`)
    // A redirect to the check's port rather than 443.
    .replace('return 308 https://$host$request_uri;', `return 308 https://$host:${ports.https}$request_uri;`);
  if (site.includes('3001') || site.includes(':443')) fail('nginx/trialhub.conf changed shape: update check.ts');
  return `daemon off;
worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/nginx-error.log warn;
events { worker_connections 1024; }
http {
    access_log ${work}/nginx-access.log;
    client_body_temp_path ${work}/tmp-body;
    proxy_temp_path ${work}/tmp-proxy;
    fastcgi_temp_path ${work}/tmp-fastcgi;
    uwsgi_temp_path ${work}/tmp-uwsgi;
    scgi_temp_path ${work}/tmp-scgi;
    ${site.replaceAll('\n', '\n    ')}
}
`;
}

async function main() {
  const nginx = ensureNginx();
  step('certificate, database, environment');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
      '-keyout',
      `${work}/key.pem`,
      '-out',
      `${work}/cert.pem`,
    ],
    { stdio: 'ignore' },
  );
  ca = fs.readFileSync(`${work}/cert.pem`, 'utf8');
  const database = `trialhub_deploy_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: pgAdminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${database}"`);
  const databaseUrl = Object.assign(new URL(pgAdminUrl), { pathname: `/${database}` }).toString();
  // The documented environment file, with this machine's values where it says CHANGE-ME.
  const env: Record<string, string> = {
    ...readEnvFile(path.join(root, 'deploy/systemd/trialhub.env.example')),
    PUBLIC_URL: publicUrl,
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: randomUUID() + randomUUID(),
    METRICS_TOKEN: randomUUID(),
    DATA_DIR: path.join(work, 'data'),
    HOME: process.env.HOME ?? '/root',
    // The check's own: the demo (a judge, a stage of today) on the throw-away database, no SMTP.
    DEMO: '1',
  };
  delete env.SMTP_URL;
  ok(`database ${database}; PUBLIC_URL ${publicUrl}; TRUST_PROXY ${env.TRUST_PROXY}`);
  let a: Instance | null = null;
  let b: Instance | null = null;
  try {
    step(`two instances (the unit's command line), A :${ports.a} and B :${ports.b}`);
    a = startInstance('A', ports.a, env);
    await waitFor('instance A ready', () => ready(ports.a), 180_000).catch((e: Error) =>
      fail(`${e.message}\n${a!.output()}`),
    );
    b = startInstance('B', ports.b, { ...env, DEMO: '0' });
    await waitFor('instance B ready', () => ready(ports.b), 180_000).catch((e: Error) =>
      fail(`${e.message}\n${b!.output()}`),
    );
    ok('both answer /api/ready with 200');

    step(`nginx (deploy/nginx/trialhub.conf) on https :${ports.https}, http :${ports.http}`);
    fs.mkdirSync(`${work}/acme`);
    fs.writeFileSync(`${work}/nginx.conf`, nginxConfig());
    execFileSync(nginx, ['-t', '-p', work, '-c', `${work}/nginx.conf`], { stdio: 'pipe' });
    const proxy = spawn(nginx, ['-p', work, '-c', `${work}/nginx.conf`], { stdio: 'ignore', detached: true });
    started.push(proxy);
    const readyThrough = await waitFor('/api/ready through the proxy', async () => {
      const r = await request('GET', '/api/ready');
      return r.status === 200 ? r : null;
    });
    ok(`/api/ready through the proxy: ${readyThrough.status} ${readyThrough.text}`);
    const redirect = await fetch(`http://127.0.0.1:${ports.http}/login`, {
      redirect: 'manual',
      headers: { host: 'localhost' },
    });
    if (redirect.status !== 308 || !redirect.headers.get('location')?.startsWith('https://'))
      fail(`http:// answered ${redirect.status}`);
    ok(`http:// redirects to ${redirect.headers.get('location')}`);
    if ((await request('GET', '/metrics')).status !== 404) fail('/metrics is reachable through the proxy');
    ok('/metrics is not served through the proxy');

    step('sign-in through the proxy');
    const signIn = await request('POST', '/api/auth/sign-in/email', {
      body: { email: 'judge@trialhub.demo', password: 'trialhub-demo' },
      // A forged address: the proxy replaces it, the instance must not believe it.
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    if (signIn.status !== 200) fail(`judge sign-in: ${signIn.status} ${signIn.text}`);
    const setCookie = ([] as string[]).concat(signIn.headers['set-cookie'] ?? []);
    if (!setCookie.some((c) => c.startsWith('__Secure-') && /;\s*Secure/i.test(c)))
      fail('the session cookie is not Secure');
    const cookie = setCookie.map((c) => c.split(';')[0]).join('; ');
    const session = JSON.parse((await request('GET', '/api/auth/get-session', { cookie })).text) as {
      session: { ipAddress?: string };
    };
    if (session.session.ipAddress !== '127.0.0.1') fail(`the instance saw the client as ${session.session.ipAddress}`);
    ok('judge signed in (Secure cookie); the instance saw the real client address, not a forged X-Forwarded-For');

    step('a client cannot choose its rate-limit address');
    await checkDirectAccess({ instancePorts: [ports.a, ports.b], request, ok, fail });

    step('a spectator through the proxy on B, a judge posting to A');
    // least_conn: two streams through the proxy land one on each instance; keep the one on B.
    const spectators = [spectator(), spectator()];
    await waitFor('two spectators connected', async () => spectators.every((s) => s.connections > 0));
    const onB =
      spectators.find((s) => s.upstreams[0] === ports.b) ??
      fail(`no stream reached B: ${spectators.map((s) => s.upstreams)}`);
    for (const s of spectators) if (s !== onB) s.close();
    ok(`spectator's stream served by 127.0.0.1:${onB.upstreams[0]} (B)`);

    const stage = (await (
      await fetch(`http://127.0.0.1:${ports.a}/api/judging/stages/${STAGE}`, { headers: { cookie } })
    ).json()) as { riders: { id: string }[]; stage: { classes: { lapSections: number[] }[] } };
    const rider = stage.riders[0] ?? fail('the demo stage has no riders');
    let seq = 1;
    let lap = 1;
    const postToA = async (section: number) => {
      const res = await fetch(`http://127.0.0.1:${ports.a}/api/judging/stages/${STAGE}/ops`, {
        method: 'POST',
        headers: { cookie, origin: publicUrl, 'content-type': 'application/json' },
        body: JSON.stringify({
          deviceId: 'deploy-check',
          ops: [
            {
              opId: randomUUID(),
              seq: seq++,
              kind: 'score',
              participantId: rider.id,
              section,
              lap,
              points: seq % 4,
              at: new Date().toISOString(),
            },
          ],
        }),
      });
      if (res.status !== 200) fail(`judge op on A: ${res.status} ${await res.text()}`);
    };
    const sections = stage.stage.classes[0]?.lapSections.length ? stage.stage.classes[0].lapSections : [1, 2, 3];
    let posted = 0;
    const post = async () => {
      await postToA(sections[posted % sections.length]!);
      if ((posted + 1) % sections.length === 0) lap++;
      posted++;
    };
    await post();
    await waitFor('the score on the spectator of B', async () => onB.seqs.length >= 1, 20_000);
    ok(`score posted to A reached the spectator on B (seq ${onB.seqs[0]})`);

    step('restart B (SIGTERM, as systemd does) while scores keep coming through A');
    const posting = (async () => {
      for (let i = 0; i < 6; i++) {
        await post();
        await new Promise((r) => setTimeout(r, 300));
      }
    })();
    await stopInstance(b);
    ok('B stopped cleanly');
    await posting;
    b = startInstance('B', ports.b, { ...env, DEMO: '0' });
    await waitFor('instance B ready again', () => ready(ports.b), 180_000).catch((e: Error) =>
      fail(`${e.message}\n${b!.output()}`),
    );
    ok('B is ready again');
    for (let i = 0; i < 3; i++) await post();
    await waitFor(`all ${posted} scores on the spectator`, async () => onB.seqs.length >= posted, 30_000).catch(() =>
      fail(`spectator saw ${onB.seqs.length} of ${posted} events: ${onB.seqs}`),
    );
    const first = onB.seqs[0]!;
    const contiguous = onB.seqs.every((s, i) => s === first + i);
    if (!contiguous || onB.resyncs > 0) fail(`missed or repeated events: seqs ${onB.seqs}, resyncs ${onB.resyncs}`);
    if (onB.connections < 2) fail('the spectator never reconnected');
    ok(
      `spectator reconnected (${onB.connections} connections: ${onB.upstreams.join(' → ')}), got all ${posted} events in order, no resync`,
    );
    onB.close();
    console.log('\nDEPLOYMENT CHECK PASSED');
  } finally {
    for (const child of started.reverse()) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // gone
      }
      await new Promise((r) => child.once('exit', r));
    }
    await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`).catch(() => {});
    await admin.end();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

const startedAt = Date.now();
try {
  await main();
  console.log(`(${((Date.now() - startedAt) / 1000).toFixed(0)} s)`);
} catch (error) {
  console.error('\nDEPLOYMENT CHECK FAILED:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
