import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { type App, buildApp } from './app.js';
import { stripeCheckout } from './features/money/online/stripe-checkout.js';
import { type Auth, createAuth } from './auth/auth.js';
import type { Config } from './config.js';
import { type Database, openDb } from './db/open-db.js';
import { seedDemo } from './db/seed-demo.js';
import { createErrorReporter } from './http/error-reporter.js';
import { AnalyticsService } from './features/analytics/analytics.service.js';
import { LiveHub } from './live/hub.js';
import { type Mailer, createMailer } from './mail/mailer.js';
import { Notifications } from './mail/notifications.js';
import { MailOutbox, type OutboxOptions } from './mail/outbox.js';
import { writeAdminEndpoint } from './cli/admin-endpoint.js';
import { DEMO_PASSWORD, demoAccounts as demoAccountList } from './db/seed-demo.js';
import { isLocalMode } from './http/local-mode.js';
import { DEFAULT_TRUSTED_PROXIES, trustedProxies } from './http/trusted-proxies.js';
import { BootPhases } from './ops/boot-phases.js';
import { logger } from './ops/logger.js';
import { ServerMetrics } from './ops/metrics.js';
import { type ScheduledBackups, startScheduledBackups } from './ops/scheduled-backups.js';

export interface RunningServer {
  url: string;
  port: number;
  database: Database;
  hub: LiveHub;
  auth: Auth;
  mailer: Mailer;
  /** The durable mail outbox's worker (decision 026). */
  outbox: MailOutbox;
  /** Riders' notifications; tests call sendDueReminders() with a chosen time. */
  notifications: Notifications;
  /** Demo accounts, when the demo was seeded by this start. */
  demoAccounts: { email: string; password: string; role: string }[] | null;
  /** Someone's own machine (decision 010): mail kept in the dev outbox, the demo accounts told. */
  localMode: boolean;
  metrics: ServerMetrics;
  /** The embedded database's automatic backups (BACKUP_INTERVAL); null on PostgreSQL, in memory, or off. */
  backups: ScheduledBackups | null;
  /** Where the start's time went (ops/boot-phases.ts). */
  boot: BootPhases;
  /** The HTTP application (its route table lets tests cover every route: authorization matrix, fuzz). */
  app: App;
  /**
   * Graceful stop: no new connections; live streams end with a retry hint (browsers reconnect to
   * another instance); requests under way are answered, each then closing its connection; after
   * that (or SHUTDOWN_GRACE_MS) the database is closed.
   */
  close(): Promise<void>;
}

export interface StartOptions {
  config: Config;
  authSecret: string;
  /** In-memory PGlite instead of config.dataDir (tests). */
  inMemory?: boolean;
  /** With inMemory: start from this data dir tarball (tests: a migrated, maybe seeded template). */
  pgliteTemplate?: Blob;
  /** Port 0 picks a free one (tests, benchmarks). */
  port?: number;
  rateLimit?: boolean;
  liveHeartbeatMs?: number;
  /** The protest window's clock (tests drive it with a fake one). */
  clock?: () => Date;
  /** The mail outbox's poll and retry timing (tests make retries quick). */
  mailOutbox?: OutboxOptions;
}

/** How often each instance looks for day-before reminders to queue. */
const REMINDER_JOB_MS = 10 * 60_000;

/** How long a stop waits for requests under way before it cuts them (a judge batch takes well under a second). */
const SHUTDOWN_GRACE_MS = 15_000;

