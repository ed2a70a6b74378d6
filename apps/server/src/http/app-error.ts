import { type ErrorBody, type ErrorCode, errorCodes } from '@trialhub/domain';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { routePath } from 'hono/route';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import type { ErrorReporter } from './error-reporter.js';
import { logger } from '../ops/logger.js';
import { logSafeError } from './log-safe-error.js';
import { requestLanguage, webText } from './web-translations.js';

/** The one error type of the server (DESIGN.md §4.3). 4xx carry a translatable message key. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly fields?: Record<string, string>,
    message?: string,
    /** More for the caller, e.g. who blocks an approval (`offenders`). */
    readonly details?: ErrorDetails,
  ) {
    super(message ?? code);
    this.name = 'AppError';
  }

  get status(): number {
    return errorCodes[this.code].status;
  }

  static fromZod(error: z.ZodError): AppError {
    const fields: Record<string, string> = {};
    for (const issue of error.issues) {
      const key = issue.path.join('.') || '_';
      // Our schemas give message keys ('validation.required'); zod's own messages are English text.
      fields[key] ??=
        issue.message.includes('.') && !issue.message.includes(' ') ? issue.message : 'validation.invalid';
    }
    return new AppError('validation', fields);
  }
}

type ErrorDetails = Omit<ErrorBody['error'], 'code' | 'messageKey' | 'fields'>;

export function errorBody(code: ErrorCode, fields?: Record<string, string>, details?: ErrorDetails): ErrorBody {
  return { error: { code, messageKey: errorCodes[code].messageKey, ...(fields ? { fields } : {}), ...details } };
}

/** The refusal of a checked-out stage's edit as a sentence in the caller's language (decision 085). */
function checkedOutMessage(c: Context, lease: { deviceName: string; time: string }): string {
  return webText(
    requestLanguage(c.req.raw.headers),
    'venue.checkedOut',
    "This stage is run from the venue laptop '{{device}}' since {{time}}",
    { device: lease.deviceName, time: lease.time },
  );
}

/** The one error handler: AppError as it is, known HTTP errors mapped, anything else a bare 500. */
export function handleError(error: Error, c: Context, reporter?: ErrorReporter): Response {
  if (error instanceof AppError) {
    const details = error.details?.lease
      ? { ...error.details, message: checkedOutMessage(c, error.details.lease) }
      : error.details;
    return c.json(errorBody(error.code, error.fields, details), error.status as ContentfulStatusCode);
  }
  if (error instanceof z.ZodError) {
    const appError = AppError.fromZod(error);
    return c.json(errorBody(appError.code, appError.fields), 400);
  }
  if (error instanceof HTTPException) {
    const code: ErrorCode =
      error.status === 413
        ? 'payloadTooLarge'
        : error.status === 404
          ? 'notFound'
          : error.status < 500
            ? 'badRequest'
            : 'internal';
    return c.json(errorBody(code), errorCodes[code].status as ContentfulStatusCode);
  }
  if (error instanceof SyntaxError) return c.json(errorBody('badRequest'), 400);
  // Without the SQL parameters a database error's message would carry (personal data).
  // The route pattern, not the path: a path can carry a reset token.
  const logged = logSafeError(error);
  const message = `${c.req.method} ${routePath(c)}: ${logged.message}`;
  const reqId = (c.get('requestId') as string | undefined) ?? null;
  if (reporter) reporter.report('server', { message, stack: logged.stack }, null, reqId);
  else logger.error({ reqId, err: error }, message);
  return c.json(errorBody('internal'), 500);
}

/** As jsonBody, for routes whose body may be left out (read as `{}`): older callers send none. */
export async function optionalJsonBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  let body: unknown = {};
  try {
    const text = await c.req.text();
    if (text.trim() !== '') body = JSON.parse(text);
  } catch {
    throw new AppError('badRequest');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw AppError.fromZod(parsed.error);
  return parsed.data;
}

/** Reads and validates a JSON body with a contract schema; bad JSON and bad shapes are 400s. */
export async function jsonBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError('badRequest');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw AppError.fromZod(parsed.error);
  return parsed.data;
}
