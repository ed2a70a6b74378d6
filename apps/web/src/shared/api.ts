import type { ErrorBody } from '@trialhub/domain';

/** An API error: `messageKey` is a translation key ('errors.…'), `fields` map form fields to keys. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: string,
    readonly fields?: Record<string, string>,
  ) {
    super(messageKey);
    this.name = 'ApiError';
  }
}

/** fetch for our own API: JSON in and out, errors as ApiError with a translatable key. */
export async function api<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (json !== undefined) headers.set('content-type', 'application/json');
  let response: Response;
  try {
    response = await fetch(path, {
      ...rest,
      headers,
      body: json !== undefined ? JSON.stringify(json) : rest.body,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'errors.network');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as ErrorBody | null;
    throw new ApiError(response.status, body?.error?.messageKey ?? 'errors.internal', body?.error?.fields);
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
