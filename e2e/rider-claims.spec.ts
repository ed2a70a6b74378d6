import { expect, test } from './test';
import { apiAs, keepLanguage, signIn } from './support';

/**
 * Riders as people (issue #38, decision 080): a rider the secretary entered before he had an account
 * signs up, finds his record by his birth date, claims it; the secretary confirms; his history is his.
 */
test('a rider claims his record after signing up', async ({ page, browser, playwright, baseURL }) => {
  const secretary = await apiAs(await playwright.request.newContext({ baseURL }), baseURL!, 'secretary@trialhub.demo');
  const tag = `${test.info().project.name} ${Date.now().toString(36)}`;
  const name = `Claimer ${tag}`;
  for (const [stageId, racingNumber] of [
    ['demo-stage-3', 700 + Math.floor(Math.random() * 90)],
    ['demo-stage-4', 700 + Math.floor(Math.random() * 90)],
  ] as const)
    await secretary('post', `/api/stages/${stageId}/participants`, {
      form: {
        name,
        racingNumber,
        racingClass: 'Hobby',
        birthDate: '1992.03.04',
        gender: 'male',
        clubId: 'MK Trial Rīga',
        bike: null,
        license: null,
        team: null,
      },
      confirmClassAge: true,
    });

  await page.goto('/login?return=/my-results');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await page.getByRole('textbox', { name: /display name/i }).fill(name);
  await page.getByRole('textbox', { name: /e-mail/i }).fill(`claimer-${Date.now()}-${Math.random()}@example.com`);
  await page.getByRole('textbox', { name: /^password/i }).fill('a-long-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/my-results$/);
  await expect(page.getByText('You have not entered any competition yet.')).toBeVisible();

  const panel = page.getByTestId('rider-claims');
  await expect(panel.getByRole('heading', { name: 'Rode before you had an account?' })).toBeVisible();
  await panel.getByLabel('Birth date').fill('1992-03-04');
  await panel.getByRole('button', { name: 'Find my results' }).click();
  const offer = panel.getByTestId('rider-claim-offer');
  await expect(offer).toContainText(name);
  await expect(offer).toContainText('2 stages');
  await expect(offer).toContainText('the secretary confirms');
  await offer.getByRole('button', { name: 'This is me' }).click();
  await expect(panel.getByTestId('rider-claim-pending')).toContainText(`Your claim of “${name}” waits`);

  // The secretary confirms on Rider records (in the user menu).
  const staff = await browser.newContext({ ...test.info().project.use, baseURL });
  const desk = await staff.newPage();
  await signIn(desk, 'secretary@trialhub.demo');
  await desk.goto('/rider-records');
  const claim = desk.getByTestId('rider-claim').filter({ hasText: name });
  await expect(claim).toContainText(`${name} says they are ${name}`);
  await claim.getByRole('button', { name: 'Approve' }).click();
  await expect(desk.getByTestId('rider-claim').filter({ hasText: name })).toHaveCount(0);
  await staff.close();

  await page.reload();
  await expect(page.getByTestId('my-result')).toHaveCount(2);
  await expect(page.getByTestId('my-rider')).toContainText(`${name} · MK Trial Rīga · Hobby · born 1992`);
  await expect(page.getByTestId('rider-claim-pending')).toHaveCount(0);
  await page.getByTestId('my-rider').getByRole('link', { name: 'My rider page' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // The page speaks the rider's language.
  for (const [language, title] of [
    ['lv', 'Braucāt, pirms Jums bija konts?'],
    ['et', 'Sõitsite enne, kui teil oli konto?'],
  ] as const) {
    await keepLanguage(page, language);
    await page.goto('/my-results');
    await expect(page.getByTestId('rider-claims').getByRole('heading', { name: title })).toBeVisible();
  }
});
