import { scoreQueriesSchema, scoreQueryAnswerSchema, scoreQueryBodySchema, scoreQuerySchema } from '@trialhub/domain';
import { Hono } from 'hono';
import { jsonBody } from '../../http/app-error.js';
import type { AppEnv } from '../../http/app-env.js';
import type { ScoreQueriesService } from './score-queries.service.js';
import { doc } from '../../http/describe.js';

/** Score queries ("Ask the clerk") — roles and rules are checked in the service. */
export function scoreQueriesRoutes(service: ScoreQueriesService) {
  return new Hono<AppEnv>()
    .get(
      '/stages/:stageId/results/:participantId/queries',
      doc({
        summary:
          "Score queries on a result: the rider's own (or any, for secretaries); live notices: topic stage:<id>:queries:<rider>",
        response: scoreQueriesSchema,
        responses: { 200: 'the queries', 401: 'signed out', 403: 'not own' },
      }),
      async (c) => {
        c.header('cache-control', 'no-store');
        const { stageId, participantId } = c.req.param();
        return c.json(await service.listForParticipant(c.get('viewer'), stageId, participantId));
      },
    )
    .post(
      '/stages/:stageId/results/:participantId/queries',
      doc({
        summary:
          'A rider asks the clerk about a section/lap score of their own result (until results are approved; one open per score). Changes no score.',
        body: scoreQueryBodySchema,
        response: scoreQuerySchema,
        status: 201,
        responses: {
          201: 'the query',
          403: 'not own entry',
          404: 'no score there',
          409: 'results approved, or already an open query on that score',
        },
      }),
      async (c) => {
        const { stageId, participantId } = c.req.param();
        const body = await jsonBody(c, scoreQueryBodySchema);
        return c.json(await service.ask(c.get('viewer'), stageId, participantId, body), 201);
      },
    )
    .get(
      '/stages/:stageId/queries',
      doc({
        summary:
          "Secretary: the stage's score queries, open first (live notices without content: topic stage:<id>:queries)",
        response: scoreQueriesSchema,
        responses: { 200: 'the queries', 403: 'not secretary' },
      }),
      async (c) => {
        c.header('cache-control', 'no-store');
        return c.json(await service.listForStage(c.get('viewer'), c.req.param('stageId')));
      },
    )
    .patch(
      '/stages/:stageId/queries/:queryId',
      doc({
        summary: 'Secretary answers a score query: the reply and the outcome (stands / corrected); changes no score',
        body: scoreQueryAnswerSchema,
        response: scoreQuerySchema,
        responses: { 200: 'the query', 409: 'already answered' },
      }),
      async (c) => {
        const { stageId, queryId } = c.req.param();
        const body = await jsonBody(c, scoreQueryAnswerSchema);
        return c.json(await service.answer(c.get('viewer'), stageId, queryId, body));
      },
    );
}
