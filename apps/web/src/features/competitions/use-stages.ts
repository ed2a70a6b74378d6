import { type StageSummary, type StagesEvent, liveTopics } from '@trialhub/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api';
import { useLiveQuery } from '../../shared/live-client';

const stagesKey = ['stages'] as const;

/** Applies one `stages` topic event to the cached list. */
export function applyStagesEvent(stages: StageSummary[], event: StagesEvent): StageSummary[] {
  const id = event.type === 'stage.upserted' ? event.stage.id : event.id;
  const rest = stages.filter((s) => s.id !== id);
  return event.type === 'stage.upserted' && event.stage.status === 'published' ? [...rest, event.stage] : rest;
}

/** Published stages, kept live: a stage published, edited or unpublished shows at once. */
export function usePublishedStages() {
  useLiveQuery<StageSummary[], StagesEvent>(liveTopics.stages, stagesKey, applyStagesEvent);
  return useQuery({ queryKey: stagesKey, queryFn: () => api('/api/stages') });
}
