import type { MyResult, Profile, ProfileUpdate } from '@trialhub/domain';
import { type Auth, resetRequestHeaders } from '../../auth/auth.js';
import { type Role, type Viewer, parseRoles, requireViewer } from '../../auth/viewer.js';
import type { Db } from '../../db/open-db.js';
import { AppError } from '../../http/app-error.js';
import type { RateLimiter, RateLimits } from '../../http/rate-limit.js';
import * as repo from './accounts.repository.js';

export class AccountsService {
  /** Reset requests say whether an account exists (spec §8), so they are limited hard. */
  private readonly resetLimiter: RateLimiter;

  constructor(
    private readonly db: Db,
    private readonly auth: Auth,
    limits: RateLimits,
  ) {
    this.resetLimiter = limits.rule({ name: 'password-reset', max: 5, windowMs: 5 * 60_000 });
  }

  async profile(viewer: Viewer | null): Promise<Profile> {
    requireViewer(viewer);
    const found = await repo.findProfile(this.db, viewer.userId);
    if (!found) throw new AppError('unauthenticated');
    return {
      email: found.email,
      displayName: found.displayName,
      isJudge: found.isJudge,
      roles: parseRoles(found.role),
      hasPassword: found.hasPassword,
      participationData: (found.participationData as Record<string, unknown> | null) ?? null,
    };
  }

  async updateProfile(viewer: Viewer | null, update: ProfileUpdate): Promise<Profile> {
    requireViewer(viewer);
    await repo.updateProfile(this.db, viewer.userId, { name: update.displayName, isJudge: update.isJudge });
    return this.profile(viewer);
  }

  myResults(viewer: Viewer | null): Promise<MyResult[]> {
    requireViewer(viewer);
    return repo.listMyResults(this.db, viewer.userId);
  }

  /** Adds a password to an account made with Google or a magic link. */
  async setPassword(viewer: Viewer | null, headers: Headers, newPassword: string): Promise<void> {
    requireViewer(viewer);
    const profile = await repo.findProfile(this.db, viewer.userId);
    if (profile?.hasPassword) throw new AppError('passwordAlreadySet');
    await this.auth.api.setPassword({ body: { newPassword }, headers });
  }

  /**
   * Completes a magic-link sign-in. The e-mail must match the one the link was sent to: a link
   * opened on another device asks for it again (spec §2), so a forwarded link alone is not enough.
   */
  async finishMagicLink(headers: Headers, token: string, email: string): Promise<Headers> {
    const sentTo = await this.magicLinkEmail(token);
    if (!sentTo) throw new AppError('invalidLink');
    if (sentTo !== email) throw new AppError('magicLinkEmailMismatch');
    const response = await this.auth.api.magicLinkVerify({ query: { token }, headers, asResponse: true });
    if (!response.ok) throw new AppError('invalidLink');
    // Only the session cookies go back: the session token never reaches page scripts.
    const cookies = new Headers();
    for (const cookie of response.headers.getSetCookie()) cookies.append('set-cookie', cookie);
    return cookies;
  }

  /**
   * The e-mail a pending magic link was sent to: better-auth keeps it as JSON in its verification row,
   * found through its own adapter since the row's identifier is a hash of the token.
   */
  private async magicLinkEmail(token: string): Promise<string | null> {
    const context = await this.auth.$context;
    const row = await context.internalAdapter.findVerificationValue(`magic-link:${token}`);
    if (!row || row.expiresAt.getTime() < Date.now()) return null;
    try {
      const email = (JSON.parse(row.value) as { email?: unknown }).email;
      return typeof email === 'string' ? email.toLowerCase() : null;
    } catch {
      return null;
    }
  }

  async requestPasswordReset(clientIp: string, headers: Headers, email: string): Promise<void> {
    await this.resetLimiter.hit(clientIp);
    if (!(await repo.findUserByEmail(this.db, email))) throw new AppError('accountNotFound');
    // The mail's language falls back to the asking page's (auth.ts).
    await resetRequestHeaders.run(headers, () =>
      this.auth.api.requestPasswordReset({ body: { email, redirectTo: '/login' }, headers }),
    );
  }
}

/** Grants or revokes a role by e-mail (the users CLI and its endpoint). Returns the roles after. */
export async function changeRole(db: Db, email: string, role: Role, grant: boolean): Promise<Role[]> {
  const user = await repo.findUserByEmail(db, email.toLowerCase());
  if (!user) throw new AppError('accountNotFound');
  const roles = new Set(parseRoles(user.role));
  if (grant) roles.add(role);
  else roles.delete(role);
  const next = [...roles].sort();
  await repo.setRoles(db, user.id, next.length > 0 ? next.join(',') : 'user');
  return next;
}
