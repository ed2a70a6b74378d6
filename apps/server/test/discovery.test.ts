import robotsParser from 'robots-parser';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompetitionsService } from '../src/features/competitions/competitions.service.js';
import { publicPageMeta } from '../src/features/discovery/page-meta.js';
import { type TestServer, startTestServer } from './helper.js';
import { stageInputOf } from './support/stage-input.js';

/** robots.txt, sitemap.xml and the server-written head of public pages (issue #18). */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const demo = '/competitions/demo/baltic-cup-2026';
const html = `<!doctype html>
<html lang="en">
  <head>
    <meta
      name="description"
      content="TrialHub — generic."
    />
    <title>TrialHub</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

/** The page head as the server writes it, from the web app's real translation files (or its 404 page). */
function answer(pathname: string, headers: Record<string, string> = {}) {
  const meta = publicPageMeta({
    db: server.database.db,
    competitions: new CompetitionsService(server.database.db, server.hub),
    publicUrl: 'https://trial.example',
  });
  return meta(pathname, html, new Request(`https://trial.example${pathname}`, { headers }));
}

/** The head of a page that exists (a 404 page fails the test here). */
async function render(pathname: string, headers: Record<string, string> = {}) {
  const page = await answer(pathname, headers);
  if (page !== null && typeof page === 'object') throw new Error(`${pathname}: ${page.status}`);
  return page;
}

async function adminPut(stageId: string, patch: Record<string, unknown>) {
  const cookie = await server.loginAs('admin');
  const current = (await (await server.fetch(`/api/admin/stages/${stageId}`, { cookie })).json()) as Record<
    string,
    unknown
  >;
  const input = stageInputOf(current);
  const res = await server.fetch(`/api/admin/stages/${stageId}`, {
    method: 'PUT',
    cookie,
    body: JSON.stringify({ ...input, ...patch }),
  });
  expect(res.status).toBe(200);
}

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt keeps crawlers out of the API and private screens and names the sitemap', async () => {
    const res = await server.fetch('/robots.txt');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Disallow: /championship');
    expect(text).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
  });

  it('robots.txt, as a crawler reads it, lets link previews and ad photos be fetched (issue #41)', async () => {
    const robots = robotsParser('https://trial.example/robots.txt', await (await server.fetch('/robots.txt')).text());
    // The images public pages point at: a stage's og:image and an ad's photo.
    const stageHead = (await render(`${demo}/round-1-sigulda/results`))!;
    const preview = /<meta property="og:image" content="([^"]+)">/.exec(stageHead)![1]!;
    const ads = (await (await server.fetch('/api/market/ads')).json()) as { items: { imageUrl: string }[] };
    const photo = `https://trial.example${ads.items[0]!.imageUrl}`;
    expect(preview).toContain('/api/previews/');
    expect(photo).toContain('/api/files/');
    for (const agent of ['Googlebot', 'Twitterbot', 'facebookexternalhit', 'LinkedInBot', 'Slackbot']) {
      expect(robots.isAllowed(preview, agent), `${agent} ${preview}`).toBe(true);
      expect(robots.isAllowed(photo, agent), `${agent} ${photo}`).toBe(true);
      expect(robots.isAllowed(`https://trial.example${demo}/round-1-sigulda`, agent)).toBe(true);
      // The rest of the API and the private screens stay closed.
      for (const closed of ['/api/competitions', '/api/auth/get-session', '/api/files', '/championship', '/profile'])
        expect(robots.isAllowed(`https://trial.example${closed}`, agent), `${agent} ${closed}`).toBe(false);
    }
  });

  it('the sitemap lists published stages, their results and standings, and ads; never a draft', async () => {
    const res = await server.fetch('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('xml');
    const xml = await res.text();
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(urls).toContain('/');
    expect(urls).toContain(`${demo}/round-3-cesis`);
    expect(urls).toContain(`${demo}/round-3-cesis/results`);
    expect(urls).toContain(demo);
    expect(urls.filter((u) => u === demo)).toHaveLength(1);
    expect(urls.some((u) => u.startsWith('/market/ads/'))).toBe(true);
    expect(urls.some((u) => u.includes('round-5-final'))).toBe(false);
  });
});

