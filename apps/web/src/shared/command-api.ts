import { ApiError, type UncheckedApi, api } from './api';
import type { ApiAnswer, ApiInit, ApiMethod, ApiPath, KnownPath } from './api-types';

/**
 * A write to a stage's results is a command with an id (decision 076): one key per user action, sent as
 * `Idempotency-Key` and kept across this call's retries, so a request whose answer was lost (the server
 * applied it, the link dropped on the way back) is sent again and applied once — the server answers a
 * repeated key with the first answer.
 */

/** A fresh key; `crypto.randomUUID` exists only in secure contexts, a venue's plain address is not one. */
export function newCommandKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Waits between attempts: a dropped answer is usually a moment's loss of signal. */
export const COMMAND_RETRY_DELAYS_MS = [400, 1500, 4000];

/** Only a lost answer or a gateway that never reached the app is sent again; a real refusal is final. */
const retriable = (error: unknown) =>
  error instanceof ApiError &&
  (error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504);

/**
 * A command by its path, typed as `api()` is (decision 074): the route's request body and its answer.
 * `key` is the command's id, kept across this call's retries.
 */
export function commandApi<P extends ApiPath, M extends Exclude<ApiMethod, 'GET'>>(
  path: P,
  // A path no route of the document has for the method asks for a property nobody passes: the call fails.
  init: ApiInit<P, M> & { method: M } & ([KnownPath<P, M>] extends [never] ? { 'no such route': P } : unknown),
  key?: string,
): Promise<ApiAnswer<P, M>>;
export async function commandApi(
  path: string,
  init: RequestInit & { json?: unknown } = {},
  key: string = newCommandKey(),
): Promise<unknown> {
  const headers = new Headers(init.headers);
  headers.set('idempotency-key', key);
  for (let attempt = 0; ; attempt++) {
    try {
      return await (api as UncheckedApi)<unknown>(path, { ...init, headers });
    } catch (error) {
      const delay = COMMAND_RETRY_DELAYS_MS[attempt];
      if (delay === undefined || !retriable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/**
 * commandApi for a helper generic over its path (result-call.ts: one wrapper for every correction of a
 * result, whose routes and methods its callers pick): they name the answer.
 */
export const uncheckedCommandApi = commandApi as unknown as <T>(
  path: string,
  init?: RequestInit & { json?: unknown },
  key?: string,
) => Promise<T>;
