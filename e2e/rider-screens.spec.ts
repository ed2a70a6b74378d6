import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './test';
import { apiAs, signIn } from './support';

/**
 * Riders as people, the screens left after decision 079 (issue #38): the secretary sets a championship's
 * entry rules and the join form's quote then shows the one-event licence; a secretary records, corrects
 * and removes a rider's licence; assigns permanent numbers and sees a clash; club names link to the club.
 */
const year = new Date().getFullYear();
const cupPath = `/competitions/demo/baltic-cup-${year}`;
const stagePath = `${cupPath}/round-4-parnu-open`;
const CUP = '/api/championships/demo-baltic-cup';

/** A signed-in API context that also sends DELETE (apiAs does not). */
async function secretaryApi(request: APIRequestContext, baseURL: string) {
  const call = await apiAs(request, baseURL, 'secretary@trialhub.demo');
  const del = (url: string) => request.delete(url, { headers: { origin: baseURL } });
  return { call, del };
}

test('a club name in the results opens the club page', async ({ page }) => {
  await page.goto(`${cupPath}/round-1-sigulda/results`);
  await page.getByTestId('club-link').filter({ hasText: 'Pärnu MK' }).first().click();
  await expect(page).toHaveURL(/\/clubs\/P%C3%A4rnu%20MK$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pärnu MK' })).toBeVisible();
});

test("the secretary sets the championship's entry rules; the join quote shows the one-event licence", async ({
  page,
  playwright,
  baseURL,
}) => {
  const { call } = await secretaryApi(await playwright.request.newContext({ baseURL }), baseURL!);
  try {
    await signIn(page, 'secretary@trialhub.demo');
    await page.goto(stagePath);
    await page.getByRole('button', { name: 'Entry rules' }).click();
    const rules = page.getByTestId('entry-rules');
    await rules.getByRole('checkbox', { name: 'season' }).check();
    await rules.getByRole('switch', { name: 'Sell a one-event licence with the entry' }).check();
    await rules.getByRole('textbox', { name: 'Price (adult)' }).fill('25');
    await rules.getByRole('button', { name: 'Add an age band' }).click();
    await rules.getByRole('textbox', { name: 'Under age' }).fill('x');
    await rules.getByRole('textbox', { name: 'Price', exact: true }).fill('10');
    await rules.getByRole('button', { name: 'Save' }).click();
    await expect(rules.getByText('Enter an age in whole years.')).toBeVisible();
    await rules.getByRole('textbox', { name: 'Under age' }).fill('16');
    await rules.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Entry rules saved')).toBeVisible();
    expect(await call('get', `${CUP}/entry-rules`)).toMatchObject({
      requiredLicenceKinds: ['season'],
      oneEventLicence: { federation: 'LaMSF', adultCents: 2500, bands: [{ underAge: 16, cents: 1000 }] },
    });

    // A rider without a licence: the quote shows the licence the entry will need.
    await page.context().clearCookies();
    await signIn(page, 'rider2@trialhub.demo');
    await page.goto(stagePath);
    const join = page.getByRole('button', { name: 'Join', exact: true });
    test.skip((await join.count()) === 0, 'rider2 already rides this stage on this server');
    await join.click();
    const dialog = page.getByRole('dialog');
    const cls = dialog.getByRole('combobox', { name: 'Class' });
    if (!(await cls.inputValue())) {
      await cls.click();
      await page.getByRole('option', { name: 'Hobby' }).click();
    }
    await expect(dialog.getByTestId('fee-quote')).toContainText('One-event licence');
  } finally {
    await call('put', `${CUP}/entry-rules`, {});
  }
});

test("a secretary records, corrects and removes a rider's licence", async ({ page, playwright, baseURL }) => {
  const { call } = await secretaryApi(await playwright.request.newContext({ baseURL }), baseURL!);
  const [rider] = (await call('get', `/api/riders?q=${encodeURIComponent('Rasmus Kask')}`)) as { id: string }[];
  const number = `E2E-${test.info().project.name}-${Date.now().toString(36)}`;
  await signIn(page, 'secretary@trialhub.demo');
  await page.goto(`/riders/${rider!.id}`);
  const panel = page.getByTestId('rider-licences');
  await panel.getByRole('button', { name: 'Add licence' }).click();
  const form = panel.getByTestId('licence-form');
  await form.getByRole('textbox', { name: 'Licence number' }).fill(number);
  await form.getByLabel('Valid from').fill(`${year}-06-01`);
  await form.getByLabel('Valid to').fill(`${year}-05-01`);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toContainText('The end date is before the start date.');
  await form.getByLabel('Valid to').fill(`${year}-12-31`);
  await form.getByRole('button', { name: 'Save' }).click();
  const row = panel.getByTestId('rider-licence').filter({ hasText: number });
  await expect(row).toContainText('LaMSF · season');
  await row.getByRole('button', { name: 'Edit licence' }).click();
  await panel.getByTestId('licence-form').getByRole('textbox', { name: 'Licence number' }).fill(`${number}-2`);
  await panel.getByTestId('licence-form').getByRole('button', { name: 'Save' }).click();
  const fixed = panel.getByTestId('rider-licence').filter({ hasText: `${number}-2` });
  await expect(fixed).toHaveCount(1);
  page.once('dialog', (d) => void d.accept());
  await fixed.getByRole('button', { name: 'Remove licence' }).click();
  await expect(fixed).toHaveCount(0);

  // A visitor never sees licences.
  await page.context().clearCookies();
  await page.goto(`/riders/${rider!.id}`);
  await expect(page.getByTestId('rider-page')).toBeVisible();
  await expect(page.getByTestId('rider-licences')).toHaveCount(0);
});

test('a secretary assigns permanent numbers; a clash names the holder', async ({ page, playwright, baseURL }) => {
  const { call, del } = await secretaryApi(await playwright.request.newContext({ baseURL }), baseURL!);
  await call('put', `${CUP}/entry-rules`, { permanentNumbers: { enabled: true, requireClub: false } });
  const number = String(600 + Math.floor(Math.random() * 99));
  const riders = (await call('get', `${CUP}/permanent-numbers/riders`)) as { riderId: string; name: string }[];
  const [first, second] = ['Mārtiņš Ozols', 'Rasmus Kask'].map((n) => riders.find((r) => r.name === n)!);
  try {
    await signIn(page, 'secretary@trialhub.demo');
    await page.goto(`${cupPath}/numbers/permanent`);
    const assign = page.getByTestId('numbers-assign');
    const rowOf = (name: string) => assign.getByTestId('number-rider').filter({ hasText: name });
    await rowOf('Mārtiņš Ozols').getByRole('textbox', { name: 'No.' }).fill(number);
    await rowOf('Mārtiņš Ozols')
      .getByRole('button', { name: /^(Give|Change)$/ })
      .click();
    await expect(rowOf('Mārtiņš Ozols').getByRole('status')).toHaveText(`Number ${number} given to Mārtiņš Ozols.`);
    await expect(
      page.getByTestId('permanent-numbers').getByRole('row').filter({ hasText: 'Mārtiņš Ozols' }),
    ).toContainText(number);
    await rowOf('Rasmus Kask').getByRole('textbox', { name: 'No.' }).fill(number);
    await rowOf('Rasmus Kask')
      .getByRole('button', { name: /^(Give|Change)$/ })
      .click();
    await expect(rowOf('Rasmus Kask').getByRole('alert')).toHaveText(
      `Number ${number} is already held by Mārtiņš Ozols.`,
    );
    await rowOf('Mārtiņš Ozols').getByRole('button', { name: 'Take back' }).click();
    await expect(page.getByTestId('permanent-numbers').getByRole('row').filter({ hasText: number })).toHaveCount(0);
  } finally {
    for (const r of [first, second]) if (r) await del(`${CUP}/permanent-numbers/${r.riderId}`);
    await call('put', `${CUP}/entry-rules`, {});
  }
});
