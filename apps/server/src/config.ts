import path from 'node:path';
import type { StripeSettings } from './features/money/online/stripe-checkout.js';
import { parseBackupInterval } from './ops/scheduled-backups.js';

/** Everything the server reads from the environment (README "Configuration"). */
export interface Config {
  port: number;
  /** HOST: the address to listen on (`127.0.0.1` behind a proxy on the same machine). */
  host: string;
  /** Unset: embedded PGlite in `dataDir`. */
  databaseUrl: string | null;
  dataDir: string;
  /** Where users reach the server; null: http://localhost:{the port it listens on}. */
  publicUrl: string | null;
  /** Seed the demo championship on an empty database. */
  demo: boolean;
  sentryDsn: string | null;
  contactEmail: string;
  siteName: string;
  adminEmails: string[];
  isProduction: boolean;
  smtpUrl: string | null;
  mailFrom: string;
  google: { clientId: string; clientSecret: string } | null;
  /** How many reverse proxies stand in front (TRUST_PROXY); 0: the socket is the client. */
  trustProxy: number;
  /**
   * TRUSTED_PROXIES: the addresses and ranges whose forwarding headers are believed (http/trusted-proxies.ts);
   * unset: this machine and the private networks.
   */
  trustedProxies: string[] | null;
  /** Sign-in and reset rate limits; off only for end-to-end tests, which sign in many times from one address. */
  rateLimit: boolean;
  /** Built SPA to serve; null serves only the API. */
  webDistDir: string | null;
  /** METRICS_TOKEN: GET /metrics answers only `Authorization: Bearer <it>`; unset, /metrics is a 404. */
  metricsToken: string | null;
  /** Embedded database only: BACKUP_INTERVAL between automatic backups into DATA_DIR/backups (null: off). */
  backupEveryMs: number | null;
  /** BACKUP_KEEP: how many automatic backups are kept (the newest). */
  backupKeep: number;
  /** Online payment by Stripe Checkout (decision 082): on only with both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET. */
  stripe: StripeSettings | null;
  /**
   * VENUE_FEDERATION_URL: set, this installation is a venue laptop (decision 085) that checks stages out
   * of that federation server; unset, it is a federation server (or a club's own).
   */
  venueFederationUrl: string | null;
  /**
   * TLS_CERT_FILE and TLS_KEY_FILE (PEM): the server itself answers HTTPS. A venue laptop needs it (its
   * phones' service workers need a secure context with no proxy at the venue, decision 086); behind a
   * proxy that terminates TLS, leave them unset.
   */
  tls: { certFile: string; keyFile: string } | null;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  const demoFlag = env.DEMO?.trim();
  const trustedProxies = env.TRUSTED_PROXIES?.trim()
    ? env.TRUSTED_PROXIES.split(',')
        .map((entry) => entry.trim())
        .filter(Boolean)
    : null;
  return {
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    databaseUrl,
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    publicUrl: env.PUBLIC_URL?.trim().replace(/\/$/, '') || null,
    // The demo is on by default only for the embedded database: a real PostgreSQL is someone's data.
    demo: demoFlag ? demoFlag === '1' || demoFlag === 'true' : databaseUrl === null,
    sentryDsn: env.SENTRY_DSN?.trim() || null,
    contactEmail: env.CONTACT_EMAIL ?? 'info@trialhub.app',
    siteName: env.SITE_NAME ?? 'TrialHub',
    adminEmails: (env.ADMIN_EMAILS ?? '')
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
    isProduction: env.NODE_ENV === 'production',
    smtpUrl: env.SMTP_URL?.trim() || null,
    mailFrom: env.MAIL_FROM ?? 'TrialHub <no-reply@trialhub.app>',
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }
        : null,
    // Naming the proxies means there is one: TRUST_PROXY defaults to 1 then.
    trustProxy: proxyHops(env.TRUST_PROXY) || (trustedProxies && env.TRUST_PROXY === undefined ? 1 : 0),
    trustedProxies,
    rateLimit: env.RATE_LIMIT !== 'off',
    webDistDir: path.resolve(import.meta.dirname, '../../web/dist'),
    metricsToken: env.METRICS_TOKEN?.trim() || null,
    backupEveryMs: parseBackupInterval(env.BACKUP_INTERVAL),
    backupKeep: Math.max(1, Math.floor(Number(env.BACKUP_KEEP ?? 14)) || 14),
    stripe:
      env.STRIPE_SECRET_KEY?.trim() && env.STRIPE_WEBHOOK_SECRET?.trim()
        ? {
            secretKey: env.STRIPE_SECRET_KEY.trim(),
            webhookSecret: env.STRIPE_WEBHOOK_SECRET.trim(),
            apiUrl: env.STRIPE_API_URL?.trim() || null,
          }
        : null,
    venueFederationUrl: env.VENUE_FEDERATION_URL?.trim().replace(/\/$/, '') || null,
    tls:
      env.TLS_CERT_FILE?.trim() && env.TLS_KEY_FILE?.trim()
        ? { certFile: path.resolve(env.TLS_CERT_FILE.trim()), keyFile: path.resolve(env.TLS_KEY_FILE.trim()) }
        : null,
  };
}

/** TRUST_PROXY: `1`/`true` for one reverse proxy, a number for a chain of them (a CDN before nginx: 2). */
function proxyHops(value: string | undefined): number {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === 'true') return 1;
  return /^\d{1,2}$/.test(text) ? Number(text) : 0;
}
