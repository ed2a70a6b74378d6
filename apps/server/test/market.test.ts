import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketAd, MarketAdPage } from '@trialhub/domain';
import { auditLog, files, marketAds } from '../src/db/schema.js';
import { marketOpenGraph } from '../src/features/market/market-open-graph.js';
import { MarketService } from '../src/features/market/market.service.js';
import { jpegFile, noisyPng, pngFile, textFile, webpFile } from './fixtures/files.js';
import { type DemoRole, type TestServer, startTestServer } from './helper.js';
import { checkedAnswers } from './openapi-checked.js';
import { openLive } from './live-client.js';
import { RateLimits } from '../src/http/rate-limit.js';

let server: TestServer;
beforeAll(async () => {
  // Every described answer is checked against the OpenAPI document too (issue #41).
  server = await checkedAnswers(await startTestServer());
});
afterAll(async () => server?.close());

/** The photo as the web app sends it: the raw file to /api/files?kind=ad-image. */
async function uploadPhoto(role: DemoRole | null, bytes: Buffer, srv = server): Promise<Response> {
  return srv.fetch('/api/files?kind=ad-image', {
    method: 'POST',
    cookie: role ? await srv.loginAs(role) : undefined,
    headers: { origin: srv.url, 'content-type': 'image/jpeg' },
    body: new Uint8Array(bytes),
  });
}

