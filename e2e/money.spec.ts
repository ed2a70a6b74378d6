import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './test';
import { camt053 } from '../apps/server/test/support/camt053';
import { apiAs, createRaceDay, signIn } from './support';

const payee = { name: 'E2E Motoklubs', iban: 'LV80BANK0000435195001', bic: 'HABALV22' };

/** What a banking app reads from the picture: the QR code decoded by zbar from a screenshot. */
function decodeQr(png: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'epc-')), 'qr.png');
  writeFileSync(file, png);
  return execFileSync('zbarimg', ['--raw', '-q', '-Sbinary', file], { encoding: 'utf8' }).replace(/\n$/, '');
}

test('a rider joins on a phone, sees what to pay and why with the EPC QR code, and a bank statement the secretary uploads turns it paid', async ({
  page,
  request,
  baseURL,
  playwright,
  browser,
}) => {
  const { stageId, path } = await createRaceDay(request, baseURL!, 'money', { riders: 0 });
  const secretaryContext = await playwright.request.newContext({ baseURL });
  const secretary = await apiAs(secretaryContext, baseURL!, 'secretary@trialhub.demo');
  // Registration runs until the end of today and the stage is today: a join now is an on-the-day entry.
  await secretary('put', `/api/stages/${stageId}/fees`, {
    settings: { classFees: [{ className: 'Open', cents: 2500 }], lateSurchargeCents: 500, payee },
  });

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
  const quote = dialog.getByTestId('fee-quote');
  await expect(quote).toContainText('Entry fee (Open)');
  await expect(quote).toContainText('Late entry surcharge');
  await expect(quote.getByTestId('fee-total')).toHaveText('€30.00');
  await dialog.getByRole('button', { name: 'Join' }).click();

  // The payment dialog opens by itself once joined.
  const pay = page.getByRole('dialog', { name: 'Pay the entry fee' });
  await expect(pay.getByTestId('fee-total')).toHaveText('€30.00');
  const mine = (await (await page.request.get(`/api/stages/${stageId}/participants/me/payment`)).json()) as {
    reference: string;
    epc: string;
  };
  await expect(pay.getByTestId('payment-reference')).toHaveText(mine.reference.replace(/(.{4})(?=.)/g, '$1 '));
  await expect(pay.getByText('LV80 BANK 0000 4351 9500 1')).toBeVisible();
  const qr = pay.getByTestId('epc-qr');
  await expect(qr.locator('svg')).toBeVisible();
  const decoded = decodeQr(await qr.screenshot());
  expect(decoded).toBe(mine.epc);
  expect(decoded.split('\n')).toEqual([
    'BCD',
    '002',
    '1',
    'SCT',
    'HABALV22',
    'E2E Motoklubs',
    'LV80BANK0000435195001',
    'EUR30.00',
    '',
    mine.reference,
  ]);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('my-payment')).toContainText('Unpaid');

  // The secretary, on a phone too, uploads the club's statement: the transfer pays the entry.
  const office = await (await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true })).newPage();
  await signIn(office, 'secretary@trialhub.demo');
  await office.goto(`${path}/payments`);
  const row = office.getByTestId('payment-row').filter({ hasText: 'Open' });
  await expect(row.getByTestId('payment-status')).toHaveText('Unpaid');
  const statement = camt053([
    { amount: '30.00', text: `Dalibas maksa ${mine.reference}`, bankRef: `E2E-${Date.now()}`, debtor: 'Jānis Bērziņš' },
    { amount: '12.00', reference: 'RF18539007547034', bankRef: `E2E-U-${Date.now()}`, debtor: 'Somebody Else' },
  ]);
  await office.getByTestId('statement-file').setInputFiles({
    name: 'statement.xml',
    mimeType: 'application/xml',
    buffer: Buffer.from(statement),
  });
  await expect(office.getByTestId('statement-summary')).toHaveText('1 paid now, 1 to check');
  await expect(office.getByTestId('statement-line').filter({ hasText: 'Somebody Else' })).toContainText(
    'No matching entry',
  );
  // The lines fit the phone: nothing (a refunded line's "Mark paid again") sits off screen to the right.
  await office.setViewportSize({ width: 360, height: 640 });
  const line = office.getByTestId('statement-line').first();
  await expect
    .poll(async () => ((b) => (b ? b.x + b.width : Infinity))(await line.boundingBox()))
    .toBeLessThanOrEqual(360);
  // The outcome is read whole, not cut to "No match…": its label wraps instead of overflowing.
  const outcome = office
    .getByTestId('statement-line')
    .filter({ hasText: 'Somebody Else' })
    .getByTestId('statement-outcome');
  await expect(outcome).toHaveText('No matching entry');
  expect(
    await outcome.evaluate((el) => [...el.querySelectorAll('*'), el].every((e) => e.scrollWidth <= e.clientWidth)),
  ).toBe(true);
  await expect(row.getByTestId('payment-status')).toHaveText('Paid (bank transfer)');
  // Who recorded it (an e-mail address) wraps: the row, with its menu, stays on the phone's screen.
  await expect
    .poll(async () => ((b) => (b ? b.x + b.width : Infinity))(await row.boundingBox()))
    .toBeLessThanOrEqual(360);

  await page.reload();
  await expect(page.getByTestId('my-payment')).toContainText('Paid (bank transfer)');
  await expect(page.getByRole('button', { name: 'How to pay' })).toHaveCount(0);
  await secretaryContext.dispose();
  await office.context().close();
});

test('on a stage without fees the treasurer sees no entry as unpaid', async ({ page, request, baseURL }) => {
  const { path } = await createRaceDay(request, baseURL!, 'money-free', { riders: 2 });
  await signIn(page, 'secretary@trialhub.demo');
  await page.goto(`${path}/payments`);
  const statuses = page.getByTestId('payment-status');
  await expect(statuses).toHaveCount(2);
  await expect(statuses).toHaveText(['No entry fee', 'No entry fee']);
});
