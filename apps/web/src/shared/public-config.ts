import { useQuery } from '@tanstack/react-query';
import { answer, apiClient } from './api-client';

/** The server's public settings (site name, contact address, Sentry DSN); fetched once per tab. */
export const publicConfigQuery = {
  queryKey: ['config'],
  queryFn: () => answer(apiClient.GET('/api/config')),
  staleTime: Infinity,
} as const;

export function usePublicConfig() {
  return useQuery(publicConfigQuery);
}
