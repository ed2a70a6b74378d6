import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { apiAs, signIn } from './support';

/**
 * Riders as people, the secretary's side (issue #38, decision 079): the add form picks an existing rider
 * found without diacritics or case, and says which licence the stage requires on its date and what a new
 * rider lacks, offering a one-event licence at its price.
 */
const STAGE = 'demo-stage-4';
const year = new Date().getFullYear();
const stagePath = `/competitions/demo/baltic-cup-${year}/round-4-parnu-open`;

async function deleteEntry(page: Page, name: string) {
  page.once('dialog', (d) => void d.accept());
  const row = page.getByTestId('participant-row').filter({ hasText: name });
  await row
    .first()
    .getByRole('button', { name: `Actions for ${name}` })
    .click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
}

test('a secretary picks an existing rider in the add form: the entry is on their rider page', async ({ page }) => {
  await signIn(page, 'secretary@trialhub.demo');
  await page.goto(stagePath);
  await page.getByRole('button', { name: 'Add new participant' }).click();
  const dialog = page.getByRole('dialog');
  // Found as the club search finds clubs: without diacritics, in any case.
  await dialog.getByRole('textbox', { name: 'Rider', exact: true }).fill('MARTINS oz');
  await page.getByRole('option', { name: /Mārtiņš Ozols/ }).click();
  await expect(dialog.getByTestId('picked-rider')).toContainText('Entry for Mārtiņš Ozols (born 1996.04.12)');
  await expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveValue('Mārtiņš Ozols');
  await expect(dialog.getByRole('textbox', { name: /Birth date/ })).toHaveValue('1996.04.12');
  const number = String(900 + Math.floor(Math.random() * 90));
  await dialog.getByRole('textbox', { name: 'Number' }).fill(number);
  await dialog.getByRole('button', { name: 'Save' }).click();
  const question = dialog.getByRole('button', { name: /Continue|Register anyway/ });
  await expect(page.getByText('Added participant').or(question.first())).toBeVisible();
  if (await question.count()) await question.first().click();
  const row = page.getByTestId('participant-row').filter({ hasText: number });
  await expect(row).toContainText('Mārtiņš Ozols');
  try {
    await row.getByTestId('rider-link').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mārtiņš Ozols' })).toBeVisible();
    const stages = page.getByTestId(test.info().project.name === 'phone' ? 'rider-stage-card' : 'rider-stage');
    await expect(stages.filter({ hasText: 'Round 4 — Pärnu Open Free' })).toHaveCount(1);
    await expect(stages.filter({ hasText: 'Round 1 — Sigulda' })).toHaveCount(1);
  } finally {
    await page.goto(stagePath);
    await deleteEntry(page, 'Mārtiņš Ozols');
  }
});

