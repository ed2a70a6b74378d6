import {
  type CompactResult,
  type ResultPosition,
  type SecretaryParticipant,
  type ResultsEvent,
  type StageResult,
  applyResultScored,
  compactResult,
  resultParticipantCopy,
  DEFAULT_PENALTY_REASON,
  DEFAULT_TIME_ZONE,
  LATE_FINISH_PENALTY_ID,
  dayIn,
  zonedTime,
  zoneOffsetMinutes as zoneOffset,
} from '@trialhub/domain';
import type { TFunction } from 'i18next';
import { viewerZoneAt } from '../../shared/dates';
import { dateTimeFormat } from '../../shared/intl';

/**
 * Applies one `stage:<id>:results` event to the cached list (pushed data, no refetch). The list keeps
 * only each result's compact part (decision 037): a whole result (a first score, a correction) drops
 * its history; a score's delta is already compact. Undefined when it cannot: a score for a result this list does
 * not hold (the list is refetched then).
 */
export function applyResultsEvent(list: CompactResult[], event: ResultsEvent): CompactResult[] | undefined {
  if (event.type === 'result.removed') return list.filter((r) => r.participantId !== event.participantId);
  if (event.type === 'results.positions') {
    const byId = new Map(event.positions.map((p) => [p.participantId, p]));
    return list.map((r) => withPosition(r, byId.get(r.participantId)));
  }
  if (event.type === 'result.scored') {
    if (!list.some((r) => r.participantId === event.participantId)) return undefined;
    return list.map((r) => (r.participantId === event.participantId ? applyResultScored(r, event) : r));
  }
  // The results' state (decision 027) changes no result: results-state.tsx keeps it.
  if (event.type === 'results.state') return list;
  const next = compactResult(event.result);
  return list.some((r) => r.participantId === next.participantId)
    ? list.map((r) => (r.participantId === next.participantId ? next : r))
    : [...list, next];
}

/**
 * Applies one `stage:<id>:results` event to one rider's whole result (their open details, decision
 * 037): whole results and places apply; a score's delta carries no history, so it (like anything
 * else it cannot apply) gives undefined and the result is read again. Null once the result is removed.
 */
export function applyResultEvent(
  result: StageResult | null,
  participantId: string,
  event: ResultsEvent,
): StageResult | null | undefined {
  switch (event.type) {
    case 'result.upserted':
      return event.result.participantId === participantId ? event.result : result;
    case 'result.scored':
      // The delta is the list's part only: the open details read the rider's history again.
      return event.participantId === participantId ? undefined : result;
    case 'result.removed':
      return event.participantId === participantId ? null : result;
    case 'results.positions':
      return (
        result &&
        withPosition(
          result,
          event.positions.find((p) => p.participantId === participantId),
        )
      );
    default:
      return result;
  }
}

/** The result with the place and points approval gave it (`p`; unchanged without). */
function withPosition<R extends CompactResult>(result: R, p: ResultPosition | undefined): R {
  return p
    ? {
        ...result,
        position: p.position,
        positionPoints: p.positionPoints,
        positionAbsolutePoints: p.positionAbsolutePoints,
      }
    : result;
}

/** A registered rider without a result row, shown to secretaries so they can give a status (issue #16). */
type EntryOnly = CompactResult & { entryOnly: true };

export function isEntryOnly(result: CompactResult): boolean {
  return (result as Partial<EntryOnly>).entryOnly === true;
}

/**
 * The results plus an empty row for every entered rider nobody has scored: approval counts them
 * (spec §4), so the secretary sees them and can set DNS/DNF/DQ (the server then creates the result).
 */
export function withUnscoredEntries(
  results: readonly CompactResult[],
  entries: readonly SecretaryParticipant[] | undefined,
): CompactResult[] {
  if (!entries) return [...results];
  const scored = new Set(results.map((r) => r.participantId));
  const extra: EntryOnly[] = entries
    .filter((p) => !scored.has(p.id))
    .map((p) => ({
      entryOnly: true,
      participantId: p.id,
      participant: resultParticipantCopy(p),
      total: null,
      isFinished: false,
      status: null,
      startedOn: null,
      lastTimeRecorded: null,
      position: null,
      positionPoints: null,
      positionAbsolutePoints: null,
      penalty: { totalPoints: 0 },
      statistics: { '0': 0, '1': 0, '2': 0, '3': 0, '5': 0 },
      sections: [],
    }));
  return [...results, ...extra];
}

// The class blocks moved to the domain (the results PDF ranks with them too); re-exported for the page.
export { type ClassBlock, type RankedRow, isAutoDnf, rankAll, rankByClass } from '@trialhub/domain';

/**
 * Minutes between the finish and the class's end time (HH:MM on the stage's day, on the venue's clock);
 * shown only when negative and the stage has showEndTimeDiff on (spec §9).
 */
export function endTimeDiffMinutes(
  finishIso: string,
  stageStartIso: string,
  endTime: string | null,
  timeZone: string = DEFAULT_TIME_ZONE,
): number | null {
  if (!endTime || !/^\d{1,2}:\d{2}$/.test(endTime)) return null;
  const end = zonedTime(timeZone, dayIn(timeZone, new Date(stageStartIso)), endTime.padStart(5, '0'));
  const diff = Math.round((Date.parse(finishIso) - end.getTime()) / 60_000);
  return diff < 0 ? diff : null;
}

/** How far `timeZone`'s wall clock is ahead of UTC at `atIso`, in minutes (DST-correct). */
export function zoneOffsetMinutes(timeZone: string, atIso: string): number {
  return zoneOffset(timeZone, new Date(atIso));
}

/** HH:MM:SS on the venue's clock (the viewer's without a zone), as the secretary types a finish time. */
export function clockTime(iso: string, timeZone?: string): string {
  return dateTimeFormat('en-GB', {
    timeZone: timeZone ?? viewerZoneAt(iso),
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

/**
 * A penalty's reason in the reader's language: the secretary's default and the late-finish rule's
 * penalty (stored in English with its minutes, docs/decisions/019) are translated; typed reasons are not.
 */
export function penaltyReason(e: { id: string | null; reason: string }, t: TFunction): string {
  if (e.reason === DEFAULT_PENALTY_REASON) return t('results.defaultPenaltyReason');
  if (e.id === LATE_FINISH_PENALTY_ID)
    return t('results.lateFinishPenalty', { minutes: /\d+/.exec(e.reason)?.[0] ?? '' });
  return e.reason;
}
