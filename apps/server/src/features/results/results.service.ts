import type { StageResult } from '@trialhub/domain';
import { eq } from 'drizzle-orm';
import { type Viewer, hasRole } from '../../auth/viewer.js';
import type { Db } from '../../db/open-db.js';
import { stages } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { LiveHub } from '../../live/hub.js';
import * as repo from './results.repository.js';

/** Stage results (issue 7): everyone reads the results of a published stage; writes come from judges and secretaries. */
export class ResultsService {
  constructor(
    private readonly db: Db,
    readonly hub: LiveHub,
  ) {}

  async list(viewer: Viewer | null, stageId: string): Promise<StageResult[]> {
    const [stage] = await this.db.select({ status: stages.status }).from(stages).where(eq(stages.id, stageId));
    if (!stage || (stage.status !== 'published' && !hasRole(viewer, 'admin'))) throw new AppError('notFound');
    return repo.listStageResults(this.db, stageId);
  }
}
