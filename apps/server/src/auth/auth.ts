import { AsyncLocalStorage } from 'node:async_hooks';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { createAuthMiddleware, isAPIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { admin, emailOTP, magicLink } from 'better-auth/plugins';
import type { Db } from '../db/open-db.js';
import { CLIENT_IP_HEADER } from '../http/client-ip.js';
import { logSafeArg, logSafeText } from '../http/log-safe-error.js';
import { logger } from '../ops/logger.js';
import type { Mailer } from '../mail/mailer.js';
import { codeMail, mailLanguage, magicLinkMail, resetPasswordMail, storedMailLanguage } from '../mail/templates.js';
import { accounts, sessions, users, verifications } from '../db/schema.js';
import { type Viewer, parseRoles } from './viewer.js';

/** The headers of a password-reset request made through our own route (accounts.service.ts). */
export const resetRequestHeaders = new AsyncLocalStorage<Headers>();

export interface AuthOptions {
  db: Db;
  publicUrl: string;
  secret: string;
  adminEmails: string[];
  mailer: Mailer;
  google: { clientId: string; clientSecret: string } | null;
  secureCookies: boolean;
}

/** Magic links and codes are single-use and short-lived (Accounts issue: ≤ 15 min). */
export const MAGIC_LINK_TTL_SECONDS = 15 * 60;
export const CODE_TTL_SECONDS = 10 * 60;

/**
 * better-auth (DESIGN.md §2): sessions, password hashing and tokens are its job, not ours.
 * Later sign-in methods (magic link, e-mail code, Google) are added here as plugins.
 */
export function createAuth(options: AuthOptions) {
  const adminEmails = new Set(options.adminEmails);
  return betterAuth({
    baseURL: options.publicUrl,
    basePath: '/api/auth',
    // better-auth logs a failed query as it is, SQL parameters (e-mail addresses, names) included:
    // its errors go to the log in the same safe form as ours (http/log-safe-error.ts).
    logger: {
      log: (level, message, ...args: unknown[]) =>
        logger[level](
          // Other objects (a user, a request) can hold personal data: only their kind is logged.
          {
            source: 'better-auth',
            details: args.length
              ? args.map((arg) => (arg instanceof Error || typeof arg !== 'object' ? logSafeArg(arg) : '[object]'))
              : undefined,
          },
          `[Better Auth] ${logSafeText(message)}`,
        ),
    },
    secret: options.secret,
    database: drizzleAdapter(options.db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: MAGIC_LINK_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // The link lands on our login page in its set-new-password mode, with the token.
      sendResetPassword: async ({ user, token }, request) => {
        const url = `${options.publicUrl}/login?mode=reset&token=${encodeURIComponent(token)}`;
        // The language the user chose for their mails (or their page's at sign-up), then the asking
        // page's. Our route calls better-auth without a request, so its headers come through
        // resetRequestHeaders; they were missing, and every reset mail was English (issue #41).
        const [stored] = await options.db.select({ language: users.language }).from(users).where(eq(users.id, user.id));
        const lang =
          storedMailLanguage(stored?.language) ?? mailLanguage(request?.headers ?? resetRequestHeaders.getStore());
        await options.mailer.send(resetPasswordMail(user.email, lang, url));
      },
    },
    socialProviders: options.google
      ? {
          google: {
            clientId: options.google.clientId,
            clientSecret: options.google.clientSecret,
            prompt: 'select_account',
          },
        }
      : {},
    user: {
      additionalFields: {
        isJudge: { type: 'boolean', defaultValue: false, input: false },
      },
    },
    // One account per e-mail (spec §1): Google and e-mail sign-ins for the same address reach one user.
    account: { accountLinking: { enabled: true, trustedProviders: ['google', 'email-password'] } },
    // No cookie cache: a session revoked at logout or by an admin is refused at once, not a minute later.
    session: { cookieCache: { enabled: false } },
    // Reset and magic-link tokens (and every other verification identifier) are kept as hashes: a copy
    // of the database holds no link that signs anyone in. Codes are hashed too (storeOTP below).
    verification: { storeIdentifier: 'hashed' },
    // The session token lives in the httpOnly cookie only: get-session, list-sessions and the sign-in
    // answers would hand it to page scripts, so it is taken out of every answer (issue 15.7).
    hooks: {
      after: createAuthMiddleware(async (ctx) => {
        const returned: unknown = ctx.context.returned;
        if (returned === null || typeof returned !== 'object' || isAPIError(returned) || returned instanceof Response) {
          return;
        }
        const stripped = withoutSessionTokens(returned);
        if (stripped !== returned) return ctx.json(stripped);
      }),
    },
    // Its limiter counts per process; ours (auth-rate-limits.ts, app.ts) counts in the database,
    // shared by every instance (decision 028).
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: options.secureCookies,
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
      // The client address (sessions record it); app.ts sets it from the socket or trusted proxy.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user) => ({
            data: {
              ...user,
              // A magic-link or code sign-up has no display name yet: start from the e-mail's name part.
              name: user.name?.trim() || user.email.split('@')[0]!,
              // ADMIN_EMAILS get the admin role the moment their account exists…
              role: adminEmails.has(user.email.toLowerCase()) ? 'admin' : (user as { role?: string }).role,
            },
          }),
          // The mail language (issue #18): the page's language at sign-up; the profile changes it.
          after: async (user, context) => {
            const headers = context?.headers ?? context?.request?.headers;
            await options.db
              .update(users)
              .set({ language: mailLanguage(headers) })
              .where(eq(users.id, user.id));
          },
        },
      },
      session: {
        create: {
          // …and at every sign-in, so an address added to ADMIN_EMAILS later works at the next sign-in.
          after: async (session) => {
            if (adminEmails.size > 0) await grantAdminIfListed(options.db, session.userId, adminEmails);
          },
        },
      },
    },
    plugins: [
      admin({ defaultRole: 'user', adminRoles: ['admin'] }),
      magicLink({
        expiresIn: MAGIC_LINK_TTL_SECONDS,
        // The mail's link opens /finish-signup, which asks for the e-mail on another device (spec §2).
        sendMagicLink: async ({ email, token, url }, ctx) => {
          const returnTo = new URL(url).searchParams.get('callbackURL') ?? '/';
          const link = `${options.publicUrl}/finish-signup?token=${encodeURIComponent(token)}&return=${encodeURIComponent(returnTo)}`;
          await options.mailer.send(magicLinkMail(email, mailLanguage(ctx?.request?.headers ?? ctx?.headers), link));
        },
      }),
      emailOTP({
        expiresIn: CODE_TTL_SECONDS,
        allowedAttempts: 3,
        storeOTP: 'hashed',
        sendVerificationOTP: async ({ email, otp }, ctx) => {
          await options.mailer.send(codeMail(email, mailLanguage(ctx?.request?.headers ?? ctx?.headers), otp));
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * An auth answer without its session tokens: `token` at the top (sign-in, sign-up), in `session`
 * (get-session) and in each listed session (list-sessions). The same object when there was none.
 */
export function withoutSessionTokens(value: object): object {
  const strip = (o: unknown): unknown => {
    if (o === null || typeof o !== 'object' || Array.isArray(o) || !('token' in o)) return o;
    const { token: _token, ...rest } = o as Record<string, unknown>;
    return rest;
  };
  if (Array.isArray(value)) {
    return value.some((item) => strip(item) !== item) ? value.map(strip) : value;
  }
  let result = strip(value) as Record<string, unknown>;
  if ('session' in result && strip(result.session) !== result.session) {
    result = { ...result, session: strip(result.session) };
  }
  return result;
}

async function grantAdminIfListed(db: Db, userId: string, adminEmails: Set<string>): Promise<void> {
  const [user] = await db.select({ email: users.email, role: users.role }).from(users).where(eq(users.id, userId));
  if (!user || !adminEmails.has(user.email.toLowerCase()) || parseRoles(user.role).includes('admin')) return;
  await db
    .update(users)
    .set({ role: [...parseRoles(user.role), 'admin'].join(',') })
    .where(eq(users.id, userId));
}

/**
 * Whether the request carries a session cookie at all (secure or not). Without one there is no
 * session to look up: a spectator's request skips better-auth's session parsing and signing checks
 * (about a third of a public read's CPU under load, issue #20), and a page is rendered for a visitor.
 */
export function hasSessionCookie(headers: Headers): boolean {
  return /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/.test(headers.get('cookie') ?? '');
}

/** The viewer behind a request's cookies, or null. */
export async function viewerFromHeaders(auth: Auth, headers: Headers): Promise<Viewer | null> {
  if (!hasSessionCookie(headers)) return null;
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  const user = session.user as typeof session.user & { role?: string | null; isJudge?: boolean };
  return {
    userId: user.id,
    email: user.email,
    displayName: user.name,
    roles: parseRoles(user.role),
    isJudge: !!user.isJudge,
  };
}

/** AUTH_SECRET, or one generated once and kept in the data dir so sessions survive restarts. */
export function resolveAuthSecret(envSecret: string | undefined, dataDir: string): string {
  if (envSecret?.trim()) return envSecret.trim();
  const file = path.join(dataDir, 'auth-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(32).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
