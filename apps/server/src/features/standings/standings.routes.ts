import {
  approveResultsBodySchema,
  compactStandingsTables,
  compactStandingsView,
  finalizeStandingsBodySchema,
  generateStandingsBodySchema,
  mergeStandingBodySchema,
  renameStandingBodySchema,
  generateStandingsResponseSchema,
  markdownFilesSchema,
  stageApprovalStateSchema,
  standingPositionAnswerSchema,
  standingsTablesSchema,
  standingsViewSchema,
} from '@trialhub/domain';
import { Hono } from 'hono';
import { jsonBody, optionalJsonBody } from '../../http/app-error.js';
import type { AppEnv } from '../../http/app-env.js';
import type { ReadVersions } from '../../http/read-versions.js';
import type { TopicReadCache } from '../../http/topic-cache.js';
import { commandIdOf } from '../../http/command-id.js';
import type { StandingsService } from './standings.service.js';
import { doc } from '../../http/describe.js';

/** Approval and standings (issue 8) — roles are checked in the service; the standings reads have an ETag (decision 032). */
export function standingsRoutes(service: StandingsService, cache: TopicReadCache, versions: ReadVersions) {
  return new Hono<AppEnv>()
    .get(
      '/stages/:stageId/approval',
      doc({ summary: 'Approval banner state (secretary)', response: stageApprovalStateSchema }),
      async (c) => {
        c.header('cache-control', 'no-cache');
        return c.json(await service.approvalState(c.get('viewer'), c.req.param('stageId')));
      },
    )
    .post(
      '/stages/:stageId/results/approve',
      doc({
        summary:
          'Secretary approves results: positions and points per class. Inside an open protest window only with body { confirmEarly: true }; the body may be left out otherwise',
        body: approveResultsBodySchema,
        optionalBody: true,
        response: stageApprovalStateSchema,
        responses: {
          200: 'approved',
          409: 'protestWindowOpen: the protest window is open and confirmEarly was not sent. standingsNotAllFinished: not all participants finished or DNF/DQ/DNS; error.offenders names them (participantId, name, racingClass, racingNumber), registered riders without any score included',
        },
      }),
      async (c) => {
        // No body (as before) or { confirmEarly: true } to approve inside an open protest window.
        const { confirmEarly } = await optionalJsonBody(c, approveResultsBodySchema);
        const stageId = c.req.param('stageId');
        return c.json(await service.approveResults(c.get('viewer'), stageId, confirmEarly === true, commandIdOf(c)));
      },
    )
    .post(
      '/stages/:stageId/standings/generate',
      doc({
        summary: 'Secretary generates the stage standings (identity conflicts are returned, nothing written)',
        body: generateStandingsBodySchema,
        response: generateStandingsResponseSchema,
        responses: { 200: 'generated, or the conflicts to resolve' },
      }),
      async (c) => {
        const { resolutions } = await jsonBody(c, generateStandingsBodySchema);
        return c.json(
          await service.generate(c.get('viewer'), c.req.param('stageId'), resolutions ?? [], commandIdOf(c)),
        );
      },
    )
    .post(
      '/stages/:stageId/standings/publish',
      doc({
        summary: 'Secretary publishes the stage standings',
        response: stageApprovalStateSchema,
        responses: { 200: 'published' },
      }),
      async (c) => c.json(await service.publish(c.get('viewer'), c.req.param('stageId'), commandIdOf(c))),
    )
    .get(
      '/standings/:institutionId/:championshipId',
      doc({
        summary:
          'Championship standings, raw positions (drafts for secretaries only; live: topic championship:<id>:standings). Each stage entry is compact: its title, link, result id, status, club, team and class are left out when they are what its stage (stages[] by order) and its rider say (decision 040). ETag, 304',
        response: standingsViewSchema,
        responses: { 404: 'unknown' },
      }),
      async (c) => {
        const { institutionId, championshipId } = c.req.param();
        const viewer = c.get('viewer');
        const { version, audience, shared } = await versions.standings(viewer, institutionId, championshipId);
        return cache.respondAt(c, {
          key: `standings:${institutionId}/${championshipId}:${audience}`,
          version,
          shared,
          // Compact on the wire (decision 040): each stage entry without what its stage and rider say.
          build: async () => compactStandingsView(await service.view(viewer, institutionId, championshipId)),
        });
      },
    )
    .get(
      '/standings/:institutionId/:championshipId/tables',
      doc({
        summary:
          'The standings as the standings page shows them to the caller (issue #16): stages shown, race count, mode, individual standings deduplicated and ranked (position, total, totalMinusWorst, results per stage with points or resultStatus DQ/DNF/DNS, compact as in the standings view: title and link from stages[] and participantId), club and family-cup standings (position, totalPoints, participants with stage points). Visitors get published stages only; nothing while the standings are a draft. ETag, 304',
        response: standingsTablesSchema,
        responses: { 404: 'unknown championship' },
      }),
      async (c) => {
        const { institutionId, championshipId } = c.req.param();
        const viewer = c.get('viewer');
        const { version, audience, shared } = await versions.standings(viewer, institutionId, championshipId);
        return cache.respondAt(c, {
          key: `tables:${institutionId}/${championshipId}:${audience}`,
          version,
          shared,
          build: async () => compactStandingsTables(await service.tables(viewer, institutionId, championshipId)),
        });
      },
    )
    .post(
      '/championships/:championshipId/standings/finalize',
      doc({
        summary: 'Approve / Final batch over every standing (secretary)',
        body: finalizeStandingsBodySchema,
        status: 204,
        responses: { 204: 'done' },
      }),
      async (c) => {
        const { mode } = await jsonBody(c, finalizeStandingsBodySchema);
        await service.finalize(c.get('viewer'), c.req.param('championshipId'), mode);
        return c.body(null, 204);
      },
    )
    .get(
      '/championships/:championshipId/standings/export',
      doc({ summary: 'The three Markdown exports (secretary)', response: markdownFilesSchema }),
      async (c) => c.json(await service.exportMarkdown(c.get('viewer'), c.req.param('championshipId'))),
    )
    .patch(
      '/championships/:championshipId/standings/:id',
      doc({
        summary: 'Rename a standing (secretary)',
        body: renameStandingBodySchema,
        response: standingPositionAnswerSchema,
        responses: { 200: 'renamed', 409: 'no changes or name taken' },
      }),
      async (c) => {
        const { name } = await jsonBody(c, renameStandingBodySchema);
        const { championshipId, id } = c.req.param();
        return c.json(await service.rename(c.get('viewer'), championshipId, id, name));
      },
    )
    .post(
      '/championships/:championshipId/standings/:id/merge',
      doc({
        summary: 'Merge a standing into another of the same class (secretary)',
        body: mergeStandingBodySchema,
        response: standingPositionAnswerSchema,
        responses: { 200: 'merged' },
      }),
      async (c) => {
        const { targetId } = await jsonBody(c, mergeStandingBodySchema);
        const { championshipId, id } = c.req.param();
        return c.json(await service.merge(c.get('viewer'), championshipId, id, targetId));
      },
    )
    .delete(
      '/championships/:championshipId/standings/:id',
      doc({ summary: 'Delete a standing (secretary)', status: 204, responses: { 204: 'deleted' } }),
      async (c) => {
        const { championshipId, id } = c.req.param();
        await service.remove(c.get('viewer'), championshipId, id);
        return c.body(null, 204);
      },
    );
}
