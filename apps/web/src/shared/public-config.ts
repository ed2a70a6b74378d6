import type { PublicConfig } from '@trialhub/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from './api';

/** The server's public settings (site name, contact address, Sentry DSN); fetched once. */
export function usePublicConfig() {
  return useQuery({ queryKey: ['config'], queryFn: () => api<PublicConfig>('/api/config'), staleTime: Infinity });
}
