import {
  licenceCheckSchema,
  licenceImportResponseSchema,
  riderLicenceSchema,
  riderLicencesSchema,
  entryRulesSchema,
  licenceImportSchema,
  licenceInputSchema,
  entryRulesAnswerSchema,
  stageEntryRulesSchema,
} from '@trialhub/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import { AppError, jsonBody } from '../../http/app-error.js';
import type { AppEnv } from '../../http/app-env.js';
import { doc } from '../../http/describe.js';
import type { LicencesService } from './licences.service.js';

const stageRulesBody = z.object({ settings: entryRulesSchema.nullable() }).strict();
const licenceId = (text: string) => {
  const id = /^\d{1,15}$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(id)) throw new AppError('notFound');
  return id;
};
const shortQuery = (value: string | undefined) => (value && value.length <= 120 ? value : undefined);

/** Licences and entry rules (issue #38, decision 079); roles are checked in the service. */
export function licencesRoutes(service: LicencesService) {
  return new Hono<AppEnv>()
    .get(
      '/riders/:riderId/licences',
      doc({ summary: "Secretary: a rider's licences", response: riderLicencesSchema }),
      async (c) => c.json(await service.list(c.get('viewer'), c.req.param('riderId'))),
    )
    .post(
      '/riders/:riderId/licences',
      doc({
        summary: 'Secretary records a licence of a rider',
        body: licenceInputSchema,
        response: riderLicenceSchema,
        status: 201,
      }),
      async (c) => {
        const body = await jsonBody(c, licenceInputSchema);
        return c.json(await service.add(c.get('viewer'), c.req.param('riderId'), body), 201);
      },
    )
    .put(
      '/riders/:riderId/licences/:licenceId',
      doc({
        summary: 'Secretary corrects a licence of a rider',
        body: licenceInputSchema,
        response: riderLicenceSchema,
      }),
      async (c) => {
        const id = licenceId(c.req.param('licenceId'));
        const body = await jsonBody(c, licenceInputSchema);
        return c.json(await service.update(c.get('viewer'), c.req.param('riderId'), id, body));
      },
    )
    .delete(
      '/riders/:riderId/licences/:licenceId',
      doc({ summary: 'Secretary removes a licence', status: 204 }),
      async (c) => {
        await service.remove(c.get('viewer'), c.req.param('riderId'), licenceId(c.req.param('licenceId')));
        return c.body(null, 204);
      },
    )
    .post(
      '/licences/import',
      doc({
        summary: "Secretary: preview or import a federation's licence list (CSV)",
        body: licenceImportSchema,
        response: licenceImportResponseSchema,
      }),
      async (c) => c.json(await service.importLicences(c.get('viewer'), await jsonBody(c, licenceImportSchema))),
    )
    .get(
      '/championships/:championshipId/entry-rules',
      doc({
        summary: 'Licences a championship requires, one-event licence prices, permanent numbers',
        response: entryRulesAnswerSchema,
      }),
      async (c) => c.json(await service.championshipRules(c.req.param('championshipId'))),
    )
    .put(
      '/championships/:championshipId/entry-rules',
      doc({
        summary: "Secretary sets a championship's entry rules",
        body: entryRulesSchema,
        response: entryRulesAnswerSchema,
      }),
      async (c) =>
        c.json(
          await service.setChampionshipRules(
            c.get('viewer'),
            c.req.param('championshipId'),
            await jsonBody(c, entryRulesSchema),
          ),
        ),
    )
    .get(
      '/stages/:stageId/entry-rules',
      doc({
        summary: "A stage's entry rules in force (its own, else the championship's)",
        response: stageEntryRulesSchema,
      }),
      async (c) => c.json(await service.stageRules(c.get('viewer'), c.req.param('stageId'))),
    )
    .put(
      '/stages/:stageId/entry-rules',
      doc({
        summary: "Secretary sets a stage's own licence rules (null: the championship's)",
        body: stageRulesBody,
        response: stageEntryRulesSchema,
      }),
      async (c) => {
        const { settings } = await jsonBody(c, stageRulesBody);
        return c.json(await service.setStageRules(c.get('viewer'), c.req.param('stageId'), settings));
      },
    )
    .get(
      '/stages/:stageId/licence-check',
      doc({
        summary:
          "The entry's licence check on the stage's date and the permanent number: the caller's own rider, or ?riderId= (secretary)",
        response: licenceCheckSchema,
      }),
      async (c) =>
        c.json(
          await service.check(c.get('viewer'), c.req.param('stageId'), {
            riderId: shortQuery(c.req.query('riderId')),
            racingClass: shortQuery(c.req.query('racingClass')),
            newRider: c.req.query('new') === '1',
          }),
        ),
    );
}
