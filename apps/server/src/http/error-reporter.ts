import crypto from 'node:crypto';
import type { ClientError } from '@trialhub/domain';
import type { Viewer } from '../auth/viewer.js';
import { logger } from '../ops/logger.js';

/**
 * Where errors go: always the server log. Server errors also go to Sentry when SENTRY_DSN is set;
 * browser errors reach Sentry from the browser's own SDK (with traces), so they are only logged here.
 */
export interface ErrorReporter {
  /** `reqId`: the request it happened in (X-Request-Id), to find its other log lines. */
  report(source: 'client' | 'server', error: ClientError, viewer: Viewer | null, reqId?: string | null): void;
}

export function createErrorReporter(sentryDsn: string | null): ErrorReporter {
  const sentry = sentryDsn ? parseDsn(sentryDsn) : null;
  if (sentryDsn && !sentry) logger.error('SENTRY_DSN is not a valid DSN; errors go to the log only');
  return {
    report(source, error, viewer, reqId) {
      // A page's address without its query and fragment: they can carry sign-in tokens.
      const url = error.url?.split(/[?#]/)[0];
      logger.error(
        { reqId: reqId ?? undefined, source, url, userId: viewer?.userId, stack: error.stack },
        `${source} error: ${error.message}`,
      );
      if (sentry && source === 'server') void sendToSentry(sentry, source, error, viewer);
    },
  };
}

interface Dsn {
  envelopeUrl: string;
  publicKey: string;
  dsn: string;
}

function parseDsn(dsn: string): Dsn | null {
  try {
    const url = new URL(dsn);
    const projectId = url.pathname.replace(/^\//, '');
    if (!url.username || !projectId) return null;
    return { envelopeUrl: `${url.protocol}//${url.host}/api/${projectId}/envelope/`, publicKey: url.username, dsn };
  } catch {
    return null;
  }
}

/**
 * One event in Sentry's envelope format over plain fetch: the SDK would pull dozens of packages
 * into the server for what is a single POST.
 */
async function sendToSentry(dsn: Dsn, source: string, error: ClientError, viewer: Viewer | null): Promise<void> {
  const eventId = crypto.randomUUID().replaceAll('-', '');
  const event = {
    event_id: eventId,
    timestamp: Date.now() / 1000,
    platform: source === 'client' ? 'javascript' : 'node',
    level: 'error',
    tags: { source },
    request: error.url ? { url: error.url, headers: { 'User-Agent': error.userAgent ?? '' } } : undefined,
    user: viewer ? { id: viewer.userId, email: viewer.email, username: viewer.displayName } : undefined,
    exception: { values: [{ type: 'Error', value: error.message, stacktrace: undefined }] },
    extra: error.stack ? { stack: error.stack } : undefined,
  };
  const body = [
    JSON.stringify({ event_id: eventId, dsn: dsn.dsn, sent_at: new Date().toISOString() }),
    JSON.stringify({ type: 'event' }),
    JSON.stringify(event),
  ].join('\n');
  try {
    await fetch(dsn.envelopeUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-sentry-envelope',
        'x-sentry-auth': `Sentry sentry_version=7, sentry_key=${dsn.publicKey}, sentry_client=trialhub/0.1`,
      },
      body,
      signal: AbortSignal.timeout(5000),
    });
  } catch (sendError) {
    logger.warn({ err: sendError }, 'could not send an error to Sentry');
  }
}
