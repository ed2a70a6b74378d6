export interface ApiRoute {
  method: string;
  /** The path pattern as registered, e.g. `/api/stages/:stageId/results`. */
  path: string;
}

/**
 * Every API endpoint of the app, read from Hono's own route table: one entry per method and path
 * under `/api`, and `/metrics`. Middleware (`use`, registered as method ALL: body limits, the origin check, the
 * viewer, the JSON 404 catch-all) is left out, since it is not an endpoint. better-auth's
 * catch-all appears as `GET /api/auth/*` and `POST /api/auth/*`: callers that test it name its
 * endpoints themselves (see `listAuthEndpoints`).
 */
export function listApiRoutes(app: { routes: readonly ApiRoute[] }): ApiRoute[] {
  const seen = new Map<string, ApiRoute>();
  for (const { method, path } of app.routes) {
    // /metrics is outside /api but an endpoint all the same (Prometheus scrapes, decision 022).
    if (method === 'ALL' || !(path.startsWith('/api/') || path === '/metrics')) continue;
    seen.set(`${method} ${path}`, { method, path });
  }
  return [...seen.values()];
}

/** better-auth's endpoints as `METHOD /api/auth/…` (an endpoint answering GET and POST gives two). */
export function listAuthEndpoints(authApi: object): string[] {
  const out = new Set<string>();
  for (const endpoint of Object.values(authApi) as { path?: string; options?: { method?: string | string[] } }[]) {
    // Endpoints without a path are server-side helpers, not reachable over HTTP.
    if (!endpoint?.path) continue;
    const methods = endpoint.options?.method ?? 'GET';
    for (const method of Array.isArray(methods) ? methods : [methods]) out.add(`${method} /api/auth${endpoint.path}`);
  }
  return [...out].sort();
}
