import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { renderLocal } from './render-scope';

export const languages = [
  { code: 'lv', label: 'Latviešu' },
  { code: 'et', label: 'Eesti' },
  { code: 'en', label: 'English' },
] as const;
export type Language = (typeof languages)[number]['code'];
const codes: readonly string[] = languages.map((l) => l.code);

/**
 * The language of the page being rendered on the server (entry-server.tsx): pages in several languages
 * render at once there, each with an i18next instance of its own, so the shared instance's language says
 * nothing about the page. Unset in the browser.
 */
export const renderLanguage = renderLocal<{ current?: Language }>();

/** The UI language as one of ours (the 'dev' fallback and anything unknown read as English). */
export function currentLanguage(): Language {
  if (import.meta.env.SSR && renderLanguage.current) return renderLanguage.current;
  const base = (i18n.resolvedLanguage ?? i18n.language ?? 'en').slice(0, 2);
  return (codes.includes(base) ? base : 'en') as Language;
}

/**
 * The locale Intl formats dates and numbers with: English as written in Europe (day before month,
 * 24-hour clock; our riders and organisers are Baltic), Latvian and Estonian as they are.
 */
export function intlLocale(language: Language = currentLanguage()): string {
  return language === 'en' ? 'en-GB' : language;
}

function applyLanguage(lng: string) {
  if (import.meta.env.SSR) return; // the server writes <html lang> itself (page-render.ts)
  const lang = codes.includes(lng.slice(0, 2)) ? lng.slice(0, 2) : 'en';
  document.documentElement.lang = lang;
}

/**
 * Loads /locales/{lng}/translation.json. i18next itself queues the reads (maxParallelReads) and
 * retries failures (maxRetries, retryTimeout doubling), so the backend is only the fetch: smaller
 * than i18next-http-backend, which the home page's script budget cannot afford.
 *
 * A page waits for its texts before it hydrates, so each file is fetched once (the server-rendered page
 * preloads it): 'dev', i18next's fallback language, is our English texts, and an English reader's
 * 'en' and 'dev' share one request. Latvian and Estonian have every key English has
 * (translations.test.ts), so their readers would never see a fallback text: they do not download the
 * English file (18 KB gz) at all.
 */
const texts = new Map<string, Promise<Record<string, unknown>>>();

const localesBackend = {
  type: 'backend' as const,
  init() {},
  read(
    language: string,
    namespace: string,
    callback: (error: unknown, data?: Record<string, unknown> | boolean) => void,
  ) {
    if (language === 'dev' && i18n.language !== 'en') return callback(null, {});
    const lng = codes.includes(language) ? language : 'en';
    const url = `/locales/${lng}/${namespace}.json`;
    let text = texts.get(url);
    if (!text) {
      text = fetch(url).then(async (res) => {
        if (!res.ok) throw Object.assign(new Error(`${res.status} loading ${lng}`), { status: res.status });
        return (await res.json()) as Record<string, unknown>;
      });
      texts.set(url, text);
      // A failed read is not kept: i18next's retry fetches again.
      text.catch(() => texts.delete(url));
    }
    text.then(
      (data) => callback(null, data),
      // 4xx will not get better on retry (second argument false); 5xx and network errors are retried.
      (error: { status?: number }) => callback(error, !(error.status && error.status < 500)),
    );
  },
};

const STORAGE_KEY = 'i18nextLng';

/**
 * The spec's detection order (§9): ?lng=, the i18next cookie, localStorage and sessionStorage
 * ('i18nextLng'), the browser's languages, the html tag; the first of ours wins, else English.
 * The same rules as i18next-browser-languagedetector with these settings, in a few lines.
 */
export function detectLanguage(): Language {
  const storage = (store: () => Storage) => {
    try {
      return store().getItem(STORAGE_KEY);
    } catch {
      return null; // storage blocked (privacy mode)
    }
  };
  // Asked one after the other, and only until one answers: a page's first read of the browser's storage
  // waits on the browser (tens of ms on a phone, issue #20), which ?lng= or the cookie spare.
  function* candidates() {
    yield new URLSearchParams(location.search).get('lng');
    const cookie = document.cookie.match(/(?:^|;\s*)i18next=([^;]*)/)?.[1];
    yield cookie ? decodeURIComponent(cookie) : null;
    yield storage(() => localStorage);
    yield storage(() => sessionStorage);
    yield* navigator.languages ?? [navigator.language];
    yield document.documentElement.lang;
  }
  for (const candidate of candidates()) {
    const code = candidate?.slice(0, 2).toLowerCase();
    if (code && codes.includes(code)) return code as Language;
  }
  return 'en';
}

const languageDetector = {
  type: 'languageDetector' as const,
  // A server-rendered page hydrates in the language it was rendered in (decision 036); main.tsx detects the
  // reader's own once the page is hydrated (the first read of the browser's storage waits on the browser:
  // tens of ms on a phone, decision 043).
  detect() {
    return document.getElementById('ssr-data') ? document.documentElement.lang : detectLanguage();
  },
  cacheUserLanguage(lng: string) {
    // Not while a server-rendered page hydrates: main.tsx keeps the reader's language once it has.
    if (document.getElementById('ssr-data') && !('hydrated' in document.documentElement.dataset)) return;
    rememberLanguage(lng);
  },
};

/**
 * Keeps the reader's language for their next pages: localStorage 'i18nextLng' (the spec's), and the
 * `i18next` cookie, which has the server render the next pages in it (decision 036). A language kept in
 * the storage alone would lose to the browser's on every server-rendered page (issue #37).
 */
export function rememberLanguage(lng: string): void {
  languageCookie(lng);
  try {
    localStorage.setItem(STORAGE_KEY, lng);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
}

/** The `i18next` cookie: the language the server renders the reader's pages in (page-meta.ts pageLanguage). */
export function languageCookie(lng: string): void {
  const code = lng.slice(0, 2);
  if (codes.includes(code)) document.cookie = `i18next=${code};path=/;max-age=31536000;samesite=lax`;
}

// The server gives the language per page (entry-server.tsx): no detection there.
if (!import.meta.env.SSR) i18n.use(languageDetector);

/** i18next with the spec's settings (§9): detection order, i18nextLng, fallback 'dev', loading limits. */
export const i18nReady = i18n
  .use(localesBackend)
  .use(initReactI18next)
  .init({
    fallbackLng: 'dev',
    ns: ['translation'],
    defaultNS: 'translation',
    load: 'languageOnly',
    maxParallelReads: 10,
    maxRetries: 5,
    retryTimeout: 350,
    interpolation: { escapeValue: false },
    backend: {
      // 'dev' is i18next's fallback language: our English texts.
      loadPath: (lngs: string[]) =>
        `/locales/${lngs[0] === 'dev' || !codes.includes(lngs[0]!) ? 'en' : lngs[0]}/{{ns}}.json`,
    },
    react: { useSuspense: true },
    // On the server (entry-server.tsx) the texts are given, not fetched, and the language is set per page.
    ...(import.meta.env.SSR ? { resources: {}, lng: 'en', initAsync: false } : {}),
  })
  .then(() => applyLanguage(i18n.language));

i18n.on('languageChanged', applyLanguage);

export { i18n };
