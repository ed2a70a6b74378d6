import { clientErrorSchema, pageViewSchema } from '@trialhub/domain';
import { Hono } from 'hono';
import { jsonBody } from '../../http/app-error.js';
import type { AppEnv } from '../../http/app-env.js';
import type { AnalyticsService } from './analytics.service.js';

export function analyticsRoutes(service: AnalyticsService) {
  return new Hono<AppEnv>()
    .post('/analytics/page-views', async (c) => {
      await service.recordPageView(c.get('viewer'), await jsonBody(c, pageViewSchema));
      return c.body(null, 204);
    })
    .post('/client-errors', async (c) => {
      service.reportClientError(c.get('viewer'), await jsonBody(c, clientErrorSchema));
      return c.body(null, 204);
    });
}
