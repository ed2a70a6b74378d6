import { AppError } from '../../../http/app-error.js';

/** How long the laptop waits for its federation server before it calls the link down. */
const TIMEOUT_MS = 15_000;

export interface FederationAnswer<T> {
  status: number;
  body: T;
}

/**
 * One request from the venue laptop to its federation server (decision 085): JSON both ways, the device
 * token when it has one. A network failure or timeout is `federationUnreachable` (502): the person at the
 * laptop sees "cannot reach the federation server", never a stack. The federation's own refusals come back
 * as they are, for the caller to read.
 */
export async function callFederation<T>(
  federationUrl: string,
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; token?: string } = {},
): Promise<FederationAnswer<T>> {
  let res: Response;
  try {
    res = await fetch(`${federationUrl}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new AppError('federationUnreachable');
  }
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    if (res.ok) throw new AppError('federationUnreachable');
  }
  return { status: res.status, body: body as T };
}

/** The error code of a federation refusal (`{error: {code}}`), or null. */
export function refusalCode(body: unknown): string | null {
  const code = (body as { error?: { code?: unknown } } | null)?.error?.code;
  return typeof code === 'string' ? code : null;
}
