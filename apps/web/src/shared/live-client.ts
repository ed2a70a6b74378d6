import type { LiveMessage, TopicPositions } from '@trialhub/domain';
import { formatEventId } from '@trialhub/domain';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

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
  private readonly positions: TopicPositions = {};
  private readonly seeds: TopicPositions = {};
  private source: EventSource | null = null;
  private reopenTimer: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;

  /**
   * The topics' positions a server-rendered page's data was read at (decision 036). The first
   * subscription to such a topic resumes from there: the server replays what happened between the
   * render and the live connection (or says resync), so a score taken while the page loaded is not lost.
   */
  seed(positions: TopicPositions): void {
    Object.assign(this.seeds, positions);
  }

  subscribe(topic: string, listener: Listener): () => void {
    let set = this.listeners.get(topic);
    if (!set) {
      this.listeners.set(topic, (set = new Set()));
      if (topic in this.seeds) {
        this.positions[topic] = this.seeds[topic]!;
        delete this.seeds[topic];
      }
      this.scheduleReopen(0);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) {
        this.listeners.delete(topic);
        delete this.positions[topic];
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
    const known = Object.fromEntries(topics.filter((t) => t in this.positions).map((t) => [t, this.positions[t]!]));
    const params = new URLSearchParams({ topics: topics.join(',') });
    if (Object.keys(known).length > 0) params.set('lastEventId', formatEventId(known));
    const source = new EventSource(`/api/live?${params}`);
    this.source = source;
    let ready: TopicPositions = {};
    source.addEventListener('ready', (e) => {
      this.failures = 0;
      ready = (JSON.parse((e as MessageEvent<string>).data) as { positions: TopicPositions }).positions;
      for (const [topic, seq] of Object.entries(ready)) if (!(topic in this.positions)) this.positions[topic] = seq;
    });
    source.addEventListener('resync', (e) => {
      const { topic } = JSON.parse((e as MessageEvent<string>).data) as { topic: string };
      this.positions[topic] = ready[topic] ?? 0;
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

/** On the server: the topics the page being rendered keeps live (entry-server.tsx reads their positions). */
export const renderedTopics: { current?: Set<string> } = {};

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
    return liveClient.subscribe(topic, {
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
  }, [topic, keyText, queryClient]);
}
