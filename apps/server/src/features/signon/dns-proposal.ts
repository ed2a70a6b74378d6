import { randomUUID } from 'node:crypto';
import type { DnsProposal } from '@trialhub/domain';
import { type Viewer, canReadStage, requireRole } from '../../auth/viewer.js';
import type { Db } from '../../db/open-db.js';
import { AppError } from '../../http/app-error.js';
import type { LiveHub } from '../../live/hub.js';
import * as participantsRepo from '../participants/participants.repository.js';
import { ResultCommands, listEntered, listStageResultRows } from '../stage-results/index.js';
import * as repo from './signon.repository.js';

/**
 * Riders proposed as DNS at approval (issue #39, decision 081): entered, never signed on, and never
 * started (no result, or one with no score, time or status). Only on a stage whose desk was used (at
 * least one rider signed on): where nobody signed on, not signing on says nothing. The proposal changes
 * nothing; the secretary confirms it, and each DNS is then the results module's own `setStatus`
 * command (decision 076) — a repeated confirmation with the same key changes nothing.
 */
export class DnsProposals {
  private readonly commands: ResultCommands;

  constructor(
    private readonly db: Db,
    hub: LiveHub,
    clock: () => Date,
  ) {
    this.commands = new ResultCommands(db, hub, clock);
  }

  async proposal(viewer: Viewer | null, stageId: string): Promise<DnsProposal> {
    requireRole(viewer, 'secretary');
    const found = await participantsRepo.findStageForRegistration(this.db, stageId);
    if (!found || !canReadStage(viewer, found.stage.status)) throw new AppError('notFound');
    const signons = await repo.signonsOf(this.db, stageId);
    const signedOn = new Set(signons.filter((s) => s.signedOnAt !== null).map((s) => s.participantId));
    if (signedOn.size === 0) return { riders: [] };
    const rows = new Map((await listStageResultRows(this.db, stageId)).map((r) => [r.participantId, r]));
    const riders = (await listEntered(this.db, stageId)).filter((p) => {
      if (signedOn.has(p.id)) return false;
      const row = rows.get(p.id);
      if (!row) return true;
      const scored = Object.values(row.statistics).some((n) => n > 0);
      return !row.isFinished && !row.status && !row.startedOn && !scored;
    });
    return {
      riders: riders
        .map((p) => ({ participantId: p.id, name: p.name, racingClass: p.racingClass, racingNumber: p.racingNumber }))
        .sort(
          (a, b) =>
            a.racingClass.localeCompare(b.racingClass) ||
            (a.racingNumber ?? Number.MAX_SAFE_INTEGER) - (b.racingNumber ?? Number.MAX_SAFE_INTEGER) ||
            a.name.localeCompare(b.name),
        ),
    };
  }

  /**
   * The secretary confirms DNS for riders of the proposal (each must still be in it, else 409
   * `dnsNotProposed` and nothing changes). `key` (the Idempotency-Key) makes each rider's command id.
   */
  async confirm(
    viewer: Viewer | null,
    stageId: string,
    participantIds: string[],
    key: string = randomUUID(),
  ): Promise<DnsProposal> {
    const { riders } = await this.proposal(viewer, stageId);
    const proposed = new Set(riders.map((r) => r.participantId));
    // A rider already DNS is the same confirmation sent again (its command answers as the first time).
    const dns = new Set(
      (await listStageResultRows(this.db, stageId)).filter((r) => r.status === 'DNS').map((r) => r.participantId),
    );
    if (participantIds.some((id) => !proposed.has(id) && !dns.has(id))) throw new AppError('dnsNotProposed');
    for (const participantId of new Set(participantIds))
      await this.commands.correct(
        viewer,
        stageId,
        { kind: 'setStatus', participantId, status: 'DNS' },
        `${key}:${participantId}`,
      );
    return this.proposal(viewer, stageId);
  }
}