describe('the head of a public page', () => {
  it('a stage page: its title, when and where, canonical, Open Graph and SportsEvent JSON-LD', async () => {
    const page = (await render(`${demo}/round-3-cesis`))!;
    expect(page).toContain('<title>Round 3 — Cēsis — Baltic Trial Cup 2026 | TrialHub</title>');
    expect(page).toContain(`<link rel="canonical" href="https://trial.example${demo}/round-3-cesis?lng=en">`);
    expect(page).toContain('<meta property="og:title" content="Round 3 — Cēsis — Baltic Trial Cup 2026 | TrialHub">');
    // When, on the venue's clock (09:00 Riga) with its zone, and where.
    expect(page).toMatch(/<meta name="description" content="\d{1,2} \w+ \d{4}(,| at) 09:00 EET · Cēsis, Latvia">/);
    expect(page.match(/name="description"/g)).toHaveLength(1);
    // The zone's short name is the pages' in every language (issue #37 point 13: Estonian's was "GMT +2").
    expect(await render(`${demo}/round-3-cesis`, { cookie: 'i18next=et' })).toMatch(
      /<meta name="description" content="[^"]* 09:00 EET · /,
    );
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page)![1]!);
    expect(jsonLd).toMatchObject({
      '@type': 'SportsEvent',
      name: 'Round 3 — Cēsis',
      location: {
        '@type': 'Place',
        name: 'Cēsis, Latvia',
        address: { '@type': 'PostalAddress', addressLocality: 'Cēsis', addressCountry: 'Latvia' },
      },
      url: `https://trial.example${demo}/round-3-cesis`,
      description: 'Race day! Live results on this site all day.',
      image: [`https://trial.example/api/previews${demo}/round-3-cesis/stage.png?lng=en`],
    });
    expect(new Date(jsonLd.startDate).toISOString()).toBe(jsonLd.startDate);
    // The description in the page's language.
    const lv = (await render(`${demo}/round-3-cesis`, { cookie: 'i18next=lv' }))!;
    expect(JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(lv)![1]!).description).toBe(
      'Sacensību diena! Rezultāti tiešraidē šajā vietnē visas dienas garumā.',
    );
    // A stage whose place is still to be announced is no event for search engines yet: no markup.
    const open = (await render(`${demo}/round-4-parnu-open`))!;
    expect(open).toContain('<title>');
    expect(open).not.toContain('application/ld+json');
  });

  it('results and standings in the reader’s language (Accept-Language, the language cookie)', async () => {
    const results = (await render(`${demo}/round-3-cesis/results`, { 'accept-language': 'lv-LV,lv;q=0.9,en;q=0.5' }))!;
    expect(results).toContain('<title>Rezultāti — Round 3 — Cēsis — Baltic Trial Cup 2026 | TrialHub</title>');
    expect(results).toContain('<html lang="lv"');
    expect(results).toContain('<meta property="og:locale" content="lv_LV">');
    const standings = (await render(demo, { cookie: 'i18next=et' }))!;
    expect(standings).toContain('<title>Üldarvestus — Baltic Trial Cup 2026 | TrialHub</title>');
    const home = (await render('/'))!;
    expect(home).toContain('<title>Competitions | TrialHub</title>');
  });

  it('the market and the sign-up link page have server-written heads in the reader’s language (issue #37)', async () => {
    const market = (await render('/market', { cookie: 'i18next=lv' }))!;
    expect(market).toContain('<title>Tirgus | TrialHub</title>');
    expect(market).toContain(
      '<meta name="description" content="Motocikli, detaļas un ekipējums no braucējiem braucējiem.">',
    );
    const et = (await render('/market', { 'accept-language': 'et' }))!;
    expect(et).toContain('<meta property="og:locale" content="et_EE">');
    const finish = (await render('/finish-signup', { cookie: 'i18next=en' }))!;
    expect(finish).toContain('<title>Signing in | TrialHub</title>');
  });

  it('a draft stage or an unknown one is a visitor’s 404, translated and not indexed; private screens get the generic page', async () => {
    // A stage's page and results say what is missing (issue #37 point 11), as the page's h1 does.
    for (const [path, title] of [
      [`${demo}/round-5-final`, 'Čempionāts nav atrasts'],
      [`${demo}/round-5-final/results`, 'Čempionāts nav atrasts'],
      [`${demo}/no-such-stage`, 'Čempionāts nav atrasts'],
      ['/competitions/demo/no-such-cup', 'Lapa nav atrasta'],
    ]) {
      const page = await answer(path!, { cookie: 'i18next=lv' });
      expect(page, path).toMatchObject({ status: 404 });
      const text = (page as { html: string }).html;
      expect(text).toContain(`<title>${title} | TrialHub</title>`);
      expect(text).toContain('<html lang="lv"');
      expect(text).toContain('<meta name="robots" content="noindex">');
    }
    // A signed-in reader may see a draft (a secretary): their app decides, the page is the generic one.
    expect(await answer(`${demo}/round-5-final`, { cookie: 'better-auth.session_token=x' })).toBeNull();
    expect(await render('/championship')).toBeNull();
    expect(await render('/profile')).toBeNull();
  });

  it('writes a title holding replacement patterns and a script end tag once, escaped', async () => {
    const title = 'Round $& $\' $` </script><script>alert(1)</script> "q"';
    await adminPut('demo-stage-2', { title });
    const page = (await render(`${demo}/round-2-tartu`))!;
    expect(page.match(/<head>/g)).toHaveLength(1);
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page).not.toContain('<script>alert(1)');
    expect(page).toContain(
      '<title>Round $&amp; $&#39; $` &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;q&quot; — Baltic Trial Cup 2026 | TrialHub</title>',
    );
    // JSON-LD carries the title as data, with no '<' that could end its script.
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page)![1]!;
    expect(jsonLd).not.toContain('<');
    expect(JSON.parse(jsonLd).name).toBe(title);
  });
});

