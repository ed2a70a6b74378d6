import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import type { ResultsService } from './results.service.js';

/** /api/stages/:stageId/results — roles are checked in the service. */
export function resultsRoutes(service: ResultsService) {
  return new Hono<AppEnv>().get('/stages/:stageId/results', async (c) => {
    c.header('cache-control', 'no-cache');
    return c.json(await service.list(c.get('viewer'), c.req.param('stageId')));
  });
}
