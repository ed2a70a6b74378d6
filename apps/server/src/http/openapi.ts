import { generateSpecs } from 'hono-openapi';
import type { Env, Hono } from 'hono';

/**
 * better-auth answers under one wildcard route, which hono-openapi leaves out of a generated document
 * (a wildcard path without parameters): listed here by hand, with the endpoints it serves.
 */
const authPaths = {
  '/api/auth/*': {
    get: {
      summary: 'better-auth: get-session, the social sign-in callback, and its other GET endpoints',
      responses: { 200: { description: 'ok' } },
    },
    post: {
      summary:
        'better-auth: sign-in/email, sign-up/email, sign-in/magic-link, email-otp/*, reset-password, sign-out, ' +
        'sign-in/social (rate limited per client address)',
      responses: { 200: { description: 'ok' }, 429: { description: 'rate limited' } },
    },
  },
};

/**
 * The API contract as OpenAPI 3.1, generated from the app's own routes (decision 032): each route
 * carries its summary and schemas (`doc()` in http/describe.ts), so the document cannot list a route
 * the app lacks or miss one it has. Made once, on the first request for it: routes do not change at
 * run time.
 */
export function openApiDocument<E extends Env>(app: Hono<E>): () => Promise<unknown> {
  let made: Promise<unknown> | null = null;
  return () =>
    (made ??= generateSpecs(app, {
      documentation: {
        info: { title: 'TrialHub API', version: '0.1.0' },
        paths: authPaths,
      },
      // Our paths ending in .ics or .pdf are endpoints, not static files.
      excludeStaticFile: false,
      defaultValidationErrorResponse: false,
    }));
}
