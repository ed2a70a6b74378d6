import { publicStageSchema, stagePatchSchema, stageSummarySchema } from '@trialhub/domain';
import { z } from 'zod';
import { Hono } from 'hono';
import { jsonBody } from '../../http/app-error.js';
import type { AppEnv } from '../../http/app-env.js';
import type { ReadVersions } from '../../http/read-versions.js';
import type { TopicReadCache } from '../../http/topic-cache.js';
import type { CompetitionsService } from './competitions.service.js';
import { doc } from '../../http/describe.js';

/** The home list and the stage page answer with an ETag, and a 304 while their rows are unchanged (decision 032). */
export function competitionsRoutes(service: CompetitionsService, cache: TopicReadCache, versions: ReadVersions) {
  return new Hono<AppEnv>()
    .get(
      '/stages',
      doc({
        summary: 'Published stages (the home page list; live: topic stages). ETag, 304',
        response: z.array(stageSummarySchema),
      }),
      async (c) =>
        cache.respondAt(c, {
          key: 'stages',
          version: await versions.publishedStages(),
          shared: true,
          build: () => service.listPublishedStages(),
        }),
    )
    .get(
      '/competitions/:institutionId/:championshipId/:stageId',
      doc({
        summary: 'A stage for its public page (drafts for staff only). ETag, 304',
        response: publicStageSchema,
        responses: { 404: 'unknown or draft' },
      }),
      async (c) => {
        const { institutionId, championshipId, stageId } = c.req.param();
        const viewer = c.get('viewer');
        const { version, audience, shared } = await versions.stagePage(viewer, institutionId, championshipId, stageId);
        return cache.respondAt(c, {
          key: `stage:${institutionId}/${championshipId}/${stageId}:${audience}`,
          version,
          shared,
          build: () => service.stageByPath(viewer, institutionId, championshipId, stageId),
        });
      },
    )
    .patch(
      '/admin/stages/:stageId',
      doc({
        summary: 'Change a stage (admin); publishes on the stages topic',
        body: stagePatchSchema,
        response: stageSummarySchema,
        responses: { 200: 'the stage', 401: 'signed out', 403: 'not admin' },
      }),
      async (c) => {
        const patch = await jsonBody(c, stagePatchSchema);
        return c.json(await service.patchStage(c.get('viewer'), c.req.param('stageId'), patch));
      },
    );
}
