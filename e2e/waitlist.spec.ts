import { expect, test } from './test';
import { apiAs, createRaceDay, signIn } from './support';

test('on a phone, a rider meets a full class, takes a place on the waiting list and sees it; a cancellation enters them', async ({
  page,
  request,
  baseURL,
  playwright,
}) => {
  const { stageId, path, ids } = await createRaceDay(request, baseURL!, 'waitlist', { riders: 1 });
  const secretaryContext = await playwright.request.newContext({ baseURL });
  const secretary = await apiAs(secretaryContext, baseURL!, 'secretary@trialhub.demo');
  await secretary('put', `/api/stages/${stageId}/entry-rules`, { rules: { classLimits: { Open: 1 } } });

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

  // The secretary removes the one entry: the place goes to the rider, who is now entered.
  const removed = await secretaryContext.delete(`/api/stages/${stageId}/participants/${ids[0]}`, {
    headers: { origin: baseURL! },
  });
  expect(removed.status()).toBe(204);
  await page.reload();
  await expect(page.getByText('You are joined')).toBeVisible();
  await expect(page.getByTestId('waiting-place')).toHaveCount(0);
  await secretaryContext.dispose();
});
