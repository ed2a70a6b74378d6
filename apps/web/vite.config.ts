import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { judgeAppFirst } from './judge-precache';
import { mantinePatches } from './mantine-patches';
import { mantineThemeCss } from './mantine-theme-css';

/** The judge app's web app manifest (src/features/judging/judge-manifest.ts links it). */
const JUDGE_MANIFEST = 'judge.webmanifest';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    mantinePatches({ ssr: !!isSsrBuild }),
    mantineThemeCss(),
    // The server-rendering build (entry-server.tsx, decision 036) has no service worker; the judge app's
    // registration module is never called there.
    isSsrBuild && {
      name: 'no-service-worker-on-the-server',
      resolveId: (id: string) => (id.startsWith('virtual:pwa-register') ? '\0pwa-register' : null),
      load: (id: string) => (id === '\0pwa-register' ? 'export const registerSW = () => async () => {};' : null),
    },
    !isSsrBuild &&
      // The judge app works offline (DESIGN.md §1): the service worker precaches the shell, the code
      // and the translations; /api is never served from it. The judge app registers it (see offline.ts),
      // and a new version waits ('prompt') until no score is pending and no attempt runs (issue #17).
      VitePWA({
        injectRegister: false,
        registerType: 'prompt',
        // Installable judge app (issue #17): icons drawn from favicon.svg by scripts/pwa-icons.mjs.
        // Linked from the judge pages only (judge-manifest.ts): the public site is no app to install.
        manifestFilename: JUDGE_MANIFEST,
        manifest: {
          id: '/judge-standalone',
          name: 'TrialHub judge',
          short_name: 'TrialHub',
          description: 'Score motorcycle trial sections, with or without signal.',
          lang: 'en',
          start_url: '/judge-standalone?start',
          scope: '/',
          display: 'standalone',
          orientation: 'portrait',
          theme_color: '#1f3d2b',
          background_color: '#ffffff',
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
            { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
        },
        workbox: {
          globPatterns: ['**/*.{js,css,html,svg}', 'locales/**/*.json', 'icons/*.png'],
          // Charts are not needed offline (and are the biggest chunk); nor is the XLSX writer (~260 KB gz),
          // which loads only when someone exports: every phone would otherwise download it on install.
          globIgnores: ['**/*chart*', '**/*recharts*', '**/*exceljs*'],
          // Only the judge app's own chunks, so a phone is ready offline within seconds (issue #35,
          // judge-precache.ts); the public site's and admin chunks are cached when opened (below).
          manifestTransforms: [(entries) => Promise.resolve(judgeAppFirst(entries))],
          runtimeCaching: [
            {
              // Hashed file names: a stored chunk never changes. Bounded, as deploys add new names.
              urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
              handler: 'CacheFirst',
              options: { cacheName: 'trialhub-assets', expiration: { maxEntries: 400 } },
            },
          ],
          navigateFallback: '/index.html',
          navigateFallbackDenylist: [/^\/api\//, /^\/dev\//],
          maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
          cleanupOutdatedCaches: true,
          clientsClaim: true,
          // The waiting worker activates when the judge app says it is idle (offline.ts).
          skipWaiting: false,
          // No source maps of the worker and workbox: the server would not serve them (issue #41).
          sourcemap: false,
        },
      }),
    // The plugin links its manifest from index.html, i.e. from every page: Chrome offered to install the
    // judge tool on the home page (issue #41). The judge pages link it themselves (judge-manifest.ts).
    !isSsrBuild && {
      name: 'judge-manifest-on-judge-pages-only',
      enforce: 'post' as const,
      transformIndexHtml: {
        order: 'post' as const,
        handler: (html: string) => html.replace(/\s*<link rel="manifest"[^>]*>/, ''),
      },
    },
    // A brotli and a gzip copy beside each script, stylesheet, translation and icon, compressed once at
    // the highest level; the server sends the best one the browser accepts (static-files.ts, issue #20).
    // A copy no smaller than its file is not written.
    !isSsrBuild &&
      compression({
        algorithms: ['brotliCompress', 'gzip'],
        include: /\.(js|mjs|css|json|svg|webmanifest|html)$/,
        logLevel: 'silent',
      }),
  ],
  // The server-rendering build bundles its libraries instead of importing them from node_modules:
  // their package entries load every component and all ~5,900 icons (@mantine/core ~63 MiB and
  // @tabler/icons-react ~86 MiB of the server's RSS once the first page is rendered); bundled, only
  // what the pages use is there. React is bundled too, as its production build: the server runs
  // without NODE_ENV=production under `npm start`, and React's development build renders slower.
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    // Written for an error tracker, never referenced from the scripts nor served (static-files.ts,
    // issue #41): the whole source of every chunk is not for the public.
    sourcemap: isSsrBuild ? true : 'hidden',
    chunkSizeWarningLimit: 400,
    // Every browser the app supports preloads modules natively (Chrome 66, Firefox 115, Safari 17):
    // the polyfill only cost the home page's JS budget.
    modulePreload: {
      polyfill: false,
      // A lazy route's import names only its stylesheets ahead, not its chunks' imports: the browser's
      // module loader asks for those as the route's file arrives (one round trip more on a client-side
      // navigation), while each module preload a script adds costs the page's main thread a few ms on a
      // phone. On a server-rendered stage, results or standings page the ~20 that were added here while
      // the entry ran were half of that task (issue #20, decision 048).
      resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith('.css')),
    },
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                // floating-ui (menus, popovers, tooltips: ~15 KB gz) in a chunk of its own. Left to the
                // automatic split it shared a chunk with Mantine's tiny DirectionProvider, which Tabs and
                // ScrollArea import, so every page with tabs or a scrolling table loaded it (issue #20).
                // Its own modules only (react stays where it is).
                {
                  name: 'floating-ui',
                  test: /[\\/]node_modules[\\/]@floating-ui[\\/]/,
                  includeDependenciesRecursively: false,
                },
                // Everything the entry imports statically, in the entry's own chunk. Left to the automatic
                // split, what a lazy route also imports (React, Mantine's Box, i18next, the query client…)
                // became ten small chunks of its own: eleven requests before anything ran, and on a public
                // page ~40 scripts whose response headers alone were ~16 KB of the JS budget (issue #20).
                { name: 'app', tags: ['$initial'] },
              ],
            },
          },
        },
    // The server reads it to link a server-rendered page's stylesheets and route chunks (page-render.ts).
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
  },
}));
