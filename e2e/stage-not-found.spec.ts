import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './test';

/**
 * An address naming no stage (issue #37 point 11): a 404 page of its own with the spec's words ('No
 * championship found. Please check the link') as its title, h1 and line, in the reader's language.
 */
const texts = {
  en: { title: 'No championship found', text: 'Please check the link.', home: 'Home' },
  lv: { title: 'Čempionāts nav atrasts', text: 'Lūdzu, pārbaudiet saiti.', home: 'Sākums' },
  et: { title: 'Võistlust ei leitud', text: 'Palun kontrollige linki.', home: 'Avaleht' },
};

for (const [lng, want] of Object.entries(texts)) {
  test(`an unknown stage's page and results: 404, "${want.title}" as title and h1 (${lng})`, async ({ page }) => {
    for (const path of [
      '/competitions/demo/baltic-cup-2026/no-such-stage',
      '/competitions/demo/baltic-cup-2026/no-such-stage/results',
    ]) {
      const response = await page.goto(`${path}?lng=${lng}`);
      expect(response!.status(), path).toBe(404);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(want.title);
      await expect(page.getByTestId('stage-not-found')).toContainText(want.text);
      await expect(page).toHaveTitle(`${want.title} | TrialHub`);
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    }
    await page.getByTestId('stage-not-found').getByRole('link', { name: want.home }).click();
    await expect(page).toHaveURL(/\/$/);
  });
}
