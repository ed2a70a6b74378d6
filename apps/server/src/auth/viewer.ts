import { type RiderAudience, type StageStatus, mayReadStage, riderAudience } from '@trialhub/domain';
import { AppError } from '../http/app-error.js';

export const roles = ['admin', 'secretary'] as const;
export type Role = (typeof roles)[number];

/** Who is calling: the signed-in user as the server knows them, or null for a visitor. */
export interface Viewer {
  userId: string;
  email: string;
  displayName: string;
  roles: Role[];
  isJudge: boolean;
}

/** better-auth's admin plugin keeps roles as one comma-separated string. */
export function parseRoles(role: string | null | undefined): Role[] {
  return (role ?? '')
    .split(',')
    .map((r) => r.trim())
    .filter((r): r is Role => (roles as readonly string[]).includes(r));
}

export function hasRole(viewer: Viewer | null, role: Role): boolean {
  return !!viewer && viewer.roles.includes(role);
}

/** Guards a service call: visitors get 401, signed-in users without the role 403. */
export function requireRole(viewer: Viewer | null, role: Role): asserts viewer is Viewer {
  if (!viewer) throw new AppError('unauthenticated');
  if (!hasRole(viewer, role)) throw new AppError('forbidden');
}

export function requireViewer(viewer: Viewer | null): asserts viewer is Viewer {
  if (!viewer) throw new AppError('unauthenticated');
}

/** How much of a rider this viewer sees (packages/domain/src/privacy.ts has the rule). */
export function audienceOf(viewer: Viewer | null): RiderAudience {
  return riderAudience(viewer?.roles);
}

/** Whether this viewer may read a stage of this status (its page, lists and live topics). */
export function canReadStage(viewer: Viewer | null, status: StageStatus): boolean {
  return mayReadStage(viewer?.roles, status);
}
