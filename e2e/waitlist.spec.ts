import { expect, test } from './test';
import { apiAs, createRaceDay, signIn } from './support';

test('on a phone, a rider meets a full class, takes a place on the waiting list and sees it; a cancellation enters them', async ({
  page,
  request,
  baseURL,
  playwright,
  browser,
}) => {
  const { stageId, path, ids } = await createRaceDay(request, baseURL!, 'waitlist', { riders: 1 });
  const secretaryContext = await playwright.request.newContext({ baseURL });
  await apiAs(secretaryContext, baseURL!, 'secretary@trialhub.demo');
  // The secretary limits the class to one rider on the sign-on page (phone).
  const desk = await (await browser.newContext({ viewport: { width: 360, height: 640 }, isMobile: true })).newPage();
  await signIn(desk, 'secretary@trialhub.demo');
  await desk.goto(`${path}/signon`);
  const limits = desk.getByTestId('entry-limits');
  await limits.getByRole('textbox', { name: 'Open' }).fill('1');
  await limits.getByRole('button', { name: 'Save' }).click();
  await expect
    .poll(async () => (await (await secretaryContext.get(`/api/stages/${stageId}/entry-limits`)).json()).rules)
    .toMatchObject({ classLimits: { Open: 1 } });

  await signIn(page, 'rider@trialhub.demo');
  await page.goto(path);
  await page.getByRole('button', { name: 'Join' }).click();
  const dialog = page.getByRole('dialog');
  // Picked again if the list closed under the tap (a loaded phone: the pick did not always take).
  await expect(async () => {
    await dialog.getByRole('combobox', { name: 'Class' }).click();
    await page.getByRole('option', { name: 'Open', exact: true }).click({ timeout: 5_000 });
    await expect(dialog.getByRole('combobox', { name: 'Class' })).toHaveValue('Open', { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await dialog.getByRole('button', { name: 'Join' }).click();
  const offer = dialog.getByTestId('waitlist-offer');
  await expect(offer).toContainText('This class is full.');
  await offer.getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(page.getByTestId('waiting-place')).toContainText('Waiting list: place 1 (Open)');

  await desk.reload();
  await expect(desk.getByTestId('signon-waiting')).toContainText('1. Rihards Braucējs (Open)');

  // The secretary removes the one entry: the place goes to the rider, who is now entered.
  const removed = await secretaryContext.delete(`/api/stages/${stageId}/participants/${ids[0]}`, {
    headers: { origin: baseURL! },
  });
  expect(removed.status()).toBe(204);
  await page.reload();
  await expect(page.getByText('You are joined')).toBeVisible();
  await expect(page.getByTestId('waiting-place')).toHaveCount(0);
  // The desk's waiting list names them no more; the class counts one entry.
  await desk.reload();
  await expect(desk.getByTestId('signon-waiting')).toHaveCount(0);
  await expect(desk.getByTestId('signon-class')).toContainText('0 of 1');
  await secretaryContext.dispose();
  await desk.context().close();
});
