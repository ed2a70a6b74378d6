import { inArray } from 'drizzle-orm';
import { type Viewer, canReadStage, hasRole } from '../auth/viewer.js';
import type { Db } from '../db/open-db.js';
import { stages } from '../db/schema.js';

const STAGE_TOPIC = /^stage:([^:]+):(results|participants|queries)(?::([^:]+))?$/;

/**
 * Whether the viewer may subscribe to every one of these (well-formed) topics: the same rule as the
 * API that serves their data. A stage's topics follow the stage (`canReadStage`: a draft or unknown
 * stage is staff-only / not found, as its page, participants, results and queries are). `stages`,
 * `market` and `championship:<id>:standings` carry only what every visitor may read (drafts stay
 * silent, ads and standings go out as the public sees them), so they are open. Score queries say
 * which rider asked and when: a stage's queries topic is the secretaries', `stage:<id>:queries:<rider>`
 * that rider's (and the secretaries'), as the queries API (issue #35).
 */
export async function mayReadTopics(db: Db, viewer: Viewer | null, topics: readonly string[]): Promise<boolean> {
  const stageIds = [...new Set(topics.flatMap((t) => STAGE_TOPIC.exec(t)?.[1] ?? []))];
  if (stageIds.length === 0) return true;
  const found = await db
    .select({ id: stages.id, status: stages.status })
    .from(stages)
    .where(inArray(stages.id, stageIds));
  const readable = stageIds.every((id) => {
    const stage = found.find((s) => s.id === id);
    return !!stage && canReadStage(viewer, stage.status);
  });
  return (
    readable &&
    topics.every((topic) => {
      const [, , kind, rider] = STAGE_TOPIC.exec(topic) ?? [];
      if (kind !== 'queries') return true;
      return hasRole(viewer, 'secretary') || (rider !== undefined && viewer?.userId === rider);
    })
  );
}
