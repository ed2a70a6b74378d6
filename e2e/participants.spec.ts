import { expect, test } from './test';
import { keepLanguage, signIn } from './support';

const UPCOMING = /round-4-parnu-open$/;

test.describe('stage registration', () => {
  test.skip(({ isMobile }) => isMobile, 'one run is enough for the data it changes; the phone checks the list');

  test('a rider joins with the form rules, a second browser sees it live, then the rider cancels', async ({
    page,
    browser,
  }) => {
    const watcher = await (await browser.newContext()).newPage();
    await watcher.goto('/');
    await watcher.getByTestId('stage-card').filter({ hasText: 'Round 4 — Pärnu Open Free' }).click();
    await expect(watcher).toHaveURL(UPCOMING);
    await expect(watcher.getByText('No participants yet')).toBeVisible();
    await expect(watcher.getByRole('link', { name: 'Login to join' })).toBeVisible();

    await signIn(page, 'judge@trialhub.demo');
    await page.goto(await watcher.url());
    await page.getByRole('button', { name: 'Join' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /Birth date/ }).fill('04.04.1990');
    await dialog.getByRole('button', { name: 'Join' }).click();
    await expect(dialog.getByText('Use the format yyyy.mm.dd')).toBeVisible();
    await expect(dialog.getByText("Racing class can't be empty")).toBeVisible();
    await dialog.getByRole('textbox', { name: /Birth date/ }).fill('1990.04.04');
    await dialog.getByRole('textbox', { name: 'Number' }).fill('77');
    await dialog.getByRole('combobox', { name: 'Class' }).click();
    // Age filter on: a 36-year-old is not offered Youth.
    await expect(page.getByRole('option', { name: 'Youth' })).toHaveCount(0);
    await page.getByRole('option', { name: 'Clubman' }).click();
    // A birth date that makes the chosen class wrong flags it (Clubman is 14+) and nothing is sent.
    await dialog.getByRole('textbox', { name: /Birth date/ }).fill('2014.05.05');
    const ageFlag = dialog.getByText(/^Clubman is for ages 14–∞; the rider is 1[12] at the stage$/);
    await expect(ageFlag).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Class' })).toHaveValue('Clubman');
    await dialog.getByRole('button', { name: 'Join' }).click();
    await expect(ageFlag).toBeVisible();
    await expect(page.getByText('You joined successfully')).toHaveCount(0);
    await dialog.getByRole('textbox', { name: /Birth date/ }).fill('1990.04.04');
    await expect(ageFlag).toHaveCount(0);
    await dialog.getByRole('combobox', { name: 'Club' }).fill('cesu');
    await page.getByRole('option', { name: 'Cēsu Trials' }).click();
    await dialog.getByRole('button', { name: 'Join' }).click();
    await expect(page.getByText('You joined successfully')).toBeVisible();
    await expect(page.getByText('You are joined')).toBeVisible();

    // Live: the other browser gets the new row without reloading.
    const row = watcher.getByTestId('participant-row').filter({ hasText: 'Jānis Tiesnesis' });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Clubman');
    await expect(watcher.getByTestId('participant-count')).toHaveText('(1)');

    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Join' })).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(watcher.getByText('No participants yet')).toBeVisible();
  });
});

