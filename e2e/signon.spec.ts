import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './test';
import { apiAs, createRaceDay, signIn } from './support';

/** What the desk's camera reads from the rider's screen: the QR code decoded by zbar from a screenshot. */
function decodeQr(png: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'signon-')), 'qr.png');
  writeFileSync(file, png);
  return execFileSync('zbarimg', ['--raw', '-q', '-Sbinary', file], { encoding: 'utf8' }).replace(/\n$/, '');
}

test('a rider shows the sign-on QR code on a phone; the secretary, on a phone, finds the entry by the code, takes the cash and signs the rider on', async ({
  page,
  request,
  baseURL,
  playwright,
  browser,
}) => {
  const { stageId, path } = await createRaceDay(request, baseURL!, 'signon', { riders: 1 });
  const secretaryContext = await playwright.request.newContext({ baseURL });
  const secretary = await apiAs(secretaryContext, baseURL!, 'secretary@trialhub.demo');
  await secretary('put', `/api/stages/${stageId}/fees`, { settings: { classFees: [], otherClassesCents: 2500 } });
  const riderContext = await playwright.request.newContext({ baseURL });
  const rider = await apiAs(riderContext, baseURL!, 'rider@trialhub.demo');
  await rider('post', `/api/stages/${stageId}/participants/join`, {
    form: {
      name: 'Rihards Braucējs',
      racingNumber: 16,
      racingClass: 'Open',
      birthDate: '1994.03.17',
      bike: null,
      license: null,
      clubId: null,
      gender: 'male',
      team: null,
    },
  });

  // The rider's phone: the sign-on code by their entry, as a QR code and as text.
  await signIn(page, 'rider@trialhub.demo');
  await page.goto(path);
  await page.getByTestId('my-signon-button').click();
  const card = page.getByRole('dialog', { name: 'Sign-on code' });
  const qr = card.getByTestId('signon-qr');
  await expect(qr.locator('svg')).toBeVisible();
  const code = (await card.getByTestId('signon-code-text').textContent())!.trim();
  expect(decodeQr(await qr.screenshot())).toBe(code);
  await page.keyboard.press('Escape');

  // The secretary's phone at the desk: no camera in a headless browser, so the code is pasted.
  const desk = await (await browser.newContext({ viewport: { width: 360, height: 640 }, isMobile: true })).newPage();
  await signIn(desk, 'secretary@trialhub.demo');
  await desk.goto(`${path}/signon`);
  await expect(desk.getByTestId('signon-class')).toContainText('0 of 2');
  await desk.getByTestId('signon-find').fill(code);
  await desk.getByTestId('signon-find').press('Enter');
  const entry = desk.getByTestId('signon-entry');
  await expect(entry).toContainText('#16 Rihards Braucējs');
  await expect(entry.getByTestId('problem-fee')).toContainText('Entry fee €25.00 not paid');
  await entry.getByRole('button', { name: 'Cash received' }).click();
  await expect(entry.getByTestId('fee-paid')).toContainText('Entry fee €25.00 paid (cash)');
  const receipt = await desk.request.get((await entry.getByTestId('signon-receipt').getAttribute('href'))!);
  expect(receipt.status()).toBe(200);
  expect(receipt.headers()['content-type']).toBe('application/pdf');
  await entry.getByTestId('sign-on-button').click();
  await expect(entry.getByTestId('signed-on-by')).toContainText('Signed on by secretary@trialhub.demo');
  await expect(desk.getByTestId('signon-class')).toContainText('1 of 2');

  // The rider's own page says so.
  await page.reload();
  await expect(page.getByTestId('my-signed-on')).toBeVisible();
  await secretaryContext.dispose();
  await riderContext.dispose();
  await desk.context().close();
});
