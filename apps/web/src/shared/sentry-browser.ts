import * as Sentry from '@sentry/react';

/**
 * Sentry in the browser, loaded only when the server names a DSN (telemetry.ts imports this module
 * lazily): neither the SDK nor its set-up is part of the home page's JS.
 */
export function startSentry(dsn: string, user: { id: string; email: string; username: string } | null) {
  Sentry.init({ dsn, tracesSampleRate: 0.5, integrations: [Sentry.browserTracingIntegration()] });
  Sentry.setUser(user);
  return Sentry;
}