async function photoId(role: DemoRole, bytes?: Buffer): Promise<string> {
  const res = await uploadPhoto(role, bytes ?? (await jpegFile(640, 480)));
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const form = (imageFileId: string, patch: Record<string, unknown> = {}) => ({
  description: 'Sherco ST 300 2020, fresh service\nNew chain and sprockets, ready for the season.',
  price: 4200,
  category: 'bikes',
  location: 'Cēsis',
  imageFileId,
  phone: '+371 2911 1111',
  whatsapp: 'wa.me/37129111111',
  consent: true,
  ...patch,
});

async function post(role: DemoRole, patch: Record<string, unknown> = {}): Promise<MarketAd> {
  const res = await server.as(role, 'POST', '/api/market/ads', form(await photoId(role), patch));
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as MarketAd;
}

async function countOf(table: typeof files | typeof marketAds) {
  const [{ n } = { n: 0 }] = await server.database.db.select({ n: count() }).from(table);
  return Number(n);
}

const list = async (query = '') =>
  (await (await server.as(null, 'GET', `/api/market/ads${query}`)).json()) as MarketAdPage;

describe('posting an ad', () => {
  it('a signed-in rider posts an ad with a photo; it is listed first, with title, price and thumbnail', async () => {
    const ad = await post('rider');
    expect(ad).toMatchObject({
      title: 'Sherco ST 300 2020, fresh service',
      price: 4200,
      category: 'bikes',
      location: 'Cēsis',
      phone: '+37129111111',
      whatsapp: 'wa.me/37129111111',
      sellerName: 'Rihards Braucējs',
      status: 'active',
      isOwn: true,
    });
    const page = await list();
    expect(page.items[0]!.id).toBe(ad.id);
    expect(page.items[0]!.isOwn).toBe(false);
    const thumb = await server.fetch(ad.thumbnailUrl);
    expect(thumb.status).toBe(200);
    expect(await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 200,
      height: 150,
    });
  });

  it.each([
    ['JPEG', () => jpegFile(1200, 900)],
    ['PNG', () => pngFile(400, 300)],
    ['WebP', () => webpFile(400, 300)],
  ])('takes a %s photo, stored re-encoded as WebP', async (_name, make) => {
    const ad = await post('judge', { imageFileId: await photoId('judge', await make()) });
    const image = await server.fetch(ad.imageUrl);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).format).toBe('webp');
  });

  it('a visitor gets 401 and nothing is stored', async () => {
    const before = await countOf(marketAds);
    const res = await server.as(null, 'POST', '/api/market/ads', form(await photoId('rider')));
    expect(res.status).toBe(401);
    expect((await uploadPhoto(null, await jpegFile())).status).toBe(401);
    expect(await countOf(marketAds)).toBe(before);
  });

  it.each([
    ['description', { description: 'Too short text' }, 'market.descriptionTooShort'],
    ['price', { price: -5 }, 'market.priceMin'],
    ['price', { price: 'cheap' }, 'market.priceNumber'],
    ['category', { category: 'Boats' }, 'market.categoryRequired'],
    ['phone', { phone: 'call me maybe' }, 'market.phoneInvalid'],
    ['whatsapp', { whatsapp: 'https://example.com/chat' }, 'market.whatsappInvalid'],
    ['phone', { phone: null, whatsapp: null }, 'market.contactRequired'],
    ['consent', { consent: false }, 'market.consentRequired'],
    ['imageFileId', { imageFileId: '' }, 'market.imageRequired'],
    ['imageFileId', { imageFileId: '00000000-0000-4000-8000-000000000000' }, 'market.imageRequired'],
  ])('bad %s (%j): 400 with the field message, nothing stored', async (field, patch, key) => {
    const before = await countOf(marketAds);
    const res = await server.as('rider', 'POST', '/api/market/ads', form(await photoId('rider'), patch));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'validation', fields: { [field]: key } } });
    expect(await countOf(marketAds)).toBe(before);
  });

  it('a price that is no number of euros (1e999, 0.001, negative) is a 400 with its message, on posting and editing', async () => {
    const before = await countOf(marketAds);
    const cookie = await server.loginAs('rider');
    // 1e999 is valid JSON that parses to Infinity: only the schema's finite() stands in its way.
    const body = JSON.stringify(form(await photoId('rider'))).replace('"price":4200', '"price":1e999');
    const infinite = await server.fetch('/api/market/ads', { method: 'POST', cookie, body });
    expect(infinite.status).toBe(400);
    expect(await infinite.json()).toMatchObject({
      error: { code: 'validation', fields: { price: 'market.priceNumber' } },
    });
    for (const [price, key] of [
      [0.001, 'market.priceNumber'],
      [-0.01, 'market.priceMin'],
    ] as const) {
      const res = await server.as('rider', 'POST', '/api/market/ads', form(await photoId('rider'), { price }));
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { fields: { price: key } } });
    }
    expect(await countOf(marketAds)).toBe(before);

    const ad = await post('rider');
    const edit = await server.as('rider', 'PUT', `/api/market/ads/${ad.id}`, form(ad.imageFileId, { price: -5 }));
    expect(edit.status).toBe(400);
    expect(await edit.json()).toMatchObject({ error: { fields: { price: 'market.priceMin' } } });
    const stored = (await (await server.as(null, 'GET', `/api/market/ads/${ad.id}`)).json()) as MarketAd;
    expect(stored.price).toBe(4200);
  });

  it("refuses someone else's photo, and a photo another ad already shows", async () => {
    const judgesPhoto = await photoId('judge');
    const res = await server.as('rider', 'POST', '/api/market/ads', form(judgesPhoto));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { fields: { imageFileId: 'market.imageRequired' } } });
    const ad = await post('rider');
    const again = await server.as('rider', 'POST', '/api/market/ads', form(ad.imageFileId));
    expect(again.status).toBe(400);
  });

  it("posting clears the seller's own photos left unposted for a day, not fresh ones or other people's", async () => {
    const old = await photoId('rider');
    const fresh = await photoId('rider');
    const othersOld = await photoId('judge');
    const dayAgo = new Date(Date.now() - 25 * 3_600_000);
    for (const id of [old, othersOld])
      await server.database.db.update(files).set({ createdAt: dayAgo }).where(eq(files.id, id));
    await post('rider');
    expect((await server.fetch(`/api/files/${old}`)).status).toBe(404);
    expect((await server.fetch(`/api/files/${fresh}`)).status).toBe(200);
    expect((await server.fetch(`/api/files/${othersOld}`)).status).toBe(200);
    // Old photos that ads show stay.
    const page = await list();
    for (const ad of page.items) expect((await server.fetch(ad.thumbnailUrl)).status).toBe(200);
  });

  it('refuses a logo (not an ad photo) as the ad image', async () => {
    const logo = await server.fetch('/api/files?kind=logo', {
      method: 'POST',
      cookie: await server.loginAs('admin'),
      headers: { origin: server.url, 'content-type': 'image/png' },
      body: new Uint8Array(await pngFile()),
    });
    const { id } = (await logo.json()) as { id: string };
    expect((await server.as('admin', 'POST', '/api/market/ads', form(id))).status).toBe(400);
  });
});

