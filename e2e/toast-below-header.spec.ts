import { expect, test } from './test';
import { signIn } from './support';

/**
 * The "Saved" toast sits below the header, never over its links (issue #37 point 18: it covered the
 * header's Market link for its 1.5 s), on a phone and a desktop.
 */
test('the Saved toast leaves the header and its links uncovered', async ({ page }) => {
  await signIn(page, 'rider@trialhub.demo');
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit' }).click();
  const name = page.getByRole('textbox', { name: /display name/i });
  await name.fill(`${await name.inputValue()}`);
  await page.getByRole('button', { name: 'Save' }).click();
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'Saved' });
  await expect(toast).toBeVisible();
  const header = (await page.locator('header').first().boundingBox())!;
  const box = (await toast.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
  // The toasts' containers take no more than their toasts: the page under them still answers taps.
  const hit = await page.evaluate(() => {
    const el = document.elementFromPoint(window.innerWidth / 2, window.innerHeight - 40);
    return el?.closest('.mantine-Notifications-root') ? 'notifications' : 'page';
  });
  expect(hit).toBe('page');
});
