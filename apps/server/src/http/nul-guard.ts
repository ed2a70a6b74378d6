import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.js';
import { AppError } from './app-error.js';

/**
 * Refuses any request that carries a NUL character (U+0000) where we would read it: the path and
 * query (raw `\0` or `%00`), the headers, and the body (strings and keys of a JSON body, or the
 * raw text of any other body). PostgreSQL cannot store NUL in text, so without this one check any
 * such string reached the database and failed as a 500; here it is one clear 400 before any route,
 * better-auth's included, reads it. `skipBody` names the requests whose body is binary (uploads).
 */
export function nulGuard(skipBody: (c: Context<AppEnv>) => boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // The raw URL, before any decoding: `%00` is the only spelling of NUL a decoder turns into one.
    const url = c.req.url;
    if (url.includes('\0') || /%00/.test(url)) throw new AppError('nulCharacter');
    for (const [, value] of c.req.raw.headers) if (value.includes('\0')) throw new AppError('nulCharacter');
    // GET and HEAD have no body. Asking for one anyway (`raw.body`) would make @hono/node-server
    // build a full fetch Request (with its AbortControllers), kept for as long as the connection
    // lives: ~1 KiB per live (SSE) subscriber (decision 035).
    const mayHaveBody = c.req.method !== 'GET' && c.req.method !== 'HEAD';
    if (mayHaveBody && c.req.raw.body && !skipBody(c)) {
      // Hono keeps the text, so the route's c.req.json() reads it again without the stream; routes
      // that take the raw request (better-auth) get a new one over the same text.
      const text = await c.req.text();
      c.req.raw = new Request(c.req.raw, { body: text });
      if (text.includes('\0') || hasNul(c.req.header('content-type') ?? '', text)) throw new AppError('nulCharacter');
    }
    await next();
  };
}

function hasNul(contentType: string, text: string): boolean {
  // A form (better-auth takes them) spells NUL as %00.
  if (contentType.includes('application/x-www-form-urlencoded') && /%00/.test(text)) return true;
  // Routes parse JSON whatever the content type says, so look for `\u0000` in any body that parses.
  let found = false;
  try {
    JSON.parse(text, (key, value: unknown) => {
      if (key.includes('\0') || (typeof value === 'string' && value.includes('\0'))) found = true;
      return value;
    });
  } catch {
    // Not JSON: the route refuses it (400); a raw NUL was checked before.
  }
  return found;
}
