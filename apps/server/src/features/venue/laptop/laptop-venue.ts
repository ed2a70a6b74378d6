import { createHash, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  type DayBundleAnswer,
  type DeviceToken,
  type LaptopState,
  type Outbox,
  type Pairing,
  type UplinkReport,
  type ServerChange,
  dayBundleSchema,
} from '@trialhub/domain';
import { type Viewer, hasRole, requireRole } from '../../../auth/viewer.js';
import type { Db } from '../../../db/open-db.js';
import { venuePulledCommands } from '../../../db/venue-schema.js';
import { AppError } from '../../../http/app-error.js';
import type { LiveHub } from '../../../live/hub.js';
import { logger } from '../../../ops/logger.js';
import { applyPulled, findStage, stageDigest } from '../../stage-results/index.js';
import { callFederation, refusalCode } from './federation-client.js';
import { importDay } from './import-day.js';
import { type LaptopLease, clearLaptopLease, readLaptopLease, writeLaptopLease } from './lease-file.js';
import { readOutbox } from './outbox.js';

/** A pairing asked for and not yet granted: kept on disk (owner only), so a restart keeps waiting for it. */
interface PendingPairing extends Pairing {
  deviceName: string;
}

/** How often the laptop asks whether the secretary entered its code, and retries a day it could not pull. */
const POLL_MS = Number(process.env.VENUE_POLL_MS ?? 2000);

const hashOf = (value: string) => createHash('sha256').update(value).digest();

/**
 * A venue laptop's side of venue mode (issue #40, decision 085), in the laptop's server process (the one
 * that owns its embedded database): pairing with the federation server and waiting for the secretary's
 * code, pulling the day into its database, and the local routes its forwarder (a process of its own) uses:
 * the outbox of the laptop's commands, the commands pulled from home, the uplink report race control shows.
 */
export class LaptopVenue {
  private uplink: UplinkReport & { reportedAt: string | null } = {
    connected: false,
    forwarded: 0,
    lastForwardedAt: null,
    error: null,
    reportedAt: null,
  };
  private problem: string | null = null;
  private timer: NodeJS.Timeout | null = null;
  private busy = false;

  constructor(
    private readonly db: Db,
    private readonly hub: LiveHub,
    private readonly dataDir: string,
    /** VENUE_FEDERATION_URL; null: this server is no venue laptop and every laptop route is a 404. */
    readonly federationUrl: string | null,
  ) {}

  private get pairingFile() {
    return path.join(this.dataDir, 'venue', 'pairing.json');
  }

  private readPairing(): PendingPairing | null {
    try {
      return JSON.parse(fs.readFileSync(this.pairingFile, 'utf8')) as PendingPairing;
    } catch {
      return null;
    }
  }

  private requireLaptop(): string {
    if (!this.federationUrl) throw new AppError('notFound');
    return this.federationUrl;
  }

  /** Starts waiting for a pending pairing's code and pulling a day not pulled yet (a restart mid-way). */
  start(): void {
    if (!this.federationUrl || this.timer) return;
    this.timer = setInterval(() => void this.tick(), POLL_MS);
    this.timer.unref();
    void this.tick();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private async tick(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      const pending = this.readPairing();
      if (pending) await this.askToken(pending);
      const lease = readLaptopLease(this.dataDir);
      if (lease && lease.pullCursor === null) await this.pullDay(lease);
    } catch (error) {
      this.problem = error instanceof AppError && error.code === 'federationUnreachable' ? 'unreachable' : 'failed';
      if (!(error instanceof AppError)) logger.warn({ err: error }, 'venue laptop: pairing or pull failed');
    } finally {
      this.busy = false;
    }
  }

  private async askToken(pending: PendingPairing): Promise<void> {
    const answer = await callFederation<DeviceToken>(
      this.federationUrl!,
      'POST',
      `/api/venue/pairings/${encodeURIComponent(pending.pairingId)}/token`,
      { body: { secret: pending.secret } },
    );
    if (answer.status === 409 && refusalCode(answer.body) === 'pairingPending') {
      if (new Date(pending.expiresAt) < new Date()) this.dropPairing('expired');
      return;
    }
    if (answer.status !== 200) {
      this.dropPairing('pairingFailed');
      return;
    }
    const { token, stageId, deviceName, leaseId } = answer.body;
    writeLaptopLease(this.dataDir, {
      federationUrl: this.federationUrl!,
      stageId,
      leaseId,
      deviceName,
      token,
      since: new Date().toISOString(),
      pullCursor: null,
    });
    fs.rmSync(this.pairingFile, { force: true });
    this.problem = null;
    logger.info({ stageId }, 'venue laptop: paired; pulling the day');
  }

