import type { ResultsState } from './provisional.js';
import { displayWho } from '../privacy.js';
import {
  type ResultStatus,
  type SectionEntry,
  type SectionScore,
  type Statistics,
  sectionScore,
} from '../scoring/result.js';

/** What everyone sees of the rider on a result (privacy.ts decides who sees more). */
export interface PublicResultParticipant {
  id: string;
  name: string;
  bike: string | null;
  racingClass: string;
  racingNumber: number | null;
  club: { id: string } | null;
  team: string | null;
}

/** The participant as they were when scored (spec §3 "participant copy"): secretaries see all of it. */
export interface ResultParticipant extends PublicResultParticipant {
  gender: 'male' | 'female' | null;
  birthDate: string;
}

/** The copy of an entry a result keeps (spec §3 "participant copy"), made from the entry's row. */
export function resultParticipantCopy(p: {
  id: string;
  name: string;
  bike: string | null;
  racingClass: string;
  racingNumber: number | null;
  clubId: string | null;
  gender: 'male' | 'female' | null;
  birthDate: string;
  team: string | null;
}): ResultParticipant {
  return {
    id: p.id,
    name: p.name,
    bike: p.bike,
    racingClass: p.racingClass,
    racingNumber: p.racingNumber,
    club: p.clubId ? { id: p.clubId } : null,
    gender: p.gender,
    birthDate: p.birthDate,
    team: p.team,
  };
}

export interface PenaltyEntry {
  /** Identifies the entry for removal (entries from before ids have none). */
  id: string | null;
  points: number;
  reason: string;
  timestamp: string;
  userDisplayName: string | null;
}

/**
 * One rider's result on one stage as the stage's results list carries it (GET /api/stages/:id/results,
 * decision 037): what the list, the rider's score grid, the section statistics, the exports and the
 * results PDF read — totals, times, penalty total, each section's score — and no history: who scored
 * or changed what, and when, is in the rider's whole result (`StageResult`), read when details open.
 * `P` is what the reader may see of the rider (see `resultView` in privacy.ts).
 */
export interface CompactResult<P extends PublicResultParticipant = PublicResultParticipant> {
  participantId: string;
  participant: P;
  total: number | null;
  isFinished: boolean;
  status: ResultStatus | null;
  startedOn: string | null;
  lastTimeRecorded: string | null;
  position: number | null;
  positionPoints: number | null;
  positionAbsolutePoints: number | null;
  penalty: { totalPoints: number };
  statistics: Statistics;
  /** Every section entry, deleted ones included (they show 'This result has been deleted'). */
  sections: SectionScore[];
}

/**
 * One rider's whole result on one stage: the compact one with its history — each section's events
 * (who, when, each tap), its judge, the penalty entries and who last changed the finish time. The
 * rider's details read it (GET /api/stages/:id/results/:participantId), the live topic
 * `stage:<id>:results` carries it, secretaries' corrections answer with it. The spec's laps and
 * section{n}-lap{m} fields are derived from `sections` with summarizeResult. `P`: the public copy
 * (visitors, the live topic) or the whole copy (secretaries, the server itself); see `resultView`.
 */
export interface StageResult<P extends PublicResultParticipant = PublicResultParticipant> extends CompactResult<P> {
  lastTimeChangedBy: string | null;
  penalty: { totalPoints: number; events: PenaltyEntry[] };
  sections: SectionEntry[];
}

/** The list's part of a result (decision 037): the whole result, or a compact one kept as it is. */
export function compactResult<P extends PublicResultParticipant>(r: CompactResult<P>): CompactResult<P> {
  return {
    participantId: r.participantId,
    participant: r.participant,
    total: r.total,
    isFinished: r.isFinished,
    status: r.status,
    startedOn: r.startedOn,
    lastTimeRecorded: r.lastTimeRecorded,
    position: r.position,
    positionPoints: r.positionPoints,
    positionAbsolutePoints: r.positionAbsolutePoints,
    penalty: { totalPoints: r.penalty.totalPoints },
    statistics: r.statistics,
    sections: r.sections.map(sectionScore),
  };
}

/** What a score can change on a result's list entry besides its one section. */
export type ResultTotals = Omit<CompactResult, 'participantId' | 'participant' | 'penalty' | 'sections'>;

