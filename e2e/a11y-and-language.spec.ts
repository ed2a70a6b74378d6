import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './test';
import fs from 'node:fs';
import path from 'node:path';
import { demoPassword } from './support';

/**
 * Every screen, as each role meets it: no serious or critical accessibility violation (axe-core), and
 * on Latvian and Estonian pages no text left in English.
 */
const base = `/competitions/demo/baltic-cup-${new Date().getFullYear()}`;
type Role = 'visitor' | 'rider' | 'judge' | 'secretary' | 'admin';
const screens: { name: string; role: Role; path: string | ((page: Page) => Promise<string>); ready: string }[] = [
  { name: 'home', role: 'visitor', path: '/', ready: 'h1' },
  { name: 'standings', role: 'visitor', path: base, ready: 'h1' },
  { name: 'stage', role: 'visitor', path: `${base}/round-3-cesis`, ready: 'h1' },
  { name: 'results', role: 'visitor', path: `${base}/round-1-sigulda/results`, ready: 'h1' },
  { name: 'market', role: 'visitor', path: '/market', ready: 'h1' },
  {
    name: 'market ad',
    role: 'visitor',
    path: async (page) => {
      const ads = (await (await page.request.get('/api/market/ads')).json()) as { items: { id: string }[] };
      return `/market/ads/${ads.items[0]!.id}`;
    },
    ready: 'h1',
  },
  { name: 'about', role: 'visitor', path: '/about', ready: 'h1' },
  { name: 'login', role: 'visitor', path: '/login', ready: 'form' },
  { name: 'standalone judge', role: 'visitor', path: '/judge-standalone', ready: 'h1' },
  { name: 'profile', role: 'rider', path: '/profile', ready: 'h1' },
  { name: 'my results', role: 'rider', path: '/my-results', ready: 'h1' },
  { name: 'my ads', role: 'rider', path: '/market/my-ads', ready: 'h1' },
  { name: 'new ad', role: 'rider', path: '/market/new', ready: 'form' },
  { name: 'judge app', role: 'judge', path: `${base}/round-3-cesis/judge`, ready: '[data-testid="sync-badge"]' },
  { name: 'stage (secretary)', role: 'secretary', path: `${base}/round-3-cesis`, ready: 'table' },
  { name: 'results (secretary)', role: 'secretary', path: `${base}/round-2-tartu/results`, ready: 'h1' },
  { name: 'judges', role: 'secretary', path: `${base}/round-3-cesis/judges`, ready: 'h1' },
  { name: 'standings (secretary)', role: 'secretary', path: base, ready: 'h1' },
  { name: 'venue laptop', role: 'secretary', path: `${base}/round-1-sigulda/venue`, ready: 'form' },
  { name: 'championship admin', role: 'admin', path: '/championship', ready: 'h1' },
];

async function signInAs(page: Page, role: Role, baseURL: string) {
  if (role === 'visitor') return;
  const res = await page.request.post('/api/auth/sign-in/email', {
    data: { email: `${role}@trialhub.demo`, password: demoPassword },
    headers: { origin: baseURL },
  });
  expect(res.ok()).toBeTruthy();
}

async function open(page: Page, screen: (typeof screens)[number], lng: string) {
  const target = typeof screen.path === 'string' ? screen.path : await screen.path(page);
  await page.goto(`${target}${target.includes('?') ? '&' : '?'}lng=${lng}`);
  await expect(page.locator(screen.ready).first()).toBeVisible();
  // Lazy content (tables, charts, badges) settles once no request is in flight.
  await page.waitForLoadState('networkidle');
}

const localesDir = path.resolve(import.meta.dirname, '../apps/web/public/locales');
const flat = (o: object): [string, string][] =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object'
      ? flat(v as object).map(([kk, vv]): [string, string] => [`${k}.${kk}`, vv])
      : [[k, String(v)] as [string, string]],
  );
const load = (lng: string) =>
  new Map(flat(JSON.parse(fs.readFileSync(path.join(localesDir, lng, 'translation.json'), 'utf8'))));

/**
 * English texts of the UI that a Latvian or Estonian page must not show (placeholders left out, and
 * words the language itself uses for another text, such as Latvian 'Starts').
 */
function englishOnly(lng: string): Set<string> {
  const en = load('en');
  const other = load(lng);
  const own = new Set([...other.values()].map((text) => text.trim()));
  return new Set(
    [...en]
      .filter(([key, text]) => other.get(key) !== text && !text.includes('{{') && /[a-z]{3}/i.test(text))
      .map(([, text]) => text.trim())
      .filter((text) => !own.has(text)),
  );
}

/** Texts a user can see on the page: text nodes of visible elements, placeholders, labels and titles. */
function visibleTexts(page: Page) {
  return page.evaluate(() => {
    const out: string[] = [];
    const visible = (el: Element) => {
      const style = getComputedStyle(el);
      return style.display !== 'none' && style.visibility !== 'hidden' && (el as HTMLElement).offsetParent !== null;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text && node.parentElement && visible(node.parentElement)) out.push(text);
    }
    for (const el of document.querySelectorAll('[placeholder], [aria-label], [title]')) {
      if (!visible(el)) continue;
      for (const attr of ['placeholder', 'aria-label', 'title']) {
        const value = el.getAttribute(attr)?.trim();
        if (value) out.push(value);
      }
    }
    return out;
  });
}

for (const screen of screens) {
  test(`${screen.name} (${screen.role}): no serious accessibility violation, nothing English in lv and et`, async ({
    page,
    baseURL,
    isMobile,
  }) => {
    // Colours, names and texts are the same on both viewports (fits-screen.spec checks phone layout):
    // one run per screen keeps the suite's time down.
    test.skip(!!isMobile, 'checked once, on desktop');
    // Three loads of the page and an axe run: more than one page's worth of time.
    test.slow();
    await signInAs(page, screen.role, baseURL!);
    await open(page, screen, 'en');
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);

    for (const lng of ['lv', 'et']) {
      await open(page, screen, lng);
      const english = englishOnly(lng);
      const left = (await visibleTexts(page)).filter((text) => english.has(text));
      expect(left, `English on the ${lng} page`).toEqual([]);
    }
  });
}

test('sortable participant columns tell screen readers how the table is sorted', async ({ page }) => {
  await page.goto(`${base}/round-3-cesis`);
  const table = page.getByTestId('participants').getByRole('table');
  const registered = table.getByRole('columnheader', { name: /\bregistered$/i });
  const name = table.getByRole('columnheader', { name: /\bname$/i });
  await expect(registered).toHaveAttribute('aria-sort', 'descending');
  await expect(name).toHaveAttribute('aria-sort', 'none');
  await name.getByRole('button').click();
  await expect(name).toHaveAttribute('aria-sort', 'ascending');
  await expect(registered).toHaveAttribute('aria-sort', 'none');
});
