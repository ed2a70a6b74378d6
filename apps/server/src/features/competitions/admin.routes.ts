import {
  championshipInputSchema,
  clubImportSchema,
  clubInputSchema,
  institutionInputSchema,
  institutionPatchSchema,
  roleGrantSchema,
  stageCreateSchema,
  stageInputSchema,
} from '@trialhub/domain';
import { Hono } from 'hono';
import { jsonBody } from '../../http/app-error.js';
import type { AppEnv } from '../../http/app-env.js';
import type { CompetitionAdminService } from './admin.service.js';

/** /api/admin/… — the organiser's area; the service checks the admin role on every call. */
export function competitionAdminRoutes(service: CompetitionAdminService) {
  return new Hono<AppEnv>()
    .get('/admin/institutions', async (c) => c.json(await service.listInstitutions(c.get('viewer'))))
    .post('/admin/institutions', async (c) => {
      const { id, name } = await jsonBody(c, institutionInputSchema);
      await service.createInstitution(c.get('viewer'), id, name);
      return c.json(await service.listInstitutions(c.get('viewer')), 201);
    })
    .patch('/admin/institutions/:id', async (c) => {
      const { name } = await jsonBody(c, institutionPatchSchema);
      await service.renameInstitution(c.get('viewer'), c.req.param('id'), name);
      return c.json(await service.listInstitutions(c.get('viewer')));
    })
    .delete('/admin/institutions/:id', async (c) => {
      await service.deleteInstitution(c.get('viewer'), c.req.param('id'));
      return c.body(null, 204);
    })
    .post('/admin/institutions/:id/championships', async (c) => {
      const input = await jsonBody(c, championshipInputSchema);
      return c.json(await service.createChampionship(c.get('viewer'), c.req.param('id'), input), 201);
    })
    .get('/admin/institutions/:id/championships/:slug', async (c) =>
      c.json(await service.championship(c.get('viewer'), c.req.param('id'), c.req.param('slug'))),
    )
    .put('/admin/championships/:id', async (c) => {
      const input = await jsonBody(c, championshipInputSchema);
      return c.json(await service.updateChampionship(c.get('viewer'), c.req.param('id'), input));
    })
    .delete('/admin/championships/:id', async (c) => {
      await service.deleteChampionship(c.get('viewer'), c.req.param('id'));
      return c.body(null, 204);
    })
    .post('/admin/championships/:id/stages', async (c) => {
      const { slug, title, copyFromStageId } = await jsonBody(c, stageCreateSchema);
      return c.json(
        await service.createStage(c.get('viewer'), c.req.param('id'), slug, title, copyFromStageId ?? null),
        201,
      );
    })
    .get('/admin/stages/:id', async (c) => c.json(await service.stage(c.get('viewer'), c.req.param('id'))))
    .put('/admin/stages/:id', async (c) => {
      const input = await jsonBody(c, stageInputSchema);
      return c.json(await service.updateStage(c.get('viewer'), c.req.param('id'), input));
    })
    .delete('/admin/stages/:id', async (c) => {
      await service.deleteStage(c.get('viewer'), c.req.param('id'));
      return c.body(null, 204);
    })
    .get('/clubs', async (c) => c.json(await service.listClubs()))
    .put('/admin/clubs', async (c) => {
      await service.saveClub(c.get('viewer'), await jsonBody(c, clubInputSchema));
      return c.json(await service.listClubs());
    })
    .delete('/admin/clubs/:id', async (c) => {
      await service.deleteClub(c.get('viewer'), c.req.param('id'));
      return c.body(null, 204);
    })
    .post('/admin/clubs/import', async (c) => {
      const { csv } = await jsonBody(c, clubImportSchema);
      return c.json(await service.importClubs(c.get('viewer'), csv));
    })
    .get('/admin/users', async (c) => c.json(await service.searchUsers(c.get('viewer'), c.req.query('q') ?? '')))
    .post('/admin/users/:id/roles', async (c) => {
      const { role, grant } = await jsonBody(c, roleGrantSchema);
      return c.json(await service.setUserRole(c.get('viewer'), c.req.param('id'), role, grant));
    });
}
