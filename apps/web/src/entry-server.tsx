import { AsyncLocalStorage } from 'node:async_hooks';
import { QueryClient } from '@tanstack/react-query';
import { type TopicPositions, parseEventId } from '@trialhub/domain';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter, matchRoutes } from 'react-router';
import { preloadMatches } from './app/lazy-route';
import { renderPage, renderTask } from './render-task';
import { AppProviders } from './app/providers';
import { AppRoutes, routes } from './app/router';
import { serverFetch } from './shared/api';
import { renderedTopics } from './shared/live-client';
import { DEFAULT_TIME_ZONE, zoneOffsetMinutes } from '@trialhub/domain';
import { renderZone, viewerMoments } from './shared/dates';
import { type Language, i18n, renderLanguage } from './shared/i18n';
import { type RenderedTexts, renderedTexts } from './shared/intl';
import { renderClock } from './shared/timing';
import { setRenderScope } from './shared/render-scope';
import { renderViewport } from './shared/viewport';

/**
 * Server rendering of the public pages (decision 036), built by `vite build --ssr` into dist-server and
 * imported lazily by the server (apps/server/src/http/page-render.ts). The page renders with the same
 * routes, providers and components as in the browser; the data its queries ask for is fetched from the
 * server's own API in-process (with the reader's cookies, so authorization is the browser's) and sent
 * along for hydration.
 */

export interface RenderInput {
  url: string;
  language: Language;
  /** The web app's translation files, by language. */
  translations: Record<Language, Record<string, unknown>>;
  /**
   * The reader's time zone (their `tz` cookie); without one the venues' (a reader the server cannot place
   * is most likely at or near one: the browser moves the page to its own clock if not, decision 060).
   */
  timeZone?: string;
  /** The request looks like a phone's: the page is rendered in the phone layout (shared/viewport.ts). */
  phone: boolean;
  /** Calls the API in-process, as the page's reader. */
  fetch: (path: string, init: RequestInit) => Promise<Response>;
  /** The live topics' current positions, read before the data (the browser resumes from them). */
  livePositions: (topics: string[]) => Promise<TopicPositions>;
}

export interface RenderOutput {
  html: string;
  /** [queryKey, data, updatedAt] of every query the page rendered with. */
  queries: [readonly unknown[], unknown, number][];
  /**
   * Where each live topic the page follows stood before its data was read: the browser's first live
   * connection resumes there, so what happened while the page travelled and hydrated is replayed.
   */
  positions: TopicPositions;
  /** The time zone the page's times were written in (the browser hydrates in it, then uses its own). */
  zone: string;
  /**
   * [epoch ms, minutes east of UTC] of `zone` at each moment whose text depends on the viewer's clock:
   * the browser compares its own clock with them once hydrated (main.tsx) and moves the page to it if
   * any differs, deliberately, after hydration.
   */
  offsets: [number, number][];
  /** Rendered in the phone layout (the browser hydrates in it, then follows its own width). */
  phone: boolean;
  /** When it was rendered (epoch ms): the browser hydrates at this moment ("5 minutes ago"), then moves on. */
  now: number;
  /** The texts Intl wrote in the page, by formatter and input (shared/intl.ts): the browser hydrates with them. */
  formatted: RenderedTexts;
  /** 404 when the page says "not found" (an unknown address, or a stage nobody may see). */
  status: number;
  /** Source files of the lazy routes the page uses (their CSS and JS go into the head). */
  modules: string[];
}

/** The lazy routes' files (router.tsx) by route path, for the page's stylesheets and module preloads. */
const stage = '/competitions/:institutionId/:championshipId/:stageId';
const routeModules: Record<string, string[]> = {
  '/competitions/:institutionId/:championshipId': ['src/features/standings/standings-page.tsx'],
  [stage]: [
    'src/features/competitions/stage-page.tsx',
    'src/features/participants/registration-actions.tsx',
    'src/features/participants/participants-section.tsx',
    'src/features/judging/judging-links.tsx',
  ],
  [`${stage}/results`]: ['src/features/results/results-page.tsx', 'src/features/standings/approval-banner.tsx'],
  '/market': ['src/features/market/market-page.tsx'],
  '/market/ads/:adId': ['src/features/market/ad-page.tsx'],
  '/riders/:riderId': ['src/features/riders/rider-page.tsx'],
};

// Each render's state (the reader's zone, layout, clock, API, language…) lives in a scope of its own
// (shared/render-scope.ts): pages render concurrently, none waits for another's data (issue #36).
const scopes = new AsyncLocalStorage<Map<object, Record<PropertyKey, unknown>>>();
setRenderScope(() => scopes.getStore());

/**
 * Whether the app has a page at `pathname` (the router's own table): the server answers an address the
 * app would show 'Page not found' for with HTTP 404 (issue #37 point 11), not 200.
 */
export function hasRoute(pathname: string): boolean {
  // The deepest route matched; an index route (the home page) has no path of its own.
  const deepest = matchRoutes(routes, pathname)?.at(-1)?.route;
  return deepest !== undefined && deepest.path !== '*' && deepest.path !== '/404';
}

