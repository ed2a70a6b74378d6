import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './test';
import { adminApi, demoStages } from './support';

/** Only the demo championship's cards: other specs may have published stages of their own. */
const demoCards = (area: Locator) => area.getByTestId('stage-card').filter({ hasText: /Baltic Trial Cup/ });

test.describe('home: the competitions list', () => {
  test('shows upcoming stages first and past ones under Previous competitions, grouped by year', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Competitions' })).toBeVisible();
    const upcoming = page.getByTestId('upcoming');
    await expect(demoCards(upcoming)).toHaveCount(2);
    // Sorted by start date: today's stage before the one in three weeks.
    await expect(demoCards(upcoming).nth(0)).toContainText(demoStages.today);
    await expect(demoCards(upcoming).nth(1)).toContainText(demoStages.upcomingOpenFree);
    await expect(upcoming.getByText('Place to be defined')).toBeVisible();
    await expect(upcoming.getByText(/Registration till/).first()).toBeVisible();

    const previous = page.getByTestId('previous');
    await expect(previous.getByText('Previous competitions')).toBeVisible();
    const cards = demoCards(previous);
    await expect(cards).toHaveCount(2);
    // Newest first.
    await expect(cards.nth(0)).toContainText(demoStages.pastRecent);
    await expect(cards.nth(1)).toContainText(demoStages.pastOld);
    await expect(page.getByText(demoStages.draft)).toHaveCount(0);
  });

  test('a card opens its stage page address', async ({ page }) => {
    await page.goto('/');
    const card = page
      .getByTestId('upcoming')
      .getByTestId('stage-card')
      .filter({ hasText: demoStages.upcomingOpenFree });
    await expect(card).toHaveAttribute('href', /^\/competitions\/demo\/baltic-cup-\d{4}\/round-4-parnu-open$/);
  });

  test('updates live when a stage is published, edited and unpublished', async ({ page, request, baseURL }) => {
    const admin = await adminApi(request, baseURL!);
    await page.goto('/');
    await expect(demoCards(page.getByTestId('upcoming'))).toHaveCount(2);
    let fetchedStages = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/stages')) fetchedStages++;
    });

    await admin.patchStage('demo-stage-5', { status: 'published' });
    await expect(page.getByText(demoStages.draft)).toBeVisible();
    await admin.patchStage('demo-stage-5', { title: 'Season final — Rīga' });
    await expect(page.getByText('Season final — Rīga')).toBeVisible();
    await admin.patchStage('demo-stage-5', { status: 'draft', title: demoStages.draft });
    await expect(page.getByText('Season final — Rīga')).toHaveCount(0);
    await expect(demoCards(page.getByTestId('upcoming'))).toHaveCount(2);
    // Pushed data, not invalidations: the page never refetched the list.
    expect(fetchedStages).toBe(0);
  });

  // The home page comes with its list from the server (decision 036); the browser loads the list itself
  // when it gets to home from another page.
  const openHomeFromAnotherPage = async (page: Page) => {
    await page.goto('/about');
    await page.getByRole('link', { name: 'TrialHub' }).first().click();
  };

  test('shows the error state when the list cannot load', async ({ page }) => {
    await page.route('**/api/stages', (route) => route.fulfill({ status: 500, body: '{}' }));
    await openHomeFromAnotherPage(page);
    await expect(page.getByText('Error loading')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Something went wrong. Please refresh and try again.')).toBeVisible();
  });

  test('shows a skeleton while a slow list loads', async ({ page }) => {
    await page.route('**/api/stages', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await openHomeFromAnotherPage(page);
    await expect(page.getByTestId('home-skeleton')).toBeVisible();
    await expect(page.getByTestId('upcoming')).toBeVisible();
    await expect(page.getByTestId('home-skeleton')).toHaveCount(0);
  });
});

test.describe('stage page', () => {
  test('a home card opens its stage: header, bar, classes and sponsors', async ({ page }) => {
    await page.goto('/');
    await demoCards(page.getByTestId('upcoming')).filter({ hasText: demoStages.today }).click();
    await expect(page).toHaveURL(/\/competitions\/demo\/baltic-cup-\d{4}\/round-3-cesis$/);
    await expect(page.getByRole('heading', { level: 1, name: demoStages.today })).toBeVisible();
    await expect(page.getByText('Organiser: Demo Motoclub')).toBeVisible();
    await expect(page.getByTestId('stage-bar').getByRole('link', { name: 'Participants' })).toBeVisible();
    await expect(page.getByText('Race sponsors')).toBeVisible();
    const sponsor = page.getByTestId('sponsors').getByRole('link', { name: 'Moto Baltija' });
    await expect(sponsor).toHaveAttribute('href', 'https://example.com/moto-baltija');
    const box = await sponsor.getByRole('img').boundingBox();
    expect(box?.width).toBeLessThanOrEqual(140);
    expect(box?.height).toBeLessThanOrEqual(100);
  });

  test('results link only once the stage has started; registration info while it is ahead', async ({ page }) => {
    await page.goto('/');
    await demoCards(page.getByTestId('upcoming')).filter({ hasText: demoStages.upcomingOpenFree }).click();
    await expect(page.getByTestId('registration-info')).toHaveText(/^Registration till /);
    await expect(page.getByTestId('stage-bar').getByRole('link', { name: 'Results' })).toHaveCount(0);
    await page.goto('/');
    await demoCards(page.getByTestId('previous')).filter({ hasText: demoStages.pastRecent }).click();
    await expect(page.getByTestId('stage-bar').getByRole('link', { name: 'Results' })).toBeVisible();
    await expect(page.getByTestId('registration-info')).toHaveCount(0);
  });

  test('a wrong address says so', async ({ page }) => {
    await page.goto('/competitions/demo/no-cup/no-stage?lng=lv');
    // The spec's 'No championship found. Please check the link', as the page's heading and line.
    await expect(page.getByRole('heading', { level: 1, name: 'Čempionāts nav atrasts' })).toBeVisible();
    await expect(page.getByText('Lūdzu, pārbaudiet saiti.')).toBeVisible();
  });
});
