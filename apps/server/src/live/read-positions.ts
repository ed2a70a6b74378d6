import { formatEventId, liveTopics } from '@trialhub/domain';
import { and, eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/open-db.js';
import { championships } from '../db/schema.js';
import type { AppEnv } from '../http/app-env.js';
import type { LiveHub } from './hub.js';

/** The response header: the read's topics and their positions, as a Last-Event-ID ("topic=seq;topic=seq"). */
export const LIVE_POSITIONS_HEADER = 'live-positions';

type TopicsOf = (match: RegExpExecArray, db: Db) => Promise<string[]> | string[];

/**
 * The public reads the web app keeps live (each one's doc names its topic), with the topics whose
 * events change their answer.
 */
const LIVE_READS: [RegExp, TopicsOf][] = [
  [/^\/api\/stages$/, () => [liveTopics.stages]],
  [/^\/api\/stages\/([^/]+)\/participants$/, ([, id]) => [liveTopics.stageParticipants(id!)]],
  [/^\/api\/stages\/([^/]+)\/results$/, ([, id]) => [liveTopics.stageResults(id!), liveTopics.stageParticipants(id!)]],
  [/^\/api\/stages\/([^/]+)\/(?:results\/state|judging\/progress)$/, ([, id]) => [liveTopics.stageResults(id!)]],
  // A rider's whole result (decision 037); after results/state, which is not a rider's.
  [
    /^\/api\/stages\/([^/]+)\/results\/[^/]+$/,
    ([, id]) => [liveTopics.stageResults(id!), liveTopics.stageParticipants(id!)],
  ],
  [/^\/api\/stages\/([^/]+)\/queries$/, ([, id]) => [liveTopics.stageQueries(id!)]],
  // The judge app's copy of a stage (decision 073): it follows both topics from there.
  [/^\/api\/judging\/stages\/([^/]+)$/, ([, id]) => [liveTopics.stageResults(id!), liveTopics.stageParticipants(id!)]],
  [/^\/api\/stages\/([^/]+)\/results\/([^/]+)\/queries$/, ([, id, rider]) => [liveTopics.riderQueries(id!, rider!)]],
  [/^\/api\/market\/ads(?:\/[^/]+)?$/, () => [liveTopics.market]],
  [/^\/api\/standings\/([^/]+)\/([^/]+)$/, ([, institution, slug], db) => standingsTopic(db, institution!, slug!)],
];

/** The standings address names the championship by its slug; the topic by its id. */
async function standingsTopic(db: Db, institutionId: string, slug: string): Promise<string[]> {
  const [row] = await db
    .select({ id: championships.id })
    .from(championships)
    .where(and(eq(championships.institutionId, institutionId), eq(championships.slug, slug)));
  return row ? [liveTopics.championshipStandings(row.id)] : [];
}

/**
 * Live reads say where their topics stood when they were read (decision 039). The browser fetches a
 * page's data and opens its live stream independently; an event published after the read but before
 * the stream is up would otherwise reach neither. The positions are taken before the handler reads
 * anything, so the data is at least that new; the browser's stream resumes from them and the hub
 * replays what came after (or says resync). The same mechanism as a server-rendered page's seed
 * (decision 036).
 *
 * Only an answer the reader was given (200, or 304 for data unchanged since) carries them: a refused
 * read says nothing about its topics. A 304 carries them too, so the browser's cached copy gets the
 * current positions with it (its headers are updated from the 304).
 */
export function livePositions(hub: LiveHub, db: Db): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'GET') return next();
    const path = c.req.path;
    let topics: string[] = [];
    for (const [pattern, topicsOf] of LIVE_READS) {
      const match = pattern.exec(path);
      if (match) {
        topics = await topicsOf(match, db);
        break;
      }
    }
    // A made-up id can carry any character, and a header only visible ASCII: no real id has others.
    if (topics.length === 0 || topics.some((topic) => !/^[\x21-\x7e]+$/.test(topic))) return next();
    // Not yet checked: the handler decides whether these topics exist and may be read (a made-up stage
    // id must cost the hub no memory).
    const positions = await hub.positions(topics, { remember: false });
    await next();
    if (c.res.status === 200 || c.res.status === 304) c.header(LIVE_POSITIONS_HEADER, formatEventId(positions));
  };
}
