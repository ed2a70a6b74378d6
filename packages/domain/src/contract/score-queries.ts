import type { ErrorCode } from './errors.js';
import { type ResultsState, isProtestWindowClosed } from './provisional.js';

/**
 * Score queries ("Ask the clerk", field notes §d): a rider flags one section/lap score of their own
 * result to the secretary. A query never changes a score: the judge's record stays official and the
 * secretary decides — a correction goes through the secretary's section edit, the answer only records
 * the outcome.
 */

export const SCORE_QUERY_MAX_LENGTH = 500;

export const SCORE_QUERY_OUTCOMES = ['stands', 'corrected'] as const;
export type ScoreQueryOutcome = (typeof SCORE_QUERY_OUTCOMES)[number];

export interface ScoreQuery {
  id: string;
  stageId: string;
  participantId: string;
  section: number;
  lap: number;
  message: string;
  /** The section's points when the rider asked (null: the section was deleted then). */
  pointsThen: number | null;
  authorName: string;
  createdAt: string;
  status: 'open' | 'answered';
  answer: string | null;
  outcome: ScoreQueryOutcome | null;
  answeredBy: string | null;
  answeredAt: string | null;
}

/** What the server knows when a rider asks; the first rule that fails names the error. */
export interface AskContext {
  /** The stage's results status: null while results may still change (not approved). */
  resultsStatus: string | null;
  /** The participant entry belongs to the asker's account. */
  isOwnEntry: boolean;
  /** The result has an entry (a score, possibly deleted) for that section and lap. */
  hasScore: boolean;
  /** The asker already has an open query on that section and lap. */
  hasOpenQuery: boolean;
  /** A protest window was set and has closed (decision 027); absent or false: asking until approval. */
  windowClosed?: boolean;
}

export function askRefusal(ctx: AskContext): ErrorCode | null {
  if (!ctx.isOwnEntry) return 'forbidden';
  if (ctx.resultsStatus !== null) return 'queriesClosed';
  if (ctx.windowClosed) return 'protestWindowClosed';
  if (!ctx.hasScore) return 'notFound';
  if (ctx.hasOpenQuery) return 'queryAlreadyOpen';
  return null;
}

/**
 * Riders may ask while the stage's results are not approved and, when a protest window was set, until
 * it closes (the page shows the button then).
 */
export function canAskAboutScores(
  resultsStatus: string | null,
  state?: Pick<ResultsState, 'state' | 'closesAt'> | null,
  now: Date = new Date(),
): boolean {
  return resultsStatus === null && !(state && isProtestWindowClosed(state, now));
}

/** Only an open query is answered, once. */
export function answerRefusal(query: Pick<ScoreQuery, 'status'>): ErrorCode | null {
  return query.status === 'open' ? null : 'queryAlreadyAnswered';
}

/**
 * The live notice on `stage:<id>:queries`. It carries no message, points or answer: live topics are
 * open to every visitor, so subscribers that may read queries (secretaries, the rider whose result it
 * is) fetch them through the API, which checks who asks.
 */
export interface ScoreQueriesEvent {
  type: 'query.changed';
  queryId: string;
  participantId: string;
}

/** Open queries first, oldest first (the clerk works through them in order); answered ones newest first. */
export function sortScoreQueries(list: ScoreQuery[]): ScoreQuery[] {
  return [...list].sort((a, b) => {
    if (a.status !== b.status) return a.status === 'open' ? -1 : 1;
    if (a.status === 'open') return a.createdAt.localeCompare(b.createdAt);
    return (b.answeredAt ?? '').localeCompare(a.answeredAt ?? '');
  });
}
