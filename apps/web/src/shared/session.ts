import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role?: string | null;
  isJudge?: boolean;
}

export interface Session {
  user: SessionUser;
}

export const sessionQueryKey = ['session'] as const;

/** The signed-in user's session, or null. */
export function useSession() {
  return useQuery({
    queryKey: sessionQueryKey,
    queryFn: () => api<Session | null>('/api/auth/get-session'),
    staleTime: 60_000,
  });
}

export type Role = 'admin' | 'secretary';

/** Roles are one comma-separated string (better-auth's admin plugin). */
export function hasRole(user: SessionUser | undefined | null, role: Role): boolean {
  return !!user?.role
    ?.split(',')
    .map((r) => r.trim())
    .includes(role);
}

/**
 * A role claim as the spec reads one: true or false once the session is known, undefined while
 * it loads (so a guard waits instead of bouncing an admin to /401 on a slow connection).
 */
export function useRole(role: Role): boolean | undefined {
  const { data: session, isPending } = useSession();
  if (isPending) return undefined;
  return hasRole(session?.user, role);
}

/** Upper-cased first letters of each word of the display name: "Anna Admin" → "AA". */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase())
    .join('')
    .slice(0, 3);
}

/**
 * The page the user chose Logout on (until the next sign-in): its guard then sends them to the plain
 * login page (spec: Logout goes to /login), not to one that would bring them back to it.
 */
let signedOutOn: string | null = null;
export const signedOutHere = (pathname: string) => signedOutOn === pathname;

export function useSignOut() {
  const queryClient = useQueryClient();
  return async () => {
    await api('/api/auth/sign-out', { method: 'POST', json: {} });
    signedOutOn = window.location.pathname;
    queryClient.setQueryData(sessionQueryKey, null);
    // Forget what was cached for the viewer who left, without asking again: a refetch as nobody would
    // only earn 401s (guarded pages close on the session's end). Pages fetch what they need when they open.
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'config' && q.queryKey[0] !== sessionQueryKey[0] });
  };
}

/** After any sign-in: fetch the new session, and forget everything cached for the previous viewer. */
export function useAfterSignIn() {
  const queryClient = useQueryClient();
  return async () => {
    signedOutOn = null;
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'config' });
    await queryClient.fetchQuery({
      queryKey: sessionQueryKey,
      queryFn: () => api<Session | null>('/api/auth/get-session'),
    });
  };
}
