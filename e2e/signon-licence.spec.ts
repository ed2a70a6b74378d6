import { expect, test } from './test';
import { apiAs, createRaceDay, signIn } from './support';

test('at the sign-on desk, a rider without a licence is sold a one-event licence for cash and can be signed on', async ({
  page,
  baseURL,
  playwright,
}) => {
  const secretaryContext = await playwright.request.newContext({ baseURL });
  // Entered before the stage asked for a licence: at the desk the licence is missing.
  const { stageId, path } = await createRaceDay(secretaryContext, baseURL!, 'desklicence', { riders: 1 });
  const secretary = await apiAs(secretaryContext, baseURL!, 'secretary@trialhub.demo');
  await secretary('put', `/api/stages/${stageId}/fees`, { settings: { classFees: [], otherClassesCents: 2000 } });
  await secretary('put', `/api/stages/${stageId}/entry-rules`, {
    settings: {
      requiredLicenceKinds: ['season', 'one-event'],
      oneEventLicence: { federation: 'LaMSF', adultCents: 2500, bands: [{ underAge: 16, cents: 1000 }] },
    },
  });

  await signIn(page, 'secretary@trialhub.demo');
  await page.goto(`${path}/signon`);
  await page.getByRole('button', { name: /#100 Rider desklicence 100/ }).click();
  const card = page.getByTestId('signon-entry').filter({ hasText: 'Rider desklicence 100' });
  await expect(card.getByTestId('problem-licence')).toContainText('Licence missing.');
  await expect(card.getByTestId('problem-fee')).toContainText('€20.00');
  await card.getByRole('button', { name: 'Sell one-event licence (€25.00)' }).click();

  // The licence is held now, and fee and licence are paid in cash, with a receipt.
  await expect(card.getByTestId('problem-licence')).toHaveCount(0);
  await expect(card.getByTestId('problem-fee')).toHaveCount(0);
  await expect(card.getByTestId('fee-paid')).toContainText('€45.00');
  await expect(card.getByTestId('signon-receipt')).toBeVisible();
  const payments = (await secretary('get', `/api/stages/${stageId}/payments`)) as {
    status: string;
    method: string;
    paidCents: number;
  }[];
  expect(payments[0]).toMatchObject({ status: 'paid', method: 'cash', paidCents: 4500 });
  await card.getByTestId('sign-on-button').click();
  await expect(card.getByTestId('signed-on-by')).toBeVisible();
  await secretaryContext.dispose();
});
