import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { demoPassword, signIn } from './support';

/** The newest mail to `to` in the dev outbox (the e2e server has no SMTP_URL). */
async function lastMailTo(page: Page, to: string): Promise<string> {
  let text = '';
  await expect
    .poll(async () => {
      const res = await page.request.get('/dev/outbox');
      const html = await res.text();
      const article = html.split('<article>').find((a) => a.includes(`to ${to}`));
      text = article ?? '';
      return text !== '';
    })
    .toBe(true);
  return text.replaceAll('&amp;', '&');
}

const linkIn = (mail: string, path: string) => mail.match(new RegExp(`https?://[^\\s"<]*${path}[^\\s"<]*`))![0];
const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

const emailBox = (page: Page) => page.getByRole('textbox', { name: /e-mail/i });
const passwordBox = (page: Page) => page.getByRole('textbox', { name: /^password/i });

test.describe('accounts', () => {
  test.skip(
    ({ isMobile }) => isMobile,
    'the account flows run once, on the desktop project; the phone has its own checks',
  );

  test('sign up with a password, sign out, then sign in with an e-mail link from the mail', async ({ page }) => {
    const email = unique('newrider');
    await page.goto('/login?return=/my-results');
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.getByRole('textbox', { name: /display name/i }).fill('Nora Newrider');
    await emailBox(page).fill(email);
    await passwordBox(page).fill('a-long-password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/my-results$/);
    await expect(page.getByText('You have not entered any competition yet.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'User menu' })).toHaveText('NN');

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await page.goto('/login?return=/profile');
    await page.getByText('E-mail link', { exact: true }).click();
    await emailBox(page).fill(email);
    await page.getByRole('button', { name: 'Send sign-in link' }).click();
    await expect(page.getByRole('status')).toContainText(`We sent a sign-in link to ${email}`);
    const mail = await lastMailTo(page, email);
    await page.goto(linkIn(mail, '/finish-signup'));
    // Same browser: the e-mail is remembered, sign-in completes without asking.
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText(email)).toBeVisible();
  });

  test('an e-mail link opened on another device asks for the address, and refuses a wrong one', async ({
    page,
    browser,
  }) => {
    const email = 'rider2@trialhub.demo';
    await page.goto('/login');
    await page.getByText('E-mail link', { exact: true }).click();
    await emailBox(page).fill(email);
    await page.getByRole('button', { name: 'Send sign-in link' }).click();
    const link = linkIn(await lastMailTo(page, email), '/finish-signup');

    const other = await browser.newContext();
    const phone = await other.newPage();
    await phone.goto(link);
    await expect(phone.getByText('You opened the link on another device.')).toBeVisible();
    await emailBox(phone).fill('someone.else@example.com');
    await phone.getByRole('button', { name: 'Sign in' }).click();
    await expect(phone.getByRole('alert')).toHaveText('This is not the e-mail address the link was sent to.');
    await emailBox(phone).fill(email);
    await phone.getByRole('button', { name: 'Sign in' }).click();
    await expect(phone).toHaveURL(/localhost:\d+\/$/);
    await expect(phone.getByRole('button', { name: 'User menu' })).toHaveText('KK');
    // A link works once.
    await phone.goto(link);
    await emailBox(phone).fill(email);
    await phone.getByRole('button', { name: 'Sign in' }).click();
    await expect(phone.getByRole('alert')).toContainText('invalid or has expired');
    await other.close();
  });

  test('a magic-link account adds a password and then signs in with it', async ({ page }) => {
    const email = unique('linkonly');
    await page.goto('/login?return=/profile');
    await page.getByText('E-mail link', { exact: true }).click();
    await emailBox(page).fill(email);
    await page.getByRole('button', { name: 'Send sign-in link' }).click();
    await page.goto(linkIn(await lastMailTo(page, email), '/finish-signup'));
    await expect(page).toHaveURL(/\/profile$/);
    await page.getByRole('link', { name: 'Add a password' }).click();
    await page.getByRole('textbox', { name: /new password/i }).fill('my-new-password');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('link', { name: 'Add a password' })).toHaveCount(0);

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await emailBox(page).fill(email);
    await passwordBox(page).fill('my-new-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  });

  test('sign in with a code from the mail; a wrong code is refused', async ({ page }) => {
    await page.goto('/login');
    await page.getByText('Code', { exact: true }).click();
    await emailBox(page).fill('judge@trialhub.demo');
    await page.getByRole('button', { name: 'Send code' }).click();
    const mail = await lastMailTo(page, 'judge@trialhub.demo');
    const code = mail.match(/\b(\d{6})\b/)![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    const firstDigit = page.getByLabel('Code digit 1');
    await firstDigit.click();
    await page.keyboard.type(wrong);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid verification code. Please try again.');
    await firstDigit.click();
    for (let i = 0; i < 6; i++) await page.keyboard.press('Backspace');
    await firstDigit.click();
    await page.keyboard.type(code);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('button', { name: 'User menu' })).toHaveText('JT');
  });

  test('forgot password: unknown address is told so; the mailed link sets a new password', async ({ page }) => {
    const email = unique('forgetful');
    await page.goto('/login');
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.getByRole('textbox', { name: /display name/i }).fill('Fred Forgetful');
    await emailBox(page).fill(email);
    await passwordBox(page).fill('first-password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();

    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await emailBox(page).fill('nobody-here@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('alert')).toHaveText('No account found with this email address.');
    await emailBox(page).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toBeVisible();
    await page.goto(linkIn(await lastMailTo(page, email), '/login\\?mode=reset'));
    await page.getByRole('textbox', { name: /new password/i }).fill('second-password');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByText('Your password is changed.')).toBeVisible();
    await signInWith(page, email, 'second-password');
  });

  test('signing up with a registered e-mail says so and switches to sign-in', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.getByRole('textbox', { name: /display name/i }).fill('Copy Cat');
    await emailBox(page).fill('rider@trialhub.demo');
    await passwordBox(page).fill('whatever-password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert')).toHaveText('This email is already registered. Please sign in instead.');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('profile: guarded, edits the display name (required) and the judge flag; the header follows', async ({
    page,
  }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?return=%2Fprofile$/);
    await emailBox(page).fill('secretary@trialhub.demo');
    await passwordBox(page).fill(demoPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'General information' })).toBeVisible();
    await expect(page.getByText('secretary@trialhub.demo')).toBeVisible();

    await page.getByRole('button', { name: 'Edit' }).click();
    const name = page.getByRole('textbox', { name: /display name/i });
    await name.fill('   ');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Display name cannot be empty')).toBeVisible();
    await name.fill('Sandra Secretary Ozola');
    await page.getByLabel('I am judge').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved')).toBeVisible();
    await expect(page.getByText('Sandra Secretary Ozola')).toBeVisible();
    await expect(page.getByText('Yes')).toBeVisible();
    await expect(page.getByRole('button', { name: 'User menu' })).toHaveText('SSO');
    await page.reload();
    await expect(page.getByText('Sandra Secretary Ozola')).toBeVisible();
  });

  test('my results lists the rider’s stages with place and points, and links to each stage’s results', async ({
    page,
  }) => {
    await page.goto('/my-results');
    await expect(page).toHaveURL(/\/login\?return=%2Fmy-results$/);
    await emailBox(page).fill('rider@trialhub.demo');
    await passwordBox(page).fill(demoPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const cards = page.getByTestId('my-result');
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(0)).toContainText('Registered, no result yet');
    await expect(cards.nth(1)).toContainText('Round 2 — Tartu');
    await expect(cards.nth(1)).toContainText(/Championship points: \d+/);
    await expect(cards.nth(1).getByRole('link', { name: 'Round 2 — Tartu' })).toHaveAttribute(
      'href',
      /\/competitions\/demo\/baltic-cup-\d{4}\/round-2-tartu\/results$/,
    );
  });

  test('the user menu has Profile, My results and My Ads; Championship only for admins, Rider records for secretaries', async ({
    page,
  }) => {
    await signIn(page, 'rider@trialhub.demo');
    await page.getByRole('button', { name: 'User menu' }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['Profile', 'My results', 'My Ads', 'Logout']);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await signIn(page, 'admin@trialhub.demo');
    await page.getByRole('button', { name: 'User menu' }).click();
    await expect(page.getByRole('menuitem')).toHaveText([
      'Championship',
      'Rider records',
      'Profile',
      'My results',
      'My Ads',
      'Logout',
    ]);
  });
});

async function signInWith(page: Page, email: string, password: string) {
  await page.goto('/login');
  await emailBox(page).fill(email);
  await passwordBox(page).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
}
