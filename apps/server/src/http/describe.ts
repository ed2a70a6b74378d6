import { type DescribeRouteOptions, describeRoute } from 'hono-openapi';
import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';

/**
 * A route's entry in the OpenAPI document (decision 032), written beside the route itself:
 * `.get('/path', doc({ summary, response }), handler)`. The document is generated from the app's
 * routes (http/openapi.ts), so a route without `doc` is missing from it and the server test says so.
 *
 * Bodies are still read by our own `jsonBody` (translated 4xx); `body` only documents the schema it
 * validates with. Schemas become JSON Schema when the document is generated, not when the app is built.
 */
export interface RouteDoc {
  summary: string;
  /** The request body's schema (as sent: zod's input side). */
  body?: z.ZodType;
  /** The body may be left out (optionalJsonBody). */
  optionalBody?: boolean;
  /** The success answer's JSON schema (zod's output side). */
  response?: z.ZodType;
  /** The success status; 200 unless told. */
  status?: number;
  /** Other answers (status → what it means), the success one included when it has no schema. */
  responses?: Record<number, string>;
  /**
   * The success answer's media type when it is not JSON (`application/pdf`, `text/calendar`,
   * `image/png`, `text/csv`, `text/markdown`…): documented as that content, bytes or text.
   */
  media?: string;
  /**
   * Who may call it, as the document's security schemes (http/openapi.ts) name them: `anonymous` for
   * anyone. Unless told: anyone, signed in (`session`) or not; the service decides by role.
   */
  security?: readonly SecurityScheme[];
}

/** The credentials a caller may present (components.securitySchemes in http/openapi.ts). */
export type SecurityScheme =
  'anonymous' | 'session' | 'observerSession' | 'metricsToken' | 'adminToken' | 'deviceToken';

/** A non-JSON answer's content: text as a string, anything else as bytes. */
function mediaContent(media: string) {
  const bare = media.split(';')[0]!.trim();
  const text = /^text\//.test(bare) || /\+xml$|\/xml$/.test(bare);
  return { [bare]: { schema: text ? { type: 'string' } : { type: 'string', format: 'binary' } } };
}

/** A zod schema converted when hono-openapi resolves it (the hook its own `resolver()` uses). */
function lazySchema(schema: z.ZodType, io: 'input' | 'output') {
  return {
    vendor: 'zod',
    toOpenAPISchema: () => {
      const { $schema: _, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;
      return Promise.resolve({ schema: json, components: undefined });
    },
  };
}

const json = (schema: z.ZodType, io: 'input' | 'output') => ({
  'application/json': { schema: lazySchema(schema, io) },
});

export function doc(spec: RouteDoc): MiddlewareHandler {
  const status = spec.status ?? 200;
  const responses: Record<string, { description: string; content?: unknown }> = {};
  for (const [code, description] of Object.entries(spec.responses ?? {})) responses[code] = { description };
  if (spec.response) {
    responses[status] = {
      description: responses[status]?.description ?? 'ok',
      content: json(spec.response, 'output'),
    };
  } else if (spec.media) {
    responses[status] = { description: responses[status]?.description ?? 'ok', content: mediaContent(spec.media) };
  } else responses[status] ??= { description: 'ok' };
  const options = {
    summary: spec.summary,
    responses,
    ...(spec.security
      ? { security: spec.security.map((scheme) => (scheme === 'anonymous' ? {} : { [scheme]: [] })) }
      : {}),
    ...(spec.body ? { requestBody: { required: !spec.optionalBody, content: json(spec.body, 'input') } } : {}),
  };
  return describeRoute(options as unknown as DescribeRouteOptions);
}
