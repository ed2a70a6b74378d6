import { clientErrorSchema, pageViewSchema } from '@trialhub/domain';
import { Hono } from 'hono';
import { jsonBody } from '../../http/app-error.js';
import type { AppEnv } from '../../http/app-env.js';
import type { AnalyticsService } from './analytics.service.js';
import { doc } from '../../http/describe.js';

export function analyticsRoutes(service: AnalyticsService) {
  return new Hono<AppEnv>()
    .post(
      '/analytics/page-views',
      doc({ summary: 'Record a page view', body: pageViewSchema, status: 204, responses: { 204: 'stored' } }),
      async (c) => {
        await service.recordPageView(c.get('viewer'), await jsonBody(c, pageViewSchema));
        return c.body(null, 204);
      },
    )
    .post(
      '/client-errors',
      doc({ summary: 'Report a browser error', body: clientErrorSchema, status: 204, responses: { 204: 'logged' } }),
      async (c) => {
        service.reportClientError(c.get('viewer'), await jsonBody(c, clientErrorSchema));
        return c.body(null, 204);
      },
    );
}
