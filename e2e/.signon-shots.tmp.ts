import { chromium, request as pwRequest, type Page } from '@playwright/test';

const BASE = 'http://localhost:4152';
const STAGE3 = '/competitions/demo/baltic-cup-2026/round-3-cesis';
const STAGE4 = '/competitions/demo/baltic-cup-2026/round-4-parnu-open';
const OUT = '/tmp/signon-shots';

async function api(email: string) {
  const ctx = await pwRequest.newContext({ baseURL: BASE });
  const r = await ctx.post('/api/auth/sign-in/email', { data: { email, password: 'trialhub-demo' }, headers: { origin: BASE } });
  if (!r.ok()) throw new Error('sign in');
  return async (method: 'post' | 'put' | 'get' | 'delete', url: string, data?: unknown) => {
    const res = await ctx[method](url, { data, headers: { origin: BASE } });
    return { status: res.status(), body: await res.text() };
  };
}

async function signIn(page: Page, email: string) {
  await page.goto(`${BASE}/login`);
  await page.getByRole('textbox', { name: /e-mail/i }).fill(email);
  await page.getByRole('textbox', { name: /^password/i }).fill('trialhub-demo');
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL((u) => !u.pathname.includes('/login'));
}
async function lang(page: Page, lng: string) {
  await page.evaluate((l) => {
    localStorage.setItem('i18nextLng', l);
    document.cookie = `i18next=${l};path=/;max-age=31536000;samesite=lax`;
  }, lng);
}

const form = (name: string, racingClass: string, birthDate = '1990.04.04') => ({
  form: { name, racingNumber: null, racingClass, birthDate, bike: null, license: null, clubId: null, gender: 'male', team: null },
});

async function main() {
  const sec = await api('secretary@trialhub.demo');
  if (process.argv[2] === 'setup') {
    console.log(await sec('put', '/api/stages/demo-stage-3/fees', { settings: { classFees: [], otherClassesCents: 2000 } }));
    console.log(await sec('put', '/api/stages/demo-stage-3/entry-rules', { rules: { healthDeclaration: true } }));
    console.log(await sec('post', '/api/stages/demo-stage-3/participants', { ...form('Mazais Kalniņš', 'Youth', '2014.05.05'), confirmClassAge: true }));
    console.log(await sec('put', '/api/stages/demo-stage-4/entry-rules', { rules: { classLimits: { Clubman: 1 } } }));
    const r1 = await api('rider@trialhub.demo');
    console.log(await r1('post', '/api/stages/demo-stage-4/participants/join', form('Rihards Braucējs', 'Clubman')));
    return;
  }
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const sizes = [
    { name: 'phone', viewport: { width: 360, height: 640 }, isMobile: true },
    { name: 'desktop', viewport: { width: 1280, height: 900 }, isMobile: false },
  ];
  const langs = (process.argv[3] ?? 'en,lv,et').split(',');
  const which = process.argv[2];
  for (const size of sizes) {
    for (const lng of langs) {
      const ctx = await browser.newContext({ viewport: size.viewport, isMobile: size.isMobile });
      const page = await ctx.newPage();
      const shot = async (name: string, full = true) =>
        page.screenshot({ path: `${OUT}/${name}-${size.name}-${lng}.png`, fullPage: full });
      if (which === 'desk') {
        await signIn(page, 'secretary@trialhub.demo');
        await lang(page, lng);
        await page.goto(`${BASE}${STAGE3}/signon`);
        await page.getByTestId('signon-find').waitFor();
        await page.waitForTimeout(800);
        await shot('desk-list');
        await page.getByTestId('signon-find').fill('Mazais');
        await page.getByTestId('signon-row').first().click();
        await page.getByTestId('signon-entry').waitFor();
        await page.waitForTimeout(500);
        await shot('desk-entry');
        await page.goto(`${BASE}${STAGE3}/judges`);
        await page.getByTestId('signon-summary').waitFor();
        await page.getByTestId('signon-summary').scrollIntoViewIfNeeded();
        await shot('race-control', false);
      }
      if (which === 'rider') {
        await signIn(page, 'rider@trialhub.demo');
        await lang(page, lng);
        await page.goto(`${BASE}${STAGE3}`);
        await page.getByTestId('my-signon-button').click();
        await page.getByTestId('signon-qr').locator('svg').waitFor();
        await page.waitForTimeout(800);
        await shot('rider-code', false);
        await page.emulateMedia({ media: 'print' });
        await shot('rider-code-print', false);
        await page.emulateMedia({ media: 'screen' });
        await page.goto(`${BASE}/my-results`);
        await page.getByTestId('my-results').waitFor();
        await page.waitForTimeout(1000);
        await shot('my-results');
      }
      if (which === 'wait') {
        await signIn(page, 'rider2@trialhub.demo');
        await lang(page, lng);
        await page.goto(`${BASE}${STAGE4}`);
        const place = page.getByTestId('waiting-place');
        const join = page.getByRole('button', { name: /join|pieteikties|registreeru|liitu/i }).first();
        await Promise.race([place.waitFor(), join.waitFor()]);
        if (!(await place.isVisible())) {
          await join.click();
          const dialog = page.getByRole('dialog');
          await dialog.getByRole('combobox').first().waitFor();
          const cls = dialog.getByRole('combobox', { name: /class|klase|klass/i });
          await cls.click();
          await page.getByRole('option', { name: 'Clubman', exact: true }).click();
          await dialog.locator('button[type=submit]').click();
          await page.getByTestId('waitlist-offer').waitFor();
          await page.getByTestId('waitlist-offer').scrollIntoViewIfNeeded();
          await shot('waitlist-offer', false);
          await page.getByTestId('waitlist-offer').getByRole('button').click();
          await place.waitFor();
        }
        await page.waitForTimeout(500);
        await shot('waiting-place', false);
        await page.request.delete(`${BASE}/api/stages/demo-stage-4/waitlist/me`, { headers: { origin: BASE } });
      }
      await ctx.close();
    }
  }
  await browser.close();
}
main().catch((e) => { console.error(e); process.exit(1); });
