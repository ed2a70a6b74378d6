import { expect, test } from './test';
import { apiAs, createRaceDay, signIn } from './support';

const payee = { name: 'E2E Motoklubs', iban: 'LV80BANK0000435195001', bic: 'HABALV22' };

test('a rider on a phone pays online: the provider’s page (a stand-in) takes the payment and the entry turns paid', async ({
  page,
  request,
  baseURL,
  playwright,
}) => {
  const { stageId, path } = await createRaceDay(request, baseURL!, 'online', { riders: 0 });
  const secretary = await apiAs(await playwright.request.newContext({ baseURL }), baseURL!, 'secretary@trialhub.demo');
  await secretary('put', `/api/stages/${stageId}/fees`, {
    settings: { classFees: [{ className: 'Open', cents: 2500 }], payee },
  });

  // rider@, whose saved entry form the next test sets to this 'Open' class anyway: rider2's prefilled
  // form (participants.spec) must stay the demo's.
  await signIn(page, 'rider@trialhub.demo');
  await page.goto(path);
  await page.getByRole('button', { name: 'Join' }).click();
  const dialog = page.getByRole('dialog');
  await expect(async () => {
    await dialog.getByRole('combobox', { name: 'Class' }).click();
    await page.getByRole('option', { name: 'Open', exact: true }).click({ timeout: 5_000 });
    await expect(dialog.getByRole('combobox', { name: 'Class' })).toHaveValue('Open', { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await dialog.getByRole('button', { name: 'Join' }).click();

  const pay = page.getByRole('dialog', { name: 'Pay the entry fee' });
  await pay.getByTestId('pay-online').click();
  // The provider's hosted page (the stand-in's): the amount due, and Pay.
  await expect(page.getByRole('heading', { name: 'Stand-in checkout' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('EUR 25.00')).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();

  // Back on the stage page: the signed notification has marked the entry paid online, with a receipt.
  await page.waitForURL((url) => url.pathname === path && url.searchParams.get('paid') === 'online', {
    timeout: 60_000,
  });
  await expect(page.getByTestId('my-payment')).toContainText('Paid (online)', { timeout: 30_000 });
  await expect(page.getByTestId('receipt-link')).toBeVisible();
});

test('the treasurer lists the unpaid entries with the riders’ e-mails and exports the payments as XLSX', async ({
  page,
  request,
  baseURL,
  playwright,
}) => {
  const { stageId, path } = await createRaceDay(request, baseURL!, 'unpaid', { riders: 0 });
  const secretary = await apiAs(await playwright.request.newContext({ baseURL }), baseURL!, 'secretary@trialhub.demo');
  await secretary('put', `/api/stages/${stageId}/fees`, { settings: { otherClassesCents: 2000 } });
  const rider = await apiAs(await playwright.request.newContext({ baseURL }), baseURL!, 'rider@trialhub.demo');
  await rider('post', `/api/stages/${stageId}/participants/join`, {
    form: {
      name: 'Rihards Braucējs',
      racingNumber: 77,
      racingClass: 'Open',
      birthDate: '1990.04.04',
      bike: 'Beta',
      license: null,
      clubId: 'MK Trial Rīga',
      gender: 'male',
      team: null,
    },
  });

  await signIn(page, 'secretary@trialhub.demo');
  await page.goto(`${path}/payments`);
  await page.getByTestId('payments-filter').getByText('Unpaid').click();
  const row = page.getByTestId('payment-row').filter({ hasText: 'Rihards Braucējs' });
  await expect(row.getByTestId('payment-contact')).toHaveText('rider@trialhub.demo');
  await expect(row.getByTestId('payment-contact')).toHaveAttribute('href', 'mailto:rider@trialhub.demo');
  const download = page.waitForEvent('download');
  await page.getByTestId('payments-xlsx').click();
  expect((await download).suggestedFilename()).toMatch(/-payments\.xlsx$/);
});