  private dropPairing(problem: string): void {
    fs.rmSync(this.pairingFile, { force: true });
    this.problem = problem;
  }

  /** Pulls the stage's day and imports it; the first pull takes everything, a later one what is missing. */
  private async pullDay(lease: LaptopLease): Promise<number> {
    const answer = await callFederation<DayBundleAnswer>(
      lease.federationUrl,
      'GET',
      `/api/venue/stages/${encodeURIComponent(lease.stageId)}/day`,
      { token: lease.token },
    );
    if (answer.status !== 200) {
      this.problem = refusalCode(answer.body) === 'leaseEnded' ? 'leaseEnded' : 'pullFailed';
      throw new AppError('federationUnreachable');
    }
    const bundle = dayBundleSchema.parse(answer.body);
    const first = lease.pullCursor === null;
    const { inserted } = await importDay(this.db, bundle, first);
    if (first) writeLaptopLease(this.dataDir, { ...lease, pullCursor: bundle.cursor });
    this.problem = null;
    logger.info({ stageId: lease.stageId, inserted }, 'venue laptop: day pulled');
    return inserted;
  }

  /** The laptop's venue state, for its staff: the pairing's code, the stage it holds, the uplink. */
  async state(viewer: Viewer | null): Promise<LaptopState> {
    const federationUrl = this.requireLaptop();
    requireStaff(viewer);
    const pending = this.readPairing();
    const lease = readLaptopLease(this.dataDir);
    const stage = lease ? await findStage(this.db, lease.stageId) : null;
    const holding = lease ? (await readOutbox(this.db, lease.stageId, 0, 1)).holding : 0;
    const forwarded = Math.min(this.uplink.forwarded, holding);
    return {
      federationUrl,
      pairing: pending ? { deviceName: pending.deviceName, code: pending.code, expiresAt: pending.expiresAt } : null,
      lease: lease
        ? {
            stageId: lease.stageId,
            deviceName: lease.deviceName,
            since: lease.since,
            stageTitle: stage && lease.pullCursor !== null ? stage.title : null,
          }
        : null,
      uplink: {
        connected: this.uplink.reportedAt ? this.uplink.connected : null,
        lastForwardedAt: this.uplink.lastForwardedAt,
        reportedAt: this.uplink.reportedAt,
        holding,
        forwarded,
        waiting: holding - forwarded,
      },
      // Home forced the stage back: what the forwarder sends now is kept aside there (decision 085, point 6).
      problem: this.uplink.error === 'leaseEnded' ? 'leaseEnded' : this.problem,
    };
  }

  /** The laptop's admin names it and asks home for a pairing: the code to show until a secretary enters it. */
  async pair(viewer: Viewer | null, deviceName: string): Promise<LaptopState> {
    const federationUrl = this.requireLaptop();
    requireRole(viewer, 'admin');
    if (readLaptopLease(this.dataDir)) throw new AppError('laptopHoldsStage');
    const answer = await callFederation<Pairing>(federationUrl, 'POST', '/api/venue/pairings', {
      body: { deviceName },
    });
    if (answer.status !== 201) throw new AppError('federationUnreachable');
    const pending: PendingPairing = { ...answer.body, deviceName };
    fs.mkdirSync(path.dirname(this.pairingFile), { recursive: true, mode: 0o700 });
    fs.writeFileSync(this.pairingFile, JSON.stringify(pending), { mode: 0o600 });
    this.problem = null;
    this.start();
    return this.state(viewer);
  }

  /** Pulls the day again (online entries made at home since): only rows the laptop lacks are added. */
  async pullAgain(viewer: Viewer | null): Promise<LaptopState> {
    this.requireLaptop();
    requireStaff(viewer);
    const lease = readLaptopLease(this.dataDir);
    if (!lease) throw new AppError('notFound');
    await this.pullDay(lease);
    return this.state(viewer);
  }

