import { expect, test } from './test';
import { keepLanguage, signIn } from './support';

/**
 * Date and time fields read in the page's language, not the browser's (issue #38 leftovers): an en-US
 * browser's native inputs would show 12/02/2026 and 09:00 AM on a Latvian page. Typing and the browser's
 * own picker both set the field.
 */
test('an en-US browser on a Latvian, Estonian and English page: the stage times in the page language, typed or picked', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await signIn(page, 'admin@trialhub.demo');
  const path = `/championship/demo/baltic-cup-${new Date().getFullYear()}/round-3-cesis`;
  const formats = { lv: /^\d{2}\.\d{2}\.\d{4}\. \d{2}:\d{2}$/, et: /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/ };
  for (const [lng, format] of Object.entries(formats)) {
    await keepLanguage(page, lng);
    await page.goto(path);
    await expect(page.getByRole('textbox', { name: lng === 'lv' ? /^Sākas/ : /^Algab/ })).toHaveValue(format);
  }
  await keepLanguage(page, 'en');
  await page.goto(path);
  const starts = page.getByRole('textbox', { name: /^Starts/ });
  await expect(starts).toHaveValue(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);

  // Typed as on a phone's number pad: written out in the page's style once the field is left.
  const start = page.getByTestId('racing-class').first().getByLabel('Start', { exact: true });
  await start.fill('1430');
  await start.blur();
  await expect(start).toHaveValue('14:30');
  await start.fill('25:00');
  await start.blur();
  await expect(page.getByText('Use the format hh:mm')).toBeVisible();
  // Picked with the browser's picker (the native field behind the clock button): shown the same way.
  await page.getByTestId('racing-class').first().locator('input[type="time"]').first().fill('09:05');
  await expect(start).toHaveValue('09:05');
  await expect(page.getByText('Use the format hh:mm')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pick a time' }).first()).toBeVisible();
  await context.close();
});
