import createClient from 'openapi-fetch';
import { sendApi } from './api';
import type { paths } from './api-schema';

/**
 * The typed client (decision 074): paths, parameters and answers come from the OpenAPI document the
 * server generates from its routes (api-schema.ts, regenerated and checked by the server's
 * openapi-answers test), so a renamed route or answer field fails `npm run typecheck` where it is used.
 *
 * openapi-fetch builds a Request for an absolute address; our transport (sendApi) is the one `api()`
 * uses, so the typed reads keep the language header, the server-side render's in-process fetch, live
 * positions and translated errors. The origin is a placeholder: only the path and query go out.
 */
const PLACEHOLDER_ORIGIN = 'http://trialhub.invalid';

export const apiClient = createClient<paths>({
  baseUrl: PLACEHOLDER_ORIGIN,
  fetch: async (request: Request) => {
    const url = new URL(request.url);
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    return sendApi(url.pathname + url.search, {
      method: request.method,
      headers: request.headers,
      body: hasBody ? await request.text() : undefined,
      signal: request.signal,
    });
  },
});

/**
 * The answer of a typed call: sendApi already threw ApiError for any refusal, so a call that returns
 * has its success answer.
 */
export async function answer<T>(call: Promise<{ data?: T }>): Promise<T> {
  return (await call).data as T;
}
