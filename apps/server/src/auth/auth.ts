import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin } from 'better-auth/plugins';
import type { Db } from '../db/open-db.js';
import { CLIENT_IP_HEADER } from '../http/client-ip.js';
import { accounts, sessions, users, verifications } from '../db/schema.js';
import { type Viewer, parseRoles } from './viewer.js';

export interface AuthOptions {
  db: Db;
  publicUrl: string;
  secret: string;
  adminEmails: string[];
  /** Rate limiting is off in tests: they sign in many times from one address. */
  rateLimit: boolean;
}

/**
 * better-auth (DESIGN.md §2): sessions, password hashing and tokens are its job, not ours.
 * Later sign-in methods (magic link, e-mail code, Google) are added here as plugins.
 */
export function createAuth(options: AuthOptions) {
  const adminEmails = new Set(options.adminEmails);
  return betterAuth({
    baseURL: options.publicUrl,
    basePath: '/api/auth',
    secret: options.secret,
    database: drizzleAdapter(options.db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: { enabled: true, minPasswordLength: 8, maxPasswordLength: 128 },
    user: {
      additionalFields: {
        isJudge: { type: 'boolean', defaultValue: false, input: false },
      },
    },
    account: { accountLinking: { enabled: true } },
    session: { cookieCache: { enabled: true, maxAge: 60 } },
    rateLimit: { enabled: options.rateLimit },
    advanced: {
      // Without it every client shares one rate-limit bucket; app.ts sets it from the socket.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    databaseHooks: {
      user: {
        create: {
          // ADMIN_EMAILS get the admin role the moment their account exists.
          before: async (user) => ({
            data: {
              ...user,
              role: adminEmails.has(user.email.toLowerCase()) ? 'admin' : (user as { role?: string }).role,
            },
          }),
        },
      },
    },
    plugins: [admin({ defaultRole: 'user', adminRoles: ['admin'] })],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** The viewer behind a request's cookies, or null. */
export async function viewerFromHeaders(auth: Auth, headers: Headers): Promise<Viewer | null> {
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