describe('photos that are refused store nothing', () => {
  it.each([
    ['a text file renamed .jpg', 415, 'unsupportedFileType', async () => textFile],
    ['a truncated JPEG', 400, 'uploadFailed', async () => (await jpegFile(640, 480)).subarray(0, 2000)],
    [
      'a truncated PNG',
      400,
      'uploadFailed',
      async () => {
        const png = await noisyPng(300, 300);
        return png.subarray(0, Math.floor(png.length / 2));
      },
    ],
    ['an image over 6 MB', 413, 'fileTooLarge', async () => noisyPng(1500, 1500)],
  ] as const)('%s: %d %s', async (_name, status, code, make) => {
    const bytes = await make();
    if (code === 'fileTooLarge') expect(bytes.length).toBeGreaterThan(6 * 1024 * 1024);
    const before = await countOf(files);
    const res = await uploadPhoto('rider', bytes);
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ error: { code } });
    expect(await countOf(files)).toBe(before);
  });
});

describe('finding ads', () => {
  let helmet: MarketAd;
  let tyre: MarketAd;
  beforeAll(async () => {
    helmet = await post('judge', {
      description: 'Ķivere Airoh TRR S, izmērs L, kā jauna\nAr somu.',
      category: 'safetyGear',
      price: 199.99,
      location: 'Liepāja',
    });
    tyre = await post('judge', {
      description: 'Vee Rubber front tyre 2.75-21 for trial bikes, unused',
      category: 'spareParts',
      price: 35,
      location: null,
    });
  });

  it('filters by category, and searches description and location without case or diacritics', async () => {
    expect((await list('?category=safetyGear')).items.every((a) => a.category === 'safetyGear')).toBe(true);
    expect((await list('?category=safetyGear')).items.map((a) => a.id)).toContain(helmet.id);
    expect((await list('?q=KIVERE')).items.map((a) => a.id)).toEqual([helmet.id]);
    expect((await list('?q=liepaja')).items.map((a) => a.id)).toEqual([helmet.id]);
    expect((await list('?q=airoh%20jauna')).items.map((a) => a.id)).toEqual([helmet.id]);
    expect((await list('?q=100%25')).items).toEqual([]);
    expect((await list('?q=tyre&category=safetyGear')).total).toBe(0);
  });

  it('filters by price range and sorts by price both ways', async () => {
    const cheap = await list('?minPrice=30&maxPrice=200&sort=priceAsc');
    expect(cheap.items.every((a) => a.price >= 30 && a.price <= 200)).toBe(true);
    expect(cheap.items.map((a) => a.id)).toEqual(expect.arrayContaining([helmet.id, tyre.id]));
    const prices = cheap.items.map((a) => a.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const down = (await list('?sort=priceDesc')).items.map((a) => a.price);
    expect(down).toEqual([...down].sort((a, b) => b - a));
  });

  it('pages by 12, newest first, sold ads not listed', async () => {
    for (let i = (await list()).total; i <= 13; i++) await post('judge');
    const first = await list();
    expect(first.pageSize).toBe(12);
    expect(first.total).toBeGreaterThan(12);
    expect(first.items).toHaveLength(12);
    const second = await list('?page=2');
    expect(second.items.length).toBe(first.total - 12);
    const all = [...first.items, ...second.items];
    expect(new Set(all.map((a) => a.id)).size).toBe(first.total);
    const times = all.map((a) => Date.parse(a.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all.every((a) => a.status === 'active')).toBe(true);
  });

  it.each(['?sort=cheapest', '?minPrice=50&maxPrice=10', '?category=boats', '?page=0', '?minPrice=abc'])(
    'answers a bad query (%s) with 400',
    async (query) => {
      const res = await server.as(null, 'GET', `/api/market/ads${query}`);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('validation');
    },
  );

  it('shows one ad to anyone; unknown ids are 404', async () => {
    expect((await server.as(null, 'GET', `/api/market/ads/${helmet.id}`)).status).toBe(200);
    expect((await server.as(null, 'GET', '/api/market/ads/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await server.as(null, 'GET', '/api/market/ads/nope')).status).toBe(404);
  });
});

describe('the seller changes their own ad', () => {
  it('edits it, with a new photo replacing the old one', async () => {
    const ad = await post('rider');
    const newPhoto = await photoId('rider', await pngFile(500, 500));
    const res = await server.as(
      'rider',
      'PUT',
      `/api/market/ads/${ad.id}`,
      form(newPhoto, { price: 3999, category: 'equipment' }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ price: 3999, category: 'equipment', imageFileId: newPhoto });
    expect((await server.fetch(ad.imageUrl)).status).toBe(404);
    expect((await server.fetch(`/api/files/${newPhoto}`)).status).toBe(200);
  });

  it.each([
    [null, 401],
    ['judge', 403],
    ['admin', 403],
  ] as const)("%s may not edit, mark sold or delete someone else's ad: %d, nothing changed", async (role, status) => {
    const ad = await post('rider');
    expect((await server.as(role, 'PUT', `/api/market/ads/${ad.id}`, form(ad.imageFileId, { price: 1 }))).status).toBe(
      status,
    );
    expect((await server.as(role, 'PATCH', `/api/market/ads/${ad.id}/status`, { status: 'sold' })).status).toBe(status);
    expect((await server.as(role, 'DELETE', `/api/market/ads/${ad.id}`)).status).toBe(status);
    expect(await (await server.as(null, 'GET', `/api/market/ads/${ad.id}`)).json()).toMatchObject({
      price: 4200,
      status: 'active',
    });
  });

  it('bad edits are 400 and change nothing', async () => {
    const ad = await post('rider');
    const res = await server.as(
      'rider',
      'PUT',
      `/api/market/ads/${ad.id}`,
      form(ad.imageFileId, { description: 'short' }),
    );
    expect(res.status).toBe(400);
    expect((await server.as('rider', 'PATCH', `/api/market/ads/${ad.id}/status`, { status: 'removed' })).status).toBe(
      400,
    );
    expect(await (await server.as(null, 'GET', `/api/market/ads/${ad.id}`)).json()).toMatchObject({ status: 'active' });
  });

  it('marks it sold (gone from the list, still in My ads) and back on sale', async () => {
    const ad = await post('rider');
    const sold = await server.as('rider', 'PATCH', `/api/market/ads/${ad.id}/status`, { status: 'sold' });
    expect(await sold.json()).toMatchObject({ status: 'sold' });
    expect((await list('?q=sherco')).items.map((a) => a.id)).not.toContain(ad.id);
    expect((await server.as(null, 'GET', `/api/market/ads/${ad.id}`)).status).toBe(200);
    const mine = (await (await server.as('rider', 'GET', '/api/market/my-ads')).json()) as MarketAd[];
    expect(mine.find((a) => a.id === ad.id)).toMatchObject({ status: 'sold', isOwn: true });
    await server.as('rider', 'PATCH', `/api/market/ads/${ad.id}/status`, { status: 'active' });
    expect((await list('?q=sherco')).items.map((a) => a.id)).toContain(ad.id);
  });

  it('deletes it, with its photo', async () => {
    const ad = await post('rider');
    expect((await server.as('rider', 'DELETE', `/api/market/ads/${ad.id}`)).status).toBe(204);
    // Gone, not missing (issue #37 point 11): for everyone, the seller too, with its message; an id
    // that never was an ad stays 404.
    for (const reader of [null, 'rider', 'admin'] as const) {
      const res = await server.as(reader, 'GET', `/api/market/ads/${ad.id}`);
      expect(res.status, String(reader)).toBe(410);
      expect(await res.json()).toMatchObject({ error: { code: 'adGone', messageKey: 'market.noLongerAvailable' } });
    }
    expect((await server.as(null, 'GET', '/api/market/ads/00000000-0000-4000-8000-000000000001')).status).toBe(404);
    expect((await server.fetch(ad.imageUrl)).status).toBe(404);
    // Nothing of the ad is kept: its row and photo are gone, only its id and when it went.
    expect(await server.database.db.select().from(marketAds).where(eq(marketAds.id, ad.id))).toEqual([]);
    // Its seller cannot bring it back by editing or deleting it again.
    expect((await server.as('rider', 'DELETE', `/api/market/ads/${ad.id}`)).status).toBe(404);
  });

  it('My ads is for signed-in users and shows only their own', async () => {
    expect((await server.as(null, 'GET', '/api/market/my-ads')).status).toBe(401);
    const mine = (await (await server.as('judge', 'GET', '/api/market/my-ads')).json()) as MarketAd[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((a) => a.isOwn && a.sellerName === 'Jānis Tiesnesis')).toBe(true);
  });
});

describe('moderation', () => {
  it('an admin removes an ad: gone for everyone, the seller sees it as removed, and it is audited', async () => {
    const ad = await post('judge');
    const res = await server.as('admin', 'POST', `/api/market/ads/${ad.id}/remove`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'removed' });
    expect((await server.as(null, 'GET', `/api/market/ads/${ad.id}`)).status).toBe(404);
    expect((await server.as('rider', 'GET', `/api/market/ads/${ad.id}`)).status).toBe(404);
    expect(await (await server.as('judge', 'GET', `/api/market/ads/${ad.id}`)).json()).toMatchObject({
      status: 'removed',
    });
    const mine = (await (await server.as('judge', 'GET', '/api/market/my-ads')).json()) as MarketAd[];
    expect(mine.find((a) => a.id === ad.id)?.status).toBe('removed');
    expect((await list()).items.map((a) => a.id)).not.toContain(ad.id);
    // The seller can no longer edit or re-list it, but may delete it.
    const edit = await server.as('judge', 'PUT', `/api/market/ads/${ad.id}`, form(ad.imageFileId));
    expect(edit.status).toBe(409);
    expect(await edit.json()).toMatchObject({ error: { code: 'adRemoved', messageKey: 'market.adRemoved' } });
    expect((await server.as('judge', 'PATCH', `/api/market/ads/${ad.id}/status`, { status: 'active' })).status).toBe(
      409,
    );
    const audit = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'remove_ad')));
    expect(audit.some((e) => e.data.adId === ad.id)).toBe(true);
    expect((await server.as('judge', 'DELETE', `/api/market/ads/${ad.id}`)).status).toBe(204);
  });

  it.each([
    [null, 401],
    ['rider', 403],
    ['secretary', 403],
  ] as const)('%s may not remove an ad: %d', async (role, status) => {
    const ad = await post('judge');
    expect((await server.as(role, 'POST', `/api/market/ads/${ad.id}/remove`)).status).toBe(status);
    expect(await (await server.as(null, 'GET', `/api/market/ads/${ad.id}`)).json()).toMatchObject({ status: 'active' });
  });
});

describe('live market', () => {
  it('everyone on the market hears of new, changed, sold, deleted and removed ads, as the public sees them', async () => {
    const live = await openLive(server.url, 'market');
    try {
      const ad = await post('rider');
      const message = (frame: { event: string }) => frame.event === 'message';
      expect((await live.next(message)).data).toMatchObject({
        topic: 'market',
        data: { type: 'ad.upserted', ad: { id: ad.id, price: 4200, isOwn: false, status: 'active' } },
      });
      await server.as('rider', 'PATCH', `/api/market/ads/${ad.id}/status`, { status: 'sold' });
      expect((await live.next(message)).data).toMatchObject({
        data: { type: 'ad.upserted', ad: { id: ad.id, status: 'sold' } },
      });
      await server.as('rider', 'DELETE', `/api/market/ads/${ad.id}`);
      expect((await live.next(message)).data).toMatchObject({ data: { type: 'ad.removed', id: ad.id } });
      const other = await post('judge');
      await live.next(message);
      await server.as('admin', 'POST', `/api/market/ads/${other.id}/remove`);
      expect((await live.next(message)).data).toMatchObject({ data: { type: 'ad.removed', id: other.id } });
      // A refused change says nothing.
      await server.as('judge', 'PATCH', `/api/market/ads/${other.id}/status`, { status: 'sold' });
      expect((await live.rest(300)).filter(message)).toEqual([]);
    } finally {
      live.close();
    }
  });
});

describe('rate limit on posting', () => {
  it('answers 429 after ten ads an hour', async () => {
    const limited = await startTestServer({ rateLimit: true });
    try {
      const cookie = await limited.loginAs('rider');
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const photo = (await (await uploadPhoto('rider', await jpegFile(60, 40), limited)).json()) as { id: string };
        const res = await limited.fetch('/api/market/ads', {
          method: 'POST',
          cookie,
          headers: { origin: limited.url },
          body: JSON.stringify(form(photo.id)),
        });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
      expect(statuses[10]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('rate limit on photo uploads', () => {
  it('answers 429 after forty photos an hour, storing nothing more', async () => {
    const limited = await startTestServer({ rateLimit: true });
    try {
      const photo = await jpegFile(40, 30);
      const statuses: number[] = [];
      for (let i = 0; i < 41; i++) statuses.push((await uploadPhoto('judge', photo, limited)).status);
      expect(statuses.slice(0, 40).every((s) => s === 201)).toBe(true);
      expect(statuses[40]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('demo market', () => {
  it('has a handful of ads with real photos', async () => {
    const res = await server.fetch('/api/market/ads?q=beta%20evo');
    const page = (await res.json()) as MarketAdPage;
    expect(page.items.length).toBeGreaterThan(0);
    const photo = await server.fetch(page.items[0]!.imageUrl);
    const meta = await sharp(Buffer.from(await photo.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 800, height: 600 });
  });
});

describe('Open Graph tags for a shared ad', () => {
  const html = '<html><head><title>TrialHub</title></head><body></body></html>';
  const visitor = new Request('https://trial.example/');
  const render = () =>
    marketOpenGraph(new MarketService(server.database.db, server.hub, RateLimits.off()), 'https://trial.example');

  it('writes the title, price, description and absolute image into the page of an ad', async () => {
    const ad = await post('rider', { description: 'Helmet "Hebo" <Zone 5> size M\nBarely used & clean.', price: 150 });
    const page = (await render()(`/market/ads/${ad.id}`, html, visitor)) as string | null;
    expect(page).toContain('<meta property="og:title" content="Helmet &quot;Hebo&quot; &lt;Zone 5&gt; size M — €150">');
    expect(page).toContain(
      '<meta property="og:description" content="Helmet &quot;Hebo&quot; &lt;Zone 5&gt; size M Barely used &amp; clean.">',
    );
    expect(page).toContain(
      `<meta property="og:image" content="https://trial.example/api/previews/market/ads/${ad.id}/ad.jpg?lng=en">`,
    );
    expect(page).toContain('<meta property="og:image:type" content="image/jpeg">');
    expect(page!.indexOf('og:title')).toBeLessThan(page!.indexOf('</head>'));
  });

  it('writes an ad whose text holds replacement patterns, a script end tag and quotes once, escaped', async () => {
    const text = "Bars $` and $' and $& </script><script>alert(1)</script> \"quoted\" 'single'";
    const ad = await post('rider', { description: `${text}\nStill ${text}` });
    const page = ((await render()(`/market/ads/${ad.id}`, html, visitor)) as string | null)!;
    // One head, one title: `$\`` / `$'` would have copied the page around </head> into it.
    expect(page.match(/<head>/g)).toHaveLength(1);
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page).not.toContain('</script>');
    expect(page).toContain(
      '<meta property="og:title" content="Bars $` and $&#39; and $&amp; &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot; &#39;single&#39; — €4,200">',
    );
    expect(page.endsWith('</head><body></body></html>')).toBe(true);
  });

  it('answers a visitor 410 for a removed ad, 404 for an unknown one, and leaves other pages and signed-in readers alone', async () => {
    const ad = await post('judge');
    await server.as('admin', 'POST', `/api/market/ads/${ad.id}/remove`);
    // Gone, not missing (issue #37): search engines drop the address instead of retrying it.
    const gone = await render()(`/market/ads/${ad.id}`, html, visitor);
    expect(gone).toMatchObject({ status: 410 });
    expect((gone as { html: string }).html).toContain('<title>This ad is no longer on the market.');
    const goneLv = await render()(`/market/ads/${ad.id}`, html, new Request('https://trial.example/?lng=lv'));
    expect((goneLv as { html: string }).html).toMatch(/<title>[^<]*tirg/i);
    expect(await render()('/market/ads/00000000-0000-4000-8000-000000000000', html, visitor)).toMatchObject({
      status: 404,
    });
    const signedIn = new Request('https://trial.example/', { headers: { cookie: 'better-auth.session_token=x' } });
    expect(await render()(`/market/ads/${ad.id}`, html, signedIn)).toBeNull();
    expect(await render()('/market', html, visitor)).toBeNull();
  });

  it('answers 410 for an ad its seller deleted, to visitors and signed-in readers alike; 404 for one that never was', async () => {
    const ad = await post('rider');
    expect((await server.as('rider', 'DELETE', `/api/market/ads/${ad.id}`)).status).toBe(204);
    const signedIn = new Request('https://trial.example/', { headers: { cookie: 'better-auth.session_token=x' } });
    for (const reader of [visitor, signedIn]) {
      const gone = await render()(`/market/ads/${ad.id}`, html, reader);
      expect(gone).toMatchObject({ status: 410 });
      expect((gone as { html: string }).html).toContain('<title>This ad is no longer on the market.');
      expect((gone as { html: string }).html).toContain('<meta name="robots" content="noindex">');
    }
    const goneEt = await render()(`/market/ads/${ad.id}`, html, new Request('https://trial.example/?lng=et'));
    expect((goneEt as { html: string }).html).toContain('<title>Seda kuulutust pole enam turul.');
    const never = await render()('/market/ads/00000000-0000-4000-8000-000000000002', html, visitor);
    expect(never).toMatchObject({ status: 404 });
    expect((never as { html: string }).html).toContain('<title>Page not found');
  });
});
