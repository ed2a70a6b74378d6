import type { StatusPage } from '../../http/static-files.js';
import { hasSessionCookie } from '../../auth/auth.js';
import { notFoundPage } from '../discovery/not-found-page.js';
import type { MarketService } from './market.service.js';

const AD_PAGE = /^\/market\/ads\/([^/]+)\/?$/;
const DESCRIPTION_MAX = 200;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/**
 * A shared ad link previews well (issue 9): link unfurlers do not run our JavaScript, so the server
 * writes the ad's Open Graph tags into index.html for /market/ads/{adId}. Other paths: unchanged.
 */
export function marketOpenGraph(market: MarketService, publicUrl: string) {
  const origin = new URL(publicUrl).origin;
  return async (path: string, html: string, request: Request): Promise<string | StatusPage | null> => {
    const match = AD_PAGE.exec(path);
    if (!match) return null;
    const ad = await market.findPublic(match[1]!);
    // No such ad, or not public (a visitor's 404; its owner's app shows it).
    if (!ad) {
      if (hasSessionCookie(request.headers)) return null;
      return notFoundPage(html, request, await market.isRemoved(match[1]!));
    }
    const price = new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(ad.price);
    const description =
      ad.description.length > DESCRIPTION_MAX ? `${ad.description.slice(0, DESCRIPTION_MAX - 1)}…` : ad.description;
    const tags = [
      ['og:type', 'product'],
      ['og:title', `${ad.title} — ${price}`],
      ['og:description', description.replace(/\s+/g, ' ')],
      ['og:image', `${origin}${ad.imageUrl}`],
      ['og:url', `${origin}/market/ads/${ad.id}`],
      ['twitter:card', 'summary_large_image'],
    ]
      .map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content!)}">`)
      .join('\n    ');
    // A replacer function: a string replacement would expand `$\``, `$'` or `$&` typed in an ad's text.
    return html.replace('</head>', () => `    ${tags}\n  </head>`);
  };
}
