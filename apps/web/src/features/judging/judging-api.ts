import type { ImportSheetRequest } from '@trialhub/domain';
import { api } from '../../shared/api';

export const judgesKey = (stageId: string) => ['stage-judges', stageId] as const;

export const fetchJudges = (stageId: string) => api(`/api/stages/${stageId}/judges`);

export const searchCandidates = (query: string) => api(`/api/judging/candidates?q=${encodeURIComponent(query)}`);

export const setJudge = (stageId: string, userId: string, section: number | null) =>
  api(`/api/stages/${stageId}/judges/${userId}`, { method: 'PUT', json: { section } });

export const removeJudge = (stageId: string, userId: string) =>
  api(`/api/stages/${stageId}/judges/${userId}`, { method: 'DELETE' });

export const fetchMyJudgeStages = () => api('/api/me/judge-stages');

export const importSheet = (stageId: string, request: ImportSheetRequest) =>
  api(`/api/stages/${stageId}/judging/import`, { method: 'POST', json: request });

export const progressKey = (stageId: string) => ['stage-progress', stageId] as const;

export const fetchProgress = (stageId: string) => api(`/api/stages/${stageId}/judging/progress`);
