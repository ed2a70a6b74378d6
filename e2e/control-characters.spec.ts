import { expect, test } from './test';
import { keepLanguage, signIn } from './support';

/**
 * Issue 41 point 3: a control character in a rider's name or bike (pasted from a spreadsheet, say)
 * is refused in the join form with a message in the page's language, and nothing is sent.
 */
const texts = {
  en: { join: 'Join', name: 'Name', bike: 'Bike', message: 'Remove the invisible control characters from this text' },
  lv: {
    join: 'Pieteikties',
    name: 'Vārds',
    bike: 'Motocikls',
    message: 'Izņemiet no šī teksta neredzamās vadības rakstzīmes',
  },
  et: {
    join: 'Registreeru',
    name: 'Nimi',
    bike: 'Mootorratas',
    message: 'Eemaldage sellest tekstist nähtamatud juhtmärgid',
  },
} as const;

test('the join form refuses control characters in a name and a bike, in the page language', async ({ page }, info) => {
  // The narrowest phone the screens are checked at.
  if (info.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'rider2@trialhub.demo');
  for (const lng of ['en', 'lv', 'et'] as const) {
    const t = texts[lng];
    await keepLanguage(page, lng);
    await page.goto('/');
    await page.getByTestId('stage-card').filter({ hasText: 'Round 4 — Pärnu Open Free' }).click();
    await page.getByRole('button', { name: t.join }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: t.name, exact: true }).fill('Ieva\u0001 Kalniņa');
    await dialog.getByRole('textbox', { name: t.bike }).fill('Beta\u000b EVO');
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/participants')) sent.push(r.url());
    });
    await dialog.getByRole('button', { name: t.join }).click();
    await expect(dialog.getByText(t.message)).toHaveCount(2);
    expect(sent).toEqual([]);
    if (process.env.SCREENSHOT_DIR)
      await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/control-${info.project.name}-${lng}.png` });
    await page.keyboard.press('Escape');
  }
});
