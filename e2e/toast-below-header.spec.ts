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
  // The toast lives 1.5 s: read its place, the header's and what lies under the page's foot in the frame it shows.
  const seen = page.waitForFunction(
    () => {
      const toast = [...document.querySelectorAll('.mantine-Notification-root')].find((n) =>
        n.textContent?.includes('Saved'),
      );
      if (!toast) return null;
      const under = document.elementFromPoint(window.innerWidth / 2, window.innerHeight - 40);
      return {
        toastTop: toast.getBoundingClientRect().top,
        headerBottom: document.querySelector('header')!.getBoundingClientRect().bottom,
        pageAnswers: !under?.closest('.mantine-Notifications-root'),
      };
    },
    undefined,
    { polling: 'raf' },
  );
  await page.getByRole('button', { name: 'Save' }).click();
  const at = (await (await seen).jsonValue())!;
  expect(at.toastTop).toBeGreaterThanOrEqual(at.headerBottom);
  // The toasts' containers take no more than their toasts: the page under them still answers taps.
  expect(at.pageAnswers).toBe(true);
});
