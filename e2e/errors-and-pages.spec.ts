import { expect, test } from './test';

test.describe('error screens', () => {
  test('an unknown route shows the 404 screen with a Home link, answered as a 404 nobody indexes', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response!.status()).toBe(404);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page).toHaveTitle('Page not found | TrialHub');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('Sorry, we could not find the page you are looking for.')).toBeVisible();
    await page.getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Competitions' })).toBeVisible();
  });

  test('/401 explains and offers the way home, in Latvian too', async ({ page }) => {
    await page.goto('/401');
    await expect(page.getByText('Sorry, you cannot access this page.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
    await page.goto('/401?lng=lv');
    await expect(page.getByText('Atvainojiet, jums nav piekļuves šai lapai.')).toBeVisible();
  });

  test('a mistyped championship address says so at once and offers the way home', async ({ page }) => {
    expect((await page.goto('/competitions/demo/no-such-cup'))!.status()).toBe(404);
    await expect(page.getByTestId('standings-not-found')).toContainText('No championship found. Please check the link');
    await page.getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Competitions' })).toBeVisible();
  });

  test('/404 in Estonian', async ({ page }) => {
    expect((await page.goto('/404?lng=et'))!.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Lehte ei leitud' })).toBeVisible();
  });
});

test.describe('static pages', () => {
  for (const [lng, about] of [
    ['en', /any trial competition/i],
    ['lv', /trial/i],
    ['et', /trial/i],
  ] as const) {
    test(`about, privacy and terms read well in ${lng}`, async ({ page }) => {
      await page.goto(`/about?lng=${lng}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('main')).toContainText(about);
      for (const path of ['/privacy', '/terms']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(3);
      }
    });
  }
});
