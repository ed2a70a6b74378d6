import {
  approveResultsBodySchema,
  finalizeStandingsBodySchema,
  generateStandingsBodySchema,
  mergeStandingBodySchema,
  renameStandingBodySchema,
} from '@trialhub/domain';
import { Hono } from 'hono';
import { jsonBody, optionalJsonBody } from '../../http/app-error.js';
import type { AppEnv } from '../../http/app-env.js';
import type { StandingsService } from './standings.service.js';

/** Approval and standings (issue 8) — roles are checked in the service. */
export function standingsRoutes(service: StandingsService) {
  return new Hono<AppEnv>()
    .get('/stages/:stageId/approval', async (c) => {
      c.header('cache-control', 'no-cache');
      return c.json(await service.approvalState(c.get('viewer'), c.req.param('stageId')));
    })
    .post('/stages/:stageId/results/approve', async (c) => {
      // No body (as before) or { confirmEarly: true } to approve inside an open protest window.
      const { confirmEarly } = await optionalJsonBody(c, approveResultsBodySchema);
      return c.json(await service.approveResults(c.get('viewer'), c.req.param('stageId'), confirmEarly === true));
    })
    .post('/stages/:stageId/standings/generate', async (c) => {
      const { resolutions } = await jsonBody(c, generateStandingsBodySchema);
      return c.json(await service.generate(c.get('viewer'), c.req.param('stageId'), resolutions ?? []));
    })
    .post('/stages/:stageId/standings/publish', async (c) =>
      c.json(await service.publish(c.get('viewer'), c.req.param('stageId'))),
    )
    .get('/standings/:institutionId/:championshipId', async (c) => {
      const { institutionId, championshipId } = c.req.param();
      c.header('cache-control', 'no-cache');
      return c.json(await service.view(c.get('viewer'), institutionId, championshipId));
    })
    .get('/standings/:institutionId/:championshipId/tables', async (c) => {
      const { institutionId, championshipId } = c.req.param();
      c.header('cache-control', 'no-cache');
      return c.json(await service.tables(c.get('viewer'), institutionId, championshipId));
    })
    .post('/championships/:championshipId/standings/finalize', async (c) => {
      const { mode } = await jsonBody(c, finalizeStandingsBodySchema);
      await service.finalize(c.get('viewer'), c.req.param('championshipId'), mode);
      return c.body(null, 204);
    })
    .get('/championships/:championshipId/standings/export', async (c) =>
      c.json(await service.exportMarkdown(c.get('viewer'), c.req.param('championshipId'))),
    )
    .patch('/championships/:championshipId/standings/:id', async (c) => {
      const { name } = await jsonBody(c, renameStandingBodySchema);
      const { championshipId, id } = c.req.param();
      return c.json(await service.rename(c.get('viewer'), championshipId, id, name));
    })
    .post('/championships/:championshipId/standings/:id/merge', async (c) => {
      const { targetId } = await jsonBody(c, mergeStandingBodySchema);
      const { championshipId, id } = c.req.param();
      return c.json(await service.merge(c.get('viewer'), championshipId, id, targetId));
    })
    .delete('/championships/:championshipId/standings/:id', async (c) => {
      const { championshipId, id } = c.req.param();
      await service.remove(c.get('viewer'), championshipId, id);
      return c.body(null, 204);
    });
}
