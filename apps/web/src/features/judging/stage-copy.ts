import {
  type JudgeBatchResponse,
  type JudgingStage,
  type LiveMessage,
  applyJudgingEvent,
  judgingTopics,
} from '@trialhub/domain';
import { liveClient } from '../../shared/live-client';

/**
 * The judge app's copy of a stage, kept current incrementally (decision 073): a whole copy when the
 * app opens (and when the live stream cannot replay a gap), then the stage's results and participants
 * topics — every other phone's and race control's changes — from the copy's positions; the answers to
 * this phone's own batches say what the server now knows of the scorer (section, observer state).
 */
export interface CopyState {
  data: JudgingStage;
  /** When the last whole copy was read (the device's own taps sent before it are in it). */
  fetchedAt: string;
}

type AnswerListener = (response: JudgeBatchResponse) => void;
const answerListeners = new Map<string, Set<AnswerListener>>();

/** The sync engine hands each batch's answer here (sync-engine.ts). */
export function batchAnswered(stageId: string, response: JudgeBatchResponse): void {
  for (const listener of answerListeners.get(stageId) ?? []) listener(response);
}

/** Listens to this stage's batch answers; returns the stop. */
export function onBatchAnswer(stageId: string, listener: AnswerListener): () => void {
  let set = answerListeners.get(stageId);
  if (!set) answerListeners.set(stageId, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

/** The scorer's state from a batch answer, laid on the copy (unchanged: the same copy). */
export function withAnswer(data: JudgingStage, response: JudgeBatchResponse): JudgingStage {
  const { section, observer } = response.judge ?? {};
  if (section === undefined) return data;
  const same =
    data.judge.section === section && JSON.stringify(data.judge.observer ?? null) === JSON.stringify(observer ?? null);
  if (same) return data;
  const { observer: _old, ...judge } = data.judge;
  return { ...data, judge: { ...judge, section, ...(observer ? { observer } : {}) } };
}

/**
 * Follows the copy's topics on the tab's one live stream, from the copy's positions: `apply` gets each
 * event (in order, replayed after a reconnect), `resync` asks for a whole copy (a gap the server cannot
 * replay). Returns the stop.
 */
export function followStage(data: JudgingStage, apply: (message: LiveMessage) => void, resync: () => void): () => void {
  const topics = judgingTopics(data.stage.id);
  // Where the copy stands: the stream resumes from there (decision 039's seeds).
  if (data.positions) liveClient.readAt(Object.fromEntries(topics.map((t) => [t, data.positions![t] ?? 0])));
  const stops = topics.map((topic) => liveClient.subscribe(topic, { onEvent: apply, onResync: resync }));
  return () => stops.forEach((stop) => stop());
}

/** The copy after a live event (null: nothing changed). */
export function copyAfter(state: CopyState, message: LiveMessage): CopyState | null {
  const data = applyJudgingEvent(state.data, message);
  return data ? { ...state, data } : null;
}
