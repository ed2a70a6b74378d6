import { errorCodes } from '@trialhub/domain';
import { generateSpecs } from 'hono-openapi';
import type { Env, Hono } from 'hono';

/**
 * better-auth answers under one wildcard route, which hono-openapi leaves out of a generated document
 * (a wildcard path without parameters): listed here by hand, with the endpoints it serves.
 */
const authPaths = {
  '/api/auth/*': {
    get: {
      operationId: 'getAuth',
      summary: 'better-auth: get-session, the social sign-in callback, and its other GET endpoints',
      responses: { 200: { description: 'ok' } },
    },
    post: {
      operationId: 'postAuth',
      summary:
        'better-auth: sign-in/email, sign-up/email, sign-in/magic-link, email-otp/*, reset-password, sign-out, ' +
        'sign-in/social (rate limited per client address)',
      responses: { 200: { description: 'ok' }, 429: { description: 'rate limited' } },
    },
  },
};

/** How a caller proves who it is; routes name theirs with `doc({ security })` (http/describe.ts). */
const securitySchemes = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    // `__Secure-better-auth.session_token` when PUBLIC_URL is https.
    name: 'better-auth.session_token',
    description: 'The signed-in session (better-auth), set by POST /api/auth/sign-in/*. Roles are checked per route.',
  },
  observerSession: {
    type: 'apiKey',
    in: 'cookie',
    name: 'trialhub_observer',
    description:
      "An observer without an account (decision 029): set by POST /api/observe/session, for the judge app's calls.",
  },
  metricsToken: {
    type: 'http',
    scheme: 'bearer',
    description: 'METRICS_TOKEN, for Prometheus (GET /metrics). Unset, /metrics is a 404.',
  },
  deviceToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      "A venue laptop's device token (decision 085): POST /api/venue/pairings/{pairingId}/token, once a secretary entered its code.",
  },
  adminToken: {
    type: 'apiKey',
    in: 'header',
    name: 'x-trialhub-admin-token',
    description: "The admin command line's one-time token (npm run users), from this machine only.",
  },
} as const;

/** Every error answer's body (ErrorBody in packages/domain/src/contract/errors.ts). */
const errorResponse = {
  description: 'Refused: the error code and its translatable message key (fields: per form field)',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['error'],
        properties: {
          error: {
            type: 'object',
            required: ['code', 'messageKey'],
            properties: {
              code: { type: 'string', enum: Object.keys(errorCodes) },
              messageKey: { type: 'string' },
              fields: { type: 'object', additionalProperties: { type: 'string' } },
              offenders: { type: 'array', items: { type: 'object' } },
            },
          },
        },
      },
    },
  },
};

interface Operation {
  operationId?: string;
  responses?: Record<string, unknown>;
}
interface Document {
  paths?: Record<string, Record<string, Operation>>;
  [key: string]: unknown;
}

/** `get /api/stages/{stageId}/results.pdf` → `getApiStagesStageIdResultsPdf`, as hono-openapi names them. */
function operationIdOf(method: string, path: string): string {
  const words = path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return method.toLowerCase() + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}

/**
 * What no single route says: where the API is (`servers`), how callers sign in (`securitySchemes`,
 * anyone signed in or not unless a route says otherwise), the error answer every route may give (any
 * request can be refused: a bad body, a foreign Origin, a rate limit), and an operationId for any
 * operation without one. Applied to the whole document, so a route added anywhere gets it too.
 */
function complete(spec: Document, publicUrl: string): Document {
  for (const [path, methods] of Object.entries(spec.paths ?? {})) {
    for (const [method, operation] of Object.entries(methods)) {
      operation.operationId ??= operationIdOf(method, path);
      operation.responses ??= {};
      operation.responses['4XX'] ??= { $ref: '#/components/responses/Error' };
    }
  }
  const components = (spec.components ?? {}) as Record<string, Record<string, unknown>>;
  return {
    ...spec,
    servers: [{ url: new URL(publicUrl).origin, description: 'This instance (PUBLIC_URL)' }],
    security: [{}, { session: [] }],
    components: {
      ...components,
      securitySchemes: { ...components.securitySchemes, ...securitySchemes },
      responses: { ...components.responses, Error: errorResponse },
    },
  };
}

/**
 * The API contract as OpenAPI 3.1, generated from the app's own routes (decision 032): each route
 * carries its summary and schemas (`doc()` in http/describe.ts), so the document cannot list a route
 * the app lacks or miss one it has. Made once, on the first request for it: routes do not change at
 * run time. Linted with Redocly's recommended rules (redocly.yaml; test/openapi-lint.test.ts).
 */
export function openApiDocument<E extends Env>(app: Hono<E>, options: { publicUrl: string }): () => Promise<unknown> {
  let made: Promise<unknown> | null = null;
  return () =>
    (made ??= generateSpecs(app, {
      documentation: {
        info: {
          title: 'TrialHub API',
          version: '0.1.0',
          description:
            'The API of TrialHub, the web app for motorcycle trial sport: what its own web app calls. ' +
            'JSON unless an answer says otherwise; errors as the Error response.',
        },
        paths: authPaths,
      },
      // Our paths ending in .ics or .pdf are endpoints, not static files.
      excludeStaticFile: false,
      defaultValidationErrorResponse: false,
    }).then((spec) => complete(spec as unknown as Document, options.publicUrl)));
}
