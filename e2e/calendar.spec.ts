import { expect, test } from './test';
import { signIn } from './support';

/** Calendars (issue #18): a stage's "Add to calendar", and a rider's private feed from the profile. */
test('a stage page adds itself to a calendar; a rider copies a private feed of their entries', async ({
  page,
  request,
}) => {
  await page.goto('/competitions/demo/baltic-cup-2026/round-3-cesis');
  const link = page.getByRole('link', { name: 'Add to calendar' });
  await expect(link).toBeVisible();
  const stageIcs = await request.get((await link.getAttribute('href'))!);
  expect(stageIcs.headers()['content-type']).toContain('text/calendar');
  const text = await stageIcs.text();
  expect(text).toContain('SUMMARY:Round 3 — Cēsis — Baltic Trial Cup 2026');
  expect(text).toMatch(/DTSTART;TZID=Europe\/Riga:\d{8}T090000/);

  await signIn(page, 'rider@trialhub.demo');
  await page.goto('/profile');
  const feed = page.getByRole('textbox', { name: 'Calendar of my entries' });
  await expect(feed).toHaveValue(/\/api\/calendar\/riders\/[\w-]+\.[\w-]+\/entries\.ics$/);
  // The address works without the session: a calendar app has none.
  const anonymous = await request.get(new URL(await feed.inputValue()).pathname, { headers: { cookie: '' } });
  expect(anonymous.ok()).toBe(true);
  expect(await anonymous.text()).toContain('BEGIN:VEVENT');
});
