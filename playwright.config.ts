import { defineConfig, devices } from '@playwright/test';
import { serverLogFile } from './e2e/server-log';

// E2E_PORT lets several checkouts run their e2e suites side by side.
const PORT = Number(process.env.E2E_PORT ?? 3199);
/** The server's stdout and stderr, kept (e2e/server-log.ts); printed at the end of a failed run. */
const SERVER_LOG = serverLogFile(PORT);
/** The Stripe stand-in (scripts/stripe-stand-in.ts): online payment is on in the e2e server (decision 082). */
const STRIPE_PORT = PORT + 3;
const STRIPE_WEBHOOK_SECRET = 'whsec_e2e_stand_in';
/** Debian's Chromium (never a downloaded browser: nothing can be downloaded here). */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: './e2e',
  // One server and database for the whole run, and some tests change shared demo data: run in order.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['./e2e/server-log.ts', { file: SERVER_LOG }]],
  // Bounds for a hang, not guesses of speed: on a loaded 2-core machine a page's first answer took
  // well over 7 s. Waits end as soon as their condition holds, so a passing run is no slower.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: chromium,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions: chromium } },
  ],
  webServer: [
    {
      command: 'node scripts/stripe-stand-in.ts',
      env: {
        STAND_IN_PORT: String(STRIPE_PORT),
        WEBHOOK_URL: `http://localhost:${PORT}/api/payments/online/webhook`,
        STRIPE_WEBHOOK_SECRET,
      },
      url: `http://127.0.0.1:${STRIPE_PORT}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The server's own output goes to SERVER_LOG (a fresh file per run); the build step's errors still
      // show (stderr: 'pipe').
      command: `node -e "const fs=require('fs');fs.rmSync('test-results/e2e-data',{recursive:true,force:true});fs.mkdirSync('test-logs',{recursive:true})" && node scripts/build-server.mjs --if-stale && node apps/server/dist/main.js > ${SERVER_LOG} 2>&1`,
      env: {
        PORT: String(PORT),
        DATA_DIR: 'test-results/e2e-data',
        DEMO: '1',
        // Load limits off (tests sign in many times); the PIN guessing limit counts anyway (decision 029).
        RATE_LIMIT: 'off',
        // As behind a proxy: a test's phone can be on a network of its own (X-Forwarded-For), so the
        // PIN guessing test locks out only its own address.
        TRUST_PROXY: '1',
        AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-00',
        STRIPE_SECRET_KEY: 'sk_test_e2e_stand_in',
        STRIPE_WEBHOOK_SECRET,
        STRIPE_API_URL: `http://127.0.0.1:${STRIPE_PORT}`,
      },
      url: `http://localhost:${PORT}/api/health`,
      reuseExistingServer: false,
      // A fresh data dir: initdb and the demo seed took over two minutes at load 30. Playwright stops
      // waiting at once if the server exits instead.
      timeout: 600_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
