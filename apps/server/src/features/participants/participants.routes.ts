import {
  enteredParticipantSchema,
  entryImportResponseSchema,
  entryImportSchema,
  participantBodySchema,
  participantsListSchema,
  participantsPerClassSchema,
  participantStatusSchema,
} from '@trialhub/domain';
import { Hono } from 'hono';
import { jsonBody } from '../../http/app-error.js';
import type { AppEnv } from '../../http/app-env.js';
import type { ReadVersions } from '../../http/read-versions.js';
import type { TopicReadCache } from '../../http/topic-cache.js';
import type { ParticipantsService } from './participants.service.js';
import { doc } from '../../http/describe.js';

const confirmations = (body: {
  confirmDuplicateName?: boolean;
  confirmClassAge?: boolean;
  riderId?: string;
  oneEventLicence?: boolean;
}) => ({
  duplicateName: !!body.confirmDuplicateName,
  classAge: !!body.confirmClassAge,
  riderId: body.riderId,
  oneEventLicence: !!body.oneEventLicence,
});

/** /api/stages/:stageId/participants… — roles are checked in the service; the list has an ETag (decision 032). */
export function participantsRoutes(service: ParticipantsService, cache: TopicReadCache, versions: ReadVersions) {
  return new Hono<AppEnv>()
    .get(
      '/stages/:stageId/participants',
      doc({
        summary: 'Participants as the caller may see them (secretaries see more fields). ETag, 304',
        response: participantsListSchema,
        responses: { 404: 'unknown or draft stage' },
      }),
      async (c) => {
        const stageId = c.req.param('stageId');
        const viewer = c.get('viewer');
        const { version, audience, shared } = await versions.stageParticipants(viewer, stageId);
        return cache.respondAt(c, {
          key: `participants:${stageId}:${audience}`,
          version,
          shared,
          build: () => service.list(viewer, stageId),
        });
      },
    )
    .get(
      '/stages/:stageId/participants/per-class',
      doc({
        summary:
          "Riders entered per class (every entry, the same for every reader): the results page's 'Started 5 of 20' without the whole list. ETag, 304",
        response: participantsPerClassSchema,
        responses: { 404: 'unknown or draft stage' },
      }),
      async (c) => {
        const stageId = c.req.param('stageId');
        const viewer = c.get('viewer');
        const { version, audience, shared } = await versions.stageEntries(viewer, stageId);
        return cache.respondAt(c, {
          key: `participants-per-class:${stageId}:${audience}`,
          version,
          shared,
          build: () => service.perClass(viewer, stageId),
        });
      },
    )
    .post(
      '/stages/:stageId/participants/join',
      doc({
        summary: 'A rider joins (registration window, once)',
        body: participantBodySchema,
        response: enteredParticipantSchema,
        status: 201,
        responses: { 201: 'joined', 403: 'closed', 409: 'already joined or duplicate' },
      }),
      async (c) => {
        const { form, ...confirm } = await jsonBody(c, participantBodySchema);
        return c.json(await service.join(c.get('viewer'), c.req.param('stageId'), form, confirmations(confirm)), 201);
      },
    )
    .delete(
      '/stages/:stageId/participants/me',
      doc({ summary: 'A rider cancels (window, no results)', status: 204, responses: { 204: 'cancelled' } }),
      async (c) => {
        await service.cancel(c.get('viewer'), c.req.param('stageId'));
        return c.body(null, 204);
      },
    )
    .post(
      '/stages/:stageId/participants',
      doc({
        summary: 'Secretary adds a participant',
        body: participantBodySchema,
        response: enteredParticipantSchema,
        status: 201,
        responses: { 201: 'added', 409: 'duplicate' },
      }),
      async (c) => {
        const { form, ...confirm } = await jsonBody(c, participantBodySchema);
        return c.json(await service.add(c.get('viewer'), c.req.param('stageId'), form, confirmations(confirm)), 201);
      },
    )
    .post(
      '/stages/:stageId/participants/import',
      doc({
        summary: 'Preview or import an entry list (CSV or spreadsheet text; secretary)',
        body: entryImportSchema,
        response: entryImportResponseSchema,
      }),
      async (c) => {
        const request = await jsonBody(c, entryImportSchema);
        return c.json(await service.importEntries(c.get('viewer'), c.req.param('stageId'), request));
      },
    )
    .put(
      '/stages/:stageId/participants/:id',
      doc({
        summary: 'Secretary edits (result copy updated too)',
        body: participantBodySchema,
        response: enteredParticipantSchema,
      }),
      async (c) => {
        const { form, ...confirm } = await jsonBody(c, participantBodySchema);
        const { stageId, id } = c.req.param();
        return c.json(await service.edit(c.get('viewer'), stageId, id, form, confirmations(confirm)));
      },
    )
    .patch(
      '/stages/:stageId/participants/:id/status',
      doc({
        summary: 'Secretary sets Registered or Confirmed',
        body: participantStatusSchema,
        response: enteredParticipantSchema,
      }),
      async (c) => {
        const { status } = await jsonBody(c, participantStatusSchema);
        const { stageId, id } = c.req.param();
        return c.json(await service.setStatus(c.get('viewer'), stageId, id, status));
      },
    )
    .delete(
      '/stages/:stageId/participants/:id',
      doc({ summary: 'Secretary deletes (not with results)', status: 204, responses: { 204: 'deleted' } }),
      async (c) => {
        const { stageId, id } = c.req.param();
        await service.remove(c.get('viewer'), stageId, id);
        return c.body(null, 204);
      },
    );
}
