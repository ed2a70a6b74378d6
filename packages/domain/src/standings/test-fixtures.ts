/** Shared test data for the standings tests: a stage entry, a standing, a generation result, a stage. */
import { standingId } from './ids.js';
import type { GenerationResult } from './generate.js';
import type { StandingPosition, StandingStageResult } from './types.js';

export const stats = { '0': 0, '1': 0, '2': 0, '3': 0, '5': 0 };

export function entry(order: number, points: number, extra: Partial<StandingStageResult> = {}): StandingStageResult {
  return {
    order,
    points,
    positionAbsolutePoints: 10,
    title: `Stage ${order}`,
    status: 'draft',
    url: `/r${order}`,
    resultStatus: null,
    clubId: 'Club A',
    team: null,
    racingClass: 'Expert',
    resultId: `s${order}/p`,
    ...extra,
  };
}

export function standing(
  name: string,
  results: StandingStageResult[],
  extra: Partial<StandingPosition> = {},
): StandingPosition {
  const group = extra.group ?? 'Expert';
  return {
    id: standingId(name, group),
    name,
    group,
    racingNumber: 1,
    gender: 'male',
    clubId: 'Club A',
    birthYear: 1990,
    team: null,
    participants: ['p'],
    refOriginal: null,
    position: null,
    total: null,
    totalMinusWorst: null,
    results,
    ...extra,
  };
}

export function result(
  id: string,
  cls: string,
  points: number,
  extra: Partial<GenerationResult> = {},
): GenerationResult {
  return {
    participantId: id,
    name: `Rider ${id}`,
    racingClass: cls,
    racingNumber: Number(id.replace(/\D/g, '')) || 1,
    clubId: 'Club A',
    gender: 'male',
    birthDate: '1990-01-01',
    team: null,
    total: 10,
    isFinished: true,
    status: null,
    statistics: stats,
    lastTimeRecorded: '2026-01-01T10:00:00Z',
    position: 1,
    positionPoints: points,
    positionAbsolutePoints: 10,
    ...extra,
  };
}

export const stage = (order: number) => ({
  id: `s${order}`,
  order,
  title: `Place 0${order + 1}.01`,
  resultsPath: `/competitions/i/c/s${order}/results`,
  competitionType: 'classic' as const,
});
export const champ = {
  hasWomenClasses: false,
  pointsTable: [20, 17, 15, 13, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1],
  otherPlacesPoints: 1,
};
