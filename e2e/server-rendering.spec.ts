import { type Page } from '@playwright/test';
import { expect, test } from './test';

/**
 * Public pages are rendered on the server (decision 036): without JavaScript each shows its content,
 * and with it the browser takes over the same HTML — no hydration mismatch, no second fetch of the
 * data the page came with.
 */

const stage = '/competitions/demo/baltic-cup-2026/round-3-cesis';

interface PublicPage {
  name: string;
  path: (adPath: string) => string;
  /** What a reader sees: checked in the HTML as served, with no script run. */
  shows: (page: Page) => Promise<void>;
}

const pages: PublicPage[] = [
  {
    name: 'home',
    path: () => '/',
    shows: async (page) => {
      await expect(page.getByTestId('upcoming').getByText('Round 3 — Cēsis')).toBeVisible();
    },
  },
  {
    name: 'stage',
    path: () => stage,
    shows: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Round 3 — Cēsis' })).toBeVisible();
      await expect(page.getByText('Organiser: Demo Motoclub')).toBeVisible();
    },
  },
  {
    name: 'results',
    path: () => `${stage}/results`,
    shows: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: /Results: Round 3 — Cēsis/ })).toBeVisible();
      await expect(page.getByText('Expert', { exact: true }).first()).toBeVisible();
    },
  },
  {
    name: 'standings',
    path: () => '/competitions/demo/baltic-cup-2026',
    shows: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: /Baltic Trial Cup 2026/ })).toBeVisible();
      await expect(page.getByRole('cell', { name: /Mārtiņš Ozols/ }).first()).toBeVisible();
    },
  },
  {
    name: 'market',
    path: () => '/market',
    shows: async (page) => {
      await expect(page.getByText(/Ads found: \d+/)).toBeVisible();
    },
  },
  {
    name: 'market ad',
    path: (adPath) => adPath,
    shows: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('€', { exact: false }).first()).toBeVisible();
    },
  },
];

async function firstAdPath(page: Page): Promise<string> {
  const res = await page.request.get('/api/market/ads');
  const body = (await res.json()) as { items?: { id: string }[]; ads?: { id: string }[] };
  const ad = (body.items ?? body.ads ?? [])[0];
  expect(ad, 'a demo ad').toBeTruthy();
  return `/market/ads/${ad!.id}`;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const publicPage of pages) {
    test(`the ${publicPage.name} page shows its content`, async ({ page }) => {
      await page.goto(publicPage.path(publicPage.name === 'market ad' ? await firstAdPath(page) : ''));
      await publicPage.shows(page);
    });
  }

  test('an ad page asks for its photo before its scripts, and keeps the photo’s place while it loads', async ({
    page,
  }) => {
    const path = await firstAdPath(page);
    const html = await (await page.request.get(path)).text();
    const photo = /<img [^>]*src="(\/api\/files\/[^"]+)"/.exec(html)?.[1];
    expect(photo, 'the ad’s photo').toBeTruthy();
    const head = html.slice(0, html.indexOf('</head>'));
    const preload = head.indexOf(`<link rel="preload" as="image" fetchpriority="high" href="${photo}">`);
    expect(preload).toBeGreaterThan(-1);
    // No script is asked for while the page is parsed (the loader after the content asks for them).
    expect(head).not.toMatch(/<script [^>]*src=|rel="modulepreload"/);
    // The photo never arrives here: its box is there anyway (4:3 of the column), so nothing moves when it does.
    await page.route('**/api/files/**', (route) => route.abort());
    await page.goto(path);
    const box = (await page.locator(`img[src="${photo}"]`).boundingBox())!;
    expect(box.height).toBeGreaterThan(box.width * 0.7);
  });

  test('a phone gets the results as cards from the server, a wider screen as tables', async ({ page, isMobile }) => {
    // The server guesses the layout from the browser's user agent (the phone project is a Pixel's): no
    // desktop table first that turns into cards once the scripts run.
    await page.goto(`/competitions/demo/baltic-cup-${new Date().getFullYear()}/round-1-sigulda/results`);
    await expect(page.getByTestId('result-row').first()).toBeVisible();
    await expect(page.getByTestId(isMobile ? 'result-cards' : 'results-table').first()).toBeVisible();
    await expect(page.getByTestId(isMobile ? 'results-table' : 'result-cards')).toHaveCount(0);
  });

  test('a page is rendered in the reader’s language', async ({ page }) => {
    await page.goto(`${stage}/results?lng=lv`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'lv');
    await expect(page.getByRole('heading', { level: 1, name: /Rezultāti: Round 3 — Cēsis/ })).toBeVisible();
    await page.goto(`${stage}?lng=et`);
    await expect(page.getByText('Korraldaja: Demo Motoclub')).toBeVisible();
  });
});

