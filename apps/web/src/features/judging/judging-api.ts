import type {
  ImportSheetRequest,
  ImportSheetResponse,
  JudgeCandidate,
  SectionProgress,
  StageJudge,
} from '@trialhub/domain';
import { api } from '../../shared/api';

export const judgesKey = (stageId: string) => ['stage-judges', stageId] as const;

export const fetchJudges = (stageId: string) => api<StageJudge[]>(`/api/stages/${stageId}/judges`);

export const searchCandidates = (query: string) =>
  api<JudgeCandidate[]>(`/api/judging/candidates?q=${encodeURIComponent(query)}`);

export const setJudge = (stageId: string, userId: string, section: number | null) =>
  api<StageJudge[]>(`/api/stages/${stageId}/judges/${userId}`, { method: 'PUT', json: { section } });

export const removeJudge = (stageId: string, userId: string) =>
  api<void>(`/api/stages/${stageId}/judges/${userId}`, { method: 'DELETE' });

export const fetchMyJudgeStages = () => api<string[]>('/api/me/judge-stages');

export const importSheet = (stageId: string, request: ImportSheetRequest) =>
  api<ImportSheetResponse>(`/api/stages/${stageId}/judging/import`, { method: 'POST', json: request });

export const progressKey = (stageId: string) => ['stage-progress', stageId] as const;

export const fetchProgress = (stageId: string) => api<SectionProgress[]>(`/api/stages/${stageId}/judging/progress`);
