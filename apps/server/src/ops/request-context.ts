import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppEnv } from '../http/app-env.js';
import { logger } from './logger.js';
import type { ServerMetrics } from './metrics.js';

/** A request id we take from the client or a proxy: short and plain, so it cannot forge log lines. */
const INCOMING_ID = /^[\w.:-]{1,128}$/;

/** Where a request ended up: the pattern it matched (never the raw path: ids, reset tokens). */
export function routeOf(c: Parameters<MiddlewareHandler<AppEnv>>[0]): string {
  const route = routePath(c);
  // The SPA and its files are served by middleware matching everything.
  return route === '/*' || route === '*' ? 'spa' : route;
}

/**
 * First middleware of every request: gives it an id (X-Request-Id from the caller when it looks like
 * one, else a new one; answered back in the same header), a child logger that stamps the id on every
 * line, one "request" log line and a latency observation when the response is ready. What is logged
 * is method, route pattern, status and duration: no query string (it can carry sign-in tokens), no
 * raw path, no user (decision 022). While the server drains, each response closes its connection.
 */
export function requestContext(options: {
  metrics: ServerMetrics;
  draining: () => boolean;
}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const reqId = incoming && INCOMING_ID.test(incoming) ? incoming : randomUUID();
    const log = logger.child({ reqId });
    c.set('requestId', reqId);
    c.set('log', log);
    const method = c.req.method;
    log.debug({ method }, 'request received');
    const started = performance.now();
    c.header('x-request-id', reqId);
    await next();
    const seconds = (performance.now() - started) / 1000;
    const route = routeOf(c);
    const status = c.res.status;
    options.metrics.observeRequest(method, route, status, seconds);
    log[status >= 500 ? 'error' : 'info']({ method, route, status, ms: Math.round(seconds * 10_000) / 10 }, 'request');
    try {
      // Responses made outside Hono's context (better-auth's) did not get the header set above.
      c.res.headers.set('x-request-id', reqId);
      if (options.draining()) c.res.headers.set('connection', 'close');
    } catch {
      // A response with immutable headers (a fetched one): it goes out without them.
    }
  };
}
