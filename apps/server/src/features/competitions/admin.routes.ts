import {
  adminChampionshipSchema,
  adminInstitutionsSchema,
  adminStageSchema,
  adminUsersSchema,
  championshipInputSchema,
  clubImportResultSchema,
  clubImportSchema,
  clubInputSchema,
  institutionInputSchema,
  institutionPatchSchema,
  roleGrantSchema,
  stageCreateSchema,
  stageInputSchema,
  clubsSchema,
} from '@trialhub/domain';
import { Hono } from 'hono';
import { jsonBody } from '../../http/app-error.js';
import type { AppEnv } from '../../http/app-env.js';
import type { CompetitionAdminService } from './admin.service.js';
import { doc } from '../../http/describe.js';

/** /api/admin/… — the organiser's area; the service checks the admin role on every call. */
export function competitionAdminRoutes(service: CompetitionAdminService) {
  return new Hono<AppEnv>()
    .get(
      '/admin/institutions',
      doc({
        summary: 'Institutions with championships (admin)',
        response: adminInstitutionsSchema,
        responses: { 403: 'not admin' },
      }),
      async (c) => c.json(await service.listInstitutions(c.get('viewer'))),
    )
    .post(
      '/admin/institutions',
      doc({
        summary: 'Create an institution (admin)',
        body: institutionInputSchema,
        response: adminInstitutionsSchema,
        status: 201,
        responses: { 201: 'the institutions' },
      }),
      async (c) => {
        const { id, name } = await jsonBody(c, institutionInputSchema);
        await service.createInstitution(c.get('viewer'), id, name);
        return c.json(await service.listInstitutions(c.get('viewer')), 201);
      },
    )
    .patch(
      '/admin/institutions/:id',
      doc({
        summary: 'Rename an institution (admin)',
        body: institutionPatchSchema,
        response: adminInstitutionsSchema,
        responses: { 200: 'the institutions' },
      }),
      async (c) => {
        const { name } = await jsonBody(c, institutionPatchSchema);
        await service.renameInstitution(c.get('viewer'), c.req.param('id'), name);
        return c.json(await service.listInstitutions(c.get('viewer')));
      },
    )
    .delete(
      '/admin/institutions/:id',
      doc({
        summary: 'Delete an institution without championships (admin)',
        status: 204,
        responses: { 204: 'deleted' },
      }),
      async (c) => {
        await service.deleteInstitution(c.get('viewer'), c.req.param('id'));
        return c.body(null, 204);
      },
    )
    .post(
      '/admin/institutions/:id/championships',
      doc({
        summary: 'Create a championship (admin)',
        body: championshipInputSchema,
        response: adminChampionshipSchema,
        status: 201,
        responses: { 201: 'created' },
      }),
      async (c) => {
        const input = await jsonBody(c, championshipInputSchema);
        return c.json(await service.createChampionship(c.get('viewer'), c.req.param('id'), input), 201);
      },
    )
    .get(
      '/admin/institutions/:id/championships/:slug',
      doc({
        summary: 'A championship with its stages, drafts included (admin)',
        response: adminChampionshipSchema,
        responses: { 404: 'unknown' },
      }),
      async (c) => c.json(await service.championship(c.get('viewer'), c.req.param('id'), c.req.param('slug'))),
    )
    .put(
      '/admin/championships/:id',
      doc({ summary: 'Save a championship (admin)', body: championshipInputSchema, response: adminChampionshipSchema }),
      async (c) => {
        const input = await jsonBody(c, championshipInputSchema);
        return c.json(await service.updateChampionship(c.get('viewer'), c.req.param('id'), input));
      },
    )
    .delete(
      '/admin/championships/:id',
      doc({ summary: 'Delete a championship without stages (admin)', status: 204, responses: { 204: 'deleted' } }),
      async (c) => {
        await service.deleteChampionship(c.get('viewer'), c.req.param('id'));
        return c.body(null, 204);
      },
    )
    .post(
      '/admin/championships/:id/stages',
      doc({
        summary: 'Create a stage, optionally copied from another (admin)',
        body: stageCreateSchema,
        response: adminStageSchema,
        status: 201,
        responses: { 201: 'created' },
      }),
      async (c) => {
        const { slug, title, copyFromStageId } = await jsonBody(c, stageCreateSchema);
        return c.json(
          await service.createStage(c.get('viewer'), c.req.param('id'), slug, title, copyFromStageId ?? null),
          201,
        );
      },
    )
    .get(
      '/admin/stages/:stageId',
      doc({
        summary: 'Every field of a stage, for its edit form (admin)',
        response: adminStageSchema,
        responses: { 404: 'unknown' },
      }),
      async (c) => c.json(await service.stage(c.get('viewer'), c.req.param('stageId'))),
    )
    .put(
      '/admin/stages/:stageId',
      doc({
        summary: 'Save every stage field (admin); publishes on the stages topic',
        body: stageInputSchema,
        response: adminStageSchema,
      }),
      async (c) => {
        const input = await jsonBody(c, stageInputSchema);
        return c.json(await service.updateStage(c.get('viewer'), c.req.param('stageId'), input));
      },
    )
    .delete(
      '/admin/stages/:stageId',
      doc({ summary: 'Delete a stage without participants (admin)', status: 204, responses: { 204: 'deleted' } }),
      async (c) => {
        await service.deleteStage(c.get('viewer'), c.req.param('stageId'));
        return c.body(null, 204);
      },
    )
    .get('/clubs', doc({ summary: 'Clubs', response: clubsSchema }), async (c) => c.json(await service.listClubs()))
    .put(
      '/admin/clubs',
      doc({
        summary: 'Add or change a club (admin)',
        body: clubInputSchema,
        response: clubsSchema,
        responses: { 200: 'the clubs' },
      }),
      async (c) => {
        await service.saveClub(c.get('viewer'), await jsonBody(c, clubInputSchema));
        return c.json(await service.listClubs());
      },
    )
    .delete(
      '/admin/clubs/:id',
      doc({ summary: 'Delete a club (admin)', status: 204, responses: { 204: 'deleted' } }),
      async (c) => {
        await service.deleteClub(c.get('viewer'), c.req.param('id'));
        return c.body(null, 204);
      },
    )
    .post(
      '/admin/clubs/import',
      doc({
        summary: 'Import clubs from CSV (admin)',
        body: clubImportSchema,
        response: clubImportResultSchema,
        responses: { 200: 'counts and unread lines' },
      }),
      async (c) => {
        const { csv } = await jsonBody(c, clubImportSchema);
        return c.json(await service.importClubs(c.get('viewer'), csv));
      },
    )
    .get(
      '/admin/users',
      doc({ summary: 'Users by name or e-mail (?q=; admin)', response: adminUsersSchema }),
      async (c) => c.json(await service.searchUsers(c.get('viewer'), c.req.query('q') ?? '')),
    )
    .post(
      '/admin/users/:id/roles',
      doc({ summary: 'Grant or revoke admin or secretary (admin)', body: roleGrantSchema, response: adminUsersSchema }),
      async (c) => {
        const { role, grant } = await jsonBody(c, roleGrantSchema);
        return c.json(await service.setUserRole(c.get('viewer'), c.req.param('id'), role, grant));
      },
    );
}
