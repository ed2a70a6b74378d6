import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext, type Browser, chromium, devices, request as apiRequest } from '@playwright/test';
import { chromiumLaunch } from './chromium';
import { expect, test } from './test';
import { createRaceDay, observerCredential, tapScore, typePin, wholeResults } from './support';

/**
 * HTTPS at the venue (issue #40, decision 086): the venue laptop's server answers HTTPS itself under its
 * per-venue name, with no internet. Here: a test CA and a certificate for `venue-test.trialhub.test`
 * made by the test with openssl, the real server started with TLS_CERT_FILE / TLS_KEY_FILE, and a phone
 * in a Chromium that resolves the name to this machine (host-resolver rules, as the laptop's own DNS
 * answers it at the venue) and trusts the test CA. The observer's phone is then in a secure context:
 * the service worker takes the judge app, and a reload with no network still scores.
 */
const NAME = 'venue-test.trialhub.test';
// Beside the project servers (E2E_PORT, E2E_PORT + 20, their stand-ins + 3): a port no other server uses.
const PORT = Number(process.env.E2E_PORT ?? 3199) + 37;
const VENUE = `https://${NAME}:${PORT}`;

/** A CA and a certificate for the venue name signed by it; returns the CA key's SPKI hash. */
function makeCertificates(dir: string): string {
  const openssl = (args: string[], input?: Buffer) =>
    execFileSync('openssl', args, { cwd: dir, input, stdio: ['pipe', 'pipe', 'pipe'] });
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes'];
  openssl([
    'req',
    '-x509',
    ...ec,
    '-keyout',
    'ca.key',
    '-out',
    'ca.pem',
    '-days',
    '2',
    '-subj',
    '/CN=TrialHub test CA',
  ]);
  openssl(['req', ...ec, '-keyout', 'venue.key', '-out', 'venue.csr', '-subj', `/CN=${NAME}`]);
  fs.writeFileSync(
    path.join(dir, 'venue.ext'),
    `subjectAltName=DNS:${NAME}\nextendedKeyUsage=serverAuth\nbasicConstraints=CA:FALSE\n`,
  );
  openssl([
    'x509',
    '-req',
    '-in',
    'venue.csr',
    '-CA',
    'ca.pem',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-days',
    '2',
    '-extfile',
    'venue.ext',
    '-out',
    'venue.pem',
  ]);
  // Served as a full chain, as a real certificate is served with its intermediate.
  fs.writeFileSync(
    path.join(dir, 'fullchain.pem'),
    Buffer.concat([fs.readFileSync(path.join(dir, 'venue.pem')), fs.readFileSync(path.join(dir, 'ca.pem'))]),
  );
  const caPublicKey = openssl(['x509', '-in', 'ca.pem', '-noout', '-pubkey']);
  return createHash('sha256')
    .update(openssl(['pkey', '-pubin', '-outform', 'der'], caPublicKey))
    .digest('base64');
}

let dir: string;
let server: ChildProcess | null = null;
let browser: Browser | null = null;
let request: APIRequestContext | null = null;

test.afterAll(async () => {
  await request?.dispose();
  await browser?.close();
  server?.kill('SIGTERM');
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

test('an observer phone reaches the venue laptop by name over HTTPS, and scores offline there', async ({
  browserName,
}, testInfo) => {
  expect(browserName).toBe('chromium');
  test.skip(testInfo.project.name !== 'phone', 'an observer’s phone');
  // A fresh data directory: the embedded database and the demo are made first (minutes on a loaded machine).
  test.setTimeout(600_000);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trialhub-venue-https-'));
  const caSpki = makeCertificates(dir);
  server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dir, 'data'),
      DEMO: '1',
      RATE_LIMIT: 'off',
      AUTH_SECRET: 'venue-https-secret-venue-https-0000',
      PUBLIC_URL: VENUE,
      TLS_CERT_FILE: path.join(dir, 'fullchain.pem'),
      TLS_KEY_FILE: path.join(dir, 'venue.key'),
    },
    stdio: ['ignore', fs.openSync(testInfo.outputPath('venue-server.log'), 'w'), 'inherit'],
  });
  // The test's API calls go to the same server by address; they name the venue as their origin.
  request = await apiRequest.newContext({ baseURL: `https://127.0.0.1:${PORT}`, ignoreHTTPSErrors: true });
  await expect
    .poll(async () => (await request!.get('/api/health').catch(() => null))?.status(), { timeout: 540_000 })
    .toBe(200);
  // Plain HTTP is not answered on the HTTPS port.
  await expect(fetch(`http://127.0.0.1:${PORT}/api/health`)).rejects.toThrow();

  const { stageId } = await createRaceDay(request, VENUE, 'venue-https', { riders: 3 });
  const { pin } = await observerCredential(request, VENUE, stageId, 'Venue Observer');

  browser = await chromium.launch({
    ...chromiumLaunch,
    args: [
      ...chromiumLaunch.args,
      // The laptop answers its own name at the venue (decision 086); here the name is this machine.
      `--host-resolver-rules=MAP ${NAME} 127.0.0.1`,
      // Trust the test CA, as a phone trusts the public CA that signs the real venue certificate.
      `--ignore-certificate-errors-spki-list=${caSpki}`,
    ],
  });
  const context = await browser.newContext({ ...devices['Pixel 7'], baseURL: VENUE });
  const page = await context.newPage();
  await page.goto('/observe');
  expect(await page.evaluate(() => [location.origin, window.isSecureContext])).toEqual([VENUE, true]);
  await typePin(page, 'Race day venue-https', pin);
  await expect(page.getByTestId('scoring-as')).toHaveText('Scoring as Venue Observer');
  // Green only once the service worker controls the page and the judge app and the stage are stored.
  await expect(page.getByTestId('offline-ready')).toHaveAttribute('data-ready', 'true', { timeout: 180_000 });
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${VENUE}/sw.js`);

  // Walked out of the Wi-Fi to a far section: the reloaded page opens from the phone and takes a score.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('scoring-as')).toHaveText('Scoring as Venue Observer');
  await tapScore(page, 101, 2);
  await expect(page.getByTestId('sync-badge')).toHaveText(/^1 waiting/);
  // Back in range: delivered to the laptop, once.
  await context.setOffline(false);
  await expect(page.getByTestId('sync-badge')).toHaveText('All sent', { timeout: 60_000 });
  const rider = (await wholeResults(request, stageId)).find((r) => r.participant.racingNumber === 101)!;
  expect(rider.sections.map((s) => s.events.map((e) => [e.by, e.points]))).toEqual([[['Venue Observer', 2]]]);
  await page.screenshot({ path: testInfo.outputPath('venue-https-observer.png') });
  await context.close();
});
