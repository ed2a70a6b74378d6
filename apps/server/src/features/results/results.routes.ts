import {
  finishTimeBodySchema,
  liveTopics,
  penaltyBodySchema,
  publishProvisionalBodySchema,
  resultStatusBodySchema,
  sectionPointsBodySchema,
} from '@trialhub/domain';
import { Hono } from 'hono';
import { AppError, jsonBody } from '../../http/app-error.js';
import type { AppEnv } from '../../http/app-env.js';
import type { TopicReadCache } from '../../http/topic-cache.js';
import type { ResultsService } from './results.service.js';

const RESULT = '/stages/:stageId/results/:participantId';

/** A section or lap number in the path: 1..99, else 400. */
function slotOf(section: string, lap: string) {
  const s = Number(section);
  const l = Number(lap);
  if (!/^\d{1,2}$/.test(section) || !/^\d{1,2}$/.test(lap) || s < 1 || l < 1) throw new AppError('badRequest');
  return { section: s, lap: l };
}

/** /api/stages/:stageId/results and the secretary's corrections — roles are checked in the service. */
export function resultsRoutes(service: ResultsService, cache: TopicReadCache) {
  return new Hono<AppEnv>()
    .get('/stages/:stageId/results', async (c) => {
      const stageId = c.req.param('stageId');
      // Results change only with events on these topics (a participant edit rewrites the rider's copy).
      const topics = [liveTopics.stageResults(stageId), liveTopics.stageParticipants(stageId)];
      const { audience, positions } = await service.readCheck(c.get('viewer'), stageId, topics);
      return cache.respond(c, {
        key: `results:${stageId}:${audience}`,
        topics,
        positions,
        shared: audience === 'public',
        build: () => service.listFor(audience, stageId),
      });
    })
    .get('/stages/:stageId/results/state', async (c) => {
      c.header('cache-control', 'no-cache');
      return c.json(await service.state(c.get('viewer'), c.req.param('stageId')));
    })
    .post('/stages/:stageId/results/provisional', async (c) => {
      const body = await jsonBody(c, publishProvisionalBodySchema);
      return c.json(await service.publishProvisional(c.get('viewer'), c.req.param('stageId'), body));
    })
    .get('/stages/:stageId/results-log', async (c) => {
      c.header('cache-control', 'no-store');
      return c.json(await service.audit(c.get('viewer'), c.req.param('stageId')));
    })
    .put(`${RESULT}/status`, async (c) => {
      const { stageId, participantId } = c.req.param();
      const { status } = await jsonBody(c, resultStatusBodySchema);
      return c.json(await service.setStatus(c.get('viewer'), stageId, participantId, status));
    })
    .put(`${RESULT}/finish-time`, async (c) => {
      const { stageId, participantId } = c.req.param();
      const body = await jsonBody(c, finishTimeBodySchema);
      return c.json(await service.changeFinishTime(c.get('viewer'), stageId, participantId, body));
    })
    .delete(RESULT, async (c) => {
      const { stageId, participantId } = c.req.param();
      await service.deleteResult(c.get('viewer'), stageId, participantId);
      return c.body(null, 204);
    })
    .put(`${RESULT}/sections/:section/laps/:lap`, async (c) => {
      const { stageId, participantId, section, lap } = c.req.param();
      const slot = slotOf(section, lap);
      const { points } = await jsonBody(c, sectionPointsBodySchema);
      return c.json(await service.editSection(c.get('viewer'), stageId, participantId, slot, points));
    })
    .delete(`${RESULT}/sections/:section/laps/:lap`, async (c) => {
      const { stageId, participantId, section, lap } = c.req.param();
      return c.json(await service.deleteSection(c.get('viewer'), stageId, participantId, slotOf(section, lap)));
    })
    .post(`${RESULT}/missed-sections`, async (c) => {
      const { stageId, participantId } = c.req.param();
      return c.json(await service.fillMissedSections(c.get('viewer'), stageId, participantId));
    })
    .post(`${RESULT}/penalties`, async (c) => {
      const { stageId, participantId } = c.req.param();
      const { points, reason } = await jsonBody(c, penaltyBodySchema);
      return c.json(await service.addPenalty(c.get('viewer'), stageId, participantId, Number(points), reason), 201);
    })
    .delete(`${RESULT}/penalties/:penaltyId`, async (c) => {
      const { stageId, participantId, penaltyId } = c.req.param();
      return c.json(await service.removePenalty(c.get('viewer'), stageId, participantId, penaltyId));
    });
}
