/**
 * Venue mode with two real servers on this machine (issue #40, decision 085): the federation server
 * (PGlite; PostgreSQL under scripts/with-pg-database.mjs) and a venue laptop (PGlite), with the laptop's
 * forwarder as a process of its own and a TCP proxy the test owns between the forwarder and home, to cut
 * and restore the link. The laptop pairs, pulls its day, scores (an observer's phone with a PIN pulled as a
 * hash), takes corrections and approval while home refuses edits; the link comes back mid-day and at the
 * end; the forwarder is killed with SIGKILL mid-forward; a duplicate and a reordered delivery are applied
 * once; the digests agree at check-in.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { LaptopState } from '@trialhub/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLaptopLease } from '../src/features/venue/laptop/lease-file.js';
import { copyTemplateDataDir, createTestDatabase } from './helper.js';
import { type NodeProcess, runTs } from './processes.js';
import { type LinkProxy, startLinkProxy } from './support/link-proxy.js';
import { PASSWORD, STAGE, type Side, board, call, json, result as resultAs, until } from './support/venue-sides.js';

const adminUrl = process.env.TEST_DATABASE_URL;
const LAPTOP_ADMIN = 'race-control@venue.test';
const cleanups: (() => Promise<unknown> | unknown)[] = [];

const home: Side = { url: '', cookies: new Map() };
const laptop: Side = { url: '', cookies: new Map() };
let laptopDir = '';
let laptopServer: NodeProcess;
let federation: NodeProcess;
let startHome: () => Promise<void>;
let forwarder: NodeProcess | null = null;
let proxy: LinkProxy;

const SECRETARY = 'secretary@trialhub.demo';
const JUDGE = 'judge@trialhub.demo';
const result = (side: Side, participantId: string) =>
  resultAs(side, side === home ? SECRETARY : LAPTOP_ADMIN, participantId);

const state = () => json<LaptopState>(call(laptop, LAPTOP_ADMIN, 'GET', '/api/venue/laptop'));

function startForwarder(env: Record<string, string> = {}) {
  forwarder = runTs('apps/server/src/main.ts', ['--venue-forwarder'], {
    DATA_DIR: laptopDir,
    VENUE_LAPTOP_URL: laptop.url,
    VENUE_FORWARD_IDLE_MS: '150',
    VENUE_FORWARD_MAX_BACKOFF_MS: '800',
    DATABASE_URL: undefined,
    ...env,
  });
  return forwarder;
}

const waiting = async () => (await state()).uplink;
const drained = () => until('the laptop forwarded everything', waiting, (u) => u.connected === true && u.waiting === 0);

/** The laptop's server on its data directory (again after a kill: the same data, a new port). */
async function startLaptop() {
  laptopServer = runTs('apps/server/src/main.ts', [], {
    DATA_DIR: laptopDir,
    PORT: '0',
    DEMO: '0',
    RATE_LIMIT: 'off',
    AUTH_SECRET: 'venue-laptop-secret-venue-laptop-secret-01',
    DATABASE_URL: undefined,
    ADMIN_EMAILS: LAPTOP_ADMIN,
    VENUE_FEDERATION_URL: proxy.url,
    VENUE_FORWARDER: 'off',
    VENUE_POLL_MS: '200',
  });
  laptop.url = (await laptopServer.waitFor(/TrialHub is listening on (\S+)/))[1]!;
  laptop.cookies.clear();
}