test.describe('with JavaScript', () => {
  for (const publicPage of pages) {
    test(`the ${publicPage.name} page hydrates without a mismatch and without fetching its data again`, async ({
      page,
    }) => {
      const path = publicPage.path(publicPage.name === 'market ad' ? await firstAdPath(page) : '');
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      const apiCalls: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        // Data fetched by script (images load as images either way).
        if (
          ['fetch', 'xhr'].includes(request.resourceType()) &&
          url.pathname.startsWith('/api/') &&
          !url.pathname.startsWith('/api/live')
        )
          apiCalls.push(url.pathname);
      });
      await page.goto(path);
      // hydrateRoot has run once React's container key is on #root; the page is then interactive.
      await page.waitForFunction(() =>
        Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer')),
      );
      await publicPage.shows(page);
      await page.waitForLoadState('networkidle');
      expect(problems, problems.join('\n')).toEqual([]);
      // The page's data came with it: the browser asks only for what the server does not render
      // (the site config, page-view analytics).
      const dataCalls = apiCalls.filter((call) => !/^\/api\/(config$|analytics\/)/.test(call));
      expect(dataCalls, dataCalls.join('\n')).toEqual([]);
    });
  }

  test('a rendered page hydrates with the texts the server wrote: no Intl formatter is built', async ({ browser }) => {
    // The browser's first Intl formatter starts ICU: the longest task of a hydration on a phone (issue #20,
    // decision 043). Every formatter, collator and locale method a page's scripts call is counted. A reader
    // on the venues' clock: one elsewhere gets the page anew on their clock after hydration (decision 060).
    const context = await browser.newContext({ timezoneId: 'Europe/Riga' });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const calls: string[] = ((window as unknown as { intlCalls: string[] }).intlCalls = []);
      const intl = Intl as unknown as Record<string, object>;
      for (const name of ['DateTimeFormat', 'NumberFormat', 'RelativeTimeFormat', 'Collator']) {
        intl[name] = new Proxy(intl[name]!, {
          construct: (target, args, newTarget) => (
            calls.push(name),
            Reflect.construct(target as never, args, newTarget)
          ),
          apply: (target, self, args) => (calls.push(name), Reflect.apply(target as never, self, args)),
        });
      }
      for (const [proto, name] of [
        [String.prototype, 'localeCompare'],
        [Number.prototype, 'toLocaleString'],
        [Date.prototype, 'toLocaleString'],
        [Date.prototype, 'toLocaleDateString'],
        [Date.prototype, 'toLocaleTimeString'],
      ] as const) {
        const original = (proto as unknown as Record<string, (...args: unknown[]) => unknown>)[name]!;
        Object.defineProperty(proto, name, {
          value: function (this: unknown, ...args: unknown[]) {
            calls.push(name);
            return original.apply(this, args);
          },
        });
      }
    });
    for (const publicPage of pages) {
      await page.goto(publicPage.path(publicPage.name === 'market ad' ? await firstAdPath(page) : ''));
      await publicPage.shows(page);
      // Hydrated, live updates attached, the first minute's re-renders done: still none.
      await page.waitForLoadState('networkidle');
      const calls = await page.evaluate(() => (window as unknown as { intlCalls: string[] }).intlCalls);
      // The standings rank riders with equal points by name in the language's order (the domain's ranking,
      // the same code as the server's): the one collator left on a public page (decision 043).
      const expected = publicPage.name === 'standings' ? calls.filter((call) => call === 'localeCompare') : [];
      expect(calls, publicPage.name).toEqual(expected);
    }
    await context.close();
  });

  test('the reader’s time zone goes to the server for the next pages', async ({ browser }) => {
    // A reader on the venues' clock gets it written when the page is hidden or left, not while it loads:
    // finding the zone starts ICU (decision 043). One on another clock gets the page moved to theirs after
    // hydration, and the cookie with it (decision 060).
    for (const [timezoneId, atOnce] of [
      ['Europe/Riga', false],
      ['Asia/Tokyo', true],
    ] as const) {
      const context = await browser.newContext({ timezoneId, locale: 'en-GB' });
      const page = await context.newPage();
      const zoneCookie = async () => (await context.cookies()).find((cookie) => cookie.name === 'tz')?.value;
      await page.goto(stage);
      await page.waitForLoadState('networkidle');
      expect(await zoneCookie()).toBe(atOnce ? timezoneId : undefined);
      await page.goto('/market');
      expect(await zoneCookie()).toBe(timezoneId);
      await context.close();
    }
  });

  test('a rendered page asks for its scripts after its first paint, and they take it over', async ({ page }) => {
    // On a phone's slow link the results must not wait for ~150 KB of scripts sharing the connections
    // with the stylesheets (issue #20, decision 042). The Content-Security-Policy lets the loader run.
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.goto(`/competitions/demo/baltic-cup-${new Date().getFullYear()}/round-1-sigulda/results`);
    // Resource timing: the first script is asked for only once every stylesheet has arrived (the page
    // can paint), not alongside them.
    const timing = await page.evaluate(() => {
      const assets = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return {
        stylesheetsIn: Math.max(...assets.filter((a) => /\/assets\/.*\.css$/.test(a.name)).map((a) => a.responseEnd)),
        firstScript: Math.min(...assets.filter((a) => /\/assets\/.*\.js$/.test(a.name)).map((a) => a.startTime)),
      };
    });
    expect(Number.isFinite(timing.stylesheetsIn) && Number.isFinite(timing.firstScript)).toBe(true);
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.stylesheetsIn);
    // Each module preload a script adds costs a phone's main thread a few ms (decision 048): the page asks
    // ahead only for React DOM and its route's own chunks, and nothing else adds preloads while it starts
    // (the module loader fetches the chunks' imports by itself).
    const listed = await page.evaluate(() =>
      document.querySelector<HTMLScriptElement>('script[data-preload]')!.dataset.preload!.split(' '),
    );
    expect(listed).toContainEqual(expect.stringMatching(/^\/assets\/results-page-.*\.js$/));
    expect(listed.length).toBeLessThanOrEqual(4);
    // The loader adds its links two per task: polled, not read once.
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')]
            .map((link) => new URL(link.href).pathname)
            .sort(),
        ),
      )
      .toEqual([...listed].sort());
    // Taken over: the Classes / Ranking table switch answers.
    await page.getByRole('button', { name: 'Ranking table' }).click();
    await expect(page.getByRole('button', { name: 'Ranking table' })).toHaveAttribute('aria-pressed', 'true');
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('a standings section closed in this tab stays closed after a reload, without a hydration mismatch', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const hydrated = () =>
      page.waitForFunction(() =>
        Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer')),
      );
    const expert = page.getByRole('button', { name: /^Expert/ });
    await page.goto('/competitions/demo/baltic-cup-2026');
    await hydrated();
    await expect(expert).toHaveAttribute('aria-expanded', 'true');
    await expert.click();
    await expect(expert).toHaveAttribute('aria-expanded', 'false');
    // The server renders every section open; the browser closes what this tab closed after hydrating.
    await page.reload();
    await hydrated();
    await expect(expert).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', { name: /^Clubman/ })).toHaveAttribute('aria-expanded', 'true');
    await page.waitForLoadState('networkidle');
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('a language chosen in the browser is the next page’s language on the server', async ({ page }) => {
    await page.goto(stage);
    await page.waitForFunction(() =>
      Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer')),
    );
    await page.getByRole('combobox', { name: 'Language' }).selectOption('lv');
    await expect(page.locator('html')).toHaveAttribute('lang', 'lv');
    const html = await (await page.request.get(`${stage}/results`)).text();
    expect(html).toContain('<html lang="lv"');
    expect(html).toContain('Rezultāti');
  });

  test('a page hydrates at the moment it was rendered, then shows the reader’s time', async ({ page }) => {
    // The browser's clock runs two years ahead of the server's: the ad's "posted … ago" and the results'
    // automatic DNF would read differently on the two sides without it (minutes apart were enough for
    // a fresh ad: a flaky hydration mismatch).
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const ad = await firstAdPath(page);
    await page.clock.install({ time: Date.now() + 730 * 86_400_000 });
    for (const path of [ad, `${stage}/results`]) {
      await page.goto(path);
      await page.waitForFunction(() =>
        Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer')),
      );
      await page.waitForLoadState('networkidle');
      expect(problems, `${path}: ${problems.join('\n')}`).toEqual([]);
      // Hydrated, the page moves to the reader's clock: the footer's year is the browser's.
      await expect(page.locator('footer')).toContainText(`© ${new Date().getFullYear() + 2}`);
    }
  });

  test('a reader in another time zone than the server gets no mismatch and sees the venue’s clock', async ({
    browser,
  }) => {
    const context = await browser.newContext({ timezoneId: 'Asia/Tokyo', locale: 'en-GB' });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    for (const publicPage of pages) {
      await page.goto(publicPage.path(publicPage.name === 'market ad' ? await firstAdPath(page) : ''));
      await page.waitForFunction(() =>
        Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer')),
      );
      await publicPage.shows(page);
      await page.waitForLoadState('networkidle');
      expect(problems, `${publicPage.name}: ${problems.join('\n')}`).toEqual([]);
    }
    // Tokyo is not the venue's clock: the venue's zone is named.
    await page.goto(stage);
    await expect(page.getByTestId('stage-header')).toContainText(/09:00.*EET/);
    await context.close();
  });
});
