import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import type { Db } from '../../db/open-db.js';
import type { AppEnv } from '../../http/app-env.js';
import { AppError } from '../../http/app-error.js';
import { doc } from '../../http/describe.js';
import { webText } from '../../http/web-translations.js';
import { loadSharp } from '../../ops/lazy-modules.js';
import { type Language, languages } from '../discovery/page-meta.js';
import { escapeXml } from '../discovery/preview-image.js';
import { findFileBytes } from '../files/files.repository.js';
import { priceIn } from './market-open-graph.js';
import type { MarketService } from './market.service.js';

/**
 * A shared ad's link preview (issue #41 point 11): a 1200×630 JPEG card — the ad's photo on the right,
 * its title, price (in the reader's language) and place on the left — because the photo itself is a
 * WebP of any shape, which some unfurlers do not render. Only ads a visitor may see get one (else 404).
 * Cached by the ad's text, photo and language, so an edit makes a new card and nothing is invalidated.
 */
export const AD_CARD_WIDTH = 1200;
export const AD_CARD_HEIGHT = 630;
const PHOTO_LEFT = AD_CARD_WIDTH - AD_CARD_HEIGHT;
const CACHE_LIMIT = 100;

export const adCardPath = (adId: string, lang: Language) =>
  `/api/previews/market/ads/${encodeURIComponent(adId)}/ad.jpg?lng=${lang}`;

/** The title in at most three lines of about `width` characters, broken between words where it can. */
function titleLines(title: string, width = 18, max = 3): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= width) line = next;
    else {
      if (line) lines.push(line);
      line = word.length > width ? `${word.slice(0, width - 1)}…` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  kept[max - 1] = `${kept[max - 1]!.slice(0, width - 1)}…`;
  return kept;
}

function panelSvg(kicker: string, title: string, price: string, place: string | null): string {
  const lines = titleLines(title).map(
    (text, i) =>
      `<text x="60" y="${190 + i * 58}" font-size="44" font-weight="bold" fill="#ffffff">${escapeXml(text)}</text>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${AD_CARD_WIDTH}" height="${AD_CARD_HEIGHT}" font-family="DejaVu Sans, Verdana, sans-serif">
<rect width="${AD_CARD_WIDTH}" height="${AD_CARD_HEIGHT}" fill="#1f3d2b"/>
<text x="60" y="100" font-size="28" font-weight="bold" fill="#f4c542" letter-spacing="2">${escapeXml(kicker.toUpperCase())}</text>
${lines.join('\n')}
<text x="60" y="470" font-size="60" font-weight="bold" fill="#f4c542">${escapeXml(price)}</text>
${place ? `<text x="60" y="530" font-size="30" fill="#d3e4d8">${escapeXml(place.length > 30 ? `${place.slice(0, 29)}…` : place)}</text>` : ''}
<text x="60" y="595" font-size="26" font-weight="bold" fill="#ffffff">TrialHub</text>
</svg>`;
}

export class AdCards {
  private readonly cache = new Map<string, Buffer>();

  constructor(
    private readonly db: Db,
    private readonly market: MarketService,
  ) {}

  async card(adId: string, lang: Language): Promise<Buffer> {
    const ad = await this.market.findPublic(adId);
    if (!ad) throw new AppError('notFound');
    const svg = panelSvg(
      `TrialHub · ${webText(lang, 'market.title', 'Market')}`,
      ad.title,
      priceIn(lang, ad.price),
      ad.location,
    );
    const key = createHash('sha256').update(svg).update(ad.imageFileId).digest('hex');
    const cached = this.cache.get(key);
    if (cached) return cached;
    const photo = await findFileBytes(this.db, ad.imageFileId);
    const sharp = await loadSharp();
    const layers = photo
      ? [
          {
            input: await sharp(photo).resize(AD_CARD_HEIGHT, AD_CARD_HEIGHT, { fit: 'cover' }).toBuffer(),
            left: PHOTO_LEFT,
            top: 0,
          },
        ]
      : [];
    const jpeg = await sharp(Buffer.from(svg)).composite(layers).jpeg({ quality: 82, progressive: true }).toBuffer();
    if (this.cache.size >= CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(key, jpeg);
    return jpeg;
  }
}

export function adCardRoutes(cards: AdCards) {
  return new Hono<AppEnv>().get(
    '/previews/market/ads/:id/ad.jpg',
    doc({
      summary:
        "Link preview image of an ad's page: photo, title, price and place (?lng=en|lv|et: the price's language)",
      media: 'image/jpeg',
      responses: { 200: 'a 1200×630 JPEG', 400: 'unknown lng', 404: 'no such ad, or not on sale' },
    }),
    async (c) => {
      const asked = c.req.query('lng') ?? 'en';
      if (!(languages as readonly string[]).includes(asked))
        throw new AppError('validation', { lng: 'validation.invalid' });
      const bytes = await cards.card(c.req.param('id'), asked as Language);
      return new Response(new Uint8Array(bytes), {
        headers: { 'content-type': 'image/jpeg', 'cache-control': 'public, max-age=300' },
      });
    },
  );
}
