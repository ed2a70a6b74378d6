import type { Context } from 'hono';
import type { AppEnv } from './app-env.js';
import { AppError } from './app-error.js';

/**
 * A write's command id (decision 076) from the optional `Idempotency-Key` header: the same key again
 * answers as the first time and changes nothing. Without one the server gives the command an id.
 */
export function commandIdOf(c: Context<AppEnv>): string | undefined {
  const key = c.req.header('idempotency-key');
  if (key === undefined) return undefined;
  if (!/^[A-Za-z0-9._:-]{8,128}$/.test(key))
    throw new AppError('validation', { 'Idempotency-Key': 'validation.invalid' });
  return key;
}