/** Opens the database, applies migrations, seeds the demo if asked, and listens. */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { config } = options;
  const boot = new BootPhases();
  boot.mark('code');
  const database = await openDb(
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl }
      : options.inMemory
        ? { dataDir: null, loadDataDir: options.pgliteTemplate }
        : { dataDir: config.dataDir },
    (name) => boot.mark(name),
  );
  try {
    boot.mark('database');
    const metrics = new ServerMetrics();
    const hub = new LiveHub(database, { heartbeatMs: options.liveHeartbeatMs, metrics: metrics.live });
    metrics.watch(hub, database);
    let draining = false;
    await hub.start();
    // Listen first: with port 0 (tests) the public URL, which auth checks origins against, is known only then.
    let app: App | null = null;
    const server: ServerType = await new Promise((resolve) => {
      const s = serve(
        {
          fetch: (request, env) => (app ? app.fetch(request, env) : new Response('starting', { status: 503 })),
          port: options.port ?? config.port,
          hostname: config.host,
          ...(config.tls
            ? {
                createServer: createHttpsServer,
                serverOptions: { cert: fs.readFileSync(config.tls.certFile), key: fs.readFileSync(config.tls.keyFile) },
              }
            : {}),
        },
        () => resolve(s),
      );
    });
    const port = (server.address() as AddressInfo).port;
    const publicUrl = config.publicUrl ?? `${config.tls ? 'https' : 'http'}://localhost:${port}`;
    // The users CLI reaches a running embedded installation through this token (see cli/users.ts).
    const adminEndpoint =
      database.kind === 'pglite' && !options.inMemory ? writeAdminEndpoint(config.dataDir, publicUrl) : null;
    // Local mode (someone's own machine): mails go to the dev outbox; decision 010.
    const localMode = isLocalMode({ isProduction: config.isProduction, smtpUrl: config.smtpUrl, publicUrl });
    const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, localMode });
    // Notifications go through the outbox; sign-in links, codes and resets stay immediate (auth.ts).
    const outbox = new MailOutbox(database.db, mailer, options.mailOutbox);
    const calendarSecret = createHmac('sha256', options.authSecret).update('calendar-feeds').digest('hex');
    const notifications = new Notifications(database.db, {
      publicUrl,
      secret: createHmac('sha256', options.authSecret).update('mail-unsubscribe').digest('hex'),
      // A confirmation's sign-on QR code is signed as the desk reads it (decision 081).
      signOnSecret: calendarSecret,
      outbox,
    });
    metrics.watchOutbox(() => outbox.pending());
    const auth = createAuth({
      db: database.db,
      publicUrl,
      secret: options.authSecret,
      adminEmails: config.adminEmails,
      mailer,
      google: config.google,
      secureCookies: publicUrl.startsWith('https://'),
    });
    boot.mark('listen');
    const demoAccounts = config.demo ? await seedDemo(database.db, auth) : null;
    boot.mark('demo');
    const reporter = createErrorReporter(config.sentryDsn);
    app = buildApp({
      database,
      hub,
      auth,
      reporter,
      publicConfig: {
        siteName: config.siteName,
        contactEmail: config.contactEmail,
        sentryDsn: config.sentryDsn,
        googleSignIn: config.google !== null,
      },
      webDistDir: config.webDistDir,
      mailer,
      notifications,
      // The login page's demo hint: only where the demo is and only on someone's own machine.
      demoSignIn:
        config.demo && localMode
          ? { email: demoAccountList.find((a) => a.role === 'rider')!.email, password: DEMO_PASSWORD }
          : null,
      trustProxy: config.trustProxy,
      trustedProxies: trustedProxies(config.trustedProxies ?? DEFAULT_TRUSTED_PROXIES),
      publicUrl,
      adminToken: adminEndpoint?.token ?? null,
      calendarSecret,
      rateLimit: options.rateLimit ?? config.rateLimit,
      metrics,
      metricsToken: config.metricsToken,
      draining: () => draining,
      clock: options.clock,
      onlinePayments: config.stripe ? stripeCheckout(config.stripe) : null,
    });
    boot.mark('app');
    // SSE connections live for hours; the default request timeouts would cut them.
    if ('requestTimeout' in server) {
      server.requestTimeout = 0;
      server.headersTimeout = 60_000;
      server.keepAliveTimeout = 65_000;
    }
    // Retention (privacy notice): prune page views past 24 months now and once a day.
    const analytics = new AnalyticsService(database.db, createErrorReporter(null));
    const prune = () =>
      void analytics
        .pruneOldPageViews()
        .catch((error: unknown) => logger.error({ err: error }, 'pruning page views failed'));
    // A minute after the start, not during it: the first requests of a restart do not queue behind it
    // on the embedded database's one connection (issue #36 point 6).
    const firstPrune = setTimeout(prune, 60_000);
    firstPrune.unref();
    const pruneTimer = setInterval(prune, 24 * 3_600_000);
    pruneTimer.unref();
    outbox.start();
    const remind = () =>
      void notifications
        .sendDueReminders()
        .catch((error: unknown) => logger.error({ err: error }, 'queueing reminders failed'));
    const reminderTimer = setInterval(remind, REMINDER_JOB_MS);
    reminderTimer.unref();
    const firstReminders = setTimeout(remind, 30_000);
    firstReminders.unref();
    const backups =
      database.snapshot && !options.inMemory && config.backupEveryMs
        ? startScheduledBackups({
            dataDir: config.dataDir,
            everyMs: config.backupEveryMs,
            keep: config.backupKeep,
            snapshot: database.snapshot,
          })
        : null;
    let closing: Promise<void> | null = null;
    return {
      url: publicUrl,
      port,
      database,
      hub,
      auth,
      mailer,
      outbox,
      notifications,
      demoAccounts,
      localMode,
      metrics,
      backups,
      app,
      boot,
      close() {
        closing ??= (async () => {
          draining = true;
          clearTimeout(firstPrune);
          clearInterval(pruneTimer);
          clearInterval(reminderTimer);
          clearTimeout(firstReminders);
          adminEndpoint?.remove();
          const closed = new Promise<void>((resolve) => server.close(() => resolve()));
          await hub.stop();
          await drainConnections(server, closed);
          await outbox.stop();
          await backups?.stop();
          await database.close();
          // Errors reported during the last requests still reach Sentry.
          await reporter.flush(2000);
        })();
        return closing;
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/**
 * Waits until every connection is gone: idle keep-alive ones are closed now and whenever one turns
 * idle (a response under way closes its own connection: request-context.ts sends Connection: close
 * while draining); past SHUTDOWN_GRACE_MS whatever remains is cut.
 */
async function drainConnections(server: ServerType, closed: Promise<void>): Promise<void> {
  if (!('closeIdleConnections' in server)) return closed;
  server.closeIdleConnections();
  const sweep = setInterval(() => server.closeIdleConnections(), 50);
  let timer: NodeJS.Timeout | undefined;
  const graceOver = new Promise<'cut'>((resolve) => {
    timer = setTimeout(() => resolve('cut'), SHUTDOWN_GRACE_MS);
  });
  try {
    if ((await Promise.race([closed, graceOver])) === 'cut') {
      logger.warn(`stopping: requests still under way after ${SHUTDOWN_GRACE_MS} ms are cut`);
      server.closeAllConnections();
      await closed;
    }
  } finally {
    clearInterval(sweep);
    clearTimeout(timer);
  }
}
