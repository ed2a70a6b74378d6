import { type Browser, type Page, test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * `page.goto` and `page.reload` wait, on a server-rendered page, until React has taken it over
 * (`<html data-hydrated>`, main.tsx). A rendered page shows its content before its scripts load (they
 * load after its first paint, decision 042), so a button seen is not yet a button that answers, and a
 * link followed before is a full page load; a user who taps too early has the tap replayed once React is
 * there, a test must wait. Pages without JavaScript (the no-JS tests) and the browser-rendered app are
 * left as they are.
 */
const unwrapped = new WeakMap<Page, Pick<Page, 'goto' | 'reload'>>();

function waitingForHydration(page: Page): Page {
  if (unwrapped.has(page)) return page;
  const untilHydrated = async () => {
    if ((await page.locator('#ssr-data').count()) === 0) return;
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  unwrapped.set(page, { goto, reload });
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await untilHydrated();
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await untilHydrated();
    return response;
  };
  return page;
}

/** A page whose context runs no JavaScript (the no-JS tests): nothing will hydrate it. */
function notWaiting(page: Page): Page {
  const plain = unwrapped.get(page);
  if (plain) Object.assign(page, plain);
  unwrapped.delete(page);
  return page;
}

/** Pages of the contexts a test opens itself (a second visitor, another time zone) wait the same way. */
function contextsWaitingForHydration(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    if (options?.javaScriptEnabled !== false) {
      const newPage = context.newPage.bind(context);
      context.newPage = async () => waitingForHydration(await newPage());
    }
    return context;
  };
  return browser;
}

/** Playwright's `test`, with every page's `goto` and `reload` waiting for a rendered page's hydration. */
export const test = base.extend<object, { browser: Browser }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    // The test's own page comes from a context of the wrapped browser below, which cannot see the test's
    // options (Playwright gives them to the browser as defaults): the page is set right here.
    await use(javaScriptEnabled === false ? notWaiting(page) : waitingForHydration(page));
  },
  browser: [async ({ browser }, use) => use(contextsWaitingForHydration(browser)), { scope: 'worker' }],
});
