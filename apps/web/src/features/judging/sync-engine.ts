import { type JudgeOp, MAX_HELD_OPS, MAX_OPS_PER_BATCH } from '@trialhub/domain';
import { ApiError, api } from '../../shared/api';
import { type OutboxEntry, deviceId, enqueue, listOps, markOps } from './outbox';
import { batchAnswered } from './stage-copy';

export type SyncProblem = 'offline' | 'signInAgain' | 'notJudge' | 'serverError' | null;

export interface SyncState {
  ops: OutboxEntry[];
  syncing: boolean;
  problem: SyncProblem;
  lastSyncAt: string | null;
}

/**
 * Sends the outbox of one stage, oldest first, in batches, until nothing is pending. It starts after
 * every new operation, when the browser comes online, every few seconds while something is pending,
 * and when the page opens (so a reload or a crash resumes where it stopped). The server deduplicates
 * by operation id, so sending twice (two tabs, a lost answer) is harmless.
 */
export class SyncEngine {
  private state: SyncState = { ops: [], syncing: false, problem: null, lastSyncAt: null };
  private readonly listeners = new Set<() => void>();
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private backoffMs = 1000;
  private stopped = false;

  constructor(
    readonly stageId: string,
    private readonly onSynced: () => void,
  ) {}

  getState = (): SyncState => this.state;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(patch: Partial<SyncState>) {
    this.state = { ...this.state, ...patch };
    for (const l of this.listeners) l();
  }

  async start() {
    window.addEventListener('online', this.kick);
    await this.reload();
    void this.flush();
  }

  stop() {
    this.stopped = true;
    window.removeEventListener('online', this.kick);
    if (this.retryTimer) clearTimeout(this.retryTimer);
  }

  private kick = () => {
    this.backoffMs = 1000;
    void this.flush();
  };

  private async reload() {
    this.set({ ops: await listOps(this.stageId) });
  }

  /** Stores the operation durably, shows it, and tries to send it. */
  async record(make: (seq: number, opId: string) => JudgeOp): Promise<OutboxEntry> {
    const entry = await enqueue(this.stageId, make);
    await this.reload();
    void this.flush();
    return entry;
  }

  async flush(): Promise<void> {
    if (this.state.syncing || this.stopped) return;
    let pending = this.state.ops.filter((o) => o.state === 'pending');
    if (pending.length === 0) return;
    this.set({ syncing: true });
    try {
      const device = await deviceId();
      while (pending.length > 0 && !this.stopped) {
        const batch = pending.slice(0, MAX_OPS_PER_BATCH);
        const response = await api(`/api/judging/stages/${this.stageId}/ops`, {
          method: 'POST',
          // What is left after this batch: race control shows it per observer phone, and an observer
          // phone's later batches count after its cut-off only if announced here (decision 029).
          json: {
            deviceId: device,
            ops: batch.map((e) => e.op),
            pendingAfter: pending.length - batch.length,
            held: pending.slice(batch.length, batch.length + MAX_HELD_OPS).map((e) => e.op.opId),
          },
        });
        await markOps(
          response.outcomes.map((o) => ({ opId: o.opId, state: o.outcome, reason: o.reason })),
          response.position,
        );
        // Only outcomes come back: the scores reach the stage copy on its live topics (decision 073).
        batchAnswered(this.stageId, response);
        await this.reload();
        pending = this.state.ops.filter((o) => o.state === 'pending');
      }
      this.backoffMs = 1000;
      this.set({ problem: null, lastSyncAt: new Date().toISOString() });
      this.onSynced();
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      const problem: SyncProblem =
        status === 0 ? 'offline' : status === 401 ? 'signInAgain' : status === 403 ? 'notJudge' : 'serverError';
      this.set({ problem });
      this.scheduleRetry();
    } finally {
      this.set({ syncing: false });
    }
  }

  private scheduleRetry() {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => void this.flush(), this.backoffMs);
    this.backoffMs = Math.min(this.backoffMs * 2, 30_000);
  }
}
