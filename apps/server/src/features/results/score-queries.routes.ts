import { scoreQueryAnswerSchema, scoreQueryBodySchema } from '@trialhub/domain';
import { Hono } from 'hono';
import { jsonBody } from '../../http/app-error.js';
import type { AppEnv } from '../../http/app-env.js';
import type { ScoreQueriesService } from './score-queries.service.js';

/** Score queries ("Ask the clerk") — roles and rules are checked in the service. */
export function scoreQueriesRoutes(service: ScoreQueriesService) {
  return new Hono<AppEnv>()
    .get('/stages/:stageId/results/:participantId/queries', async (c) => {
      c.header('cache-control', 'no-store');
      const { stageId, participantId } = c.req.param();
      return c.json(await service.listForParticipant(c.get('viewer'), stageId, participantId));
    })
    .post('/stages/:stageId/results/:participantId/queries', async (c) => {
      const { stageId, participantId } = c.req.param();
      const body = await jsonBody(c, scoreQueryBodySchema);
      return c.json(await service.ask(c.get('viewer'), stageId, participantId, body), 201);
    })
    .get('/stages/:stageId/queries', async (c) => {
      c.header('cache-control', 'no-store');
      return c.json(await service.listForStage(c.get('viewer'), c.req.param('stageId')));
    })
    .patch('/stages/:stageId/queries/:queryId', async (c) => {
      const { stageId, queryId } = c.req.param();
      const body = await jsonBody(c, scoreQueryAnswerSchema);
      return c.json(await service.answer(c.get('viewer'), stageId, queryId, body));
    });
}