describe('link preview images', () => {
  const png = async (path: string) => {
    const res = await server.fetch(path);
    expect(res.status, path).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    return Buffer.from(await res.arrayBuffer());
  };

  it('stage, results and standings cards are 1200×630 PNGs; the page heads point at them', async () => {
    for (const path of [
      `/api/previews${demo}/round-3-cesis/stage.png`,
      `/api/previews${demo}/round-1-sigulda/results.png`,
      `/api/previews${demo}/standings.png`,
    ]) {
      expect(await sharp(await png(path)).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
    }
    const page = (await render(`${demo}/round-1-sigulda/results`))!;
    expect(page).toContain(
      `<meta property="og:image" content="https://trial.example/api/previews${demo}/round-1-sigulda/results.png?lng=en">`,
    );
    expect(page).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it('a draft has no card; a changed stage gets a new one', async () => {
    expect((await server.fetch(`/api/previews${demo}/round-5-final/stage.png`)).status).toBe(404);
    expect((await server.fetch(`/api/previews${demo}/round-5-final/results.png`)).status).toBe(404);
    const before = await png(`/api/previews${demo}/round-1-sigulda/stage.png`);
    expect(await png(`/api/previews${demo}/round-1-sigulda/stage.png`)).toEqual(before);
    await adminPut('demo-stage-1', { location: 'Valmiera, Latvia' });
    expect(await png(`/api/previews${demo}/round-1-sigulda/stage.png`)).not.toEqual(before);
  });
});
