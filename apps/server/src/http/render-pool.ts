import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
import type { TopicPositions } from '@trialhub/domain';
import type { Piscina } from 'piscina';
import type { WebLanguage } from './web-translations.js';
import type { ApiFetch } from './page-cache.js';

/** What the page's render is given besides its calls into the server (entry-server.tsx, RenderInput). */
export interface RenderTaskInput {
  url: string;
  language: WebLanguage;
  timeZone?: string;
  phone: boolean;
  translations: Record<WebLanguage, Record<string, unknown>>;
}

/** The rendered page (render-task.ts in the web app): its root, its data's JSON, its lazy routes' files. */
export interface RenderedPage {
  html: string;
  data: string;
  modules: string[];
  status: number;
}

type RenderCall =
  | { id: number; kind: 'fetch'; path: string; method: string; headers: [string, string][]; body?: string }
  | { id: number; kind: 'positions'; topics: string[] };

/**
 * The renders run in worker threads (issue #36): a 400-rider results page is 0.5–1 s of CPU, and in the
 * server's own thread every live delivery, kept page and API answer waited behind it (bench/spike.ts: live
 * p99 4.7× with a crowd opening the page). Each worker imports the web build's entry-server.js once and
 * renders there; the page's API reads and the live positions are asked of this thread through a message
 * port (page-cache.ts records them as before), so authorization, the read caches and decision 039's
 * positions are this thread's. The data comes back as the page's JSON, written in the worker.
 *
 * Threads: one fewer than the cores (at least one, at most four), a few renders each (they wait on reads
 * most of their time); started on the first render, not at start, and ended after IDLE_MS without one, so
 * a quiet server does not keep their memory (a worker holds its own copy of React and the pages, ~60–100 MiB). They run at the process's own priority: at nice +5 (tried) a
 * page nobody had opened yet waited 6–20 s for its first render on this loaded machine (load 30–38), and
 * an end-to-end test's first page timed out.
 */
/**
 * A render pool's worker ends after this long without a render. A busy public page is rendered again at
 * least every 30 s (page-cache.ts), so on race day the worker stays; a start costs ~0.3 s of CPU.
 */
const IDLE_MS = 30_000;

export function renderPool(entry: string, threads = Math.max(1, Math.min(4, os.availableParallelism() - 1))) {
  let pool: Promise<Piscina> | undefined;
  const start = () =>
    (pool ??= import('piscina').then(
      ({ Piscina }) =>
        new Piscina({
          filename: pathToFileURL(entry).href,
          name: 'renderInWorker',
          minThreads: 0,
          maxThreads: threads,
          concurrentTasksPerWorker: 4,
          idleTimeout: IDLE_MS,
          niceIncrement: 5,
          // Plain Node: the worker runs built JavaScript only. A TypeScript loader inherited from a
          // development or bench process (tsx) gave the lazy routes' chunks a second copy of the
          // entry module, and so of React, whose hooks then failed.
          execArgv: [],
        }),
    ));

  return async function renderInPool(
    input: RenderTaskInput,
    fetch: ApiFetch,
    livePositions: (topics: string[]) => Promise<TopicPositions>,
  ): Promise<RenderedPage | null> {
    const workers = await start();
    const { port1, port2 } = new MessageChannel();
    port1.on('message', (call: RenderCall) => {
      void answer(call).then(
        ([reply, transfer]) => port1.postMessage(reply, transfer),
        (error: unknown) => port1.postMessage({ id: call.id, error: String(error) }),
      );
    });
    async function answer(call: RenderCall): Promise<[unknown, ArrayBuffer[]]> {
      if (call.kind === 'positions') return [{ id: call.id, positions: await livePositions(call.topics) }, []];
      const response = await fetch(call.path, { method: call.method, headers: call.headers, body: call.body });
      const body = response.body ? await response.arrayBuffer() : null;
      const reply = { id: call.id, status: response.status, headers: [...response.headers.entries()], body };
      return [reply, body ? [body] : []];
    }
    try {
      return (await workers.run({ input, port: port2 }, { transferList: [port2] })) as RenderedPage | null;
    } finally {
      port1.close();
    }
  };
}
