import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './test';
import { apiAs, createRaceDay, signIn } from './support';

/** A signed-in API session of a demo account takes a place on the stage's waiting list (the join form's body). */
async function joinWaitlist(request: APIRequestContext, baseURL: string, email: string, stageId: string, name: string) {
  const call = await apiAs(request, baseURL, email);
  await call('post', `/api/stages/${stageId}/waitlist`, {
    form: {
      ...{ name, racingNumber: null, racingClass: 'Open', birthDate: '1991.02.03', bike: null, license: null },
      ...{ clubId: null, gender: 'male', team: null },
    },
  });
  return call;
}

test('the secretary reorders and removes waiting riders; a freed place goes by the new order', async ({
  page,
  baseURL,
  playwright,
}) => {
  const contexts = await Promise.all([1, 2, 3, 4].map(() => playwright.request.newContext({ baseURL })));
  const [secretaryContext, riderContext, rider2Context, judgeContext] = contexts as [
    APIRequestContext,
    APIRequestContext,
    APIRequestContext,
    APIRequestContext,
  ];
  const { stageId, path, ids } = await createRaceDay(secretaryContext, baseURL!, 'wltools', { riders: 1 });
  const secretary = await apiAs(secretaryContext, baseURL!, 'secretary@trialhub.demo');
  await secretary('put', `/api/stages/${stageId}/entry-limits`, { rules: { classLimits: { Open: 1 } } });
  // Three riders wait, in the order they asked: Rihards, Kertu, Jānis.
  const rider = await joinWaitlist(riderContext, baseURL!, 'rider@trialhub.demo', stageId, 'Rihards Waiting');
  await joinWaitlist(rider2Context, baseURL!, 'rider2@trialhub.demo', stageId, 'Kertu Waiting');
  await joinWaitlist(judgeContext, baseURL!, 'judge@trialhub.demo', stageId, 'Jānis Waiting');

  await signIn(page, 'secretary@trialhub.demo');
  await page.goto(`${path}/signon`);
  const manager = page.getByTestId('waitlist-manager');
  const rows = manager.getByTestId('waitlist-row');
  await expect(rows).toHaveText([/1\. Rihards Waiting/, /2\. Kertu Waiting/, /3\. Jānis Waiting/]);

  // Kertu moves up past Rihards.
  await manager.getByRole('button', { name: 'Move Kertu Waiting up' }).click();
  await expect(rows).toHaveText([/1\. Kertu Waiting/, /2\. Rihards Waiting/, /3\. Jānis Waiting/]);
  // Jānis is taken off the list (after the confirmation).
  page.once('dialog', (dialog) => void dialog.accept());
  await manager.getByRole('button', { name: 'Take Jānis Waiting off the waiting list' }).click();
  await expect(rows).toHaveText([/1\. Kertu Waiting/, /2\. Rihards Waiting/]);
  const judgeWaiting = await judgeContext.get(`/api/stages/${stageId}/waitlist/me`);
  expect(judgeWaiting.status()).toBe(404);

  // The one entry is removed: the freed place goes to Kertu (first in the new order), Rihards waits first.
  const removed = await secretaryContext.delete(`/api/stages/${stageId}/participants/${ids[0]}`, {
    headers: { origin: baseURL! },
  });
  expect(removed.status()).toBe(204);
  await page.reload();
  await expect(rows).toHaveText([/1\. Rihards Waiting/]);
  // The desk lists the entries: Kertu is entered now, Rihards is not.
  await expect(page.getByRole('button', { name: 'Kertu Waiting · Open' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rihards Waiting · Open' })).toHaveCount(0);
  expect(await rider('get', `/api/stages/${stageId}/waitlist/me`)).toMatchObject({ position: 1 });
  await Promise.all(contexts.map((c) => c.dispose()));
});