export function render(input: RenderInput): Promise<RenderOutput | null> {
  return scopes.run(new Map(), () => renderNow(input));
}

/** The page as the server assembles it, rendered in the server's thread (render-task.ts). */
export const renderHere = (input: RenderInput) => renderPage(render, input);

/** The page rendered in a worker thread of the server's pool, its reads asked through `task.port`. */
export const renderInWorker = (task: Parameters<typeof renderTask>[1]) => renderTask(render, task);

/**
 * An i18next instance per language, sharing the texts: a page's components translate with its own
 * (I18nextProvider), so a Latvian page and an English one can render at the same time.
 */
const instances = new Map<Language, typeof i18n>();

function i18nFor(input: RenderInput): typeof i18n {
  if (instances.size === 0) {
    for (const [lng, table] of Object.entries(input.translations)) i18n.addResourceBundle(lng, 'translation', table);
    i18n.addResourceBundle('dev', 'translation', input.translations.en);
  }
  let instance = instances.get(input.language);
  if (!instance) {
    instance = i18n.cloneInstance({ lng: input.language, initAsync: false });
    instances.set(input.language, instance);
  }
  return instance;
}

async function renderNow(input: RenderInput): Promise<RenderOutput | null> {
  const translator = i18nFor(input);
  renderLanguage.current = input.language;
  const positions: TopicPositions = {};
  // A live read's answer says where its topics stood when read (decision 039): the oldest wins. This
  // also covers a topic the page learns only from its data (a championship's standings, by its id).
  serverFetch.current = async (path, init) => {
    const response = await input.fetch(path, init);
    const read = parseEventId(response.headers.get('live-positions') ?? '') ?? {};
    for (const [topic, seq] of Object.entries(read)) positions[topic] = Math.min(seq, positions[topic] ?? seq);
    return response;
  };
  const zone = (renderZone.current = input.timeZone ?? DEFAULT_TIME_ZONE);
  renderViewport.phone = input.phone;
  renderClock.now = Date.now();
  const url = new URL(input.url);
  const matches = matchRoutes(routes, url.pathname) ?? [];
  await preloadMatches(matches);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const page = (
    <I18nextProvider i18n={translator}>
      <AppProviders client={client}>
        <StaticRouter location={url.pathname + url.search}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </I18nextProvider>
  );
  // Render, fetch what the render asked for, render again — until nothing new is asked for. These passes
  // wait for lazy components too; the page is then written in one piece by renderToString (a streamed
  // render would send late parts with inline scripts, which the CSP forbids and which need JavaScript).
  renderedTopics.current = new Set();
  for (let pass = 0; pass < 4; pass++) {
    await settle(page);
    // The positions before the data: an event in between is replayed to the page and applied again,
    // which leaves the same result (events are upserts); the other order could lose it.
    const unread = [...renderedTopics.current].filter((topic) => !(topic in positions));
    if (unread.length > 0) Object.assign(positions, await input.livePositions(unread));
    const waiting = client.getQueryCache().findAll({
      predicate: (q) =>
        q.state.status === 'pending' &&
        q.state.fetchStatus === 'idle' &&
        (q.options as { enabled?: unknown }).enabled !== false,
    });
    if (waiting.length === 0) break;
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
  }
  // A page whose data failed (an unknown stage, a draft) is left to the browser, which shows the error
  // as it always has: an error state cannot be handed over for hydration.
  if (client.getQueryCache().findAll({ predicate: (q) => q.state.status === 'error' }).length > 0) return null;
  // What Intl writes in the page's final pass goes along with it: the browser hydrates without starting ICU.
  const formatted: RenderedTexts = (renderedTexts.recording = {});
  const moments = (viewerMoments.recording = new Set<number>());
  let html: string;
  try {
    html = renderToString(page);
  } finally {
    renderedTexts.recording = undefined;
    viewerMoments.recording = undefined;
  }
  // A part that failed on the server is left to the browser (React marks it `<!--$!-->`): say so.
  if (html.includes('<!--$!-->')) console.warn('server rendering: part of', input.url, 'is left to the browser');
  const queries = client
    .getQueryCache()
    .findAll({ predicate: (q) => q.state.status === 'success' })
    .map((q) => [q.queryKey, q.state.data, q.state.dataUpdatedAt] as [readonly unknown[], unknown, number]);
  const paths = matches.map((m) => m.route.path ?? '');
  const modules = paths.flatMap((path) => routeModules[path] ?? []);
  return {
    html,
    queries,
    positions,
    zone,
    offsets: [...moments].map((at) => [at, zoneOffsetMinutes(zone, new Date(at))]),
    phone: input.phone,
    now: renderClock.now,
    formatted,
    status: paths.includes('*') ? 404 : 200,
    modules,
  };
}

/** Renders the page to the end, waiting for everything it suspends on; the output is not used. */
async function settle(node: ReactNode): Promise<void> {
  const { prelude } = await prerenderToNodeStream(node, { onError: () => undefined });
  for await (const chunk of prelude) void chunk;
}
