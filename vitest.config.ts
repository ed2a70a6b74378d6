import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on CI's two cores, where a file spends much
    // of its time waiting on its server's database and child processes, and the unit stage took 19 minutes
    // (issue #37). Each file still gets its own server and database, so two at once share nothing.
    maxWorkers: 2,
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          // Migrated and seeded databases, made once per run; each test server starts from a copy.
          globalSetup: ['apps/server/test/global-setup.ts'],
          // The in-process servers' request lines would bury the test output; tests that read the log
          // raise the level while they do (test/support/log-capture.ts).
          env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
          // Generous bounds, not guesses of how long things take: on a loaded 2-core machine a test
          // server's start-up took 30 s and more. A test that hangs still fails, two minutes later.
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Each file gets its own database; on PostgreSQL they share one server, so run files one by one there.
          fileParallelism: !process.env.TEST_DATABASE_URL,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test-setup.ts'],
        },
      },
    ],
  },
});
