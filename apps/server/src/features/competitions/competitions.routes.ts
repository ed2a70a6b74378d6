import { stagePatchSchema } from '@trialhub/domain';
import { Hono } from 'hono';
import { jsonBody } from '../../http/app-error.js';
import type { AppEnv } from '../../http/app-env.js';
import type { CompetitionsService } from './competitions.service.js';

export function competitionsRoutes(service: CompetitionsService) {
  return new Hono<AppEnv>()
    .get('/stages', async (c) => {
      c.header('cache-control', 'no-cache');
      return c.json(await service.listPublishedStages());
    })
    .get('/competitions/:institutionId/:championshipId/:stageId', async (c) => {
      const { institutionId, championshipId, stageId } = c.req.param();
      c.header('cache-control', 'no-cache');
      return c.json(await service.stageByPath(c.get('viewer'), institutionId, championshipId, stageId));
    })
    .patch('/admin/stages/:stageId', async (c) => {
      const patch = await jsonBody(c, stagePatchSchema);
      return c.json(await service.patchStage(c.get('viewer'), c.req.param('stageId'), patch));
    });
}
