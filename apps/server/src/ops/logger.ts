import pino from 'pino';
import { logSafeError } from '../http/log-safe-error.js';

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LEVELS)[number];

/** LOG_LEVEL (README "Configuration"); unset or unknown: info. */
export function readLogLevel(value: string | undefined): LogLevel {
  const level = value?.trim().toLowerCase();
  return LEVELS.find((l) => l === level) ?? 'info';
}

/**
 * Keys whose values never reach the log, wherever they appear in a logged object. The server logs
 * no such fields on purpose (decision 022: ids and route patterns, not people or secrets); this is
 * the net under that rule for a field someone adds later.
 */
const REDACTED = ['email', 'password', 'token', 'authorization', 'cookie', 'code', 'params', 'query'];

type LineListener = (line: string) => void;
const listeners = new Set<LineListener>();
const stdout = pino.destination({ dest: 1, sync: false });

/**
 * Everything the logger writes, as it goes to stdout: the tests of this process read the real lines
 * (what is logged, what never is) through it.
 */
export function onLogLine(listener: LineListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The server's one logger: JSON lines on stdout, one object per event, at LOG_LEVEL (decision 022).
 * Errors go through logSafeError, so a failed query's SQL parameters (personal data) are never
 * written. Requests carry `reqId` (X-Request-Id), set by the request middleware's child logger.
 */
export const logger = pino(
  {
    level: readLogLevel(process.env.LOG_LEVEL),
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    serializers: { err: (error: unknown) => logSafeError(error) },
    redact: { paths: REDACTED.flatMap((key) => [key, `*.${key}`]), censor: '[redacted]' },
  },
  {
    write(line: string) {
      stdout.write(line);
      for (const listener of listeners) listener(line);
    },
    // Before process.exit: what is buffered goes out first.
    flush(callback?: (error?: Error) => void) {
      try {
        stdout.flushSync();
      } catch {
        // Nothing buffered, or stdout is gone: nothing more can be done.
      }
      callback?.();
    },
  } as pino.DestinationStream,
);

export type Logger = pino.Logger;

if (process.env.LOG_LEVEL && readLogLevel(process.env.LOG_LEVEL) !== process.env.LOG_LEVEL.trim().toLowerCase())
  logger.warn(`LOG_LEVEL "${process.env.LOG_LEVEL}" is not one of ${LEVELS.join(', ')}; logging at info`);
