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

/** A participant who blocks approval: the results page links to `#${participantId}`. */
export interface ApprovalOffender {
  participantId: string;
  name: string;
  racingClass: string;
  racingNumber: number | null;
}

/**
 * Who blocks approval (spec §4: "any participant is neither finished nor has a status"): every
 * participant of the stage counts, a registered rider without any score too (issue #16). Sorted by
 * class, number, name.
 */
export function approvalOffenders(
  entered: readonly { id: string; name: string; racingClass: string; racingNumber: number | null }[],
  results: readonly {
    participantId: string;
    participant: Omit<ApprovalOffender, 'participantId'>;
    isFinished: boolean;
    status: string | null;
  }[],
): ApprovalOffender[] {
  const byId = new Map(results.map((r) => [r.participantId, r]));
  const out: ApprovalOffender[] = [];
  for (const p of entered) {
    const r = byId.get(p.id);
    if (!r || (!r.isFinished && !r.status))
      out.push({ participantId: p.id, name: p.name, racingClass: p.racingClass, racingNumber: p.racingNumber });
  }
  // A result whose entry is gone still has to be finished or have a status.
  const ids = new Set(entered.map((p) => p.id));
  for (const r of results)
    if (!ids.has(r.participantId) && !r.isFinished && !r.status)
      out.push({
        participantId: r.participantId,
        name: r.participant.name,
        racingClass: r.participant.racingClass,
        racingNumber: r.participant.racingNumber,
      });
  return out.sort(
    (a, b) =>
      a.racingClass.localeCompare(b.racingClass) ||
      (a.racingNumber ?? Number.MAX_SAFE_INTEGER) - (b.racingNumber ?? Number.MAX_SAFE_INTEGER) ||
      a.name.localeCompare(b.name),
  );
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
