import type { StageSummary } from '../contract/stages.js';

/** URL of a stage page: /competitions/{institution}/{championship}/{stage}. */
export function stagePath(stage: Pick<StageSummary, 'institutionId' | 'championshipId' | 'stageId'>): string {
  return `/competitions/${stage.institutionId}/${stage.championshipId}/${stage.stageId}`;
}
