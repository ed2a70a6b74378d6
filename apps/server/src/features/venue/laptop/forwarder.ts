import type { ForwardAnswer, Outbox, UplinkReport } from '@trialhub/domain';
import { type LaptopLease, readLaptopLease } from './lease-file.js';

/**
 * The venue laptop's forwarder (issue #40, decision 085): a process of its own, so a slow or dead uplink
 * never delays scoring, and talking HTTP to both sides, because the embedded database can be opened by one
 * process only (the laptop's server). Each round it
 *   1. learns how far home is (an empty forward answers the highest sequence applied: after a kill -9 of
 *      either side, or a link that dropped mid-request, it resumes from there; nothing is kept here),
 *   2. sends the laptop's outbox after that, in batches, in order (home skips what it already holds and
 *      stops at a gap, so a duplicate or reordered delivery is applied once),
 *   3. pulls what was recorded at home after the lease's cursor (phones' ops that reached home) and hands
 *      it to the laptop, which applies each once by its id,
 *   4. reports the uplink to the laptop (connected, how far home is, when it last took something).
 * A failed round is retried with exponential backoff (jittered, capped).
 */
export interface ForwarderOptions {
  dataDir: string;
  /** The laptop's own server, e.g. http://127.0.0.1:3000. */
  laptopUrl: string;
  /** Pause between rounds when nothing is waiting. */
  idleMs?: number;
  /** Cap of the backoff after failures. */
  maxBackoffMs?: number;
  batch?: number;
  /** Per request. */
  timeoutMs?: number;
  log?: (message: string, fields?: Record<string, unknown>) => void;
}

class LinkError extends Error {
  constructor(
    readonly side: 'home' | 'laptop',
    readonly status: number | null,
    readonly code: string | null,
  ) {
    super(`${side} ${status ?? 'unreachable'}${code ? ` ${code}` : ''}`);
  }
}

export class Forwarder {
  /** The highest sequence home said it applied (null: ask it first). */
  private home: number | null = null;
  /** The last highest sequence home answered, for the report while home is out of reach. */
  private homeSeen = 0;
  private leaseId: string | null = null;
  private lastForwardedAt: string | null = null;
  private failures = 0;
  private stopped = false;
  private wake: (() => void) | null = null;
  private readonly idleMs: number;
  private readonly maxBackoffMs: number;
  private readonly batch: number;
  private readonly timeoutMs: number;
  private readonly log: NonNullable<ForwarderOptions['log']>;

  constructor(private readonly options: ForwarderOptions) {
    this.idleMs = options.idleMs ?? 1000;
    this.maxBackoffMs = options.maxBackoffMs ?? 30_000;
    this.batch = options.batch ?? 200;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.log = options.log ?? (() => {});
  }

  private async call<T>(
    side: 'home' | 'laptop',
    url: string,
    token: string,
    method: 'GET' | 'POST',
    body?: unknown,
  ): Promise<T> {
    let res: Response;
    try {
      res = await fetch(url, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch {
      throw new LinkError(side, null, null);
    }
    let json: unknown;
    try {
      json = await res.json();
    } catch {
      throw new LinkError(side, res.status, null);
    }
    if (!res.ok) {
      const code = (json as { error?: { code?: string } } | null)?.error?.code ?? null;
      throw new LinkError(side, res.status, code);
    }
    return json as T;
  }

  private homeUrl(lease: LaptopLease, tail: string) {
    return `${lease.federationUrl}/api/venue/stages/${encodeURIComponent(lease.stageId)}/${tail}`;
  }

  private forward(lease: LaptopLease, commands: Outbox['commands'], holding: number) {
    return this.call<ForwardAnswer>('home', this.homeUrl(lease, 'commands'), lease.token, 'POST', {
      commands,
      holding,
    });
  }

  /** One round; true when more is waiting (go again at once). */
  async round(): Promise<boolean> {
    const lease = readLaptopLease(this.options.dataDir);
    // No lease, or the day not pulled yet: nothing of the laptop's to send.
    if (!lease || lease.pullCursor === null) {
      this.home = null;
      return false;
    }
    if (lease.leaseId !== this.leaseId) {
      // Another lease (a new day): nothing known of it yet.
      this.leaseId = lease.leaseId;
      this.home = null;
      this.homeSeen = 0;
      this.lastForwardedAt = null;
    }
    const laptop = this.options.laptopUrl;
    let outbox = await this.call<Outbox>(
      'laptop',
      `${laptop}/api/venue/laptop/outbox?after=${this.home ?? 0}&limit=${this.batch}`,
      lease.token,
      'GET',
    );
    if (this.home === null) {
      this.home = (await this.forward(lease, [], outbox.holding)).highestSequence;
      this.log('home holds', { highestSequence: this.home, holding: outbox.holding });
      outbox = await this.call<Outbox>(
        'laptop',
        `${laptop}/api/venue/laptop/outbox?after=${this.home}&limit=${this.batch}`,
        lease.token,
        'GET',
      );
    }
    if (outbox.commands.length > 0) {
      const answer = await this.forward(lease, outbox.commands, outbox.holding);
      if (answer.highestSequence > this.home) this.lastForwardedAt = new Date().toISOString();
      this.home = answer.highestSequence;
      this.log('forwarded', { applied: answer.applied, highestSequence: this.home, holding: outbox.holding });
    }
    // What reached home while the stage is out (a phone that delivered there), applied on the laptop once.
    const changes = await this.call<{ commands: unknown[]; cursor: string }>(
      'home',
      `${this.homeUrl(lease, 'changes')}?after=${lease.pullCursor}`,
      lease.token,
      'GET',
    );
    if (changes.commands.length > 0) {
      const pulled = await this.call<{ applied: number }>(
        'laptop',
        `${laptop}/api/venue/laptop/pulled`,
        lease.token,
        'POST',
        changes,
      );
      this.log('pulled', { commands: changes.commands.length, applied: pulled.applied, cursor: changes.cursor });
    }
    await this.report(lease, { connected: true, error: null });
    return this.home < outbox.holding || changes.commands.length > 0;
  }

  private async report(lease: LaptopLease, state: Pick<UplinkReport, 'connected' | 'error'>) {
    if (this.home !== null) this.homeSeen = this.home;
    const body: UplinkReport = { ...state, forwarded: this.homeSeen, lastForwardedAt: this.lastForwardedAt };
    await this.call('laptop', `${this.options.laptopUrl}/api/venue/laptop/uplink`, lease.token, 'POST', body);
  }

  /** Rounds until stop(): at once while something waits, every idleMs when idle, backing off after failures. */
  async run(): Promise<void> {
    while (!this.stopped) {
      let wait = this.idleMs;
      try {
        const more = await this.round();
        this.failures = 0;
        if (more) wait = 0;
      } catch (error) {
        this.failures++;
        const link = error instanceof LinkError ? error : null;
        // Home answered 409 leaseEnded: the stage was forced back; what is sent now is kept aside there.
        this.log('round failed', { error: String(error), failures: this.failures });
        if (link?.side === 'home') {
          // Home may have applied the last batch before the answer was lost: ask again next round.
          this.home = null;
          const lease = readLaptopLease(this.options.dataDir);
          if (lease) await this.report(lease, { connected: false, error: link.code ?? 'unreachable' }).catch(() => {});
        }
        const backoff = Math.min(this.maxBackoffMs, 500 * 2 ** Math.min(this.failures - 1, 16));
        wait = backoff / 2 + Math.random() * (backoff / 2);
      }
      if (wait > 0 && !this.stopped)
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, wait);
          this.wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
    }
  }

  stop(): void {
    this.stopped = true;
    this.wake?.();
  }
}
