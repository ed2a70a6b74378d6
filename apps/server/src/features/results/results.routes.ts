import {
  finishTimeBodySchema,
  liveTopics,
  penaltyBodySchema,
  publishProvisionalBodySchema,
  resultAuditEntriesSchema,
  resultStatusBodySchema,
  resultsStateSchema,
  sectionPointsBodySchema,
  stageResultSchema,
  stageResultsSchema,
} from '@trialhub/domain';
import { Hono } from 'hono';
import { AppError, jsonBody } from '../../http/app-error.js';
import { commandIdOf } from '../../http/command-id.js';
import type { AppEnv } from '../../http/app-env.js';
import type { ReadVersions } from '../../http/read-versions.js';
import type { TopicReadCache } from '../../http/topic-cache.js';
import type { ResultsService } from './results.service.js';
import { doc } from '../../http/describe.js';

const RESULT = '/stages/:stageId/results/:participantId';

/** A section or lap number in the path: 1..99, else 400. */
function slotOf(section: string, lap: string) {
  const s = Number(section);
  const l = Number(lap);
  if (!/^\d{1,2}$/.test(section) || !/^\d{1,2}$/.test(lap) || s < 1 || l < 1) throw new AppError('badRequest');
  return { section: s, lap: l };
}

/** /api/stages/:stageId/results and the secretary's corrections — roles are checked in the service. */
export function resultsRoutes(service: ResultsService, cache: TopicReadCache, versions: ReadVersions) {
  return (
    new Hono<AppEnv>()
      .get(
        '/stages/:stageId/results',
        doc({
          summary:
            "Results of a stage, compact: each rider's totals and section scores, no history (decision 037; a rider's is at …/results/{participantId}). Live: topic stage:<id>:results. ETag, 304",
          response: stageResultsSchema,
          responses: { 404: 'unknown or draft stage' },
        }),
        async (c) => {
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
        },
      )
      .get(
        '/stages/:stageId/results/state',
        doc({
          summary:
            "The results' state (decision 027): { state: live | provisional | approved, publishedAt, closesAt (protest window end, null: no window), windowMinutes, approvedAt }; live: topic stage:<id>:results, event 'results.state'",
          response: resultsStateSchema,
          responses: { 404: 'unknown or draft stage' },
        }),
        async (c) => {
          c.header('cache-control', 'no-cache');
          return c.json(await service.state(c.get('viewer'), c.req.param('stageId')));
        },
      )
      // After /results/state: that path is not a rider's.
      .get(
        RESULT,
        doc({
          summary:
            "A rider's whole result: each section's history (who, when, each tap) and the penalty entries, as the results list's audience sees it (decision 037). Live: topic stage:<id>:results. ETag, 304",
          response: stageResultSchema,
          responses: { 404: 'unknown or draft stage, or the rider has no result' },
        }),
        async (c) => {
          const { stageId, participantId } = c.req.param();
          const read = await versions.stageResult(c.get('viewer'), stageId, participantId);
          return cache.respondAt(c, {
            key: `result:${stageId}:${participantId}:${read.audience}`,
            version: read.version,
            shared: read.shared,
            build: () => service.resultFor(read.audience, stageId, participantId),
          });
        },
      )
      .post(
        '/stages/:stageId/results/provisional',
        doc({
          summary:
            'Secretary publishes the results as provisional now, with a protest window of windowMinutes (1–1440) or none (null); publishing again restarts the window',
          body: publishProvisionalBodySchema,
          response: resultsStateSchema,
          responses: {
            200: 'the results state',
            403: 'not secretary',
            409: 'results approved (resultsLocked), or no results yet (standingsNoResults)',
          },
        }),
        async (c) => {
          const body = await jsonBody(c, publishProvisionalBodySchema);
          return c.json(
            await service.publishProvisional(c.get('viewer'), c.req.param('stageId'), body, commandIdOf(c)),
          );
        },
      )
      .get(
        '/stages/:stageId/results-log',
        doc({
          summary: "Secretary: the stage's result corrections (audit entries), newest first",
          response: resultAuditEntriesSchema,
          responses: { 403: 'not secretary' },
        }),
        async (c) => {
          c.header('cache-control', 'no-store');
          return c.json(await service.audit(c.get('viewer'), c.req.param('stageId')));
        },
      )
      .put(
        `${RESULT}/status`,
        doc({
          summary: 'Secretary sets DQ or DNF, or clears the status (null)',
          body: resultStatusBodySchema,
          response: stageResultSchema,
          responses: { 200: 'the result', 409: 'already that status' },
        }),
        async (c) => {
          const { stageId, participantId } = c.req.param();
          const { status } = await jsonBody(c, resultStatusBodySchema);
          return c.json(await service.setStatus(c.get('viewer'), stageId, participantId, status, commandIdOf(c)));
        },
      )
      .put(
        `${RESULT}/finish-time`,
        doc({
          summary: "Secretary changes a finished result's finish time (HH:MM:SS)",
          body: finishTimeBodySchema,
          response: stageResultSchema,
          responses: { 200: 'the result', 400: 'Invalid finish time' },
        }),
        async (c) => {
          const { stageId, participantId } = c.req.param();
          const body = await jsonBody(c, finishTimeBodySchema);
          return c.json(await service.changeFinishTime(c.get('viewer'), stageId, participantId, body, commandIdOf(c)));
        },
      )
      .delete(
        RESULT,
        doc({
          summary: 'Secretary deletes a result (only while its total is null)',
          status: 204,
          responses: { 204: 'deleted', 409: 'has a total, or results approved' },
        }),
        async (c) => {
          const { stageId, participantId } = c.req.param();
          await service.deleteResult(c.get('viewer'), stageId, participantId, commandIdOf(c));
          return c.body(null, 204);
        },
      )
      .put(
        `${RESULT}/sections/:section/laps/:lap`,
        doc({
          summary: 'Secretary edits section points (EditedTo event; classic: not 0/1/2/3/5 becomes 0)',
          body: sectionPointsBodySchema,
          response: stageResultSchema,
          responses: { 200: 'the result' },
        }),
        async (c) => {
          const { stageId, participantId, section, lap } = c.req.param();
          const slot = slotOf(section, lap);
          const { points } = await jsonBody(c, sectionPointsBodySchema);
          return c.json(
            await service.editSection(c.get('viewer'), stageId, participantId, slot, points, commandIdOf(c)),
          );
        },
      )
      .delete(
        `${RESULT}/sections/:section/laps/:lap`,
        doc({
          summary: 'Secretary deletes a section (not when the next lap has it)',
          response: stageResultSchema,
          responses: { 200: 'the result', 409: 'result in next lap' },
        }),
        async (c) => {
          const { stageId, participantId, section, lap } = c.req.param();
          return c.json(
            await service.deleteSection(c.get('viewer'), stageId, participantId, slotOf(section, lap), commandIdOf(c)),
          );
        },
      )
      .post(
        `${RESULT}/missed-sections`,
        doc({
          summary:
            "Secretary counts a rider's unscored sections with the championship's missed-section points (rule applied by the secretary)",
          response: stageResultSchema,
          responses: {
            200: 'the result, finished',
            409: 'the rule is off or left to approval, or does not fit the rider',
          },
        }),
        async (c) => {
          const { stageId, participantId } = c.req.param();
          return c.json(await service.fillMissedSections(c.get('viewer'), stageId, participantId, commandIdOf(c)));
        },
      )
      .post(
        `${RESULT}/penalties`,
        doc({
          summary: 'Secretary adds penalty points',
          body: penaltyBodySchema,
          response: stageResultSchema,
          status: 201,
          responses: { 201: 'the result' },
        }),
        async (c) => {
          const { stageId, participantId } = c.req.param();
          const { points, reason } = await jsonBody(c, penaltyBodySchema);
          return c.json(
            await service.addPenalty(c.get('viewer'), stageId, participantId, Number(points), reason, commandIdOf(c)),
            201,
          );
        },
      )
      .delete(
        `${RESULT}/penalties/:penaltyId`,
        doc({
          summary: 'Secretary removes penalty points',
          response: stageResultSchema,
          responses: { 200: 'the result' },
        }),
        async (c) => {
          const { stageId, participantId, penaltyId } = c.req.param();
          return c.json(
            await service.removePenalty(c.get('viewer'), stageId, participantId, penaltyId, commandIdOf(c)),
          );
        },
      )
  );
}
