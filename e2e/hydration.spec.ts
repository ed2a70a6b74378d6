import type { Browser, BrowserContext, Page, Response } from '@playwright/test';
import { expect, test } from './test';
import { publicPagePaths } from '../bench/route-js';

/**
 * Every public page hydrates without a mismatch, in the language and on the clock its reader will see
 * (issue #37 points 2 and 13): for each language, each way a reader chose it — the menu (cookie), a
 * choice kept in the browser's storage only (cookies cleared, or chosen before the cookie existed),
 * a `?lng=` link — and each viewer time zone. The text the server sent is the text shown once React has
 * the page: no page in the browser's language that turns Latvian, no zone name that appears or goes.
 *
 * One browser, a context per reader. On a phone every page × language × way in Tokyo (a zone whose clock
 * is not the venues': the server does not know it on a first visit); on both projects every page and
 * language in Tokyo and the pages that show times in every zone, each language one way (the ways rotate
 * so each zone sees all three). The full product (216 page loads per project) took over 6 minutes here.
 */

type Language = 'en' | 'lv' | 'et';
type Way = 'dropdown' | 'stored' | 'query';
type PageName = keyof ReturnType<typeof publicPagePaths>;

const languages: Language[] = ['en', 'lv', 'et'];
const ways: Way[] = ['dropdown', 'stored', 'query'];
/** A React hydration error, in development or production wording (#418 text, #423 root, #425 text). */
const HYDRATION_ERROR = /hydrat|#41[89]|#42[35]|errors\/41[89]|errors\/42[35]/i;
/** Pages that show times (a stage's, an ad's): every zone. */
const timedPages: PageName[] = ['home', 'stage', 'results', 'ad'];

let paths: ReturnType<typeof publicPagePaths>;

test.beforeAll(async ({ request }) => {
  const ads = (await (await request.get('/api/market/ads')).json()) as { items: { id: string }[] };
  paths = publicPagePaths(ads.items[0]!.id);
});

/** A reader's browser: English by its own settings, in `timezoneId`; `stored` keeps a language in localStorage. */
async function reader(browser: Browser, baseURL: string, timezoneId: string, stored?: Language) {
  return browser.newContext({
    timezoneId,
    locale: 'en-GB',
    storageState: {
      cookies: [],
      origins: stored ? [{ origin: baseURL, localStorage: [{ name: 'i18nextLng', value: stored }] }] : [],
    },
  });
}

/** Where two texts part: "… sent | shown". */
function difference(sent: string, shown: string): string {
  let at = 0;
  while (at < sent.length && sent[at] === shown[at]) at++;
  const from = Math.max(0, at - 40);
  return `…${sent.slice(from, at + 40)}… became …${shown.slice(from, at + 40)}…`;
}

