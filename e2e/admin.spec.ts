import { type Page, expect, test } from '@playwright/test';
import { signIn } from './support';

async function saveAndWait(page: Page) {
  await page.getByRole('button', { name: 'Save' }).first().click();
  await expect(page.getByText('Saved').last()).toBeVisible();
}

test.describe('competition setup (admin)', () => {
  test.skip(({ isMobile }) => isMobile, 'the long admin path runs on desktop; phone layout is checked by screenshots');

  test('visitors and riders cannot open the admin area', async ({ page }) => {
    await page.goto('/championship');
    await expect(page).toHaveURL(/\/login\?return=%2Fchampionship$/);
    await signIn(page, 'rider@trialhub.demo');
    await page.goto('/championship');
    await expect(page).toHaveURL(/\/401$/);
    await expect(page.getByText('Sorry, you cannot access this page.')).toBeVisible();
  });

  test('an admin creates an institution, a championship and two stages, publishes them, and the home page shows them at once', async ({
    page,
    browser,
  }) => {
    const suffix = String(Date.now()).slice(-6);
    const home = await (await browser.newContext()).newPage();
    await home.goto('/');
    await expect(home.getByTestId('upcoming')).toBeVisible();

    await signIn(page, 'admin@trialhub.demo');
    await page.goto('/championship');
    await page.getByRole('button', { name: 'New institution' }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: 'Name' }).fill(`Valmiera Trial ${suffix}`);
    await expect(page.getByRole('dialog').getByRole('textbox', { name: /Address/ })).toHaveValue(
      `valmiera-trial-${suffix}`,
    );
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    const institution = page.getByTestId('institution').filter({ hasText: `Valmiera Trial ${suffix}` });
    await expect(institution).toBeVisible();

    await institution.getByRole('button', { name: 'New championship' }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: 'Name' }).fill('Vidzeme Cup');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(new RegExp(`/championship/valmiera-trial-${suffix}/vidzeme-cup$`));

    // Flags and classes; women classes add Women, Juniors and Girls.
    await page.getByLabel('Club standings').check();
    await page.getByLabel(/Women classes/).check();
    await expect(page.getByTestId('championship-class')).toHaveCount(3);
    await page.getByRole('button', { name: 'Add class' }).click();
    await page.getByTestId('championship-class').last().getByRole('textbox', { name: 'Class' }).fill('Expert');
    await saveAndWait(page);
    await page.reload();
    await expect(page.getByTestId('championship-class')).toHaveCount(4);
    await expect(page.getByLabel('Club standings')).toBeChecked();

    // A classic stage.
    await page.getByRole('button', { name: 'New stage' }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: 'Title' }).fill(`Valmiera classic ${suffix}`);
    await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(new RegExp(`/valmiera-classic-${suffix}$`));
    await page.getByRole('textbox', { name: 'Location' }).fill('Valmiera, Latvia');
    await page.getByRole('button', { name: 'Add class' }).click();
    await page.getByTestId('racing-class').getByRole('textbox', { name: 'Class' }).fill('Expert');

    // Bad input is shown next to the field and nothing is saved.
    await page.getByRole('textbox', { name: 'Google Maps link' }).fill('not a link');
    await page.getByRole('button', { name: 'Save' }).first().click();
    await expect(page.getByText('Enter a web address starting with https://')).toBeVisible();
    await page.getByRole('textbox', { name: 'Google Maps link' }).fill('https://maps.google.com/?q=57.54,25.42');

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByTestId('stage-status')).toHaveText('Published');
    await expect(home.getByText(`Valmiera classic ${suffix}`)).toBeVisible();
    await expect(home.getByText('Valmiera, Latvia')).toBeVisible();

    // An open-free stage copied from the first one.
    await page.goto(`/championship/valmiera-trial-${suffix}/vidzeme-cup`);
    await page.getByRole('button', { name: 'New stage' }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: 'Title' }).fill(`Valmiera open ${suffix}`);
    await page.getByRole('dialog').getByPlaceholder('Start empty').click();
    await page.getByRole('option', { name: `Valmiera classic ${suffix}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
    await expect(page.getByTestId('racing-class')).toHaveCount(1);
    await page.getByText('Open free', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Gate D points' }).fill('50');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByTestId('stage-status')).toHaveText('Published');
    const card = home.getByTestId('stage-card').filter({ hasText: `Valmiera open ${suffix}` });
    await expect(card).toBeVisible();
    await expect(card.getByText('Open free')).toBeVisible();

    // Unpublish hides it again.
    await page.getByRole('button', { name: 'Unpublish' }).click();
    await expect(card).toHaveCount(0);
  });

  test('clubs: add one and import a CSV', async ({ page }) => {
    await signIn(page, 'admin@trialhub.demo');
    await page.goto('/championship?tab=clubs');
    await page
      .getByRole('textbox', { name: 'Import from CSV' })
      .fill('club,country\nRēzeknes Moto,LV\nViljandi MK,EE\nbad line\n');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByRole('status')).toContainText('Lines not read: 4.');
    await expect(page.getByTestId('clubs-table')).toContainText('Rēzeknes Moto');
  });

  test('users: find a user and make them secretary', async ({ page }) => {
    await signIn(page, 'admin@trialhub.demo');
    await page.goto('/championship?tab=users');
    await page.getByRole('textbox', { name: 'Find users' }).fill('Kertu');
    await expect(page.getByTestId('user-row')).toHaveCount(1);
    const toggle = page.getByRole('switch', { name: 'Secretary: Kertu Kask' });
    await toggle.check();
    await expect(page.getByText('Saved').last()).toBeVisible();
    await page.reload();
    await page.getByRole('textbox', { name: 'Find users' }).fill('Kertu');
    await expect(page.getByRole('switch', { name: 'Secretary: Kertu Kask' })).toBeChecked();
    await page.getByRole('switch', { name: 'Secretary: Kertu Kask' }).uncheck();
  });
});