beforeAll(async () => {
  const homeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trialhub-home-'));
  laptopDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trialhub-laptop-'));
  cleanups.push(() => fs.rmSync(homeDir, { recursive: true, force: true }));
  cleanups.push(() => fs.rmSync(laptopDir, { recursive: true, force: true }));
  let databaseUrl: string | undefined;
  if (adminUrl) {
    const database = await createTestDatabase(adminUrl, 'demo');
    cleanups.push(() => database.drop());
    databaseUrl = database.url;
  } else await copyTemplateDataDir('demo', homeDir);
  startHome = async () => {
    federation = runTs('apps/server/src/main.ts', [], {
      DATA_DIR: homeDir,
      PORT: '0',
      DEMO: '1',
      RATE_LIMIT: 'off',
      AUTH_SECRET: 'venue-home-secret-venue-home-secret-0123',
      DATABASE_URL: databaseUrl,
    });
    home.url = (await federation.waitFor(/TrialHub is listening on (\S+)/))[1]!;
    home.cookies.clear();
  };
  await startHome();
  cleanups.unshift(() => federation.stop('SIGKILL'));
  proxy = await startLinkProxy(new URL(home.url));
  cleanups.unshift(() => proxy.close());
  await startLaptop();
  cleanups.unshift(() => laptopServer.stop('SIGKILL'));
  cleanups.unshift(() => forwarder?.stop('SIGKILL'));
  const signUp = await fetch(`${laptop.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: laptop.url },
    body: JSON.stringify({ email: LAPTOP_ADMIN, password: PASSWORD, name: 'Race Control' }),
  });
  expect(signUp.status).toBe(200);
  // Race control's secretary on the laptop: its admin, granted the role as README says.
  const grant = runTs('apps/server/src/cli/users.ts', ['grant', LAPTOP_ADMIN, 'secretary'], {
    DATA_DIR: laptopDir,
    DATABASE_URL: undefined,
  });
  expect(await grant.exited).toBe(0);
}, 240_000);

afterAll(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

describe('a stage run from a venue laptop, with the link cut and restored', () => {
  let riders: string[] = [];
  let pin = '';

  it('pairs from the laptop by the code a secretary enters at home, and pulls the day', async () => {
    // An observer's PIN made at home before the day: the laptop gets only its hash.
    const created = await json<{ pin: string }>(
      call(home, SECRETARY, 'POST', `/api/stages/${STAGE}/observers`, { name: 'Venue Observer', section: 1 }),
    );
    pin = created.pin;
    // Only the laptop's admin may pair it; a visitor on its Wi-Fi may not.
    expect((await call(laptop, null, 'POST', '/api/venue/laptop/pairing', { deviceName: 'Cēsis' })).status).toBe(401);
    const paired = await call(laptop, LAPTOP_ADMIN, 'POST', '/api/venue/laptop/pairing', {
      deviceName: 'Cēsis race control',
    });
    expect(paired.status).toBe(200);
    const { pairing } = (await paired.json()) as LaptopState;
    expect(pairing?.code).toMatch(/^[0-9A-Z]{8}$/);
    expect((await call(home, SECRETARY, 'POST', `/api/stages/${STAGE}/lease`, { code: pairing!.code })).status).toBe(
      200,
    );
    const pulled = await until('the day pulled', state, (s) => s.lease?.stageTitle != null);
    expect(pulled.lease).toMatchObject({ stageId: STAGE, deviceName: 'Cēsis race control' });
    expect(pulled.pairing).toBeNull();
    // The same participants with the same ids, and the same results board as home's.
    const fromHome = await json<{ id: string; racingClass: string }[]>(
      call(home, null, 'GET', `/api/stages/${STAGE}/participants`),
    );
    const onLaptop = await json<{ id: string }[]>(call(laptop, null, 'GET', `/api/stages/${STAGE}/participants`));
    expect(onLaptop.map((p) => p.id).sort()).toEqual(fromHome.map((p) => p.id).sort());
    expect(await board(laptop)).toBe(await board(home));
    riders = fromHome.filter((p) => ['Expert', 'Clubman'].includes(p.racingClass)).map((p) => p.id);
    expect(riders.length).toBeGreaterThan(4);
    // The laptop's own routes: its staff's need a session with the role; its forwarder's the lease's token.
    expect((await call(laptop, null, 'GET', '/api/venue/laptop')).status).toBe(401);
    expect((await call(laptop, null, 'POST', '/api/venue/laptop/check-in')).status).toBe(401);
    expect((await call(laptop, null, 'POST', '/api/venue/laptop/pull')).status).toBe(401);
    expect((await fetch(`${laptop.url}/api/venue/laptop/outbox`)).status).toBe(401);
    const wrongToken = { authorization: `Bearer ${'x'.repeat(43)}` };
    expect((await fetch(`${laptop.url}/api/venue/laptop/outbox`, { headers: wrongToken })).status).toBe(401);
    const uplink = await fetch(`${laptop.url}/api/venue/laptop/uplink`, {
      method: 'POST',
      headers: { ...wrongToken, 'content-type': 'application/json' },
      body: JSON.stringify({ connected: true, forwarded: 0, lastForwardedAt: null, error: null }),
    });
    expect(uplink.status).toBe(401);
    // The laptop pairs once: a second pairing while it holds the stage is refused.
    const again = await call(laptop, LAPTOP_ADMIN, 'POST', '/api/venue/laptop/pairing', { deviceName: 'Other' });
    expect(again.status).toBe(409);
    // Pulling again changes nothing.
    const before = await board(laptop);
    expect((await call(laptop, LAPTOP_ADMIN, 'POST', '/api/venue/laptop/pull')).status).toBe(200);
    expect(await board(laptop)).toBe(before);
    expect(fs.readFileSync(path.join(laptopDir, 'venue', 'lease.json'), 'utf8')).not.toContain(pin);
  });

  it('scores and corrects on the laptop while home refuses edits, and forwards once the forwarder runs', async () => {
    // Home refuses the secretary's edits; the laptop, the stage's authority now, takes them.
    const refused = await call(home, SECRETARY, 'PUT', `/api/stages/${STAGE}/results/${riders[0]}/sections/1/laps/1`, {
      points: '3',
    });
    expect(refused.status).toBe(409);
    const session = await fetch(`${laptop.url}/api/observe/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: laptop.url },
      body: JSON.stringify({ stageId: STAGE, pin }),
    });
    expect(session.status).toBe(200);
    const phone = { cookie: session.headers.get('set-cookie')!.split(';')[0]! };
    let seq = 1;
    const ops = (list: [string, number][]) =>
      call(laptop, phone, 'POST', `/api/judging/stages/${STAGE}/ops`, {
        deviceId: 'venue-phone-1',
        ops: list.map(([participantId, points]) => ({
          opId: randomUUID(),
          seq: seq++,
          kind: 'score',
          participantId,
          section: 1,
          lap: 1,
          points,
          at: new Date().toISOString(),
        })),
      });
    expect(
      (
        await ops([
          [riders[0]!, 1],
          [riders[1]!, 2],
          [riders[2]!, 3],
        ])
      ).status,
    ).toBe(200);
    const edit = await call(
      laptop,
      LAPTOP_ADMIN,
      'PUT',
      `/api/stages/${STAGE}/results/${riders[0]}/sections/1/laps/1`,
      {
        points: '5',
      },
    );
    expect(edit.status).toBe(200);
    expect((await result(laptop, riders[0]!))?.sections).toContainEqual([1, 1, 5]);
    // Nothing reached home yet: no forwarder.
    expect((await result(home, riders[1]!))?.total ?? null).not.toBe(2);
    startForwarder();
    await drained();
    for (const id of riders.slice(0, 3)) expect(await result(home, id)).toEqual(await result(laptop, id));
    expect(await board(home)).toBe(await board(laptop));

    // The link goes down: the laptop keeps scoring, race control sees the uplink down and what waits.
    proxy.cut();
    expect((await ops([[riders[3]!, 0]])).status).toBe(200);
    const penalty = await call(laptop, LAPTOP_ADMIN, 'POST', `/api/stages/${STAGE}/results/${riders[1]}/penalties`, {
      points: '5',
      reason: 'outside help',
    });
    expect(penalty.status).toBe(201);
    const down = await until('the uplink down', waiting, (u) => u.connected === false && u.waiting >= 2);
    expect(down.lastForwardedAt).not.toBeNull();
    // Meanwhile a judge's phone that still had the home address delivers there: applied at home once.
    const homeJudge = await call(home, JUDGE, 'POST', `/api/judging/stages/${STAGE}/ops`, {
      deviceId: 'home-phone-1',
      ops: [
        {
          opId: randomUUID(),
          seq: 1,
          kind: 'score',
          participantId: riders[4],
          section: 2,
          lap: 1,
          points: 2,
          at: new Date().toISOString(),
        },
      ],
    });
    expect(homeJudge.status).toBe(200);
    // The link is back mid-day: what waited goes home, and home's phone op reaches the laptop, once each.
    proxy.restore();
    await drained();
    await until(
      'both sides agree',
      async () => [await board(home), await board(laptop)],
      ([a, b]) => a === b,
    );
    expect((await result(laptop, riders[4]!))?.sections).toContainEqual([2, 1, 2]);
    expect(await result(home, riders[1]!)).toEqual(await result(laptop, riders[1]!));
  });

  it('survives a SIGKILL of the forwarder mid-forward, of the laptop and of home, a duplicate and a reordered delivery', async () => {
    // Many commands: approval needs every rider finished or given a status.
    await forwarder!.stop('SIGKILL');
    const approve = () => call(laptop, LAPTOP_ADMIN, 'POST', `/api/stages/${STAGE}/results/approve`);
    const first = await approve();
    expect(first.status).toBe(409);
    const { offenders } = ((await first.json()) as { error: { offenders: { participantId: string }[] } }).error;
    expect(offenders.length).toBeGreaterThan(5);
    for (const { participantId } of offenders) {
      const res = await call(laptop, LAPTOP_ADMIN, 'PUT', `/api/stages/${STAGE}/results/${participantId}/status`, {
        status: 'DNF',
      });
      expect([participantId, res.status]).toEqual([participantId, 200]);
    }
    // Batches of 2, killed after its first forward: the next forwarder resumes from what home answers.
    const killed = startForwarder({ VENUE_FORWARD_BATCH: '2' });
    await killed.waitFor(/venue forwarder: forwarded/);
    await killed.stop('SIGKILL');
    const lease = readLaptopLease(laptopDir)!;
    const device = { authorization: `Bearer ${lease.token}` };
    const sent = (commands: unknown[]) =>
      json<{ highestSequence: number; applied: number }>(
        fetch(`${home.url}/api/venue/stages/${STAGE}/commands`, {
          method: 'POST',
          headers: { ...device, 'content-type': 'application/json' },
          body: JSON.stringify({ commands, holding: 0 }),
        }),
      );
    const homeHolds = (await sent([])).highestSequence;
    expect(homeHolds).toBeGreaterThan(0);
    const outbox = await json<{ holding: number; commands: { sequence: number }[] }>(
      fetch(`${laptop.url}/api/venue/laptop/outbox?after=0&limit=500`, { headers: device }),
    );
    expect(outbox.holding).toBeGreaterThan(homeHolds + 2);
    // A duplicate of what home holds: nothing applied again.
    expect(await sent(outbox.commands.slice(0, homeHolds))).toEqual({ highestSequence: homeHolds, applied: 0 });
    // Reordered: the later one first stops at the gap; both together apply in order, once.
    const [next, after] = [outbox.commands[homeHolds]!, outbox.commands[homeHolds + 1]!];
    expect(await sent([after])).toEqual({ highestSequence: homeHolds, applied: 0 });
    expect(await sent([after, next])).toEqual({ highestSequence: homeHolds + 2, applied: 2 });
    expect(await sent([next, after])).toEqual({ highestSequence: homeHolds + 2, applied: 0 });
    // Approval at the venue, the link cut again, then restored at the end of the day.
    proxy.cut();
    startForwarder();
    expect((await approve()).status).toBe(200);
    await until('the uplink down', waiting, (u) => u.connected === false && u.waiting > 0);
    // The laptop itself dies (SIGKILL) with the approval not yet home, and starts again on its data.
    const before = await board(laptop);
    await forwarder!.stop('SIGKILL');
    await laptopServer.stop('SIGKILL');
    await startLaptop();
    expect(await board(laptop)).toBe(before);
    startForwarder();
    // So does home (SIGKILL), and comes back on its data before the link does.
    await federation.stop('SIGKILL');
    await startHome();
    proxy.retarget(new URL(home.url));
    proxy.restore();
    await drained();
    expect(await board(home)).toBe(await board(laptop));
    const stateOf = (side: Side) => json<unknown>(call(side, null, 'GET', `/api/stages/${STAGE}/results/state`));
    expect(JSON.stringify(await stateOf(home))).toContain('approved');
    expect(await stateOf(home)).toEqual(await stateOf(laptop));
  });

  it('checks the stage in when the digests agree, and home is editable again', async () => {
    const checkIn = await call(laptop, LAPTOP_ADMIN, 'POST', '/api/venue/laptop/check-in');
    expect(checkIn.status).toBe(200);
    const { digest } = (await checkIn.json()) as { digest: string };
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    // Home holds it again, and its venue page shows the digest both sides agreed on.
    expect(await json(call(home, SECRETARY, 'GET', `/api/stages/${STAGE}/lease`))).toMatchObject({
      lease: null,
      last: { state: 'returned', deviceName: 'Cēsis race control', digest },
    });
    expect(readLaptopLease(laptopDir)).toBeNull();
    expect((await state()).lease).toBeNull();
  });
});

describe('npm start on a venue laptop', () => {
  it('starts the forwarder beside the server, and stops it with the server', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trialhub-laptop2-'));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    const server = runTs('apps/server/src/main.ts', [], {
      DATA_DIR: dir,
      PORT: '0',
      DEMO: '0',
      DATABASE_URL: undefined,
      AUTH_SECRET: 'venue-laptop2-secret-venue-laptop2-secret',
      VENUE_FEDERATION_URL: home.url,
    });
    cleanups.unshift(() => server.stop('SIGKILL'));
    const [, url] = await server.waitFor(/TrialHub is listening on (\S+)/);
    const [, laptopUrl, pid] = await server.waitFor(
      /"laptopUrl":"([^"]+)","forwarderPid":(\d+)[^\n]*venue forwarder: started/,
    );
    expect(new URL(laptopUrl!).port).toBe(new URL(url!).port);
    expect(await server.stop('SIGTERM')).toBe(0);
    const alive = () => {
      try {
        process.kill(Number(pid), 0);
        return true;
      } catch {
        return false;
      }
    };
    await until(
      'the forwarder stopped with the server',
      async () => alive(),
      (a) => !a,
      10_000,
    );
  });
});
