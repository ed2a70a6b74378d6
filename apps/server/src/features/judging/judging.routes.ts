import {
  importSheetResponseSchema,
  importSheetSchema,
  judgeBatchResponseSchema,
  judgeOpOutcomeSchema,
  judgingStageSchema,
  keyedBatchResponseSchema,
  keyedSectionSchema,
  judgeBatchSchema,
  judgeCandidatesSchema,
  keyedBatchSchema,
  myJudgeStagesSchema,
  sectionProgressListSchema,
  stageJudgeInputSchema,
  stageJudgesSchema,
} from '@trialhub/domain';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { jsonBody } from '../../http/app-error.js';
import type { AppEnv } from '../../http/app-env.js';
import type { JudgeOpOutcome as CountedOutcome } from '../../ops/metrics.js';
import type { JudgingService } from './judging.service.js';
import { OBSERVER_COOKIE } from './observers.service.js';
import { doc } from '../../http/describe.js';

/** Judge app and judges configuration — roles are checked in the service. `onOutcome` counts ops (/metrics). */
export function judgingRoutes(service: JudgingService, onOutcome: (outcome: CountedOutcome) => void = () => {}) {
  return (
    new Hono<AppEnv>()
      .get(
        '/me/judge-stages',
        doc({ summary: 'Ids of the stages the signed-in user judges', response: myJudgeStagesSchema }),
        async (c) => {
          c.header('cache-control', 'no-store');
          return c.json(await service.myJudgeStages(c.get('viewer')));
        },
      )
      .get(
        '/judging/stages/:stageId',
        doc({
          summary:
            'What the judge app caches for a stage: stage, classes, riders, counted scores (stage judges and observer phones)',
          security: ['session', 'observerSession'],
          response: judgingStageSchema,
          responses: { 401: 'signed out', 403: 'not a judge of the stage' },
        }),
        async (c) => {
          c.header('cache-control', 'no-store');
          const session = getCookie(c, OBSERVER_COOKIE);
          return c.json(await service.stageForJudge(c.get('viewer'), c.req.param('stageId'), session));
        },
      )
      .post(
        '/judging/stages/:stageId/ops',
        doc({
          summary:
            "Apply the judge app's operations exactly once, in device order; a replayed id gets its first answer",
          body: judgeBatchSchema,
          response: judgeBatchResponseSchema,
          security: ['session', 'observerSession'],
          responses: {
            200: 'one outcome per operation (applied / rejected with a reason) and the changed results',
            403: 'not a judge of the stage',
          },
        }),
        async (c) => {
          const batch = await jsonBody(c, judgeBatchSchema);
          const session = getCookie(c, OBSERVER_COOKIE);
          const answer = await service.applyBatch(c.get('viewer'), c.req.param('stageId'), batch, session);
          for (const op of answer.outcomes) onOutcome(op.replayed ? 'replayed' : op.outcome);
          return c.json(answer);
        },
      )
      .post(
        '/stages/:stageId/judging/import',
        doc({
          summary:
            "Preview (commit false) or import (commit true) a standalone judge's score sheet (secretary, classic stages)",
          body: importSheetSchema,
          response: importSheetResponseSchema,
          responses: { 200: 'every row with its status; applied count', 400: 'bad sheet or open-free stage' },
        }),
        async (c) => {
          const request = await jsonBody(c, importSheetSchema);
          return c.json(await service.importSheet(c.get('viewer'), c.req.param('stageId'), request));
        },
      )
      // Fast keyed entry of a paper sheet (issue #17): secretaries; the same exactly-once ops as the app.
      .get(
        '/stages/:stageId/judging/sections/:section/keyed',
        doc({
          summary: 'A section for fast keyed entry of its paper sheet: riders and the scores already in (secretary)',
          response: keyedSectionSchema,
        }),
        async (c) => {
          c.header('cache-control', 'no-store');
          const { stageId, section } = c.req.param();
          return c.json(await service.keyedSection(c.get('viewer'), stageId, Number(section)));
        },
      )
      .post(
        '/stages/:stageId/judging/keyed',
        doc({
          summary: 'Keyed paper-sheet scores as exactly-once operations, as the judge app sends them (secretary)',
          body: keyedBatchSchema,
          response: keyedBatchResponseSchema,
        }),
        async (c) => {
          const batch = await jsonBody(c, keyedBatchSchema);
          const answer = await service.applyKeyed(c.get('viewer'), c.req.param('stageId'), batch);
          for (const op of answer.outcomes) onOutcome(op.replayed ? 'replayed' : op.outcome);
          return c.json(answer);
        },
      )
      .get(
        '/judging/candidates',
        doc({
          summary: "Users who ticked 'I am judge' (?q= name or e-mail; secretary)",
          response: judgeCandidatesSchema,
        }),
        async (c) => {
          return c.json(await service.candidates(c.get('viewer'), c.req.query('q') ?? ''));
        },
      )
      .get(
        '/stages/:stageId/judges',
        doc({ summary: "The stage's judges with section and last sync (secretary)", response: stageJudgesSchema }),
        async (c) => {
          c.header('cache-control', 'no-store');
          return c.json(await service.listJudges(c.get('viewer'), c.req.param('stageId')));
        },
      )
      .get(
        '/stages/:stageId/judging/progress',
        doc({
          summary:
            'Race control (secretary): riders scored of those expected per section and lap, possibly missed riders',
          response: sectionProgressListSchema,
        }),
        async (c) => {
          c.header('cache-control', 'no-store');
          return c.json(await service.progress(c.get('viewer'), c.req.param('stageId')));
        },
      )
      .put(
        '/stages/:stageId/judges/:userId',
        doc({
          summary: 'Make a user a judge of the stage, with an optional section (secretary)',
          body: stageJudgeInputSchema,
          response: stageJudgesSchema,
          responses: { 200: 'the judges', 409: 'user is not a judge' },
        }),
        async (c) => {
          const { section } = await jsonBody(c, stageJudgeInputSchema);
          const { stageId, userId } = c.req.param();
          return c.json(await service.setJudge(c.get('viewer'), stageId, userId, section));
        },
      )
      .post(
        '/stages/:stageId/observers/refused/:opId/accept',
        doc({
          summary:
            "Race control accepts an observer phone's refused tap: applied exactly once as the phone's score, accepted by the secretary (secretary)",
          response: judgeOpOutcomeSchema,
          responses: {
            200: 'the outcome (applied, or why the stage still refuses it)',
            404: 'no such open refused tap',
          },
        }),
        async (c) => {
          const { stageId, opId } = c.req.param();
          return c.json(await service.acceptRefused(c.get('viewer'), stageId, opId));
        },
      )
      .post(
        '/stages/:stageId/observers/refused/:opId/dismiss',
        doc({
          summary: "Race control dismisses an observer phone's refused tap: it stays unscored (secretary)",
          status: 204,
          responses: { 204: 'dismissed', 404: 'no such open refused tap' },
        }),
        async (c) => {
          const { stageId, opId } = c.req.param();
          await service.dismissRefused(c.get('viewer'), stageId, opId);
          return c.body(null, 204);
        },
      )
      .delete(
        '/stages/:stageId/judges/:userId',
        doc({ summary: 'Remove a judge (secretary); scores stay', status: 204, responses: { 204: 'removed' } }),
        async (c) => {
          const { stageId, userId } = c.req.param();
          await service.removeJudge(c.get('viewer'), stageId, userId);
          return c.body(null, 204);
        },
      )
  );
}
