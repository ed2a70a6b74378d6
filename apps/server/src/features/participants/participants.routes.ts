import { entryImportSchema, participantBodySchema, participantStatusSchema } from '@trialhub/domain';
import { Hono } from 'hono';
import { jsonBody } from '../../http/app-error.js';
import type { AppEnv } from '../../http/app-env.js';
import type { ParticipantsService } from './participants.service.js';

const confirmations = (body: { confirmDuplicateName?: boolean; confirmClassAge?: boolean }) => ({
  duplicateName: !!body.confirmDuplicateName,
  classAge: !!body.confirmClassAge,
});

/** /api/stages/:stageId/participants… — roles are checked in the service. */
export function participantsRoutes(service: ParticipantsService) {
  return new Hono<AppEnv>()
    .get('/stages/:stageId/participants', async (c) => {
      c.header('cache-control', 'no-cache');
      return c.json(await service.list(c.get('viewer'), c.req.param('stageId')));
    })
    .post('/stages/:stageId/participants/join', async (c) => {
      const { form, ...confirm } = await jsonBody(c, participantBodySchema);
      return c.json(await service.join(c.get('viewer'), c.req.param('stageId'), form, confirmations(confirm)), 201);
    })
    .delete('/stages/:stageId/participants/me', async (c) => {
      await service.cancel(c.get('viewer'), c.req.param('stageId'));
      return c.body(null, 204);
    })
    .post('/stages/:stageId/participants', async (c) => {
      const { form, ...confirm } = await jsonBody(c, participantBodySchema);
      return c.json(await service.add(c.get('viewer'), c.req.param('stageId'), form, confirmations(confirm)), 201);
    })
    .post('/stages/:stageId/participants/import', async (c) => {
      const request = await jsonBody(c, entryImportSchema);
      return c.json(await service.importEntries(c.get('viewer'), c.req.param('stageId'), request));
    })
    .put('/stages/:stageId/participants/:id', async (c) => {
      const { form, ...confirm } = await jsonBody(c, participantBodySchema);
      const { stageId, id } = c.req.param();
      return c.json(await service.edit(c.get('viewer'), stageId, id, form, confirmations(confirm)));
    })
    .patch('/stages/:stageId/participants/:id/status', async (c) => {
      const { status } = await jsonBody(c, participantStatusSchema);
      const { stageId, id } = c.req.param();
      return c.json(await service.setStatus(c.get('viewer'), stageId, id, status));
    })
    .delete('/stages/:stageId/participants/:id', async (c) => {
      const { stageId, id } = c.req.param();
      await service.remove(c.get('viewer'), stageId, id);
      return c.body(null, 204);
    });
}
