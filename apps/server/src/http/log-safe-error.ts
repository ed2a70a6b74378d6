/**
 * What the server log (and Sentry) may say about an unexpected error. A failed query's message is
 * drizzle's "Failed query: <SQL> params: <values>", and PostgreSQL's own messages and details can quote
 * values too ('invalid input syntax for type uuid: "…"', 'Key (email)=(…) already exists'): the values
 * are users' personal data. So a database error is told by its SQLSTATE and the names of the table,
 * column and constraint only, and its stack keeps the frames (where it failed) without the message.
 */
export function logSafeError(error: unknown): { message: string; stack?: string } {
  const dbError = findDatabaseError(error);
  if (!dbError) {
    const e = error instanceof Error ? error : new Error(String(error));
    return { message: e.message, stack: e.stack };
  }
  // `routine` is PostgreSQL's C function that raised it (no values in it): where to look.
  const names = (['table', 'column', 'constraint', 'routine'] as const)
    .filter((key) => typeof dbError[key] === 'string' && dbError[key])
    .map((key) => `${key} ${String(dbError[key])}`);
  const message = `database error ${dbError.code}${names.length ? ` (${names.join(', ')})` : ''}`;
  const frames = error instanceof Error ? (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line)) : [];
  return { message, stack: frames.length ? [message, ...frames].join('\n') : undefined };
}

interface DatabaseErrorFields {
  code: string;
  table?: unknown;
  column?: unknown;
  constraint?: unknown;
  routine?: unknown;
}

/** The PostgreSQL error (pg's or PGlite's: both carry a SQLSTATE `code`) behind an error, if any. */
function findDatabaseError(error: unknown): DatabaseErrorFields | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; severity?: unknown; cause?: unknown; name?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code) && 'severity' in candidate)
      return candidate as DatabaseErrorFields;
    current = candidate.cause;
  }
  // Drizzle's wrapper without a recognisable cause still must not print its parameters.
  if (error instanceof Error && error.message.startsWith('Failed query:')) return { code: 'unknown' };
  return null;
}

/** A log message with any failed query's SQL and parameters cut off. */
export function logSafeText(message: string): string {
  const at = message.indexOf('Failed query:');
  return at < 0 ? message : `${message.slice(0, at)}a database query failed (SQL and parameters not logged)`;
}

/** A value handed to a logger: errors in their log-safe form, anything else as it is. */
export function logSafeArg(arg: unknown): unknown {
  if (arg instanceof Error) {
    const safe = logSafeError(arg);
    return safe.stack ?? safe.message;
  }
  return typeof arg === 'string' ? logSafeText(arg) : arg;
}
