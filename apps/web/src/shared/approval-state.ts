import { useQuery } from '@tanstack/react-query';
import { api } from './api';

export const approvalKey = (stageId: string) => ['stage-approval', stageId] as const;

/**
 * A stage's approval state, for secretaries: the approval banner and the result menu (missed sections
 * left to the secretary) share one request through this key.
 */
export function useApprovalState(stageId: string) {
  const { data } = useQuery({
    queryKey: approvalKey(stageId),
    queryFn: () => api(`/api/stages/${stageId}/approval`),
  });
  return data;
}
