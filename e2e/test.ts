import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Playwright's `test`, with `page.goto` and `page.reload` waiting, on a server-rendered page, until React
 * has taken it over (`<html data-hydrated>`, main.tsx). A rendered page shows its content before its
 * scripts load (they load after its first paint, decision 042), so a button seen is not yet a button
 * that answers; a user who taps too early has the tap replayed once React is there, a test must wait.
 * Pages without JavaScript (the no-JS tests) and the browser-rendered app are left as they are.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const untilHydrated = async () => {
        if ((await page.locator('#ssr-data').count()) === 0) return;
        await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
      };
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
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
    }
    await use(page);
  },
});
