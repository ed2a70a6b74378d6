import jpeg from 'jpeg-js';
import { JSDOM } from 'jsdom';
import type { MarketAd } from '@trialhub/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketOpenGraph } from '../src/features/market/market-open-graph.js';
import { MarketService } from '../src/features/market/market.service.js';
import { RateLimits } from '../src/http/rate-limit.js';
import { type TestServer, startTestServer } from './helper.js';

// Issue #41 point 11: a shared ad's link preview is a JPEG card of a declared size (some unfurlers render
// no WebP), read here as an unfurler does: the page head's og:image, then the image through a JPEG decoder.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const origin = 'https://trial.example';
const html = '<html lang="en"><head><title>TrialHub</title></head><body></body></html>';

/** The og:image tags of the ad page a reader of `lang` gets. */
async function ogImage(adId: string, lang: string) {
  const render = marketOpenGraph(new MarketService(server.database.db, server.hub, RateLimits.off()), origin);
  const page = await render(`/market/ads/${adId}`, html, new Request(`${origin}/?lng=${lang}`));
  if (typeof page !== 'string') throw new Error('not a page');
  const document = new JSDOM(page).window.document;
  const meta = (property: string) =>
    document.querySelector(`meta[property="${property}"]`)?.getAttribute('content') ?? null;
  return {
    url: meta('og:image'),
    type: meta('og:image:type'),
    width: meta('og:image:width'),
    height: meta('og:image:height'),
    alt: meta('og:image:alt'),
  };
}

/** RGB of a decoded pixel. */
const pixel = (image: { width: number; data: Uint8Array }, x: number, y: number): [number, number, number] => {
  const at = (y * image.width + x) * 4;
  return [image.data[at]!, image.data[at + 1]!, image.data[at + 2]!];
};

describe("an ad's link preview card", () => {
  it('is a 1200×630 JPEG that a decoder reads, as the page head declares it, in the reader’s language', async () => {
    const ads = (await (await server.fetch('/api/market/ads')).json()) as { items: MarketAd[] };
    const ad = ads.items.find((a) => a.price >= 1000)!;
    expect(ad).toBeDefined();
    const cards: Record<string, Buffer> = {};
    for (const lang of ['en', 'lv', 'et']) {
      const og = await ogImage(ad.id, lang);
      expect(og).toMatchObject({ type: 'image/jpeg', width: '1200', height: '630' });
      expect(og.alt).toContain(ad.title);
      const url = new URL(og.url!);
      expect(url.origin).toBe(origin);
      expect(url.searchParams.get('lng')).toBe(lang);
      const res = await server.fetch(url.pathname + url.search);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      const bytes = Buffer.from(await res.arrayBuffer());
      const image = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true });
      expect([image.width, image.height]).toEqual([1200, 630]);
      // The left panel is the brand's green (JPEG is lossy: near it); the right is the ad's photo.
      const [r, g, b] = pixel(image, 20, 300);
      expect(Math.abs(r - 0x1f) + Math.abs(g - 0x3d) + Math.abs(b - 0x2b)).toBeLessThan(30);
      const photo = new Set<string>();
      for (let x = 600; x < 1200; x += 50) for (let y = 20; y < 630; y += 50) photo.add(pixel(image, x, y).join());
      expect(photo.size).toBeGreaterThan(5);
      cards[lang] = bytes;
      if (process.env.AD_CARD_OUT)
        (await import('node:fs')).writeFileSync(`${process.env.AD_CARD_OUT}-${lang}.jpg`, bytes);
    }
    // The price is written in each language's way, so the cards differ.
    expect(cards.en!.equals(cards.lv!)).toBe(false);
  });

  it('is a 404 for an unknown ad and a 400 for an unknown language, never a 5xx', async () => {
    const ads = (await (await server.fetch('/api/market/ads')).json()) as { items: MarketAd[] };
    const id = ads.items[0]!.id;
    expect((await server.fetch(`/api/previews/market/ads/no-such-ad/ad.jpg`)).status).toBe(404);
    expect((await server.fetch(`/api/previews/market/ads/${id}/ad.jpg?lng=xx`)).status).toBe(400);
    const nul = (await server.fetch(`/api/previews/market/ads/%00/ad.jpg`)).status;
    expect(nul >= 400 && nul < 500, String(nul)).toBe(true);
  });
});
