import { type Page, expect, test } from '@playwright/test';

/** The web app manifest as Chromium itself reads it for the open page (what its install offer is made of). */
async function chromiumManifest(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const answer = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[] };
  const installable = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  return {
    url: answer.url,
    errors: answer.errors,
    installability: installable.installabilityErrors.map((e) => e.errorId),
  };
}

test.describe('which app a browser offers to install (issue #41)', () => {
  test.skip(({ browserName }) => browserName !== 'chromium', "Chromium's own manifest reading");

  test('the public site offers none; the judge pages offer the judge app, whose manifest has its own id', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
    const home = await chromiumManifest(page);
    expect(home.url).toBe('');
    expect(home.installability).toContain('no-manifest');

    await page.goto('/judge-standalone');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
    await expect
      .poll(async () => (await chromiumManifest(page)).url, { timeout: 30_000 })
      .toMatch(/\/judge\.webmanifest$/);
    const judge = await chromiumManifest(page);
    expect(judge.errors).toEqual([]);
    expect(judge.installability).not.toContain('no-manifest');
    const manifest = (await (await request.get('/judge.webmanifest')).json()) as { id: string; start_url: string };
    expect(manifest.id).toBe('/judge-standalone');
    expect(manifest.start_url).toBe('/judge-standalone?start');
  });

  test('the files browsers and crawlers guess are a 404 unless they exist, never the page with a 200', async ({
    request,
  }) => {
    for (const guessed of ['/favicon.ico', '/manifest.json', '/service-worker.js', '/manifest.webmanifest']) {
      const res = await request.get(guessed);
      expect(res.status(), guessed).toBe(404);
    }
    expect((await request.get('/favicon.svg')).status()).toBe(200);
    expect((await request.get('/sw.js')).status()).toBe(200);
    expect((await request.get('/judge.webmanifest')).headers()['content-type']).toContain('application/manifest+json');
  });
});
