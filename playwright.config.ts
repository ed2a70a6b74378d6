import { type PlaywrightTestConfig, defineConfig, devices } from '@playwright/test';
import { chromiumLaunch } from './e2e/chromium';
import { serverLogFile } from './e2e/server-log';

// E2E_PORT lets several checkouts run their e2e suites side by side. Each project (desktop, phone) has
// a server and a database of its own, on E2E_PORT and E2E_PORT + 20, and runs on one worker of its own:
// the two run at once (about half the wall time on two cores) while every test still sees only its
// project's tests change the demo data, in order, as on a single worker.
const BASE_PORT = Number(process.env.E2E_PORT ?? 3199);
const PROJECT_PORTS = { desktop: BASE_PORT, phone: BASE_PORT + 20 } as const;
const STRIPE_WEBHOOK_SECRET = 'whsec_e2e_stand_in';

export default defineConfig({
  testDir: './e2e',
  // One worker per project (below): some tests change their server's demo data, so each server's tests
  // run in order.
  workers: 2,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  reporter: [
    ['list'],
    ...Object.values(PROJECT_PORTS).map((port) => ['./e2e/server-log.ts', { file: serverLogFile(port) }] as const),
  ],
  // Bounds for a hang, not guesses of speed: on a loaded 2-core machine a page's first answer took
  // well over 7 s. Waits end as soon as their condition holds, so a passing run is no slower.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: {
    launchOptions: chromiumLaunch,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      workers: 1,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromiumLaunch,
        baseURL: `http://localhost:${PROJECT_PORTS.desktop}`,
      },
    },
    {
      name: 'phone',
      workers: 1,
      use: { ...devices['Pixel 7'], launchOptions: chromiumLaunch, baseURL: `http://localhost:${PROJECT_PORTS.phone}` },
    },
  ],
  webServer: Object.values(PROJECT_PORTS).flatMap(serversFor),
});

/** A project's server on `port`, and its Stripe stand-in on `port + 3` (online payment is on, decision 082). */
function serversFor(port: number): Extract<PlaywrightTestConfig['webServer'], unknown[]> {
  const stripePort = port + 3;
  const dataDir = `test-results/e2e-data-${port}`;
  return [
    {
      command: 'node scripts/stripe-stand-in.ts',
      env: {
        STAND_IN_PORT: String(stripePort),
        WEBHOOK_URL: `http://localhost:${port}/api/payments/online/webhook`,
        STRIPE_WEBHOOK_SECRET,
      },
      url: `http://127.0.0.1:${stripePort}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The server's own output goes to its log file (e2e/server-log.ts; a fresh file per run); the build
      // step's errors still show (stderr: 'pipe').
      command: `node -e "const fs=require('fs');fs.rmSync('${dataDir}',{recursive:true,force:true});fs.mkdirSync('test-logs',{recursive:true})" && node scripts/build-server.mjs --if-stale && node apps/server/dist/main.js > ${serverLogFile(port)} 2>&1`,
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        DEMO: '1',
        // Load limits off (tests sign in many times); the PIN guessing limit counts anyway (decision 029).
        RATE_LIMIT: 'off',
        // As behind a proxy: a test's phone can be on a network of its own (X-Forwarded-For), so the
        // PIN guessing test locks out only its own address.
        TRUST_PROXY: '1',
        AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-00',
        STRIPE_SECRET_KEY: 'sk_test_e2e_stand_in',
        STRIPE_WEBHOOK_SECRET,
        STRIPE_API_URL: `http://127.0.0.1:${stripePort}`,
      },
      url: `http://localhost:${port}/api/health`,
      reuseExistingServer: false,
      // A fresh data dir: initdb and the demo seed took over two minutes at load 30. Playwright stops
      // waiting at once if the server exits instead.
      timeout: 600_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ];
}
