import { type PublicStage, dateLanguage, dateTimeText, pageTitle, riderPath, wallPartsIn } from '@trialhub/domain';
import type { Db } from '../../db/open-db.js';
import type { StatusPage } from '../../http/static-files.js';
import { webText } from '../../http/web-translations.js';
import { hasSessionCookie } from '../../auth/auth.js';
import type { CompetitionsService } from '../competitions/competitions.service.js';
import { findPublicRider } from '../riders/riders.repository.js';
import { findPublicChampionship } from './discovery.repository.js';
import { notFoundPage } from './not-found-page.js';

/**
 * The head of a public page as the server sends it (issue #18): link unfurlers (chat apps, social sites)
 * and search engines do not run our JavaScript, so the server writes the page's title, description,
 * canonical URL, Open Graph / Twitter tags and, on stage pages, schema.org SportsEvent JSON-LD into
 * index.html. The browser then sets the same title (pageTitle is shared). Drafts and unknown addresses
 * get the generic page: nothing of a draft is ever written here.
 */

export type Language = 'en' | 'lv' | 'et';
export const languages: readonly Language[] = ['lv', 'et', 'en'];

export interface PageMeta {
  title: string;
  description: string;
  /** Path of the page (canonical, og:url). */
  path: string;
  type: 'website' | 'article';
  /** Path of the preview image, when the page has one. */
  image?: string;
  jsonLd?: Record<string, unknown>;
  /** Kept out of search engines (a rider who chose so, decision 071). */
  noindex?: boolean;
}

const STAGE = /^\/competitions\/([^/]+)\/([^/]+)\/([^/]+)(\/results)?\/?$/;
const CHAMPIONSHIP = /^\/competitions\/([^/]+)\/([^/]+)\/?$/;
const RIDER = /^\/riders\/([^/]+)\/?$/;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** JSON inside <script>: no '<' at all, so neither `</script>` nor `<!--` can end or bend it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The page's language as the app would pick it: ?lng=, the i18next cookie, then Accept-Language; else English. */
export function pageLanguage(request: Request): Language {
  const url = new URL(request.url);
  const cookie = /(?:^|;\s*)i18next=([a-z]{2})/.exec(request.headers.get('cookie') ?? '')?.[1];
  const accepted = (request.headers.get('accept-language') ?? '')
    .split(',')
    .map((part) => part.trim().slice(0, 2).toLowerCase());
  for (const candidate of [url.searchParams.get('lng')?.slice(0, 2), cookie, ...accepted]) {
    if (candidate && (languages as readonly string[]).includes(candidate)) return candidate as Language;
  }
  return 'en';
}

