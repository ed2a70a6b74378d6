import type { ErrorBody } from '@trialhub/domain';
import { currentLanguage } from './i18n';
import type { ApiAnswer, ApiMethod, ApiPath, ApiRest } from './api-types';
import { renderLocal } from './render-scope';

/**
 * An API error. `messageKey` is a translation key ('errors.…'); `fields` map form fields to keys;
 * `code` is the error code (ours, or better-auth's for /api/auth calls).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: string,
    readonly fields?: Record<string, string>,
    readonly code?: string,
    /** Values the message's text names (stageCheckedOut: the venue laptop and since when). */
    readonly values?: Record<string, string>,
  ) {
    super(messageKey);
    this.name = 'ApiError';
  }
}

/** On the server (entry-server.tsx) the API is called in-process with the page request's cookies. */
export const serverFetch = renderLocal<{ current?: (path: string, init: RequestInit) => Promise<Response> }>();

/**
 * A live read's answer says where its topics stood when read ("topic=seq;…"); the browser's live client
 * takes it from here (live-client.ts) and resumes its stream from there (decision 039).
 */
export const livePositionsRead: { current?: (header: string) => void } = {};

type AuthErrorBody = { code?: string; message?: string };

/**
 * Sends a request to our own API as the web app always does (the language header, the page request's
 * cookies on the server, live positions) and refuses an error answer as ApiError with a translatable
 * key. `api` goes through here, and so do downloads that read the answer's bytes themselves.
 */
export async function sendApi(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  // Mails the server sends for this request (sign-in links, codes) are written in this language.
  headers.set('x-trialhub-lang', currentLanguage());
  let response: Response;
  try {
    response = await (import.meta.env.SSR ? serverFetch.current! : fetch)(path, {
      ...init,
      headers,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'errors.network');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as (ErrorBody & AuthErrorBody) | null;
    if (body?.error?.messageKey)
      throw new ApiError(
        response.status,
        body.error.messageKey,
        body.error.fields,
        body.error.code,
        body.error.lease ? { device: body.error.lease.deviceName, time: body.error.lease.time } : undefined,
      );
    const fallback = response.status === 429 ? 'errors.tooManyRequests' : 'errors.internal';
    throw new ApiError(response.status, fallback, undefined, body?.code);
  }
  const live = response.headers.get('live-positions');
  if (live) livePositionsRead.current?.(live);
  return response;
}

type UntypedInit = RequestInit & { json?: unknown };
/** `api` for a helper generic over its path (command-api.ts): its own callers name the answer. */
export type UncheckedApi = <T>(path: string, init?: UntypedInit) => Promise<T>;

/**
 * fetch for our own API: JSON in and out, errors as ApiError with a translatable key.
 *
 * Typed by its path (decision 074, types only): `api(`/api/stages/${stageId}/results`)` names a route of
 * the OpenAPI document (api-schema.ts), and answers that route's JSON; a `json` body is the route's
 * request body. A path no route has, or an answer that changed, fails the typecheck where it is used.
 * Calls not converted yet name their answer themselves (`api<T>(path)`, unchecked).
 */
export function api<P extends ApiPath, M extends ApiMethod = 'GET'>(
  path: P,
  ...init: ApiRest<P, M>
): Promise<ApiAnswer<P, M>>;
/** Not converted yet: the caller names the answer (unchecked); a call without `<T>` does not compile. */
export function api<T = never>(
  path: [T] extends [never] ? 'a path of the document (api-schema.ts), or api<Answer>(path)' : string,
  init?: UntypedInit,
): Promise<NoInfer<T>>;
export async function api<T>(path: string, init: UntypedInit = {}): Promise<T> {
  const { json, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (json !== undefined) headers.set('content-type', 'application/json');
  const response = await sendApi(path, {
    ...rest,
    headers,
    body: json !== undefined ? JSON.stringify(json) : rest.body,
  });
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}
