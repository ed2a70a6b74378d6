import type { MessagePort } from 'node:worker_threads';
import type { TopicPositions } from '@trialhub/domain';
import type { RenderInput, RenderOutput } from './entry-server';

/**
 * A rendered page as the server assembles it (apps/server/src/http/page-render.ts): the root's HTML, the
 * data it was rendered from already written as the page's `ssr-data` JSON, and its lazy routes' files.
 * Written where the page was rendered, so a render in a worker thread hands back two strings instead of
 * the whole data (a 400-rider stage's results) for the server's main thread to copy and serialise.
 */
export interface RenderedPage {
  html: string;
  data: string;
  modules: string[];
  status: number;
}

/** The page's input without its two calls into the server (a worker reaches them through its port). */
export type RenderTaskInput = Omit<RenderInput, 'fetch' | 'livePositions'>;

/** What a render in a worker asks the server's main thread for, and what it is answered. */
export type RenderCall =
  | { id: number; kind: 'fetch'; path: string; method: string; headers: [string, string][]; body?: string }
  | { id: number; kind: 'positions'; topics: string[] };
export type RenderReply =
  | { id: number; status: number; headers: [string, string][]; body: ArrayBuffer | null }
  | { id: number; positions: TopicPositions }
  | { id: number; error: string };

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

/** JSON inside <script>: no '<' at all, so neither `</script>` nor `<!--` can end or bend it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export async function renderPage(
  render: (input: RenderInput) => Promise<RenderOutput | null>,
  input: RenderInput,
): Promise<RenderedPage | null> {
  const page = await render(input);
  if (!page) return null;
  const { html, modules, status, ...data } = page;
  return { html, modules, status, data: scriptJson(data) };
}

/**
 * A render in a worker thread (the server's pool, http/render-pool.ts): the page's API reads and the live
 * positions are asked of the main thread through `port`, and everything else — React's passes, the
 * data's JSON — runs here, so the main thread's event loop (live deliveries, kept pages) never waits
 * behind a render (issue #36).
 */
export async function renderTask(
  render: (input: RenderInput) => Promise<RenderOutput | null>,
  { input, port }: { input: RenderTaskInput; port: MessagePort },
): Promise<RenderedPage | null> {
  let next = 0;
  const pending = new Map<number, (reply: RenderReply) => void>();
  port.on('message', (reply: RenderReply) => {
    pending.get(reply.id)?.(reply);
    pending.delete(reply.id);
  });
  const call = (message: WithoutId<RenderCall>) =>
    new Promise<RenderReply>((resolve) => {
      const id = next++;
      pending.set(id, resolve);
      port.postMessage({ ...message, id });
    });
  try {
    return await renderPage(render, {
      ...input,
      fetch: async (path, init) => {
        const reply = await call({
          kind: 'fetch',
          path,
          method: init.method ?? 'GET',
          headers: [...new Headers(init.headers).entries()],
          ...(typeof init.body === 'string' ? { body: init.body } : {}),
        });
        if ('error' in reply) throw new Error(reply.error);
        if (!('status' in reply)) throw new Error('render worker: a fetch answered with positions');
        return new Response(reply.body, { status: reply.status, headers: reply.headers });
      },
      livePositions: async (topics) => {
        const reply = await call({ kind: 'positions', topics });
        if ('error' in reply) throw new Error(reply.error);
        if (!('positions' in reply)) throw new Error('render worker: positions answered with a fetch');
        return reply.positions;
      },
    });
  } finally {
    port.close();
  }
}
