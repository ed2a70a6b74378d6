import { useQuery } from '@tanstack/react-query';
import { api } from './api';

/** The server's public settings (site name, contact address, Sentry DSN); fetched once per tab. */
export const publicConfigQuery = {
  queryKey: ['config'],
  queryFn: () => api('/api/config'),
  staleTime: Infinity,
} as const;

export function usePublicConfig() {
  return useQuery(publicConfigQuery);
}
