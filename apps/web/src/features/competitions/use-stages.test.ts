import type { StageSummary } from '@trialhub/domain';
import { describe, expect, it } from 'vitest';
import { applyStagesEvent } from './use-stages';

const stage = (id: string, patch: Partial<StageSummary> = {}): StageSummary => ({
  id,
  institutionId: 'demo',
  championshipId: 'cup',
  stageId: id,
  championshipName: 'Cup',
  title: `Stage ${id}`,
  location: null,
  competitionStartDate: '2026-05-01T10:00:00.000Z',
  competitionEndDate: '2026-05-01T16:00:00.000Z',
  registrationEndDate: null,
  timeZone: 'Europe/Riga',
  competitionType: 'classic',
  status: 'published',
  ...patch,
});

describe('applyStagesEvent', () => {
  it('adds a newly published stage', () => {
    expect(applyStagesEvent([stage('a')], { type: 'stage.upserted', stage: stage('b') }).map((s) => s.id)).toEqual([
      'a',
      'b',
    ]);
  });
  it('replaces an edited stage instead of duplicating it', () => {
    const next = applyStagesEvent([stage('a'), stage('b')], {
      type: 'stage.upserted',
      stage: stage('a', { title: 'New' }),
    });
    expect(next).toHaveLength(2);
    expect(next.find((s) => s.id === 'a')?.title).toBe('New');
  });
  it('removes an unpublished stage', () => {
    expect(applyStagesEvent([stage('a'), stage('b')], { type: 'stage.removed', id: 'a' }).map((s) => s.id)).toEqual([
      'b',
    ]);
  });
  it('never shows a draft even if one is sent as upserted', () => {
    expect(applyStagesEvent([stage('a')], { type: 'stage.upserted', stage: stage('a', { status: 'draft' }) })).toEqual(
      [],
    );
  });
});
