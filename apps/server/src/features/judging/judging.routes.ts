import { importSheetSchema, judgeBatchSchema, keyedBatchSchema, stageJudgeInputSchema } from '@trialhub/domain';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { jsonBody } from '../../http/app-error.js';
import type { AppEnv } from '../../http/app-env.js';
import type { JudgeOpOutcome as CountedOutcome } from '../../ops/metrics.js';
import type { JudgingService } from './judging.service.js';
import { OBSERVER_COOKIE } from './observers.service.js';

/** Judge app and judges configuration — roles are checked in the service. `onOutcome` counts ops (/metrics). */
export function judgingRoutes(service: JudgingService, onOutcome: (outcome: CountedOutcome) => void = () => {}) {
  return (
    new Hono<AppEnv>()
      .get('/me/judge-stages', async (c) => {
        c.header('cache-control', 'no-store');
        return c.json(await service.myJudgeStages(c.get('viewer')));
      })
      .get('/judging/stages/:stageId', async (c) => {
        c.header('cache-control', 'no-store');
        const session = getCookie(c, OBSERVER_COOKIE);
        return c.json(await service.stageForJudge(c.get('viewer'), c.req.param('stageId'), session));
      })
      .post('/judging/stages/:stageId/ops', async (c) => {
        const batch = await jsonBody(c, judgeBatchSchema);
        const session = getCookie(c, OBSERVER_COOKIE);
        const answer = await service.applyBatch(c.get('viewer'), c.req.param('stageId'), batch, session);
        for (const op of answer.outcomes) onOutcome(op.replayed ? 'replayed' : op.outcome);
        return c.json(answer);
      })
      .post('/stages/:stageId/judging/import', async (c) => {
        const request = await jsonBody(c, importSheetSchema);
        return c.json(await service.importSheet(c.get('viewer'), c.req.param('stageId'), request));
      })
      // Fast keyed entry of a paper sheet (issue #17): secretaries; the same exactly-once ops as the app.
      .get('/stages/:stageId/judging/sections/:section/keyed', async (c) => {
        c.header('cache-control', 'no-store');
        const { stageId, section } = c.req.param();
        return c.json(await service.keyedSection(c.get('viewer'), stageId, Number(section)));
      })
      .post('/stages/:stageId/judging/keyed', async (c) => {
        const batch = await jsonBody(c, keyedBatchSchema);
        const answer = await service.applyKeyed(c.get('viewer'), c.req.param('stageId'), batch);
        for (const op of answer.outcomes) onOutcome(op.replayed ? 'replayed' : op.outcome);
        return c.json(answer);
      })
      .get('/judging/candidates', async (c) => {
        return c.json(await service.candidates(c.get('viewer'), c.req.query('q') ?? ''));
      })
      .get('/stages/:stageId/judges', async (c) => {
        c.header('cache-control', 'no-store');
        return c.json(await service.listJudges(c.get('viewer'), c.req.param('stageId')));
      })
      .get('/stages/:stageId/judging/progress', async (c) => {
        c.header('cache-control', 'no-store');
        return c.json(await service.progress(c.get('viewer'), c.req.param('stageId')));
      })
      .put('/stages/:stageId/judges/:userId', async (c) => {
        const { section } = await jsonBody(c, stageJudgeInputSchema);
        const { stageId, userId } = c.req.param();
        return c.json(await service.setJudge(c.get('viewer'), stageId, userId, section));
      })
      .delete('/stages/:stageId/judges/:userId', async (c) => {
        const { stageId, userId } = c.req.param();
        await service.removeJudge(c.get('viewer'), stageId, userId);
        return c.body(null, 204);
      })
  );
}
