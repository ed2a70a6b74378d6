import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketAd } from '@trialhub/domain';
import { CompetitionsService } from '../src/features/competitions/competitions.service.js';
import { publicPageMeta } from '../src/features/discovery/page-meta.js';
import { marketOpenGraph } from '../src/features/market/market-open-graph.js';
import { MarketService } from '../src/features/market/market.service.js';
import { RateLimits } from '../src/http/rate-limit.js';
import { type TestServer, startTestServer } from './helper.js';

/** A page's language versions as link unfurlers and search engines read them (issue #41 point 11). */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const origin = 'https://trial.example';
const stagePath = '/competitions/demo/baltic-cup-2026/round-3-cesis';
const built = `<!doctype html>
<html lang="en">
  <head><meta name="description" content="generic" /><title>TrialHub</title></head>
  <body><div id="root"></div></body>
</html>`;

/** The head the server writes, parsed as a browser parses it. */
function head(html: string) {
  const document = new JSDOM(html).window.document;
  const meta = (property: string) =>
    [...document.querySelectorAll(`meta[property="${property}"]`)].map((m) => m.getAttribute('content'));
  return {
    lang: document.documentElement.lang,
    title: document.title,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    alternates: Object.fromEntries(
      [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [
        l.getAttribute('hreflang'),
        l.getAttribute('href'),
      ]),
    ),
    meta,
  };
}

async function stageHead(pathname: string, query: string, headers: Record<string, string> = {}) {
  const render = publicPageMeta({
    db: server.database.db,
    competitions: new CompetitionsService(server.database.db, server.hub),
    publicUrl: origin,
  });
  const page = await render(pathname, built, new Request(`${origin}${pathname}${query}`, { headers }));
  if (typeof page !== 'string') throw new Error(`${pathname}: not a page`);
  return head(page);
}

describe('language versions of a public page', () => {
  it('a stage page in Latvian: its own address with ?lng=lv as canonical and og:url, the others as hreflang and og:locale:alternate', async () => {
    const lv = await stageHead(stagePath, '?lng=lv');
    expect(lv.lang).toBe('lv');
    expect(lv.canonical).toBe(`${origin}${stagePath}?lng=lv`);
    expect(lv.meta('og:url')).toEqual([`${origin}${stagePath}?lng=lv`]);
    expect(lv.alternates).toEqual({
      lv: `${origin}${stagePath}?lng=lv`,
      et: `${origin}${stagePath}?lng=et`,
      en: `${origin}${stagePath}?lng=en`,
      'x-default': `${origin}${stagePath}`,
    });
    expect(lv.meta('og:locale')).toEqual(['lv_LV']);
    expect(lv.meta('og:locale:alternate').sort()).toEqual(['en_GB', 'et_EE']);
    // The same page picked by the reader's cookie names the language it was written in.
    const et = await stageHead(stagePath, '', { cookie: 'i18next=et' });
    expect(et.canonical).toBe(`${origin}${stagePath}?lng=et`);
    expect(et.meta('og:image')).toEqual([`${origin}/api/previews${stagePath}/stage.png?lng=et`]);
  });

  it("the stage's preview image writes its date in the page's language; an unknown language is a 400", async () => {
    const card = async (lng: string) => {
      const res = await server.fetch(`/api/previews${stagePath}/stage.png?lng=${lng}`);
      expect(res.status, lng).toBe(200);
      return Buffer.from(await res.arrayBuffer());
    };
    const [en, lv, et] = [await card('en'), await card('lv'), await card('et')];
    expect((await sharp(lv).metadata()).width).toBe(1200);
    expect(lv.equals(en)).toBe(false);
    expect(et.equals(en)).toBe(false);
    expect(et.equals(lv)).toBe(false);
    const bad = await server.fetch(`/api/previews${stagePath}/stage.png?lng=xx`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe('validation');
  });

  it('the sitemap lists each page with its language versions (xhtml:link), as an XML parser reads it', async () => {
    const res = await server.fetch('/sitemap.xml');
    const xml = new JSDOM(await res.text(), { contentType: 'application/xml' }).window.document;
    expect(xml.querySelector('parsererror')).toBeNull();
    const XHTML = 'http://www.w3.org/1999/xhtml';
    const urls = [...xml.getElementsByTagName('url')];
    expect(urls.length).toBeGreaterThan(5);
    for (const url of urls) {
      const loc = url.getElementsByTagName('loc')[0]!.textContent!;
      const links = Object.fromEntries(
        [...url.getElementsByTagNameNS(XHTML, 'link')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]),
      );
      expect(links, loc).toEqual({ lv: `${loc}?lng=lv`, et: `${loc}?lng=et`, en: `${loc}?lng=en`, 'x-default': loc });
    }
  });
});

describe("an ad's page head", () => {
  it("is in the reader's language: <html lang>, title, price as the language writes it, og:locale and the versions", async () => {
    const ads = (await (await server.fetch('/api/market/ads')).json()) as { items: MarketAd[] };
    const ad = ads.items.find((a) => a.price >= 1000)!;
    const render = marketOpenGraph(new MarketService(server.database.db, server.hub, RateLimits.off()), origin);
    const page = async (headers: Record<string, string>) => {
      const html = await render(`/market/ads/${ad.id}`, built, new Request(`${origin}/`, { headers }));
      if (typeof html !== 'string') throw new Error('not a page');
      return head(html);
    };
    const lv = await page({ 'accept-language': 'lv' });
    expect(lv.lang).toBe('lv');
    expect(lv.title).toBe(`${ad.title} — Tirgus | TrialHub`);
    expect(lv.meta('og:locale')).toEqual(['lv_LV']);
    // "3 900 €" in Latvian (grouped, as the ad page shows it), "€3,900" in English.
    const lvPrice = new Intl.NumberFormat('lv', { style: 'currency', currency: 'EUR', useGrouping: true })
      .formatToParts(ad.price)
      .filter((p) => p.type !== 'literal' || p.value.trim() !== '')
      .map((p) => p.value);
    expect(lv.meta('og:title')[0]).toContain(lvPrice[0]!);
    expect(lv.meta('og:title')[0]).toMatch(/\d\s€$/);
    expect(lv.canonical).toBe(`${origin}/market/ads/${ad.id}?lng=lv`);
    expect(lv.alternates['x-default']).toBe(`${origin}/market/ads/${ad.id}`);
    const en = await page({ cookie: 'i18next=en' });
    expect(en.lang).toBe('en');
    expect(en.title).toBe(`${ad.title} — Market | TrialHub`);
    expect(en.meta('og:title')[0]).toMatch(/ — €\d{1,3}(,\d{3})*(\.\d\d)?$/);
  });
});