/**
 * A judge's score on a result the subscribers already have: the one section's score and the
 * recomputed totals — the list's part of the change (decision 037), not the whole result and not the
 * section's history. Every spectator's list needs exactly this; the one rider whose details are open
 * reads their whole result again (one small read, ETag). A result's first score goes out whole
 * ('result.upserted'). Late in a race day a section's history holds every tap with who and when, so
 * the delta stays ~0.4 KB instead of ~1 KB (bench/README.md, results-live).
 */
export interface ResultScoredEvent {
  type: 'result.scored';
  participantId: string;
  score: SectionScore;
  totals: ResultTotals;
  /**
   * Who scored, as every visitor may see it in the rider's details: a display name, never an e-mail
   * (privacy.ts). The spectators' "latest scores" ticker names the judge (issue #37 point 19,
   * decision 078); a few bytes, not the section's history.
   */
  by?: string | null;
}

/** A result's place and points as approval sets them. */
export interface ResultPosition {
  participantId: string;
  position: number | null;
  positionPoints: number;
  positionAbsolutePoints: number;
}

export type ResultsEvent =
  | { type: 'result.upserted'; result: StageResult }
  | ResultScoredEvent
  | { type: 'result.removed'; participantId: string }
  /** Approval: every result's place and points in one event (a result the close rules changed comes whole too). */
  | { type: 'results.positions'; positions: ResultPosition[] }
  /** The stage's results changed state (published as provisional, window set, approved): decision 027. */
  | { type: 'results.state'; state: ResultsState };

/** The event for a result a judge's score changed: whole on its first section, else the delta. */
export function resultScoredEvent(result: StageResult, section: number, lap: number): ResultsEvent {
  const entry = result.sections.find((s) => s.section === section && s.lap === lap);
  if (!entry || result.sections.length === 1) return { type: 'result.upserted', result };
  const {
    participantId,
    participant: _participant,
    penalty: _penalty,
    sections: _sections,
    ...rest
  } = compactResult(result);
  const by = displayWho(entry.events.at(-1)?.by ?? entry.judge);
  return { type: 'result.scored', participantId, score: sectionScore(entry), totals: rest, by };
}

/** `sections` with `score` in its slot (the slot's old one replaced), in lap and section order. */
function withSection(sections: readonly SectionScore[], score: SectionScore): SectionScore[] {
  const others = sections.filter((s) => s.section !== score.section || s.lap !== score.lap);
  return [...others, score].sort((a, b) => a.lap - b.lap || a.section - b.section);
}

/** The list's `result` with a 'result.scored' event applied: the compact part of the server's result after it. */
export function applyResultScored(result: CompactResult, event: ResultScoredEvent): CompactResult {
  return compactResult({ ...result, ...event.totals, sections: withSection(result.sections, event.score) });
}

// ── Secretary result editing (spec §5 "Result editing (secretary)", §7 writes and audit events) ──

/** HH:MM:SS, seconds resolution (spec §5); anything else is 'Invalid finish time'. */
export const FINISH_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

export function isValidFinishTime(value: string): boolean {
  return FINISH_TIME_PATTERN.test(value);
}

/**
 * The new finish time on the same calendar day as the old one, in the secretary's time zone
 * (`timezoneOffset` as Date#getTimezoneOffset gives it), milliseconds zeroed.
 */
export function applyFinishTime(previous: string, time: string, timezoneOffset: number): string {
  const [hh, mm, ss] = time.split(':').map(Number) as [number, number, number];
  const local = new Date(Date.parse(previous) - timezoneOffset * 60_000);
  const day = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  return new Date(day + ((hh * 60 + mm) * 60 + ss) * 1000 + timezoneOffset * 60_000).toISOString();
}

/** The secretary's penalty reason when none is typed; the page shows it translated. */
export const DEFAULT_PENALTY_REASON = 'SecretaryPenalty';

/** The audit events of result corrections (spec §7). */
export const RESULT_AUDIT_EVENTS = [
  'change_finish_time',
  'set_status',
  'remove_status',
  'remove_result',
  'new_penalty_points',
  'remove_penalty_points',
  'edit_section',
  'delete_section',
  // Score queries ("Ask the clerk"): a rider's query and the secretary's answer change no score.
  'query_opened',
  'query_answered',
] as const;
export type ResultAuditEvent = (typeof RESULT_AUDIT_EVENTS)[number];

/** One correction as the secretary's change log shows it: who by display name, never by e-mail. */
export interface ResultAuditEntry {
  id: number;
  event: ResultAuditEvent;
  participantId: string | null;
  data: Record<string, unknown>;
  timestamp: string;
  userName: string | null;
}
