import type { APIRequestContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { expect, test } from './test';
import { createRaceDay, signIn } from './support';

/**
 * Venue mode on the federation server (issue #40, decision 085): a secretary checks a stage out to the
 * venue laptop by the code it shows, typed as read (lower case, a dash); a wrong code is said in the
 * field; the page then shows who holds the stage since when and how far its log has reached here. An
 * admin forces the lost laptop's stage back, sees what the server never received, and the commands the
 * laptop sent later under its revoked token, kept aside.
 */

/** The venue laptop's own calls (no account: a pairing, then its device token). */
function laptop(request: APIRequestContext, baseURL: string) {
  const headers = { origin: baseURL };
  let token = '';
  let pairing = { pairingId: '', secret: '', code: '' };
  return {
    async pair(deviceName: string) {
      const res = await request.post('/api/venue/pairings', { data: { deviceName }, headers });
      expect(res.status()).toBe(201);
      pairing = (await res.json()) as typeof pairing;
      return pairing.code;
    },
    async takeToken() {
      const res = await request.post(`/api/venue/pairings/${pairing.pairingId}/token`, {
        data: { secret: pairing.secret },
        headers,
      });
      expect(res.status()).toBe(200);
      token = ((await res.json()) as { token: string }).token;
    },
    /** Forwards statuses as the laptop's commands `from`… in its log order; `holding`: how far its log goes. */
    async forward(stageId: string, from: number, riders: string[], holding: number) {
      const commands = riders.map((participantId, i) => ({
        sequence: from + i,
        commandId: `venue-${randomUUID()}`,
        kind: 'setStatus',
        userId: 'venue-secretary',
        payload: { kind: 'setStatus', participantId, status: 'DNF' },
      }));
      return request.post(`/api/venue/stages/${stageId}/commands`, {
        data: { commands, holding },
        headers: { ...headers, authorization: `Bearer ${token}` },
      });
    },
  };
}

test('a secretary checks a stage out by the laptop’s code; an admin forces it back and sees what never arrived', async ({
  page,
  baseURL,
  playwright,
  browser,
}) => {
  const setup = await playwright.request.newContext({ baseURL });
  const { stageId, path, ids } = await createRaceDay(setup, baseURL!, 'venue', { riders: 3 });
  const venue = laptop(await playwright.request.newContext({ baseURL }), baseURL!);
  const code = await venue.pair('Cēsis race control');

  // The secretary opens the stage's venue page from the stage bar.
  await signIn(page, 'secretary@trialhub.demo');
  await page.goto(path);
  await page.getByRole('link', { name: 'Venue laptop' }).click();
  await expect(page.getByRole('heading', { name: 'Venue laptop', level: 1 })).toBeVisible();
  const field = page.getByRole('textbox', { name: 'Code shown on the laptop' });
  await field.fill('ZZZZ-ZZZZ');
  await page.getByRole('button', { name: 'Check out' }).click();
  await expect(page.getByText('This code is wrong, used or expired.', { exact: false })).toBeVisible();
  // The code as read off the laptop's screen: lower case, with a dash.
  await field.fill(`${code.slice(0, 4)}-${code.slice(4)}`.toLowerCase());
  await page.getByRole('button', { name: 'Check out' }).click();
  const out = page.getByTestId('lease-out');
  await expect(out.getByTestId('venue-lease')).toHaveText(
    /^This stage is run from the venue laptop 'Cēsis race control' since \d\d:\d\d$/,
  );
  await expect(out.getByTestId('lease-last-contact')).toContainText('not yet');
  // A secretary is told who can take it back, not offered force-back.
  await expect(out.getByRole('button', { name: 'Force back' })).toHaveCount(0);

  // The laptop takes its token and forwards its first command of three.
  await venue.takeToken();
  expect((await venue.forward(stageId, 1, [ids[0]!], 3)).status()).toBe(200);
  await page.reload();
  await expect(out.getByTestId('lease-reported')).toContainText('3');
  await expect(out.getByTestId('lease-received')).toContainText('1');
  await expect(out.getByTestId('lease-missing')).toHaveText('Not received here yet: 2 (commands 2–3)');
  // The results page says where the stage is run, and leads here.
  await page.goto(`${path}/results`);
  await expect(page.getByTestId('venue-lease')).toContainText("'Cēsis race control'");

  // The laptop is lost: an admin forces the stage back.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin@trialhub.demo');
  await admin.goto(`${path}/venue`);
  admin.once('dialog', (dialog) => {
    expect(dialog.message()).toContain("Take the stage back from 'Cēsis race control'?");
    void dialog.accept();
  });
  await admin.getByRole('button', { name: 'Force back' }).click();
  await expect(admin.getByTestId('lease-forced-note')).toHaveText(
    /^Taken back from the venue laptop 'Cēsis race control' at \d\d:\d\d: its access has ended\.$/,
  );
  await expect(admin.getByTestId('lease-missing')).toHaveText(
    "The server never received 2 of the laptop's commands (2–3): enter what they held by hand.",
  );
  const kept = admin.getByTestId('lease-kept');
  await expect(kept).toContainText('Nothing has arrived from the laptop since.');

  // Back online, the laptop sends the rest: refused, kept aside, listed for the admin; nothing applied.
  expect((await venue.forward(stageId, 2, [ids[1]!, ids[2]!], 3)).status()).toBe(409);
  await admin.reload();
  const rows = kept.getByTestId('lease-kept-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toHaveText(/^2\. Status#101 Rider venue 101arrived \d\d:\d\d$/);
  await expect(rows.nth(1)).toHaveText(/^3\. Status#102 Rider venue 102arrived \d\d:\d\d$/);
  // Nothing of it runs off a phone's screen.
  expect(await admin.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // The stage is edited here again: the secretary's venue page offers a new check-out.
  await page.goto(`${path}/venue`);
  await expect(page.getByTestId('lease-check-out')).toBeVisible();
  await expect(page.getByTestId('lease-kept')).toHaveCount(0);
  await adminContext.close();
});
