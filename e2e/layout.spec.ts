import { expect, test } from './test';
import { signIn } from './support';

test.describe('shared layout', () => {
  test('language menu switches at once, persists, and the lng query parameter wins', async ({ page, isMobile }) => {
    await page.goto('/');
    const languages = page.getByRole('combobox', { name: 'Language' });
    await expect(languages.locator('option')).toHaveText(['Latviešu', 'Eesti', 'English']);
    await languages.selectOption({ label: 'Latviešu' });
    await expect(page.getByRole('heading', { level: 1, name: 'Sacensības' })).toBeVisible();
    // The dropdown shows the upper-case code of the language now in use.
    await expect(
      page.locator('header label').filter({ has: page.getByRole('combobox', { name: 'Valoda' }) }),
    ).toContainText('LV');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('lv');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('lv');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Sacensības' })).toBeVisible();
    await expect(page.getByText('Iepriekšējās sacensības')).toBeVisible();

    await page.goto('/?lng=et');
    await expect(page.getByRole('heading', { level: 1, name: 'Võistlused' })).toBeVisible();
    await expect(page.getByText('Varasemad võistlused')).toBeVisible();
    if (!isMobile) await expect(page.getByRole('link', { name: 'Logi sisse' })).toBeVisible();
  });

  test('a link with ?lng= sets the language for the next pages too, kept once the reader acts or leaves', async ({
    page,
  }) => {
    await page.goto('/competitions/demo/baltic-cup-2026?lng=lv');
    await expect(page.getByRole('combobox', { name: 'Valoda' })).toBeVisible();
    // Nothing written while the page loads (the browser's storage waits on the browser, issue #20).
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBeNull();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Sacensības' })).toBeVisible();
  });

  test('footer has the contact link and the copyright with the site name', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Any questions?' })).toHaveAttribute('href', /^mailto:/);
    await expect(page.getByText(`© ${new Date().getFullYear()} TrialHub`)).toBeVisible();
  });

  test('records a page view on every route change', async ({ page }) => {
    const views: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/analytics/page-views')) views.push((r.postDataJSON() as { path: string }).path);
    });
    await page.goto('/');
    // Home is server-rendered: a click before the script runs is a plain page load. Route changes
    // are the app's once it has taken the page over, which its first page view tells.
    await expect.poll(() => views).toEqual(['/']);
    await page.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    // A page view goes out when the browser is idle: the next click waits for it, or a click that
    // lands before the footer has hydrated (a full page load) could leave before it was sent.
    await expect.poll(() => views).toEqual(['/', '/about']);
    await page.getByRole('link', { name: 'Privacy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect.poll(() => views).toEqual(['/', '/about', '/privacy']);
  });
});

test.describe('desktop header', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop only');

  test('Login shows when signed out, not on /login; signed in shows the initials avatar with a tooltip; logout goes to /login', async ({
    page,
  }) => {
    await page.goto('/about');
    await expect(page.getByRole('link', { name: 'Competitions' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Market' })).toHaveAttribute('href', '/market');
    const login = page.getByRole('link', { name: 'Login' });
    await expect(login).toHaveAttribute('href', '/login?return=%2Fabout');
    await login.click();
    await expect(page).toHaveURL(/\/login\?return=%2Fabout$/);
    await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);

    await page.getByRole('textbox', { name: /e-mail/i }).fill('rider@trialhub.demo');
    await page.getByRole('textbox', { name: /^password/i }).fill('trialhub-demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/about$/);
    const avatar = page.getByRole('button', { name: 'User menu' });
    await expect(avatar).toHaveText('RB');
    await avatar.hover();
    await expect(page.getByRole('tooltip')).toHaveText('Rihards Braucējs');
    await avatar.click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'User menu' })).toHaveCount(0);
  });

  test('logging out on My Ads leaves no request behind that the server refuses', async ({ page }) => {
    await signIn(page, 'rider@trialhub.demo');
    await page.goto('/market/my-ads');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const refused: string[] = [];
    page.on('response', (r) => {
      if (r.status() === 401) refused.push(r.url());
    });
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.waitForLoadState('networkidle');
    expect(refused).toEqual([]);
  });

  test('a wrong password shows the spec message and clears the password', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('textbox', { name: /e-mail/i }).fill('rider@trialhub.demo');
    await page.getByRole('textbox', { name: /^password/i }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid email or password.');
    await expect(page.getByRole('textbox', { name: /^password/i })).toHaveValue('');
  });

  test('a return parameter pointing to another site is ignored', async ({ page }) => {
    await page.goto('/login?return=//evil.example/');
    await page.getByRole('textbox', { name: /e-mail/i }).fill('rider@trialhub.demo');
    await page.getByRole('textbox', { name: /^password/i }).fill('trialhub-demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
  });
});

test.describe('phone menu', () => {
  test.skip(({ isMobile }) => !isMobile, 'phone only');

  test('the burger opens the menu with Competitions, Market and Login, then Logout once signed in', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: 'Competitions' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Market' })).toBeVisible();
    await drawer.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login/);
    await signIn(page, 'judge@trialhub.demo');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog').getByText('Jānis Tiesnesis')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
