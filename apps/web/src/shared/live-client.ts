import type { LiveMessage, TopicPositions } from '@trialhub/domain';
import { formatEventId } from '@trialhub/domain';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { livePositionsRead } from './api';
import { renderLocal } from './render-scope';

interface Listener {
  onEvent(message: LiveMessage): void;
  /** The server could not replay what was missed: refetch once. */
  onResync(): void;
}

/**
 * One EventSource for the whole tab, carrying every topic the open pages need (browsers allow
 * few connections per host). It reconnects itself, naming every topic's last seen position, so
 * the server replays exactly what was missed (or says resync).
 */
class LiveClient {
  private readonly listeners = new Map<string, Set<Listener>>();
  /** Per followed topic: the last event seen (a reconnect asks for what came after it). */
  private readonly positions: TopicPositions = {};
  /**
   * Per followed topic, once the stream has answered for it: every event after this position has
   * reached the topic's listeners (a reconnect names the last one seen, so it carries on).
   */
  private readonly covered: TopicPositions = {};
  /** Followed topics' data read before the stream covers it: the next connection resumes from there. */
  private readonly wanted: TopicPositions = {};
  /** Topics nobody follows yet, whose data was read at these positions: the first subscription resumes there. */
  private readonly seeds: TopicPositions = {};
  private source: EventSource | null = null;
  private reopenTimer: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;

  /**
   * Where topics stood when data was read: a server-rendered page's (decision 036) and every live read's
   * `Live-Positions` header (decision 039). A page fetches its data and opens its stream independently;
   * where the stream's coverage of a topic starts after such a read, the client reconnects from the
   * oldest position it was given and the server replays what happened in between (or says resync, and
   * the page refetches), so an event published meanwhile is not lost. An event the data already had is
   * applied again, which changes nothing (events are upserts by id, in order).
   */
  readAt(positions: TopicPositions): void {
    let reopen = false;
    for (const [topic, seq] of Object.entries(positions)) {
      if (!this.listeners.has(topic)) {
        this.seeds[topic] = Math.min(seq, this.seeds[topic] ?? seq);
        continue;
      }
      const covered = this.covered[topic];
      if (covered !== undefined && seq >= covered) continue;
      this.wanted[topic] = Math.min(seq, this.wanted[topic] ?? seq);
      // Before the stream has answered for the topic, its `ready` compares.
      if (covered !== undefined) reopen = true;
    }
    // A reopen already waiting (after a failure, its backoff) takes `wanted` along.
    if (reopen && !this.reopenTimer) this.scheduleReopen(0);
  }