  /**
   * The secretary ends the day: the laptop's digest against home's. Equal: the stage is home again and
   * the laptop's lease is cleared. Different (commands still waiting): 409 `digestMismatch` naming the
   * first rider, and the laptop keeps the stage.
   */
  async checkIn(viewer: Viewer | null): Promise<{ digest: string; stageId: string }> {
    this.requireLaptop();
    requireStaff(viewer);
    const lease = readLaptopLease(this.dataDir);
    if (!lease) throw new AppError('notFound');
    const mine = await stageDigest(this.db, lease.stageId);
    const answer = await callFederation<{ digest: string; error?: Record<string, unknown> }>(
      lease.federationUrl,
      'POST',
      `/api/venue/stages/${encodeURIComponent(lease.stageId)}/check-in`,
      { token: lease.token, body: mine },
    );
    if (answer.status === 200) {
      clearLaptopLease(this.dataDir);
      this.uplink = { ...this.uplink, forwarded: 0 };
      return { digest: answer.body.digest, stageId: lease.stageId };
    }
    const code = refusalCode(answer.body);
    if (code === 'digestMismatch') {
      const { firstRider, serverDigest } = (answer.body.error ?? {}) as {
        firstRider?: { participantId: string; name: string | null } | null;
        serverDigest?: string;
      };
      throw new AppError('digestMismatch', undefined, undefined, {
        firstRider: firstRider ?? null,
        ...(serverDigest ? { serverDigest } : {}),
      });
    }
    if (code === 'leaseEnded') throw new AppError('leaseEnded');
    throw new AppError('federationUnreachable');
  }

  /** The device token of the laptop's lease, for its own forwarder's calls; the lease it holds. */
  private deviceLease(token: string | null): LaptopLease {
    this.requireLaptop();
    const lease = readLaptopLease(this.dataDir);
    if (!token || !lease) throw new AppError('unauthenticated');
    if (!timingSafeEqual(hashOf(token), hashOf(lease.token))) throw new AppError('unauthenticated');
    return lease;
  }

  async outbox(token: string | null, after: number, limit: number): Promise<Outbox> {
    const lease = this.deviceLease(token);
    return readOutbox(this.db, lease.stageId, after, limit);
  }

  /** Commands the forwarder pulled from home: applied once by their ids, marked as pulled; the cursor kept. */
  async pulled(
    token: string | null,
    commands: ServerChange[],
    cursor: string,
  ): Promise<{ applied: number; cursor: string }> {
    const lease = this.deviceLease(token);
    const recorded = await this.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const stage = await findStage(tx, lease.stageId);
      if (!stage) throw new AppError('notFound');
      const ids = await applyPulled(tx, this.hub, stage, commands);
      if (ids.length > 0)
        await tx
          .insert(venuePulledCommands)
          .values(ids.map((commandId) => ({ commandId, stageId: stage.id })))
          .onConflictDoNothing();
      return ids;
    });
    // After the commit: a crash before this line pulls the same commands again, which apply once by id.
    const now = readLaptopLease(this.dataDir);
    if (now && now.leaseId === lease.leaseId && BigInt(cursor) > BigInt(now.pullCursor ?? '0'))
      writeLaptopLease(this.dataDir, { ...now, pullCursor: cursor });
    return { applied: recorded.length, cursor: readLaptopLease(this.dataDir)?.pullCursor ?? cursor };
  }

  /** The forwarder's report after each round (kept in memory: the next round reports again after a restart). */
  report(token: string | null, report: UplinkReport): { ok: true } {
    this.deviceLease(token);
    this.uplink = { ...report, reportedAt: new Date().toISOString() };
    return { ok: true };
  }

  /** The stage this laptop holds, if its day has been pulled (for pages that show the uplink). */
  heldStage(): string | null {
    const lease = this.federationUrl ? readLaptopLease(this.dataDir) : null;
    return lease && lease.pullCursor !== null ? lease.stageId : null;
  }
}

/** Who runs race control on the laptop: its admin or a secretary (the laptop's own accounts). */
function requireStaff(viewer: Viewer | null): asserts viewer is Viewer {
  if (!viewer) throw new AppError('unauthenticated');
  if (!hasRole(viewer, 'secretary') && !hasRole(viewer, 'admin')) throw new AppError('forbidden');
}
