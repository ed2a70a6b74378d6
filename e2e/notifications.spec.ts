import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import { expect, test } from './test';
import { demoPassword, signIn } from './support';

/** E-mail notifications (issue #18): the rider's choices on the profile, and a mail's unsubscribe page. */

const ALL_ON = {
  entryChanged: true,
  entryConfirmed: true,
  resultsApproved: true,
  queryAnswered: true,
  stageReminder: true,
};

async function session(baseURL: string, email: string): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const res = await context.post('/api/auth/sign-in/email', { data: { email, password: demoPassword } });
  expect(res.ok()).toBeTruthy();
  return context;
}

test('the profile shows a checkbox per mail kind and the mail language; changes are kept', async ({
  page,
  baseURL,
}) => {
  const rider2 = await session(baseURL!, 'rider2@trialhub.demo');
  expect((await rider2.put('/api/me/notifications', { data: { language: 'en', kinds: ALL_ON } })).ok()).toBeTruthy();
  await signIn(page, 'rider2@trialhub.demo');
  await page.goto('/profile');
  const box = page.getByTestId('notification-choices');
  await expect(box.getByRole('heading', { name: 'E-mail notifications' })).toBeVisible();
  const reminder = box.getByRole('checkbox', { name: 'A reminder the day before a stage I entered' });
  await expect(reminder).toBeChecked();
  // A click, then the box's new state: the box follows the saved choice a render after the click (optimistic
  // update), which `uncheck()` checks too early for on a busy machine.
  await reminder.click();
  await expect(reminder).not.toBeChecked();
  await expect(page.getByText('Saved')).toBeVisible();
  await box.getByRole('combobox', { name: 'Language of the mails' }).selectOption('et');
  await expect
    .poll(async () => (await (await rider2.get('/api/me/notifications')).json()) as unknown)
    .toEqual({ language: 'et', kinds: { ...ALL_ON, stageReminder: false } });
  await page.reload();
  await expect(reminder).not.toBeChecked();
  await expect(box.getByRole('checkbox', { name: 'My entry is confirmed' })).toBeChecked();
  await expect(box.getByRole('combobox', { name: 'Language of the mails' })).toHaveValue('et');
  await rider2.dispose();
});

test('a mail’s unsubscribe link asks first, then stops that kind only', async ({ page, baseURL, request }) => {
  const rider = await session(baseURL!, 'rider@trialhub.demo');
  expect((await rider.put('/api/me/notifications', { data: { language: 'en', kinds: ALL_ON } })).ok()).toBeTruthy();
  const secretary = await session(baseURL!, 'secretary@trialhub.demo');
  const list = (await (await request.get('/api/stages/demo-stage-3/participants')).json()) as {
    id: string;
    name: string;
  }[];
  const riderId = list.find((p) => p.name === 'Rihards Braucējs')!.id;
  for (const status of ['Registered', 'Confirmed'])
    expect(
      (await secretary.patch(`/api/stages/demo-stage-3/participants/${riderId}/status`, { data: { status } })).ok(),
    ).toBeTruthy();
  // No SMTP server here: the mail lands in the dev outbox (local mode), sent there by the outbox worker.
  let link = '';
  await expect
    .poll(async () => {
      const html = await (await request.get('/dev/outbox')).text();
      link = /http:\/\/localhost:\d+(\/unsubscribe\/[\w-]+\.entryConfirmed\.[\w-]+\?lng=en)/.exec(html)?.[1] ?? '';
      return link;
    })
    .not.toBe('');

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Stop e-mails' })).toBeVisible();
  await expect(page).toHaveTitle('Stop e-mails | TrialHub');
  await expect(page.getByText('Stop these mails: “My entry is confirmed”?')).toBeVisible();
  // Opening the page changed nothing (mail scanners open links).
  expect(
    ((await (await rider.get('/api/me/notifications')).json()) as { kinds: typeof ALL_ON }).kinds.entryConfirmed,
  ).toBe(true);
  await page.getByRole('button', { name: 'Stop these mails' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Done. You will get no more mails of this kind: “My entry is confirmed”.',
  );
  const after = (await (await rider.get('/api/me/notifications')).json()) as { kinds: typeof ALL_ON };
  expect(after.kinds).toEqual({ ...ALL_ON, entryConfirmed: false });
  await page.reload();
  await expect(page.getByRole('status')).toHaveText('You get no mails of this kind: “My entry is confirmed”.');
  await page.goto('/unsubscribe/not-a-token');
  await expect(page.getByRole('alert')).toContainText('This link is not valid.');

  await signIn(page, 'rider@trialhub.demo');
  await page.goto('/profile');
  await expect(page.getByRole('checkbox', { name: 'My entry is confirmed' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'The secretary changes my entry' })).toBeChecked();
  await rider.dispose();
  await secretary.dispose();
});