test("a demo rider's join form is prefilled from their latest entry", async ({ page }) => {
  await signIn(page, 'rider2@trialhub.demo');
  await page.getByTestId('stage-card').filter({ hasText: 'Round 4 — Pärnu Open Free' }).click();
  await page.getByRole('button', { name: 'Join' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Kertu Kask');
  await expect(dialog.getByRole('textbox', { name: 'Number' })).toHaveValue('25');
  await expect(dialog.getByRole('textbox', { name: /Birth date/ })).toHaveValue('2000.06.06');
  await expect(dialog.getByRole('combobox', { name: 'Class' })).toHaveValue('Hobby');
  await expect(dialog.getByRole('textbox', { name: 'Bike' })).toHaveValue('TRRS One 125');
  await expect(dialog.getByRole('combobox', { name: 'Club' })).toHaveValue('Pärnu MK');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test("the birth date's placeholder is in the page's language", async ({ page }) => {
  await signIn(page, 'rider2@trialhub.demo');
  for (const [lng, join, placeholder] of [
    ['lv', 'Pieteikties', 'gggg.mm.dd'],
    ['et', 'Registreeru', 'aaaa.kk.pp'],
  ] as const) {
    await keepLanguage(page, lng);
    await page.goto('/');
    await page.getByTestId('stage-card').filter({ hasText: 'Round 4 — Pärnu Open Free' }).click();
    await page.getByRole('button', { name: join }).click();
    await expect(page.getByRole('dialog').getByPlaceholder(placeholder)).toBeVisible();
  }
});

test('the participants list searches by name or number and shows 10 rows until Show all', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('stage-card').filter({ hasText: 'Round 2 — Tartu' }).click();
  await expect(page.getByTestId('participant-row')).toHaveCount(10);
  await page.getByRole('button', { name: 'Show all (20 participants)' }).click();
  await expect(page.getByTestId('participant-row')).toHaveCount(20);
  await page.getByRole('textbox', { name: 'Search by name or number...' }).fill('KASK');
  await expect(page.getByTestId('participant-row')).toHaveCount(3);
  await page.getByRole('textbox', { name: 'Search by name or number...' }).fill('16');
  await expect(page.getByTestId('participant-row')).toHaveCount(1);
  await expect(page.getByTestId('participant-row')).toContainText('Rihards Braucējs');
  await page.getByRole('textbox', { name: 'Search by name or number...' }).fill('Zzyzx');
  await expect(page.getByTestId('participant-row')).toHaveCount(0);
  await expect(page.getByTestId('participants-nothing-found')).toHaveText('No participants match “Zzyzx”');
});

test.describe('the secretary', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop');

  test('adds, confirms, edits and deletes a participant; a visitor’s open page follows each change live', async ({
    page,
    browser,
  }) => {
    // A visitor watches the same stage page in another browser, never reloading.
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto('/');
    await visitor.getByTestId('stage-card').filter({ hasText: 'Round 4 — Pärnu Open Free' }).click();
    await expect(visitor.getByRole('heading', { name: 'Round 4 — Pärnu Open Free' })).toBeVisible();
    const seen = visitor.getByTestId('participant-row').filter({ hasText: 'Oskars Jaunais' });

    await signIn(page, 'secretary@trialhub.demo');
    await page.goto('/');
    await page.getByTestId('stage-card').filter({ hasText: 'Round 4 — Pärnu Open Free' }).click();
    await page.getByRole('button', { name: 'Add new participant' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /^Name/ }).fill('Oskars Jaunais');
    await dialog.getByRole('textbox', { name: /Birth date/ }).fill('2001.01.01');
    await dialog.getByRole('combobox', { name: 'Class' }).click();
    await page.getByRole('option', { name: 'Hobby' }).click();
    // A secretary may enter a club the list lacks, and is told it is a new one (as the import says).
    await dialog.getByLabel('Club', { exact: true }).fill('Valmieras MK');
    await expect(dialog.getByText('Not in the clubs list: it is saved as typed')).toBeVisible();
    // The rider record's contact e-mail (issue #38): staff see it again in the form, visitors never.
    await dialog.getByRole('textbox', { name: "Rider's e-mail" }).fill('oskars.jaunais@example.com');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Added participant')).toBeVisible();
    const row = page.getByTestId('participant-row').filter({ hasText: 'Oskars Jaunais' });
    await expect(row).toContainText('Valmieras MK');
    await expect(row).toContainText('Registered');
    await expect(seen).toHaveCount(1);

    await row.getByRole('button', { name: 'Actions for Oskars Jaunais' }).click();
    await expect(page.getByRole('menuitem', { name: 'Registered' })).toBeDisabled();
    await page.getByRole('menuitem', { name: 'Confirmed' }).click();
    await expect(row).toContainText('Confirmed');

    await row.getByRole('button', { name: 'Actions for Oskars Jaunais' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await expect(page.getByRole('dialog').getByRole('textbox', { name: "Rider's e-mail" })).toHaveValue(
      'oskars.jaunais@example.com',
    );
    await page.getByRole('dialog').getByRole('textbox', { name: 'Bike' }).fill('Sherco 125');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect(row).toContainText('Sherco 125');
    await expect(seen).toContainText('Sherco 125');
    await expect(visitor.getByText('oskars.jaunais@example.com')).toHaveCount(0);

    // Youth (7–15) does not fit a rider born 2001: the secretary may place them there after confirming.
    await row.getByRole('button', { name: 'Actions for Oskars Jaunais' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog');
    await edit.getByRole('combobox', { name: 'Class' }).click();
    await page.getByRole('option', { name: 'Youth' }).click();
    await expect(edit.getByText(/^Youth is for ages 7–15; the rider is \d+ at the stage$/)).toBeVisible();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(
      edit.getByText("This class is not for the rider's age at the stage. Register in it anyway?"),
    ).toBeVisible();
    await edit.getByRole('button', { name: 'Register anyway' }).click();
    await expect(edit).toHaveCount(0);
    await expect(row).toContainText('Youth');

    // The same name again, now with a number: allowed only after the secretary confirms.
    await page.getByRole('button', { name: 'Add new participant' }).click();
    const again = page.getByRole('dialog');
    await again.getByRole('textbox', { name: /^Name/ }).fill('Oskars Jaunais');
    await again.getByRole('textbox', { name: 'Number' }).fill('777');
    await again.getByRole('textbox', { name: /Birth date/ }).fill('2001.01.01');
    await again.getByRole('combobox', { name: 'Class' }).click();
    await page.getByRole('option', { name: 'Hobby' }).click();
    await again.getByRole('button', { name: 'Save' }).click();
    await expect(again.getByText('Participant with such name already exists. Do you want to continue?')).toBeVisible();
    // A question, not an error: the pending toast goes without turning into 'Error adding participant'.
    await expect(page.getByText('Adding participant...')).toHaveCount(0);
    await expect(page.getByText(/Error adding participant/)).toHaveCount(0);
    await again.getByRole('button', { name: 'Continue' }).click();
    await expect(row).toHaveCount(2);
    await expect(seen).toHaveCount(2);

    page.on('dialog', (d) => void d.accept());
    for (let left = 1; left >= 0; left--) {
      await row.first().getByRole('button', { name: 'Actions for Oskars Jaunais' }).click();
      await page.getByRole('menuitem', { name: 'Delete' }).click();
      await expect(row).toHaveCount(left);
      await expect(seen).toHaveCount(left);
    }
  });
});
