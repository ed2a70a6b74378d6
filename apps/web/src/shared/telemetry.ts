import type { ClientError, PublicConfig } from '@trialhub/domain';

function post(path: string, body: unknown) {
  // keepalive: a page view sent just before the tab closes still arrives.
  void fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
    credentials: 'same-origin',
  }).catch(() => {});
}

/** First-party page_view: stored by our server, nothing sent to third parties. */
export function sendPageView(path: string, locale: string) {
  post('/api/analytics/page-views', {
    path,
    locale,
    referrer: document.referrer ? document.referrer.slice(0, 500) : undefined,
  });
}

interface SentryLike {
  captureException(e: unknown): void;
  setUser(user: { id: string; email?: string; username?: string } | null): void;
}

let sentryReady: Promise<SentryLike | null> | null = null;
let reportedUser: { id: string; email: string; username: string } | null = null;

/** The signed-in user goes with every error report (spec §7); null at logout removes them. */
export function setReportedUser(user: { id: string; email: string; name: string } | null) {
  reportedUser = user ? { id: user.id, email: user.email, username: user.name } : null;
  void sentryReady?.then((sentry) => sentry?.setUser(reportedUser));
}

/** Reports a browser error to the server log (and Sentry in the browser when SENTRY_DSN is set). */
export function reportError(error: unknown) {
  const e = error instanceof Error ? error : new Error(String(error));
  const body: ClientError = {
    message: e.message.slice(0, 2000) || 'Unknown error',
    stack: e.stack?.slice(0, 10_000),
    url: location.href.slice(0, 1000),
    userAgent: navigator.userAgent.slice(0, 500),
  };
  post('/api/client-errors', body);
  void sentryReady?.then((sentry) => sentry?.captureException(e));
}

/** Catches what no error boundary sees; loads Sentry lazily, only when the server names a DSN. */
export function installErrorReporting(config: PublicConfig | null) {
  window.addEventListener('error', (event) => reportError(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => reportError(event.reason));
  if (config?.sentryDsn) {
    const dsn = config.sentryDsn;
    sentryReady = import('./sentry-browser').then((m) => m.startSentry(dsn, reportedUser)).catch(() => null);
  }
}
