import type { APIRequestContext, APIResponse } from '@playwright/test';
import { expect, test } from './test';
import { apiAs, createRaceDay, judgeScores } from './support';

/**
 * Rendered public pages are kept per data version (issue #36, decision 065): a page is rendered once
 * for its data, language, reader's zone and layout, and served again — with its ETag — until its data
 * changes. A kept page must carry the live position its data was read at, be in the reader's language,
 * and never reach a signed-in reader (nor a signed-in reader's answer a visitor).
 */

const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/140.0 Mobile Safari/537.36';
const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36';

interface Rendered {
  etag: string | undefined;
  html: string;
  /** The page's hand-over to the browser (null: the app's shell, nothing rendered). */
  data: { positions: Record<string, number>; zone: string; phone: boolean } | null;
}

async function open(
  visitor: APIRequestContext,
  path: string,
  headers: Record<string, string> = {},
): Promise<Rendered & { response: APIResponse }> {
  const response = await visitor.get(path, { headers: { 'user-agent': DESKTOP_UA, ...headers } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  const json = /<script id="ssr-data" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  return { response, etag: response.headers().etag, html, data: json ? JSON.parse(json) : null };
}

/** Where the stage's live topics stand now, as its results read says (decision 039). */
async function livePositions(visitor: APIRequestContext, stageId: string): Promise<Record<string, number>> {
  const response = await visitor.get(`/api/stages/${stageId}/results`);
  const header = response.headers()['live-positions'] ?? '';
  return Object.fromEntries(header.split(';').map((part) => [part.split('=')[0]!, Number(part.split('=')[1])]));
}

test('a kept results page carries the live position its data was read at, and a new score makes a new page', async ({
  playwright,
  baseURL,
}, testInfo) => {
  const api = await playwright.request.newContext({ baseURL });
  const visitor = await playwright.request.newContext({ baseURL });
  const day = await createRaceDay(api, baseURL!, `kept-${testInfo.project.name}`, { riders: 2 });
  const path = `${day.path}/results`;
  const [a] = day.ids as [string];

  const first = await open(visitor, path);
  expect(first.data, 'a rendered page').not.toBeNull();
  expect(first.etag).toMatch(/^"p/);
  const before = await livePositions(visitor, day.stageId);
  for (const [topic, seq] of Object.entries(before)) expect(first.data!.positions[topic], topic).toBe(seq);

  // The same page again: the kept one (same ETag, same bytes), and a 304 for a browser that has it.
  const again = await open(visitor, path);
  expect(again.etag).toBe(first.etag);
  expect(again.html).toBe(first.html);
  const revalidated = await visitor.get(path, { headers: { 'user-agent': DESKTOP_UA, 'if-none-match': first.etag! } });
  expect(revalidated.status()).toBe(304);

  // A judge scores: the kept page is no longer the data's, so the next reader gets a new page, with the
  // score and the position after it — never the old page with the old position as if it were current.
  await judgeScores(api, baseURL!, day.stageId, [[a, 1, 5]]);
  const after = await livePositions(visitor, day.stageId);
  // Within a second of its last check, or while its next render is spaced (decision 065), a reader may
  // still get the kept page — with its own older positions, never the new ones; soon after, the new page.
  let scored = await open(visitor, path);
  await expect.poll(async () => (scored = await open(visitor, path)).etag).not.toBe(first.etag);
  expect(scored.html).toContain(`data-participant="${a}"`);
  for (const [topic, seq] of Object.entries(after)) expect(scored.data!.positions[topic], topic).toBe(seq);
  expect(Object.entries(after).some(([topic, seq]) => seq > (before[topic] ?? 0))).toBe(true);
  const stillKept = await visitor.get(path, { headers: { 'user-agent': DESKTOP_UA, 'if-none-match': first.etag! } });
  expect(stillKept.status()).toBe(200);
  await api.dispose();
  await visitor.dispose();
});

test('a kept page opened in a browser gets the score taken after it was kept, live', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  const api = await playwright.request.newContext({ baseURL });
  const day = await createRaceDay(api, baseURL!, `kept-live-${testInfo.project.name}`, { riders: 2 });
  const path = `${day.path}/results`;
  const [a] = day.ids as [string];
  // Another visitor on the same device kind has the page rendered and kept.
  const warm = await page.request.get(`${path}?lng=en`);
  const kept = warm.headers().etag;
  expect(kept).toMatch(/^"p/);
  // This browser gets that kept page; its script is held back, as on a slow phone at the venue.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const response = await page.goto(`${path}?lng=en`, { waitUntil: 'commit' });
  expect(response!.headers().etag).toBe(kept);
  await expect(page.getByTestId('no-one-started')).toHaveText('No one started');
  // A judge scores before the page is live: the kept page's position makes the live stream replay it.
  await judgeScores(api, baseURL!, day.stageId, [[a, 1, 5]]);
  release();
  const row = page.locator(`[data-testid="result-row"][data-participant="${a}"]`);
  await expect(row.getByTestId('points')).toHaveText('5');
  await api.dispose();
});

test('a kept page is the reader’s language, zone and layout, and never a signed-in reader’s', async ({
  playwright,
  baseURL,
}, testInfo) => {
  const api = await playwright.request.newContext({ baseURL });
  const visitor = await playwright.request.newContext({ baseURL });
  const day = await createRaceDay(api, baseURL!, `audience-${testInfo.project.name}`, { riders: 1 });
  const path = `${day.path}/results`;

  const english = await open(visitor, path, { 'accept-language': 'en' });
  expect(english.html).toContain('<html lang="en"');
  expect(english.html).toMatch(/<h1[^>]*>Results<!-- -->:/);
  // The same address in Latvian is another page, not the kept English one; both stay kept.
  const latvian = await open(visitor, path, { 'accept-language': 'lv' });
  expect(latvian.html).toContain('<html lang="lv"');
  expect(latvian.html).toMatch(/<h1[^>]*>Rezultāti<!-- -->:/);
  expect(latvian.etag).not.toBe(english.etag);
  expect((await open(visitor, path, { 'accept-language': 'en' })).etag).toBe(english.etag);
  expect((await open(visitor, path, { 'accept-language': 'lv' })).etag).toBe(latvian.etag);

  // The reader's zone (their `tz` cookie) and a phone's layout are other pages as well.
  const tokyo = await open(visitor, path, { 'accept-language': 'en', cookie: 'tz=Asia/Tokyo' });
  expect(tokyo.data!.zone).toBe('Asia/Tokyo');
  expect(tokyo.etag).not.toBe(english.etag);
  expect(english.data!.zone).not.toBe('Asia/Tokyo');
  const phone = await open(visitor, path, { 'accept-language': 'en', 'user-agent': PHONE_UA });
  expect(phone.data!.phone).toBe(true);
  expect(english.data!.phone).toBe(false);
  expect(phone.etag).not.toBe(english.etag);

  // A secretary asks for the same page after the visitors: the app for a signed-in reader, not the kept
  // visitor's page (nor its ETag) ...
  const secretaryContext = await playwright.request.newContext({ baseURL });
  await apiAs(secretaryContext, baseURL!, 'secretary@trialhub.demo');
  const secretary = await open(secretaryContext, path, { 'accept-language': 'en' });
  expect(secretary.data).toBeNull();
  expect(secretary.html).toContain('<div id="root"></div>');
  expect(secretary.etag).toBeUndefined();
  const asIfKept = await secretaryContext.get(path, {
    headers: { 'user-agent': DESKTOP_UA, 'accept-language': 'en', 'if-none-match': english.etag! },
  });
  expect(asIfKept.status()).toBe(200);
  // ... and the visitor after the secretary still gets the kept visitor's page, not the secretary's answer.
  const visitorAgain = await open(visitor, path, { 'accept-language': 'en' });
  expect(visitorAgain.etag).toBe(english.etag);
  expect(visitorAgain.data).not.toBeNull();
  await secretaryContext.dispose();
  await api.dispose();
  await visitor.dispose();
});

test('pages rendered at the same time each keep their own reader’s language, zone and layout', async ({
  playwright,
  baseURL,
}) => {
  // Renders run concurrently (their state is per render, not the renderer's module variables): twelve
  // readers at once, each a page of its own (the query makes each a render, not a kept page).
  const visitor = await playwright.request.newContext({ baseURL });
  const stage = `/competitions/demo/baltic-cup-${new Date().getFullYear()}/round-1-sigulda/results`;
  const readers = Array.from({ length: 12 }, (_, i) => ({
    language: (['en', 'lv', 'et'] as const)[i % 3]!,
    zone: i % 2 ? 'Asia/Tokyo' : 'America/New_York',
    phone: i % 4 < 2,
    path: `${stage}?reader=${i}-${Date.now()}`,
  }));
  const heading = { en: 'Results', lv: 'Rezultāti', et: 'Tulemused' };
  const pages = await Promise.all(
    readers.map((reader) =>
      open(visitor, reader.path, {
        'accept-language': reader.language,
        cookie: `tz=${reader.zone}`,
        'user-agent': reader.phone ? PHONE_UA : DESKTOP_UA,
      }),
    ),
  );
  pages.forEach((page, i) => {
    const reader = readers[i]!;
    expect(page.html, `reader ${i}`).toContain(`<html lang="${reader.language}"`);
    expect(page.html, `reader ${i}`).toMatch(new RegExp(`<h1[^>]*>${heading[reader.language]}<!-- -->:`));
    expect(page.data!.zone, `reader ${i}`).toBe(reader.zone);
    expect(page.data!.phone, `reader ${i}`).toBe(reader.phone);
    expect(page.html, `reader ${i}`).toContain(
      reader.phone ? 'data-testid="result-cards"' : 'data-testid="results-table"',
    );
  });
  await visitor.dispose();
});

test('a rendered page goes out as brotli to a client that accepts only brotli', async ({ playwright, baseURL }) => {
  const visitor = await playwright.request.newContext({ baseURL });
  const response = await visitor.get('/', { headers: { 'accept-encoding': 'br' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-encoding']).toBe('br');
  expect(await response.text()).toContain('id="ssr-data"');
  await visitor.dispose();
});
