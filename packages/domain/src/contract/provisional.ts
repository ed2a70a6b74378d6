import type { ErrorCode } from './errors.js';

/**
 * Provisional results and the protest window (issue #19, docs/decisions/027). A stage's results are
 * Live while the race runs, Provisional once a secretary publishes them (optionally with a protest
 * window of N minutes from that moment) and Approved once approved. While the window is open riders
 * may still ask the clerk about scores; approving before it closes needs an explicit confirmation.
 * With no window, nothing changes: queries until approval, approval as before.
 */

export const RESULTS_PHASES = ['live', 'provisional', 'approved'] as const;
export type ResultsPhase = (typeof RESULTS_PHASES)[number];

/** The longest protest window a secretary may set: a day. */
export const PROTEST_WINDOW_MAX_MINUTES = 24 * 60;

/** What the results API (`GET …/results/state`), the live topic and the PDF say about a stage's results. */
export interface ResultsState {
  state: ResultsPhase;
  /** When the provisional results were (last) published; null while never published. */
  publishedAt: string | null;
  /** When the protest window closes; null when no window was set. */
  closesAt: string | null;
  /** The window's length as the secretary set it (minutes); null: no window. */
  windowMinutes: number | null;
  /** When the results were approved; null before. */
  approvedAt: string | null;
}

/** The stage row's fields the state is made of. */
export interface ResultsStateSource {
  resultsStatus: string | null;
  provisionalPublishedAt: Date | null;
  protestClosesAt: Date | null;
  protestWindowMinutes: number | null;
}

export function resultsStateOf(stage: ResultsStateSource, approvedAt: Date | null = null): ResultsState {
  const state: ResultsPhase =
    stage.resultsStatus !== null ? 'approved' : stage.provisionalPublishedAt ? 'provisional' : 'live';
  return {
    state,
    publishedAt: stage.provisionalPublishedAt?.toISOString() ?? null,
    closesAt: stage.protestClosesAt?.toISOString() ?? null,
    windowMinutes: stage.protestWindowMinutes,
    approvedAt: state === 'approved' ? (approvedAt?.toISOString() ?? null) : null,
  };
}

/** True while a protest window is set, has started and has not closed at `now` (results not approved). */
export function isProtestWindowOpen(state: Pick<ResultsState, 'state' | 'closesAt'>, now: Date): boolean {
  return state.state === 'provisional' && state.closesAt !== null && now.getTime() < Date.parse(state.closesAt);
}

/** True once a set window has closed (queries end then, not at approval). */
export function isProtestWindowClosed(state: Pick<ResultsState, 'state' | 'closesAt'>, now: Date): boolean {
  return state.state === 'provisional' && state.closesAt !== null && now.getTime() >= Date.parse(state.closesAt);
}

/** When the window closes: `minutes` after publication; null for no window. */
export function protestClosesAt(publishedAt: Date, minutes: number | null): Date | null {
  return minutes === null ? null : new Date(publishedAt.getTime() + minutes * 60_000);
}

/**
 * Approval while the window is open is refused unless the secretary confirmed it (`confirmEarly`);
 * with no window, or after it closed, approval is as before.
 */
export function earlyApprovalRefusal(state: ResultsState, now: Date, confirmEarly: boolean): ErrorCode | null {
  return isProtestWindowOpen(state, now) && !confirmEarly ? 'protestWindowOpen' : null;
}

/** Whole seconds left in the window at `now` (0 once closed): the page's countdown. */
export function protestSecondsLeft(closesAt: string, now: Date): number {
  return Math.max(0, Math.ceil((Date.parse(closesAt) - now.getTime()) / 1000));
}

/** "29:59", "1:05:00": the countdown as the page shows it. */
export function formatCountdown(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}
