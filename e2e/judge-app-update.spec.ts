import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { type Page, devices } from '@playwright/test';
import { expect, test } from './test';
import { createRaceDay, signIn, wholeResults } from './support';

/**
 * Issue #17, "An app that stays": a new version of the installed judge app never reloads the page
 * while a score waits to be sent or an open-free attempt runs; it installs once the app is idle
 * (offline.ts, decision 030).
 *
 * Two real builds of the service worker: the phone talks to a small proxy in front of the e2e
 * server that passes everything through, except that it serves the built `sw.js` with one precache
 * revision bumped once the test says so (what a deploy with a changed index.html does), and that it
 * can answer the sync requests 503 (a server that is down), so scores stay pending on the phone.
 */
interface Proxy {
  url: string;
  /** 1: the build as it is; 2: the next version (index.html's precache revision changed). */
  version: number;
  holdOps: boolean;
  close: () => Promise<void>;
}

async function startProxy(upstream: string): Promise<Proxy> {
  const target = new URL(upstream);
  // Requests reach the server as if made on its own origin (its same-origin check for writes).
  const rewrite = (headers: http.IncomingHttpHeaders) => ({
    ...headers,
    host: target.host,
    ...(headers.origin ? { origin: target.origin } : {}),
  });
  const proxy: Proxy = { url: '', version: 1, holdOps: false, close: async () => {} };
  const server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    if (proxy.holdOps && req.method === 'POST' && /^\/api\/judging\/stages\/[^/]+\/ops/.test(path)) {
      req.resume();
      res.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"unavailable"}');
      return;
    }
    if (path.split('?')[0] === '/sw.js') {
      void fetch(new URL('/sw.js', target)).then(async (built) => {
        let body = await built.text();
        const revision = /(url:"index\.html",revision:")([^"]+)"/;
        if (!revision.test(body)) throw new Error('sw.js has no index.html precache entry');
        if (proxy.version > 1) body = body.replace(revision, `$1$2-v${proxy.version}"`);
        res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' }).end(body);
      });
      return;
    }
    const forwarded = http.request(
      { host: target.hostname, port: target.port, method: req.method, path, headers: rewrite(req.headers) },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => res.destroy());
    req.pipe(forwarded);
  });
  // The live stream's WebSocket, passed through as bytes.
  server.on('upgrade', (req, socket, head) => {
    const up = net.connect(Number(target.port), target.hostname, () => {
      const lines = Object.entries(rewrite(req.headers)).map(([k, v]) => `${k}: ${String(v)}`);
      up.write(`${req.method} ${req.url} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);
      up.write(head);
      up.pipe(socket);
      socket.pipe(up);
    });
    up.on('error', () => socket.destroy());
    socket.on('error', () => up.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  proxy.url = `http://localhost:${(server.address() as AddressInfo).port}`;
  proxy.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return proxy;
}

/** The page is still the one the test opened (a reload starts a new document without the mark). */
const notReloaded = (page: Page) =>
  page.evaluate(() => (window as unknown as { openedByTest?: boolean }).openedByTest === true);

const waitingWorker = (page: Page) =>
  page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting);

/**
 * The app checks whether it is idle when the update arrives and again every 5 s (offline.ts); a
 * reload it should not have made would come within one such round. Watching for 7 s covers it
 * (the one place this test waits for a time: "nothing happens" has no event to wait for).
 */
async function staysWhileBusy(page: Page) {
  const until = Date.now() + 7_000;
  while (Date.now() < until) {
    expect(await notReloaded(page)).toBe(true);
    await page.waitForTimeout(500);
  }
  expect(await waitingWorker(page)).toBe(true);
}

test.describe('a new judge app version', () => {
  test.skip(({ isMobile }) => !isMobile, 'the judge app is used on a phone');

  test('waits while an attempt runs or a score is pending, and installs once the app is idle', async ({
    browser,
    request,
    baseURL,
  }, testInfo) => {
    test.setTimeout(240_000);
    const { stageId, ids, path } = await createRaceDay(request, baseURL!, 'sw-update', {
      riders: 1,
      type: 'openFree',
      judgeSection: 1,
    });
    const proxy = await startProxy(baseURL!);
    const context = await browser.newContext({ ...devices['Pixel 7'], baseURL: proxy.url });
    try {
      const page = await context.newPage();
      await signIn(page, 'judge@trialhub.demo');
      await page.goto(`${path}/judge`);
      await expect(page.getByTestId('section-button')).toHaveText('Section 1');
      // Version 1 is installed and controls the page.
      await page.waitForFunction(
        async () => !!(await navigator.serviceWorker.ready).active && !!navigator.serviceWorker.controller,
      );
      await page.evaluate(() => ((window as unknown as { openedByTest: boolean }).openedByTest = true));

      // An attempt is running when version 2 is deployed.
      const keypad = page.getByTestId('keypad');
      for (const digit of '100') await keypad.getByRole('button', { name: digit, exact: true }).click();
      await page.getByRole('button', { name: 'Start attempt' }).click();
      await page.getByRole('button', { name: 'A +10' }).click();
      await expect(page.getByTestId('attempt-points')).toHaveText('10');
      proxy.version = 2;
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
      // Version 2 is downloaded and waits; the app knows (the sync drawer says so) and keeps the page.
      await expect.poll(() => waitingWorker(page), { timeout: 60_000 }).toBe(true);
      await page.getByTestId('sync-badge').click();
      await expect(page.getByTestId('update-waiting')).toHaveText(
        'An update is ready; it installs when nothing is waiting to be sent',
      );
      await page.keyboard.press('Escape');
      await staysWhileBusy(page);
      await expect(page.getByTestId('attempt-points')).toHaveText('10');

      // The attempt is saved while the server is unreachable: the score is pending on the phone.
      proxy.holdOps = true;
      await page.getByRole('button', { name: 'Finish' }).click();
      await expect(page.getByTestId('sync-badge')).toHaveAttribute('data-pending', '1');
      await staysWhileBusy(page);
      await expect(page.getByTestId('sync-badge')).toHaveAttribute('data-pending', '1');

      // The server is back: the score goes out, the app is idle, version 2 takes over and reloads once.
      const reloaded = page.waitForEvent('load', { timeout: 60_000 });
      proxy.holdOps = false;
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
      await reloaded;
      expect(await notReloaded(page)).toBe(false);
      await expect(page.getByTestId('section-button')).toHaveText('Section 1');
      await expect.poll(() => waitingWorker(page)).toBe(false);
      // The page is controlled by version 2: its precache holds index.html at the new revision.
      await expect
        .poll(() =>
          page.evaluate(async () => {
            for (const name of await caches.keys()) {
              for (const entry of await (await caches.open(name)).keys()) {
                if (/index\.html\?__WB_REVISION__=[^&]+-v2/.test(entry.url)) return true;
              }
            }
            return false;
          }),
        )
        .toBe(true);
      await expect(page.getByTestId('sync-badge')).toHaveAttribute('data-pending', '0');
      await page.screenshot({ path: testInfo.outputPath('judge-after-update.png') });

      // The attempt reached the server once.
      const results = await wholeResults(request, stageId);
      const mine = results.find((r) => r.participantId === ids[0])!;
      expect(mine.sections.map((s) => [s.section, s.lap, s.points])).toEqual([[1, 1, 10]]);
      expect(mine.sections[0]!.events.map((e) => e.name)).toEqual(['JudgeAddPointsA', 'ManualFinish']);
    } finally {
      await context.close();
      await proxy.close();
    }
  });
});