export function stageWhen(stage: PublicStage, lang: Language): string {
  const at = new Date(stage.competitionStartDate);
  // The zone by the short name the pages use in every language (EET, not Estonian's "GMT +2"; dates.ts).
  const zone = new Intl.DateTimeFormat('en-GB', { timeZone: stage.timeZone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  const text = dateTimeText(dateLanguage(lang), wallPartsIn(stage.timeZone, at));
  return zone ? `${text} ${zone}` : text;
}

/**
 * The stage as schema.org SportsEvent, for search engines' event results: only with a venue (a required
 * property of an event there; a stage still 'to be announced' gets none), its address as structured as
 * the free text allows ('Cēsis, Latvia': locality, then country), the stage's description in the page's
 * language (else when and where) and its preview image.
 */
function sportsEvent(stage: PublicStage, url: string, image: string, lang: Language, description: string) {
  if (!stage.location) return undefined;
  const parts = stage.location
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const address =
    parts.length > 1
      ? { '@type': 'PostalAddress', addressLocality: parts.slice(0, -1).join(', '), addressCountry: parts.at(-1) }
      : { '@type': 'PostalAddress', addressLocality: stage.location };
  const own = { en: stage.descriptionEn, lv: stage.descriptionLv, et: stage.descriptionEt }[lang]?.trim();
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsEvent',
    name: stage.title,
    description: own || description,
    image: [image],
    sport: 'Motorcycle trials',
    startDate: stage.competitionStartDate,
    endDate: stage.competitionEndDate,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    url,
    superEvent: { '@type': 'SportsEvent', name: stage.championshipName },
    location: { '@type': 'Place', name: stage.location, address },
    ...(stage.competitionOrganizer ? { organizer: { '@type': 'Organization', name: stage.competitionOrganizer } } : {}),
  };
}

export const ogLocale = (lang: Language) => ({ en: 'en_GB', lv: 'lv_LV', et: 'et_EE' })[lang];

/**
 * A page's language versions (issue #41): each language has its own address, `?lng=` (the app reads
 * it first), which is the canonical and og:url of the page in that language; the address without it
 * picks the reader's language, so it is the `x-default`.
 */
export function languageVersions(origin: string, path: string, lang: Language) {
  const at = (l?: Language) => `${origin}${path}${l ? `?lng=${l}` : ''}`;
  return {
    url: at(lang),
    tags: [
      ...languages.map((l) => `<link rel="alternate" hreflang="${l}" href="${escapeHtml(at(l))}">`),
      `<link rel="alternate" hreflang="x-default" href="${escapeHtml(at())}">`,
      ...languages
        .filter((l) => l !== lang)
        .map((l) => `<meta property="og:locale:alternate" content="${ogLocale(l)}">`),
    ],
  };
}

/** Writes `meta` into the built index.html: title, description, canonical, Open Graph, Twitter, JSON-LD. */
export function injectMeta(html: string, meta: PageMeta, origin: string, lang: Language): string {
  const { url, tags: versions } = languageVersions(origin, meta.path, lang);
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    ...versions,
    ...[
      ['og:type', meta.type],
      ['og:site_name', 'TrialHub'],
      ['og:title', meta.title],
      ['og:description', meta.description],
      ['og:url', url],
      ['og:locale', ogLocale(lang)],
      ...(meta.image ? [['og:image', `${origin}${meta.image}`]] : []),
    ].map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content!)}">`),
    ...[
      ['twitter:card', meta.image ? 'summary_large_image' : 'summary'],
      ['twitter:title', meta.title],
      ['twitter:description', meta.description],
    ].map(([name, content]) => `<meta name="${name}" content="${escapeHtml(content!)}">`),
    ...(meta.jsonLd ? [`<script type="application/ld+json">${scriptJson(meta.jsonLd)}</script>`] : []),
    ...(meta.noindex ? ['<meta name="robots" content="noindex">'] : []),
  ].join('\n    ');
  // Replacer functions throughout: a replacement string would expand `$&`, `$'` or `` $` `` typed in a title.
  return html
    .replace(/<html lang="[a-z]*"/, () => `<html lang="${lang}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
    .replace(
      /<meta\s+name="description"[^>]*>/,
      () => `<meta name="description" content="${escapeHtml(meta.description)}">`,
    )
    .replace('</head>', () => `    ${tags}\n  </head>`);
}

const RECENT_MS = 1_000;
const RECENT_MAX = 1_000;

/** An address of a kind the app has, naming nothing a visitor may see (see `resolve`). */
type Unknown = 'unknown' | 'unknownStage';

/** The head for the home, stage, results and standings pages; null for any other path (the SPA as built). */
export function publicPageMeta(deps: { db: Db; competitions: CompetitionsService; publicUrl: string }) {
  const origin = new URL(deps.publicUrl).origin;
  const t = (lang: Language, key: string, fallback: string) => webText(lang, key, fallback);

  /**
   * `unknown`: a rider or championship address naming none a visitor may see; `unknownStage`: a stage's
   * page or results naming none (its page has a title of its own, 'No championship found').
   */
  async function resolve(pathname: string, lang: Language): Promise<PageMeta | Unknown | null> {
    const siteDescription = t(lang, 'meta.description', 'Motorcycle trial competitions, live results and standings.');
    if (pathname === '/') {
      return {
        title: pageTitle([t(lang, 'home.title', 'Competitions')]),
        description: siteDescription,
        path: '/',
        type: 'website',
      };
    }
    // Written by the server in the reader's language, so a shared link and a search result say what the page is.
    if (pathname === '/market' || pathname === '/market/') {
      return {
        title: pageTitle([t(lang, 'market.title', 'Market')]),
        description: t(lang, 'meta.market', 'Bikes, parts and gear from riders, for riders.'),
        path: '/market',
        type: 'website',
      };
    }
    if (pathname === '/finish-signup') {
      return {
        title: pageTitle([t(lang, 'auth.finishTitle', 'Signing in')]),
        description: siteDescription,
        path: '/finish-signup',
        type: 'website',
      };
    }
    const stageMatch = STAGE.exec(pathname);
    if (stageMatch) {
      const [, institutionId, championshipSlug, stageSlug, results] = stageMatch as unknown as [
        string,
        string,
        string,
        string,
        string?,
      ];
      const stage = await deps.competitions
        .stageByPath(null, institutionId, championshipSlug, stageSlug)
        .catch(() => null);
      if (!stage) return 'unknownStage';
      const stagePath = `/competitions/${stage.institutionId}/${stage.championshipId}/${stage.stageId}`;
      const description = [stageWhen(stage, lang), stage.location].filter(Boolean).join(' · ');
      if (results) {
        return {
          title: pageTitle([t(lang, 'results.title', 'Results'), stage.title, stage.championshipName]),
          description,
          path: `${stagePath}/results`,
          type: 'article',
          image: `/api/previews${stagePath}/results.png?lng=${lang}`,
        };
      }
      // The card's date in the page's language (preview-image.ts).
      const image = `/api/previews${stagePath}/stage.png?lng=${lang}`;
      return {
        title: pageTitle([stage.title, stage.championshipName]),
        description,
        path: stagePath,
        type: 'website',
        image,
        jsonLd: sportsEvent(stage, `${origin}${stagePath}`, `${origin}${image}`, lang, description),
      };
    }
    const riderMatch = RIDER.exec(pathname);
    if (riderMatch) {
      const rider = await findPublicRider(deps.db, riderMatch[1]!).catch(() => null);
      if (!rider) return 'unknown';
      return {
        title: pageTitle([rider.name, t(lang, 'riders.title', 'Rider')]),
        description: [rider.clubId, rider.racingClass].filter(Boolean).join(' · ') || siteDescription,
        path: riderPath(rider.id),
        type: 'website',
        image: `/api/previews/riders/${encodeURIComponent(rider.id)}/rider.png`,
        noindex: rider.hidden,
      };
    }
    const championshipMatch = CHAMPIONSHIP.exec(pathname);
    if (championshipMatch) {
      const [, institutionId, slug] = championshipMatch as unknown as [string, string, string];
      const championship = await findPublicChampionship(deps.db, institutionId, slug);
      if (!championship) return 'unknown';
      return {
        title: pageTitle([t(lang, 'standings.title', 'Standings'), championship.displayName]),
        description: siteDescription,
        path: `/competitions/${institutionId}/${slug}`,
        type: 'article',
        image: `/api/previews/competitions/${institutionId}/${slug}/standings.png`,
      };
    }
    return null;
  }

  /**
   * What `resolve` answered in the last second, by address and language: a crowd opening one page costs
   * one stage lookup a second instead of one a view (issue #36: the lookup and its dates were most of a kept
   * page's CPU on the server's main thread). The same second as the rendered page's own check
   * (page-cache.ts): a stage made a draft again is a 404 here at most a second later, as there.
   */
  const recent = new Map<string, { at: number; meta: Promise<PageMeta | Unknown | null> }>();
  const resolveRecent = (pathname: string, lang: Language) => {
    const key = `${lang} ${pathname}`;
    const now = Date.now();
    const kept = recent.get(key);
    if (kept && now - kept.at < RECENT_MS) return kept.meta;
    if (recent.size >= RECENT_MAX) {
      for (const [k, v] of recent) if (now - v.at >= RECENT_MS) recent.delete(k);
      if (recent.size >= RECENT_MAX) recent.clear();
    }
    const meta = resolve(pathname, lang);
    recent.set(key, { at: now, meta });
    // A lookup that failed is not kept.
    meta.catch(() => recent.delete(key));
    return meta;
  };

  return async (pathname: string, html: string, request: Request): Promise<string | StatusPage | null> => {
    const lang = pageLanguage(request);
    const meta = await resolveRecent(pathname, lang);
    // A signed-in reader may see what a visitor may not (a secretary, a draft): their app decides.
    if (meta === 'unknown' || meta === 'unknownStage') {
      if (hasSessionCookie(request.headers)) return null;
      return meta === 'unknownStage'
        ? notFoundPage(html, request, false, { key: 'stage.missingTitle', fallback: 'No championship found' })
        : notFoundPage(html, request);
    }
    return meta ? injectMeta(html, meta, origin, lang) : null;
  };
}
