import { type Page, type Route } from '@playwright/test';
import { expect, test } from './test';

/**
 * Parts of the public pages whose code loads on first use (issue #20, decision 038): menus, a stage
 * cell's card, the market's filters. A visitor's first click, key or keystroke must do what it always
 * did, also while that code is still on its way.
 */
const championship = `/competitions/demo/baltic-cup-${new Date().getFullYear()}`;

/** Opens a server-rendered page and waits until the app has taken it over (its page view is sent then). */
async function openPage(page: Page, path: string, scripts: string[] = []) {
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const taken = page.waitForRequest((request) => request.url().endsWith('/api/analytics/page-views'));
  await page.goto(path);
  await taken;
}

/** Holds back the scripts whose file name matches `name` until `release()`. */
async function holdScripts(page: Page, name: RegExp) {
  const held: Route[] = [];
  let released = false;
  await page.route(name, (route) => (released ? route.continue() : void held.push(route)));
  return {
    requested: () => held.length > 0,
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

test.skip(({ isMobile }) => isMobile, 'keyboard and pointer details; the phone taps are in their own specs');

test('the results page loads its export menus on the first click or key, and the focus behaves as in a menu', async ({
  page,
}) => {
  const scripts: string[] = [];
  await openPage(page, `${championship}/round-2-tartu/results`, scripts);
  expect(scripts.filter((path) => /on-demand-menu-parts|class-export-items/.test(path))).toEqual([]);

  // By keyboard: Enter opens it, Escape closes it and the focus is back on the button.
  const exportButton = page.getByRole('button', { name: 'Export', exact: true });
  await exportButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'PDF (official document)' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: 'PDF (official document)' })).toBeHidden();
  await expect(exportButton).toBeFocused();

  // A class's menu by mouse: its items come with it.
  await page.getByRole('button', { name: 'Export Expert', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'CSV' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Excel (XLSX)' })).toBeVisible();
  expect(scripts.some((path) => /class-export-items/.test(path))).toBe(true);
});

test('a click on a menu while its code is on its way opens the menu once it is there', async ({ page }) => {
  await openPage(page, `${championship}/round-2-tartu/results`);
  const held = await holdScripts(page, /on-demand-menu-parts/);
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await expect.poll(held.requested).toBe(true);
  await expect(page.getByRole('button', { name: 'Export', exact: true })).toHaveAttribute('data-loading', 'true');
  await held.release();
  await expect(page.getByRole('menuitem', { name: 'PDF (official document)' })).toBeVisible();
});

test('a stage cell opens its card from the keyboard, and the focus stays on the cell', async ({ page }) => {
  await openPage(page, championship);
  const cell = page.locator('[data-testid^="standings-class-"] button[data-status]').first();
  await cell.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('stage-cell-card')).toBeVisible();
  await expect(cell).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('stage-cell-card')).toBeHidden();
});

test('the market filters: what is clicked before their code arrives is not lost', async ({ page }) => {
  // A click on a list opens it (the code is not there yet).
  await openPage(page, '/market');
  const heldAgain = await holdScripts(page, /filter-fields-loaded/);
  await page.getByRole('combobox', { name: 'Category' }).click();
  await expect.poll(heldAgain.requested).toBe(true);
  await heldAgain.release();
  await page.getByRole('listbox').getByRole('option', { name: 'Bikes' }).click();
  await expect(page).toHaveURL(/category=bikes/);
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('Bikes');
});
