import type { ResultStatus, SectionEntry, Statistics } from '../scoring/result.js';

/** The participant as they were when scored (spec §3 "participant copy"). */
export interface ResultParticipant {
  id: string;
  name: string;
  bike: string | null;
  racingClass: string;
  racingNumber: number | null;
  club: { id: string } | null;
  gender: 'male' | 'female' | null;
  birthDate: string;
  team: string | null;
}

export interface PenaltyEntry {
  points: number;
  reason: string;
  timestamp: string;
  userDisplayName: string | null;
}

/**
 * One rider's result on one stage as the results API and the live topic `stage:<id>:results` carry
 * it. The spec's laps and section{n}-lap{m} fields are derived from `sections` with summarizeResult.
 */
export interface StageResult {
  participantId: string;
  participant: ResultParticipant;
  total: number | null;
  isFinished: boolean;
  status: ResultStatus | null;
  startedOn: string | null;
  lastTimeRecorded: string | null;
  lastTimeChangedBy: string | null;
  position: number | null;
  positionPoints: number | null;
  positionAbsolutePoints: number | null;
  penalty: { totalPoints: number; events: PenaltyEntry[] };
  statistics: Statistics;
  /** Every section entry, deleted ones included (they show 'This result has been deleted'). */
  sections: SectionEntry[];
}

export type ResultsEvent =
  { type: 'result.upserted'; result: StageResult } | { type: 'result.removed'; participantId: string };