  subscribe(topic: string, listener: Listener): () => void {
    let set = this.listeners.get(topic);
    if (!set) {
      this.listeners.set(topic, (set = new Set()));
      if (topic in this.seeds) {
        this.wanted[topic] = this.seeds[topic]!;
        delete this.seeds[topic];
      }
      this.scheduleReopen(0);
    } else if (topic in this.covered) {
      // A listener joining a topic already live has been told of nothing before now.
      this.covered[topic] = Math.max(this.covered[topic]!, this.positions[topic] ?? 0);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) {
        this.listeners.delete(topic);
        delete this.positions[topic];
        delete this.covered[topic];
        delete this.wanted[topic];
        this.scheduleReopen(0);
      }
    };
  }

  private scheduleReopen(delay: number) {
    if (this.reopenTimer) clearTimeout(this.reopenTimer);
    // A short wait lets a page subscribe to all its topics before one connection opens.
    this.reopenTimer = setTimeout(() => this.open(), Math.max(delay, 30));
  }

  private open() {
    this.reopenTimer = null;
    this.source?.close();
    this.source = null;
    const topics = [...this.listeners.keys()].sort();
    if (topics.length === 0) return;
    // Each topic resumes from the last event seen or, if older, from where its data was read.
    const since: TopicPositions = {};
    for (const topic of topics) {
      const from = Math.min(this.positions[topic] ?? Infinity, this.wanted[topic] ?? Infinity);
      delete this.wanted[topic];
      if (from !== Infinity) since[topic] = this.positions[topic] = from;
    }
    const params = new URLSearchParams({ topics: topics.join(',') });
    if (Object.keys(since).length > 0) params.set('lastEventId', formatEventId(since));
    const source = new EventSource(`/api/live?${params}`);
    this.source = source;
    let ready: TopicPositions = {};
    source.addEventListener('ready', (e) => {
      this.failures = 0;
      ready = (JSON.parse((e as MessageEvent<string>).data) as { positions: TopicPositions }).positions;
      let reopen = false;
      for (const topic of topics) {
        const from = since[topic];
        // Replayed from `from` on (or a resync follows); a new topic is covered from now.
        this.covered[topic] = from === undefined ? ready[topic]! : Math.min(from, this.covered[topic] ?? from);
        if (!(topic in this.positions)) this.positions[topic] = ready[topic]!;
        // Data read while this connection was being opened, before what it covers: once more.
        if ((this.wanted[topic] ?? Infinity) < this.covered[topic]) reopen = true;
        else delete this.wanted[topic];
      }
      if (reopen && !this.reopenTimer) this.scheduleReopen(0);
    });
    source.addEventListener('resync', (e) => {
      const { topic } = JSON.parse((e as MessageEvent<string>).data) as { topic: string };
      // What was missed cannot be replayed: the listeners refetch, so their data is current from here.
      this.positions[topic] = this.covered[topic] = ready[topic] ?? 0;
      delete this.wanted[topic];
      for (const listener of this.listeners.get(topic) ?? []) listener.onResync();
    });
    source.onmessage = (e: MessageEvent<string>) => {
      const message = JSON.parse(e.data) as LiveMessage;
      if (message.seq <= (this.positions[message.topic] ?? -1)) return;
      this.positions[message.topic] = message.seq;
      for (const listener of this.listeners.get(message.topic) ?? []) listener.onEvent(message);
    };
    source.onerror = () => {
      // Reconnect ourselves: EventSource's own retry would send only the last event's id.
      source.close();
      if (this.source !== source) return;
      this.failures++;
      this.scheduleReopen(Math.min(30_000, 1000 * 2 ** Math.min(this.failures - 1, 5)));
    };
  }
}

export const liveClient = new LiveClient();

// Our own header, "topic=seq;topic=seq" (parsed without the domain's topic checks, kept out of the bundle).
if (!import.meta.env.SSR)
  livePositionsRead.current = (header) =>
    liveClient.readAt(Object.fromEntries(header.split(';').map((p) => [p.split('=')[0], +p.split('=')[1]!])));

/** On the server: the topics the page being rendered keeps live (entry-server.tsx reads their positions). */
export const renderedTopics = renderLocal<{ current?: Set<string> }>();

/**
 * Keeps a query live: `apply` patches the cached data from each event; a resync, an event that
 * arrives while the query is still loading, or one `apply` cannot use (it returns undefined)
 * refetches it once. With `relevant`, other events on the topic are passed over altogether (one
 * rider's details on a busy stage's topic would otherwise refetch at every other rider's score).
 */
export function useLiveQuery<TData, TEvent>(
  topic: string | null,
  queryKey: QueryKey,
  apply: (data: TData, event: TEvent) => TData | undefined,
  relevant?: (event: TEvent) => boolean,
): void {
  const queryClient = useQueryClient();
  const applyRef = useRef(apply);
  applyRef.current = apply;
  const relevantRef = useRef(relevant);
  relevantRef.current = relevant;
  const keyText = JSON.stringify(queryKey);
  if (import.meta.env.SSR && topic) renderedTopics.current?.add(topic);
  useEffect(() => {
    if (!topic) return;
    const key = JSON.parse(keyText) as QueryKey;
    const unsubscribe = liveClient.subscribe(topic, {
      onEvent(message) {
        if (relevantRef.current && !relevantRef.current(message.data as TEvent)) return;
        if (queryClient.isFetching({ queryKey: key }) > 0 || queryClient.getQueryData(key) === undefined) {
          void queryClient.invalidateQueries({ queryKey: key });
          return;
        }
        const next = applyRef.current(queryClient.getQueryData<TData>(key)!, message.data as TEvent);
        if (next === undefined) void queryClient.invalidateQueries({ queryKey: key });
        else queryClient.setQueryData<TData>(key, next);
      },
      onResync() {
        void queryClient.invalidateQueries({ queryKey: key });
      },
    });
    return () => {
      unsubscribe();
      // Unfollowed, the cached data falls behind: a page showing it again (within the stale time)
      // refetches it, and that read's positions let the stream replay what happens meanwhile.
      void queryClient.invalidateQueries({ queryKey: key, refetchType: 'none' });
    };
  }, [topic, keyText, queryClient]);
}
