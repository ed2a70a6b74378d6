import type * as SentryNode from '@sentry/node';
import type { ClientError } from '@trialhub/domain';
import type { Viewer } from '../auth/viewer.js';
import { logger } from '../ops/logger.js';

type SentryClient = typeof SentryNode;

/**
 * Where errors go: always the server log. Server errors also go to Sentry, through the official SDK
 * (@sentry/node), when SENTRY_DSN is set; browser errors reach Sentry from the browser's own SDK (with
 * traces), so they are only logged here.
 */
export interface ErrorReporter {
  /** `reqId`: the request it happened in (X-Request-Id), to find its other log lines. */
  report(source: 'client' | 'server', error: ClientError, viewer: Viewer | null, reqId?: string | null): void;
  /** Waits until what was reported has been sent (shutdown, tests); at most `timeoutMs`. */
  flush(timeoutMs?: number): Promise<void>;
}

export function createErrorReporter(sentryDsn: string | null): ErrorReporter {
  // The SDK (and the OpenTelemetry it brings) is loaded only where a DSN is set: a server without one
  // pays no start time and no memory for it (issue #20's memory budget).
  const sentry = sentryDsn ? startSentry(sentryDsn) : null;
  const pending = new Set<Promise<unknown>>();
  return {
    report(source, error, viewer, reqId) {
      // A page's address without its query and fragment: they can carry sign-in tokens.
      const url = error.url?.split(/[?#]/)[0];
      logger.error(
        { reqId: reqId ?? undefined, source, url, userId: viewer?.userId, stack: error.stack },
        `${source} error: ${error.message}`,
      );
      if (!sentry || source !== 'server') return;
      const sent = sentry.then((client) => {
        if (!client) return;
        const exception = new Error(error.message);
        exception.stack = error.stack ?? exception.stack;
        // Who by id only: the user's e-mail and name are personal data Sentry does not need.
        client.captureException(exception, {
          tags: { source },
          user: viewer ? { id: viewer.userId } : undefined,
          extra: { reqId: reqId ?? undefined, url },
        });
      });
      pending.add(sent);
      void sent.finally(() => pending.delete(sent));
    },
    async flush(timeoutMs = 5000) {
      await Promise.all(pending);
      const client = await sentry;
      if (client) await client.flush(timeoutMs);
    },
  };
}

async function startSentry(dsn: string): Promise<SentryClient | null> {
  try {
    const Sentry = await import('@sentry/node');
    Sentry.init({
      dsn,
      // Errors only: no tracing (the SDK sends no request bodies, IPs or cookies unless told to).
      tracesSampleRate: 0,
      // The automatic integrations patch http, databases and the console; we report explicitly.
      defaultIntegrations: false,
    });
    if (!Sentry.getClient()?.getDsn()) {
      logger.error('SENTRY_DSN is not a valid DSN; errors go to the log only');
      return null;
    }
    return Sentry;
  } catch (error) {
    logger.error({ err: error }, 'Sentry could not start; errors go to the log only');
    return null;
  }
}
