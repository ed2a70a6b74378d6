import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TopicPositions } from '@trialhub/domain';
import { hasSessionCookie } from '../auth/auth.js';
import { languages, pageLanguage } from '../features/discovery/page-meta.js';
import { logger } from '../ops/logger.js';
import { type ApiFetch, type PageAnswer, PageCache, keyDigest } from './page-cache.js';
import { type RenderTaskInput, type RenderedPage, renderPool } from './render-pool.js';
import { type WebLanguage, webTable } from './web-translations.js';

/**
 * Server rendering of the public pages (decision 036): home, a championship's standings, a stage, its
 * results and the market (list and ad). The page's head is written first (page-meta.ts, decision 025);
 * this fills `<div id="root">` with the page as React renders it, the data it was rendered from (for
 * hydration, so the browser does not fetch it again) and the stylesheets and chunks of the page's route.
 * The renderer is the web build's `dist-server/entry-server.js`, imported on the first page, not at start;
 * without it (a build without the SSR step) pages are served as the SPA shell as before.
 */

const PUBLIC_PAGE =
  /^\/(?:|home|competitions\/[^/]+\/[^/]+(?:\/[^/]+(?:\/results)?)?|market(?:\/ads\/[^/]+)?|riders\/[^/]+)\/?$/;

interface Renderer {
  /** Whether the app has a page at this address (its router's table; entry-server.tsx). */
  hasRoute(pathname: string): boolean;
  /** The page rendered in this thread (render-task.ts): without a worker pool. */
  renderHere(
    input: RenderTaskInput & {
      fetch: ApiFetch;
      livePositions: (topics: string[]) => Promise<TopicPositions>;
    },
  ): Promise<RenderedPage | null>;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * What the entry imports as it starts, besides its static imports: React DOM, which main.tsx evaluates in
 * a task of its own (decision 043). Preloaded with the page's chunks, or it would be a round trip later.
 */
const ENTRY_START_IMPORT = /\/react-dom\/client\.js$/;

/**
 * The scripts of a rendered page are asked for after its first paint, not while it is parsed (issue #20,
 * decision 042). On a phone's slow link the page's text waits for its stylesheets only, instead of sharing
 * the few connections and the bandwidth with ~150 KB of scripts; the scripts then hydrate what is already
 * on screen. `requestAnimationFrame` runs once the stylesheets have arrived and the frame is about to be
 * painted; the timeout inside it runs after that paint. A hidden tab paints nothing, so the fallback timer
 * loads them anyway. The entry script goes first; the module preloads (React DOM and the route's chunks,
 * routeAssets) follow two per task: asking for one costs the page ~1 ms of its main thread on this machine
 * (4–8 times that on a phone), and ~35 at once were one long task (decisions 043, 048). The text is
 * constant: the Content-Security-Policy allows it by its hash.
 */
export const LATE_SCRIPTS_LOADER =
  '(()=>{const d=document,e=d.currentScript.dataset;let done=false;const add=(tag,props)=>{const n=d.createElement(tag);' +
  "Object.assign(n,props);n.crossOrigin='';d.head.append(n)};const go=()=>{if(done)return;done=true;" +
  "if(e.texts)add('link',{rel:'preload',as:'fetch',href:e.texts});add('script',{type:'module',src:e.entry});" +
  "const rest=(e.preload||'').split(' ').filter(Boolean);const next=()=>{for(const href of rest.splice(0,2))" +
  "add('link',{rel:'modulepreload',href});if(rest.length)setTimeout(next)};next()};" +
  'requestAnimationFrame(()=>setTimeout(go));setTimeout(go,3000)})()';
export const LATE_SCRIPTS_LOADER_HASH = `'sha256-${createHash('sha256').update(LATE_SCRIPTS_LOADER).digest('base64')}'`;

/**
 * A reader whose language is kept only in the browser's storage (chosen before the language cookie
 * existed, or cookies cleared since) would get every rendered page in the browser's language, turned into
 * theirs after hydration: a page in English, then in Latvian (issue #37). A page rendered for a request
 * without the cookie and without `?lng=` asks the storage once in its head, before anything is painted, in
 * the spec's order (§9: localStorage, then sessionStorage): a language of ours found there is written to
 * the cookie, and a page rendered in another one is asked for again, in it (only when the cookie took:
 * blocked cookies cannot loop; that reader's page turns after hydration, main.tsx). Requests with the
 * cookie — every reader once their language is kept (rememberLanguage, i18n.ts) — do not carry it.
 */
export const LANGUAGE_FROM_STORAGE =
  `(()=>{try{const d=document;for(const s of[localStorage,sessionStorage]){const l=(s.getItem('i18nextLng')||'')` +
  `.slice(0,2).toLowerCase();if(!${JSON.stringify(languages)}.includes(l))continue;` +
  "d.cookie='i18next='+l+';path=/;max-age=31536000;samesite=lax';" +
  "if(l!==d.documentElement.lang&&d.cookie.includes('i18next='+l)){stop();location.reload()}return}}catch{}})()";
export const LANGUAGE_FROM_STORAGE_HASH = `'sha256-${createHash('sha256').update(LANGUAGE_FROM_STORAGE).digest('base64')}'`;
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/** Headers of the page request the in-process API call carries: who is asking, in which language. */
const FORWARDED = ['cookie', 'accept-language', 'user-agent', 'x-forwarded-for', 'x-real-ip'];

/**
 * Whether a request comes from a phone, for the layout its page is rendered in (cards, not tables): the
 * browser's mobile client hint where it sends one, else a phone's user agent. A wrong guess costs one
 * re-layout after hydration, as every page did before.
 */
export function isPhoneRequest(headers: Headers): boolean {
  const hint = headers.get('sec-ch-ua-mobile');
  if (hint) return hint.trim() === '?1';
  return /\b(iPhone|iPod|Mobile|Windows Phone|Opera Mini)\b/i.test(headers.get('user-agent') ?? '');
}

/** The reader's time zone from the `tz` cookie the web app writes, when it is a real one. */
function readerZone(request: Request): string | undefined {
  const zone = /(?:^|;\s*)tz=([A-Za-z0-9_+\-/]{1,64})/.exec(request.headers.get('cookie') ?? '')?.[1];
  if (!zone) return undefined;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return undefined;
  }
}

