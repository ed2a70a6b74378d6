import {
  championshipInputSchema,
  clientErrorSchema,
  clubImportSchema,
  clubInputSchema,
  institutionInputSchema,
  magicLinkFinishSchema,
  pageViewSchema,
  participantBodySchema,
  participantStatusSchema,
  passwordResetRequestSchema,
  profileUpdateSchema,
  roleGrantSchema,
  setPasswordSchema,
  stageCreateSchema,
  stagePatchSchema,
  stageSummarySchema,
} from '@trialhub/domain';
import { z } from 'zod';

const json = (schema: z.ZodType) => ({
  content: { 'application/json': { schema: z.toJSONSchema(schema, { io: 'input' }) } },
});

/** The API contract as OpenAPI 3.1, generated from the same zod schemas the routes validate with. */
export function openApiDocument() {
  return {
    openapi: '3.1.0',
    info: { title: 'TrialHub API', version: '0.1.0' },
    paths: {
      '/api/health': { get: { summary: 'Liveness and database kind', responses: { 200: { description: 'ok' } } } },
      '/api/config': {
        get: { summary: 'Public configuration for the browser', responses: { 200: { description: 'ok' } } },
      },
      '/api/stages': {
        get: {
          summary: 'Published stages',
          responses: { 200: { description: 'ok', ...json(z.array(stageSummarySchema)) } },
        },
      },
      '/api/admin/stages/{stageId}': {
        patch: {
          summary: 'Change a stage (admin); publishes on the stages topic',
          requestBody: json(stagePatchSchema),
          responses: {
            200: { description: 'the stage', ...json(stageSummarySchema) },
            401: { description: 'signed out' },
            403: { description: 'not admin' },
          },
        },
      },
      '/api/live': {
        get: {
          summary: 'Server-Sent Events: ?topics=a,b; Last-Event-ID "topic=seq;…" replays or sends resync',
          responses: {
            200: { description: 'text/event-stream' },
            400: { description: 'unknown topic or bad event id' },
          },
        },
      },
      '/api/analytics/page-views': {
        post: {
          summary: 'Record a page view',
          requestBody: json(pageViewSchema),
          responses: { 204: { description: 'stored' } },
        },
      },
      '/api/client-errors': {
        post: {
          summary: 'Report a browser error',
          requestBody: json(clientErrorSchema),
          responses: { 204: { description: 'logged' } },
        },
      },
    },
  };
}
