import { publicStartListSchema, startListBodySchema } from '@trialhub/domain';
import { Hono } from 'hono';
import { jsonBody } from '../../http/app-error.js';
import type { AppEnv } from '../../http/app-env.js';
import { doc } from '../../http/describe.js';
import type { StartListsService } from './start-lists.service.js';

/** /api/stages/:stageId/start-list — the read follows the stage's read rule; only secretaries set it. */
export function startListsRoutes(service: StartListsService) {
  return new Hono<AppEnv>()
    .get(
      '/stages/:stageId/start-list',
      doc({
        summary: "A stage's start list: the blocks and every rider's start time (venue clock: timeZone)",
        response: publicStartListSchema,
        responses: { 404: 'unknown or draft stage' },
      }),
      async (c) => {
        c.header('cache-control', 'no-store');
        return c.json(await service.view(c.get('viewer'), c.req.param('stageId')));
      },
    )
    .put(
      '/stages/:stageId/start-list',
      doc({
        summary:
          'Secretary sets the start blocks (classes, start time, interval, group size, order); a draw keeps its recorded seed unless redrawn',
        body: startListBodySchema,
        response: publicStartListSchema,
        responses: { 400: 'invalid blocks or unknown class', 404: 'unknown stage' },
      }),
      async (c) => {
        const body = await jsonBody(c, startListBodySchema);
        return c.json(await service.save(c.get('viewer'), c.req.param('stageId'), body));
      },
    );
}