export function pageRenderer(deps: {
  webDistDir: string;
  /** The server's own fetch (app.fetch): the API as the browser would call it. */
  fetch: (request: Request) => Response | Promise<Response>;
  /** The live topics' current positions (the hub's), read before the data the page shows. */
  livePositions: (topics: string[]) => Promise<TopicPositions>;
  /** Worker threads for the renders (render-pool.ts); 0: render in this thread. Default: the cores less one. */
  renderThreads?: number;
}) {
  const serverDir = path.resolve(deps.webDistDir, '../dist-server');
  const entry = path.join(serverDir, 'entry-server.js');
  let renderer: Promise<Renderer | null> | undefined;
  let manifest: Record<string, ManifestChunk> | undefined;

  const load = () =>
    (renderer ??= fs.existsSync(entry)
      ? (import(pathToFileURL(entry).href) as Promise<Renderer>).catch((error: unknown) => {
          logger.error({ err: error, entry }, 'server rendering disabled: could not load the renderer');
          return null;
        })
      : Promise.resolve(null));

  /**
   * The stylesheets of the page's lazy routes (with their imports'), and the scripts worth asking for
   * ahead: React DOM, which the entry imports as it starts, and the route chunks themselves, the two the
   * browser could only learn of by running the entry. Their static imports, and the entry's, are not
   * listed: the browser's module loader asks for them as each file arrives, without the page's main
   * thread, while every module preload the loader adds costs the page a few ms of its main thread on a
   * phone (issue #20, decision 048).
   */
  function routeAssets(modules: string[]): { css: string[]; js: string[] } {
    manifest ??= JSON.parse(fs.readFileSync(path.join(deps.webDistDir, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      ManifestChunk
    >;
    const css = new Set<string>();
    const js = new Set<string>();
    const visited = new Set<string>();
    const collectCss = (key: string) => {
      const chunk = manifest![key];
      if (!chunk || key === 'index.html' || visited.has(key)) return;
      visited.add(key);
      chunk.css?.forEach((file) => css.add(file));
      chunk.imports?.forEach(collectCss);
    };
    const entry = manifest['index.html'];
    // The entry's own stylesheets (its imports' too) are linked by index.html already.
    entry?.imports?.forEach(collectCss);
    css.clear();
    const ahead = [...(entry?.dynamicImports?.filter((key) => ENTRY_START_IMPORT.test(key)) ?? []), ...modules];
    for (const key of ahead) {
      const file = manifest[key]?.file;
      if (file) js.add(file);
      collectCss(key);
    }
    return { css: [...css].map((file) => `/${file}`), js: [...js].map((file) => `/${file}`) };
  }

  const cache = new PageCache();
  const pool = deps.renderThreads === 0 ? null : renderPool(entry, deps.renderThreads);

  /** Whether the app has a page at `pathname`; true when there is no renderer to ask (a build without it). */
  const hasRoute = async (pathname: string) => (await load())?.hasRoute(pathname) ?? true;

  const renderPublicPage = async (pathname: string, html: string, request: Request): Promise<PageAnswer | null> => {
    if (!PUBLIC_PAGE.test(pathname)) return null;
    // Signed-in readers (secretaries, riders) get the app as before: their pages are mostly controls, which
    // must not be clicked before the script has taken over; visitors get the rendered page. So the kept
    // pages are the visitors' alone: a signed-in reader never gets one, and never adds one.
    if (hasSessionCookie(request.headers)) return null;
    const render = await load();
    // The app's entry script, which the page's loader asks for after the first paint.
    const entry = ENTRY_SCRIPT.exec(html)?.[1];
    if (!render || !entry) return null;
    const language = pageLanguage(request);
    const url = new URL(request.url);
    const timeZone = readerZone(request);
    const phone = isPhoneRequest(request.headers);
    // Neither `?lng=` nor the language cookie: the page carries the script that looks for a language kept
    // in the browser's storage (decision 060), so it is a page of its own in the cache.
    const languageUnknown =
      !url.searchParams.has('lng') && !/(?:^|;\s*)i18next=/.test(request.headers.get('cookie') ?? '');
    const headers = new Headers();
    for (const name of FORWARDED) {
      const value = request.headers.get(name);
      if (value) headers.set(name, value);
    }
    const api: ApiFetch = async (apiPath, init) => {
      const apiHeaders = new Headers(headers);
      new Headers(init.headers).forEach((value, name) => apiHeaders.set(name, value));
      return deps.fetch(new Request(new URL(apiPath, url), { ...init, headers: apiHeaders }));
    };
    // Everything the render reads besides the API's answers (which the cache revalidates): the address,
    // the language, the reader's zone and layout, and the page's head (written before, from the data too).
    const key = [
      url.pathname + url.search,
      language,
      languageUnknown ? 'storage?' : '',
      timeZone ?? '',
      phone ? 'phone' : 'wide',
      keyDigest(html),
    ].join('\n');
    return cache.page(key, api, (fetch) =>
      renderPage({ render, html, entry, language, languageUnknown, url, timeZone, phone, fetch, pathname }),
    );
  };
  return Object.assign(renderPublicPage, { hasRoute });

  async function renderPage(input: {
    render: Renderer;
    html: string;
    entry: string;
    language: WebLanguage;
    languageUnknown: boolean;
    url: URL;
    timeZone: string | undefined;
    phone: boolean;
    fetch: ApiFetch;
    pathname: string;
  }): Promise<string | null> {
    const { render, html, entry, language, languageUnknown, url, timeZone, phone, fetch, pathname } = input;
    let page;
    try {
      const task = {
        url: url.href,
        language,
        timeZone,
        phone,
        translations: { en: webTable('en'), lv: webTable('lv'), et: webTable('et') },
      };
      page = pool
        ? await pool(task, fetch, deps.livePositions)
        : await render.renderHere({ ...task, fetch, livePositions: deps.livePositions });
    } catch (error) {
      // A page that cannot render on the server still works in the browser.
      logger.error({ err: error, pathname }, 'server rendering failed; the page is left to the browser');
      return null;
    }
    if (!page) return null;
    // The page's texts only: the browser reads the English fallback for English pages alone (i18n.ts).
    const texts = `/locales/${language}/translation.json`;
    // The image a page marks as its largest (fetchPriority="high": an ad's photo) is asked for with the
    // stylesheets, before the page's body is parsed (LCP, issue #20). The src is the rendered attribute,
    // already escaped.
    const hero = /<img [^>]*fetchPriority="high"[^>]*>/.exec(page.html)?.[0];
    const heroSrc = hero && / src="([^"]+)"/.exec(hero)?.[1];
    const preloadHero = heroSrc ? `<link rel="preload" as="image" fetchpriority="high" href="${heroSrc}">` : '';
    const assets = routeAssets(page.modules);
    const stylesheets = assets.css.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('');
    const fromStorage = languageUnknown ? `<script>${LANGUAGE_FROM_STORAGE}</script>` : '';
    const loader = `<script data-entry="${entry}" data-preload="${assets.js.join(' ')}" data-texts="${texts}">${LATE_SCRIPTS_LOADER}</script>`;
    // Replacer functions: a replacement string would expand `$&` and the like inside the page's text.
    return html
      .replace(/<html lang="[a-z]*"/, () => `<html lang="${language}"`)
      .replace(ENTRY_SCRIPT, '')
      .replace(/<meta charset="[^"]*" ?\/?>/i, (charset) => `${charset}${fromStorage}`)
      .replace('</head>', () => `${preloadHero}${stylesheets}</head>`)
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root">${page.html}</div><script id="ssr-data" type="application/json">${page.data}</script>${loader}`,
      );
  }
}
