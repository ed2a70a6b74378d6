import { type PublicStage, type StagePatch, type StageSummary, type StagesEvent, liveTopics } from '@trialhub/domain';
import type { Db } from '../../db/open-db.js';
import { AppError } from '../../http/app-error.js';
import { type Viewer, canReadStage, requireRole } from '../../auth/viewer.js';
import type { LiveHub } from '../../live/hub.js';
import * as repo from './competitions.repository.js';

export class CompetitionsService {
  constructor(
    private readonly db: Db,
    private readonly hub: LiveHub,
  ) {}

  /** A stage's public page: visitors see published stages only; admins and secretaries also drafts. */
  async stageByPath(
    viewer: Viewer | null,
    institutionId: string,
    championshipSlug: string,
    stageSlug: string,
  ): Promise<PublicStage> {
    const stage = await repo.findStageByPath(this.db, institutionId, championshipSlug, stageSlug);
    if (!stage || !canReadStage(viewer, stage.status)) throw new AppError('notFound');
    return stage;
  }

  listPublishedStages(): Promise<StageSummary[]> {
    return repo.listPublishedStageSummaries(this.db);
  }

  /**
   * Changes a stage and tells every open home page in the same transaction: a published stage
   * is sent as it now is, an unpublished one as removed (visitors must not see drafts).
   */
  async patchStage(viewer: Viewer | null, stageId: string, patch: StagePatch): Promise<StageSummary> {
    requireRole(viewer, 'admin');
    return this.db.transaction(async (txDb) => {
      const tx = txDb as unknown as Db;
      const before = await repo.findStageSummary(tx, stageId);
      if (!before || !(await repo.updateStage(tx, stageId, patch))) throw new AppError('notFound');
      const stage = (await repo.findStageSummary(tx, stageId))!;
      // Drafts stay silent: an event about one would tell visitors it exists.
      if (stage.status === 'published' || before.status === 'published') {
        const event: StagesEvent =
          stage.status === 'published' ? { type: 'stage.upserted', stage } : { type: 'stage.removed', id: stage.id };
        await this.hub.publish(tx, liveTopics.stages, event);
      }
      // Back to draft: its pages' live topics are staff-only now; visitors' connections are checked again.
      if (before.status === 'published' && stage.status !== 'published')
        await this.hub.revoke(tx, liveTopics.stageAll(stageId));
      return stage;
    });
  }
}
