import type { StageSummary } from '../contract/stages.js';

/**
 * Live topics (DESIGN.md §1). A write publishes the changed record on its topic; clients patch
 * their cache from it. Ids in topics are the database ids, not URL slugs.
 */
const topicPatterns = [
  /^stages$/,
  /^stage:[A-Za-z0-9_-]{1,64}:(results|participants|queries)$/,
  /^stage:[A-Za-z0-9_-]{1,64}:queries:[A-Za-z0-9_-]{1,64}$/,
  /^championship:[A-Za-z0-9_-]{1,64}:standings$/,
  /^market$/,
];

export const MAX_TOPICS_PER_CONNECTION = 20;

export function isValidTopic(topic: string): boolean {
  return topicPatterns.some((p) => p.test(topic));
}

export const liveTopics = {
  stages: 'stages',
  stageResults: (stageId: string) => `stage:${stageId}:results`,
  stageParticipants: (stageId: string) => `stage:${stageId}:participants`,
  /**
   * Score queries: notices without content (ScoreQueriesEvent). Who asked and when is no one else's
   * business (issue #35): the stage's topic is the secretaries', a rider's own the rider's.
   */
  stageQueries: (stageId: string) => `stage:${stageId}:queries`,
  riderQueries: (stageId: string, participantId: string) => `stage:${stageId}:queries:${participantId}`,
  championshipStandings: (championshipId: string) => `championship:${championshipId}:standings`,
  market: 'market',
  /** Every topic of one stage: revoked together when the stage stops being public (decision 011). */
  stageAll: (stageId: string) => [
    `stage:${stageId}:results`,
    `stage:${stageId}:participants`,
    `stage:${stageId}:queries`,
  ],
} as const;

/** Positions a client has seen, per topic; sent back as Last-Event-ID ("topic=seq;topic=seq"). */
export type TopicPositions = Record<string, number>;

export function formatEventId(positions: TopicPositions): string {
  return Object.entries(positions)
    .map(([topic, seq]) => `${topic}=${seq}`)
    .join(';');
}

/** Parses a Last-Event-ID; returns null when it is malformed (the server answers 400). */
export function parseEventId(value: string): TopicPositions | null {
  if (value.trim() === '') return {};
  const positions: TopicPositions = {};
  for (const part of value.split(';')) {
    const eq = part.lastIndexOf('=');
    if (eq <= 0) return null;
    const topic = part.slice(0, eq);
    const seqText = part.slice(eq + 1);
    if (!isValidTopic(topic) || !/^\d{1,15}$/.test(seqText)) return null;
    positions[topic] = Number(seqText);
  }
  return positions;
}

/** One event as a client receives it. */
export interface LiveMessage<T = unknown> {
  topic: string;
  seq: number;
  data: T;
}

/** Events on the `stages` topic. */
export type StagesEvent = { type: 'stage.upserted'; stage: StageSummary } | { type: 'stage.removed'; id: string };
