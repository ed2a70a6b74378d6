import type { TopicPositions } from '@trialhub/domain';
import { Fragment, type ReactNode, StrictMode, startTransition, useEffect, useRef, useState } from 'react';
import { unstable_HistoryRouter as HistoryRouter, matchRoutes, useLocation } from 'react-router';
import { preloadMatches } from './app/lazy-route';
import { AppProviders, queryClient } from './app/providers';
import { AppRoutes, routes } from './app/router';
import { renderZone } from './shared/dates';
import { renderViewport } from './shared/viewport';
import { liveClient } from './shared/live-client';
import { detectLanguage, i18n, i18nReady, rememberLanguage } from './shared/i18n';
import { type RenderedTexts, renderedTexts } from './shared/intl';
import { publicConfigQuery } from './shared/public-config';
import { installErrorReporting } from './shared/telemetry';
import { renderClock } from './shared/timing';
import { createGuardedHistory } from './shared/unsaved-changes';

// React DOM is half of the entry's code. Imported after the app's own modules, in a task of its own, a
// phone evaluates the two in two tasks instead of one long one (issue #20, decision 043). A rendered page's
// loader has already asked for its file (page-render.ts).
const reactDom = new Promise((resolve) => setTimeout(resolve)).then(() => import('react-dom/client'));

const root = document.getElementById('root')!;
/** [epoch ms, UTC offset in minutes] of the rendered page's zone at the moments it shows (entry-server.tsx). */
let renderedOffsets: [number, number][] = [];
const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const ssrData = document.getElementById('ssr-data');

if (ssrData) {
  // A server-rendered page (decision 036): the data it was rendered from goes into the query cache (no
  // second fetch), the page's lazy route and its texts load, then React takes over the HTML as it is.
  const { queries, positions, zone, offsets, phone, now, formatted } = JSON.parse(ssrData.textContent!) as {
    queries: [unknown[], unknown, number][];
    positions: TopicPositions;
    zone: string;
    offsets?: [number, number][];
    phone: boolean;
    now: number;
    formatted?: RenderedTexts;
  };
  for (const [key, data, updatedAt] of queries) queryClient.setQueryData(key, data, { updatedAt });
  // Live updates resume where the data was read: nothing published meanwhile is lost.
  liveClient.readAt(positions);
  renderZone.current = zone;
  renderedOffsets = offsets ?? [];
  renderViewport.phone = phone;
  renderClock.now = now;
  renderedTexts.replaying = formatted;
  // Hydration as a transition: React hydrates in slices and lets the browser in between, instead of one
  // long task (issue #20, decision 042).
  void Promise.all([reactDom, i18nReady, preloadMatches(matchRoutes(routes, location))]).then(([{ hydrateRoot }]) =>
    startTransition(() => void hydrateRoot(root, app(true))),
  );
} else void reactDom.then(({ createRoot }) => createRoot(root).render(app()));

// Errors are reported from the first moment; Sentry joins once the config names a DSN. After the page's
// own data: a server-rendered page brought the config along, so it is not fetched a second time.
void queryClient.fetchQuery(publicConfigQuery).then(installErrorReporting, () => installErrorReporting(null));

/**
 * Once the page is React's: the reader's own language and clock, when the page was rendered in others (a
 * language kept only in the browser's storage with cookies blocked; a first visit from another zone than
 * the venues', whose clock the server could not know). Then the page is rendered anew in them, on purpose
 * and as a whole (decision 060): switching them while parts of the page still wait to hydrate would have
 * those parts hydrate in texts the server never wrote (React's error #418). Reading the clock costs no
 * Intl (the reader's UTC offset at each moment the page shows, against the rendered zone's).
 */
function Hydrated({ children }: { children: ReactNode }) {
  const [anew, setAnew] = useState(false);
  const language = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (anew) {
      if (language.current) void i18n.changeLanguage(language.current);
    } else {
      const reader = detectLanguage();
      const ownClock = renderedOffsets.some(([at, offset]) => -new Date(at).getTimezoneOffset() !== offset);
      if (ownClock || reader !== i18n.language) {
        if (ownClock) {
          renderZone.current = undefined;
          renderedTexts.replaying = undefined;
          // The next rendered pages are on the reader's clock from the start.
          writeZone();
        }
        if (reader !== i18n.language) language.current = reader;
        setAnew(true);
        return;
      }
    }
    // Kept for the next pages, not while this one loads: a page's first use of the browser's storage
    // waits on the browser (tens of ms on a phone, issue #20).
    const remember = () => rememberLanguage(i18n.language);
    atFirstInput(remember);
    whenHidden(remember);
    // React owns the page from here: a click on a part not yet hydrated is replayed, not lost. The mark
    // tells the end-to-end tests (and anyone automating the page) when a rendered page can be used.
    document.documentElement.dataset.hydrated = '';
  }, [anew]);
  return <Fragment key={String(anew)}>{children}</Fragment>;
}

/** The reader's zone, for the server's next pages (page-render.ts); finding it starts ICU (decision 043). */
const writeZone = () => (document.cookie = `tz=${viewerZone()};path=/;max-age=31536000;samesite=lax`);

/**
 * The first navigation puts times without a venue on the reader's clock (see app()), and the pages after
 * it start from the real time and screen width (not the server's render, shared/timing.ts and
 * shared/viewport.ts). A wrapper, not a sibling of the routes: the tree must be the server's, or React's ids (aria-controls, label targets)
 * would differ from the server-rendered ones.
 */
function ReaderClockAfterFirstNavigation({ children }: { children: ReactNode }) {
  const location = useLocation();
  const first = useRef(location);
  if (location !== first.current) {
    renderZone.current = undefined;
    // Nothing left to hydrate: later pages read the reader's own clock, width and time at once.
    renderViewport.phone = undefined;
    renderClock.now = undefined;
    renderedTexts.replaying = undefined;
  }
  return children;
}

function app(hydrating?: boolean) {
  // A server-rendered page keeps the zone it was rendered in until the first navigation (the reader's, or
  // one whose clock is theirs at every moment the page shows: see Hydrated); the cookie has the server
  // render the next pages on the reader's clock.
  // Not written while the page loads: the browser's first Intl call starts ICU, tens of ms on a phone
  // (decision 043). Written when the page is hidden (another tab, the phone locked, the page left), and on a
  // first visit at the first tap or key too, so a link followed before the page is hydrated takes it along.
  if (!/(?:^|;\s*)tz=/.test(document.cookie)) atFirstInput(writeZone);
  whenHidden(writeZone);
  const page = (
    <HistoryRouter history={createGuardedHistory()}>
      <ReaderClockAfterFirstNavigation>
        <AppRoutes />
      </ReaderClockAfterFirstNavigation>
    </HistoryRouter>
  );
  return (
    <StrictMode>
      <AppProviders>{hydrating ? <Hydrated>{page}</Hydrated> : page}</AppProviders>
    </StrictMode>
  );
}

/** At the reader's first tap or key: before a link followed then takes the page's state along. */
function atFirstInput(run: () => void) {
  for (const type of ['pointerdown', 'keydown'])
    addEventListener(type, run, { once: true, capture: true, passive: true });
}

/** Whenever the page is hidden (another tab, the phone locked) or left. */
function whenHidden(run: () => void) {
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && run());
  addEventListener('pagehide', run);
}
