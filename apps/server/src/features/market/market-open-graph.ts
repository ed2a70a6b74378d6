import { pageTitle } from '@trialhub/domain';
import type { StatusPage } from '../../http/static-files.js';
import { webText } from '../../http/web-translations.js';
import { hasSessionCookie } from '../../auth/auth.js';
import { notFoundPage } from '../discovery/not-found-page.js';
import { type Language, languageVersions, ogLocale, pageLanguage } from '../discovery/page-meta.js';
import { AD_CARD_HEIGHT, AD_CARD_WIDTH, adCardPath } from './ad-card.js';
import type { MarketService } from './market.service.js';

const AD_PAGE = /^\/market\/ads\/([^/]+)\/?$/;
const DESCRIPTION_MAX = 200;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** "€3,900" / "3 900 €" as the ad page writes it in that language (apps/web/src/features/market/format.ts). */
export function priceIn(lang: Language, price: number): string {
  const digits = Math.round(price * 100) % 100 !== 0 ? 2 : 0;
  return new Intl.NumberFormat(lang === 'en' ? 'en-GB' : lang, {
    style: 'currency',
    currency: 'EUR',
    useGrouping: true,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(price);
}

/**
 * A shared ad link previews well (issue 9): link unfurlers do not run our JavaScript, so the server
 * writes the ad's Open Graph tags into index.html for /market/ads/{adId}, in the reader's language (its
 * `<html lang>`, title, price and og:locale, with the page's language versions; issue #41). Other paths:
 * unchanged.
 */
export function marketOpenGraph(market: MarketService, publicUrl: string) {
  const origin = new URL(publicUrl).origin;
  return async (path: string, html: string, request: Request): Promise<string | StatusPage | null> => {
    const match = AD_PAGE.exec(path);
    if (!match) return null;
    const ad = await market.findPublic(match[1]!);
    // No such ad, or not public: a visitor's 404, or 410 for one that was here. A removed ad's seller
    // and admins still see it in the app; one its seller deleted is gone for everyone.
    if (!ad) {
      const gone = await market.goneAs(match[1]!);
      if (gone !== 'deleted' && hasSessionCookie(request.headers)) return null;
      return notFoundPage(html, request, gone !== null);
    }
    const lang = pageLanguage(request);
    const price = priceIn(lang, ad.price);
    const description =
      ad.description.length > DESCRIPTION_MAX ? `${ad.description.slice(0, DESCRIPTION_MAX - 1)}…` : ad.description;
    const title = pageTitle([ad.title, webText(lang, 'market.title', 'Market')]);
    const { url, tags: versions } = languageVersions(origin, `/market/ads/${ad.id}`, lang);
    const tags = [
      `<link rel="canonical" href="${escapeHtml(url)}">`,
      ...versions,
      ...[
        ['og:type', 'product'],
        ['og:site_name', 'TrialHub'],
        ['og:title', `${ad.title} — ${price}`],
        ['og:description', description.replace(/\s+/g, ' ')],
        // A JPEG card (ad-card.ts) of a fixed size: some unfurlers render no WebP, and the size lets them
        // lay the preview out before the image arrives (issue #41 point 11).
        ['og:image', `${origin}${adCardPath(ad.id, lang)}`],
        ['og:image:type', 'image/jpeg'],
        ['og:image:width', String(AD_CARD_WIDTH)],
        ['og:image:height', String(AD_CARD_HEIGHT)],
        ['og:image:alt', `${ad.title} — ${price}`],
        ['og:url', url],
        ['og:locale', ogLocale(lang)],
        ['twitter:card', 'summary_large_image'],
      ].map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content!)}">`),
    ].join('\n    ');
    // A replacer function: a string replacement would expand `$\``, `$'` or `$&` typed in an ad's text.
    return html
      .replace(/<html lang="[a-z]*"/, () => `<html lang="${lang}"`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
      .replace('</head>', () => `    ${tags}\n  </head>`);
  };
}
