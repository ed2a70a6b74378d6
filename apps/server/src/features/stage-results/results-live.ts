import { type ResultsEvent, liveTopics, publicResultsEvent } from '@trialhub/domain';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import type { LiveHub } from '../../live/hub.js';

/**
 * Publishes on the stage's results topic. Every subscriber gets the same frame, so it is always the
 * public view (privacy.ts): no birth date or gender, people by name. Every writer of results
 * (secretary corrections, judges' scores, sheet imports, approval) publishes through here.
 */
export function publishResultsEvent(hub: LiveHub, tx: Db, stageId: string, event: ResultsEvent): Promise<number> {
  return hub.publish(tx, liveTopics.stageResults(stageId), publicResultsEvent(event));
}

/**
 * `writes` (data-modifying statements that do not read each other's effects), then the events as
 * publishResultsEvents sends them: one statement for a single tap's writes and event (decision 073).
 */
export function publishResultsEventsAfter(
  hub: LiveHub,
  tx: Db,
  stageId: string,
  events: readonly ResultsEvent[],
  writes: readonly (SQL | null)[],
): Promise<number[]> {
  return hub.publishAfter(tx, liveTopics.stageResults(stageId), events.map(publicResultsEvent), writes);
}

/** publishResultsEvent for many events of one writer, in order, in a few statements (decision 034). */
export function publishResultsEvents(
  hub: LiveHub,
  tx: Db,
  stageId: string,
  events: readonly ResultsEvent[],
): Promise<number[]> {
  return hub.publishMany(tx, liveTopics.stageResults(stageId), events.map(publicResultsEvent));
}