/** Opens `path` and checks its hydration; returns what went wrong, empty when nothing did. */
async function visit(page: Page, path: string, language: Language, zone: string): Promise<string[]> {
  const problems: string[] = [];
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === 'error' && HYDRATION_ERROR.test(message.text())) problems.push(message.text());
  };
  const onError = (error: Error) => {
    if (HYDRATION_ERROR.test(`${error.message}\n${error.stack}`)) problems.push(error.message);
  };
  let served: Response | undefined;
  const onResponse = (response: Response) => {
    if (response.request().isNavigationRequest() && response.frame() === page.mainFrame()) served = response;
  };
  page.on('console', onConsole);
  page.on('pageerror', onError);
  page.on('response', onResponse);
  try {
    await page.goto(path);
    // Hydrated to the last Suspense boundary, and whatever the browser does after it done: React's work is
    // a chain of tasks, so the main thread is idle only once it is all done.
    await page.evaluate(async () => {
      for (let i = 0; i < 2; i++) await new Promise((resolve) => requestIdleCallback(resolve));
    });
    const sent = await served!.text();
    const zoneSent = /(?:^|;\s*)tz=/.test((await served!.request().headerValue('cookie')) ?? '');
    const shown = await page.evaluate(async (html) => {
      // What a page shows: the text of its visible elements (a closed accordion's panel is not read).
      const visibleText = (root: HTMLElement | null) => {
        const parts: string[] = [];
        const walker = root!.ownerDocument.createTreeWalker(root!, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode())
          if (node.parentElement?.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions))
            parts.push(node.textContent ?? '');
        // An age ("48 minutes ago", "pirms 48 minūtēm", "48 minuti eest") moves on with the reader's clock
        // once hydrated: its number is not compared.
        return parts
          .join(' ')
          .replace(/\s+/g, ' ')
          .replace(/\b\d+(?= \p{L}+ (?:ago|eest)\b)|(?<=\bpirms )\d+/gu, '#')
          .trim();
      };
      // The page as the server sent it, laid out with its stylesheets and no script, at this screen's width.
      const frame = document.createElement('iframe');
      frame.style.cssText = `position:fixed;left:-20000px;top:0;width:${innerWidth}px;height:${innerHeight}px;border:0`;
      frame.srcdoc = html
        .replace(/<script\b[\s\S]*?<\/script>/g, '')
        .replace('<head>', `<head><base href="${location.origin}/">`);
      const loaded = new Promise((resolve) => (frame.onload = resolve));
      document.body.append(frame);
      await loaded;
      const server = frame.contentDocument!;
      const result = {
        serverLang: server.documentElement.lang,
        lang: document.documentElement.lang,
        server: visibleText(server.getElementById('root')),
        browser: visibleText(document.getElementById('root')),
        rendered: html.includes('id="ssr-data"'),
      };
      frame.remove();
      return result;
    }, sent);
    if (shown.rendered) {
      if (shown.serverLang !== language) problems.push(`the server rendered ${shown.serverLang}, not ${language}`);
      // A viewer the server could not place (no zone cookie yet) may see times move to their clock.
      const sameClock = zoneSent || ['Europe/Riga', 'Europe/Tallinn'].includes(zone);
      if (sameClock && shown.server !== shown.browser)
        problems.push(`the page changed after hydration: ${difference(shown.server, shown.browser)}`);
    }
    if (shown.lang !== language) problems.push(`shown in ${shown.lang}, not ${language}`);
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onError);
    page.off('response', onResponse);
  }
  return problems;
}

/** Visits each page as a reader who chose `language` the `way` given; collects every problem. */
async function walk(
  context: BrowserContext,
  pages: PageName[],
  language: Language,
  way: Way,
  zone: string,
): Promise<string[]> {
  const page = await context.newPage();
  const problems: string[] = [];
  if (way === 'dropdown') {
    await page.goto(paths.home);
    const select = page.getByRole('combobox', { name: /Language|Valoda|Keel/ });
    if (language !== 'en') {
      // A tap first, as a reader's: the page then keeps their clock for the next pages (the `tz` cookie).
      await page.locator('footer').click({ position: { x: 2, y: 2 } });
      await select.selectOption(language);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
    }
  }
  for (const name of pages) {
    // Stored only: no cookie at all, as after clearing them (the language then is only in localStorage).
    // A ?lng= link: a first visit.
    if (way !== 'dropdown') await context.clearCookies();
    const path = way === 'query' ? `${paths[name]}?lng=${language}` : paths[name];
    for (const problem of await visit(page, path, language, zone)) problems.push(`${name} ${path}: ${problem}`);
  }
  await page.close();
  return problems;
}

const zones = ['Asia/Tokyo', 'UTC', 'Europe/Riga', 'Europe/Tallinn'];
for (const [z, zone] of zones.entries()) {
  test(`every public page hydrates as the server rendered it for a reader in ${zone}`, async ({
    browser,
    baseURL,
    isMobile,
  }) => {
    const pages = zone === 'Asia/Tokyo' ? (Object.keys(paths) as PageName[]) : timedPages;
    const problems: string[] = [];
    for (const [l, language] of languages.entries()) {
      // On a phone every way in Tokyo; elsewhere each language one way, each way in every zone and project.
      const every = z === 0 && isMobile;
      for (const way of every ? ways : [ways[(l + z) % ways.length]!]) {
        const context = await reader(browser, baseURL!, zone, way === 'stored' ? language : undefined);
        for (const problem of await walk(context, pages, language, way, zone))
          problems.push(`[${language}, ${way}] ${problem}`);
        await context.close();
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
