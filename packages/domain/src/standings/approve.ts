/**
 * Approve results (spec §4): per class, rank the stage's results and give each its position,
 * championship points (0 for status holders) and absolute points (0 for status holders, else total).
 */
import type { CompetitionType } from '../contract/stages.js';
import { type RankableResult, positionPoints, rankClass } from '../ranking/rank-class.js';

export interface ApprovableResult extends RankableResult {
  racingClass: string;
}

export interface ApprovedPosition {
  participantId: string;
  position: number | null;
  positionPoints: number;
  positionAbsolutePoints: number;
}

/** Championship points for a place: the championship's own table when it has one, else spec §9's. */
export function championshipPoints(place: number, pointsTable?: readonly number[], otherPlacesPoints?: number): number {
  if (!pointsTable || pointsTable.length === 0) return positionPoints(place);
  return pointsTable[place - 1] ?? otherPlacesPoints ?? 1;
}

/** A result blocks approval when it is neither finished nor has a status (spec §4). */
export function unfinishedResults<R extends Pick<RankableResult, 'isFinished' | 'status'>>(results: readonly R[]): R[] {
  return results.filter((r) => !r.isFinished && !r.status);
}

export function approvePositions(
  results: readonly ApprovableResult[],
  type: CompetitionType,
  pointsTable?: readonly number[],
  otherPlacesPoints?: number,
): ApprovedPosition[] {
  const byClass = new Map<string, ApprovableResult[]>();
  for (const r of results) byClass.set(r.racingClass, [...(byClass.get(r.racingClass) ?? []), r]);
  const out: ApprovedPosition[] = [];
  for (const list of byClass.values()) {
    for (const { result, place } of rankClass(list, { type, autoDnf: false })) {
      const holder = !!result.status || place === null;
      out.push({
        participantId: result.participantId,
        position: place,
        positionPoints: holder ? 0 : championshipPoints(place, pointsTable, otherPlacesPoints),
        positionAbsolutePoints: holder ? 0 : (result.total ?? 0),
      });
    }
  }
  return out;
}
