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

/** The signed-in user, or null. `undefined` while loading (the spec's "undefined while loading"). */
export function useSession() {
  return useQuery({
    queryKey: sessionQueryKey,
    queryFn: () => api<Session | null>('/api/auth/get-session'),
    staleTime: 60_000,
  });
}

/** Roles are one comma-separated string (better-auth's admin plugin). */
export function hasRole(user: SessionUser | undefined | null, role: 'admin' | 'secretary'): boolean {
  return !!user?.role
    ?.split(',')
    .map((r) => r.trim())
    .includes(role);
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

export function useSignOut() {
  const queryClient = useQueryClient();
  return async () => {
    await api('/api/auth/sign-out', { method: 'POST', json: {} });
    queryClient.setQueryData(sessionQueryKey, null);
    await queryClient.invalidateQueries();
  };
}