test('the add form says which licence the stage requires and sells a one-event licence to a new rider', async ({
  page,
  playwright,
  baseURL,
}) => {
  const secretary = await apiAs(await playwright.request.newContext({ baseURL }), baseURL!, 'secretary@trialhub.demo');
  await secretary('put', `/api/stages/${STAGE}/entry-rules`, {
    settings: {
      requiredLicenceKinds: ['season', 'one-event'],
      oneEventLicence: { federation: 'LaMSF', adultCents: 2500, bands: [{ underAge: 16, cents: 1000 }] },
    },
  });
  const name = `Licence E2E ${test.info().project.name} ${Date.now().toString(36)}`;
  try {
    await signIn(page, 'secretary@trialhub.demo');
    await page.goto(stagePath);
    await page.getByRole('button', { name: 'Add new participant' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
    await dialog.getByRole('textbox', { name: /Birth date/ }).fill('1990.03.03');
    await dialog.getByRole('combobox', { name: 'Class' }).click();
    await page.getByRole('option', { name: 'Hobby' }).click();
    const licence = dialog.getByTestId('entry-licence');
    await expect(licence).toContainText(/This stage requires a valid licence \(season, one-event\) on .*\d{4}\./);
    await expect(licence).toContainText('The rider has no licence of these kinds.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('The rider has no licence of these kinds.');
    await licence.getByRole('checkbox', { name: 'Buy a one-event licence with the entry (€25.00)' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Added participant')).toBeVisible();
    await expect(page.getByTestId('participant-row').filter({ hasText: name })).toHaveCount(1);
    await deleteEntry(page, name);
  } finally {
    await secretary('put', `/api/stages/${STAGE}/entry-rules`, { settings: null });
  }
});

test("a secretary previews a federation's licence list and records the matched licences", async ({ page }) => {
  const number = `E2E-${test.info().project.name}-${Date.now().toString(36)}`;
  const csv = [
    'Name;Birth date;Licence;Kind;Valid from;Valid to',
    `MĀRTIŅŠ ozols;12.04.1996;${number};Season;2026-01-01;2026-12-31`,
    `Nobody Known;2000-01-01;${number}-X;Season;2026-01-01;2026-12-31`,
  ].join('\n');
  await signIn(page, 'secretary@trialhub.demo');
  await page.goto(stagePath);
  await page.getByRole('button', { name: 'Import licences' }).click();
  const dialog = page.getByTestId('licences-import');
  await dialog
    .getByTestId('licences-import-file')
    .setInputFiles({ name: 'licences.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const preview = dialog.getByTestId('licences-import-preview');
  await expect(preview.getByTestId('import-summary')).toHaveText('1 matched, 1 not found, 0 refused');
  await expect(preview).toContainText('Mārtiņš Ozols — same name and birth date');
  await dialog.getByRole('button', { name: 'Record 1 licence' }).click();
  await expect(dialog.getByTestId('licences-import-committed')).toHaveText('1 licence recorded.');
});

test('a rider asks for a permanent number on the public list; the join form fills and locks it', async ({
  page,
  playwright,
  baseURL,
}) => {
  const secretary = await apiAs(await playwright.request.newContext({ baseURL }), baseURL!, 'secretary@trialhub.demo');
  await secretary('put', '/api/championships/demo-baltic-cup/entry-rules', { permanentNumbers: { enabled: true } });
  const number = 700 + Math.floor(Math.random() * 99);
  let riderId: string | null = null;
  try {
    await signIn(page, 'rider2@trialhub.demo');
    await page.goto(`/competitions/demo/baltic-cup-${year}/numbers/permanent`);
    const ask = page.getByTestId('number-request');
    await ask.getByRole('textbox', { name: 'No.' }).fill(String(number));
    await ask.getByRole('button', { name: 'Ask for this number' }).click();
    await expect(ask.getByRole('status')).toHaveText(`Number ${number} is yours in this championship.`);
    await expect(
      page.getByTestId('permanent-numbers').getByRole('row').filter({ hasText: 'Kertu Kask' }),
    ).toContainText(String(number));
    riderId = ((await (await page.request.get('/api/me/rider')).json()) as { riderId: string }).riderId;
    await page.goto(stagePath);
    await page.getByRole('button', { name: 'Join', exact: true }).click();
    const number_ = page.getByRole('dialog').getByRole('textbox', { name: 'Number' });
    await expect(number_).toHaveValue(String(number));
    await expect(number_).toBeDisabled();
    await expect(page.getByRole('dialog')).toContainText('Permanent number in this championship');
  } finally {
    if (riderId) {
      const res = await playwright.request.newContext({ baseURL });
      // Signs the context in as the secretary, who takes the number back (a DELETE apiAs does not send).
      await apiAs(res, baseURL!, 'secretary@trialhub.demo');
      await res.delete(`/api/championships/demo-baltic-cup/permanent-numbers/${riderId}`, {
        headers: { origin: baseURL! },
      });
    }
    await secretary('put', '/api/championships/demo-baltic-cup/entry-rules', {});
  }
});
