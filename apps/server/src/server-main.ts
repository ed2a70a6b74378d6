// The server's process: config, start, logs, stop on signals. Loaded by main.ts.
import { resolveAuthSecret } from './auth/auth.js';
import { readConfig } from './config.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { trimMemoryWhenIdle } from './ops/idle-memory-trim.js';
import { logger } from './ops/logger.js';
import { runtimeTuningOff } from './ops/runtime-tuning.js';
import { exitOnUncaughtErrors } from './ops/process-errors.js';
import { startServer } from './start-server.js';
import { spawnForwarder } from './features/venue/laptop/spawn-forwarder.js';

// First of all: an error nothing catches is logged (safely) and the process exits for its supervisor.
exitOnUncaughtErrors(logger);
const config = readConfig();

try {
  const server = await startServer({ config, authSecret: resolveAuthSecret(process.env.AUTH_SECRET, config.dataDir) });
  const where = server.database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  logger.info(`TrialHub is listening on ${server.url} (port ${server.port}, ${where})`);
  logger.info(`started in ${server.boot.total()} ms: ${server.boot.summary()}`);
  const mail = {
    smtp: 'Mail: sent through SMTP_URL.',
    outbox: `Mail: NOT sent (no SMTP_URL). Sign-in links, codes and password resets are kept at ${server.url}/dev/outbox, readable from this machine only.`,
    none: 'Mail: NOT sent and NOT kept: SMTP_URL is unset, so sign-in links, codes and password resets reach no one. Set SMTP_URL.',
  }[server.mailer.delivery];
  logger[server.mailer.delivery === 'none' ? 'warn' : 'info'](mail);
  // The demo's public accounts, on someone's own machine only (decision 010): nowhere else do they
  // belong in a log.
  if (server.demoAccounts && server.localMode) {
    logger.info(
      'Demo data is loaded. Sign in at /login with any of these (password after the slash):\n' +
        server.demoAccounts.map((a) => `  ${a.role.padEnd(10)} ${a.email} / ${a.password}`).join('\n'),
    );
  } else if (server.demoAccounts) logger.info('Demo data is loaded.');
  // A venue laptop forwards to its federation server from a process of its own (decision 085).
  const forwarder = config.venueFederationUrl ? spawnForwarder(server.port, logger) : null;
  if (config.venueFederationUrl)
    logger.info(`Venue laptop of ${config.venueFederationUrl}: pair it at ${server.url}/venue`);
  // Memory the start and busy spells grew is given back when the server goes quiet (decision 044).
  const memoryTrim = runtimeTuningOff()
    ? null
    : trimMemoryWhenIdle({
        onTrim: ({ before, after, ms }) =>
          logger.debug(
            `idle: V8 heap trimmed from ${(before / 2 ** 20).toFixed(0)} to ${(after / 2 ** 20).toFixed(0)} MiB in ${ms.toFixed(0)} ms`,
          ),
      });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) {
      // A second Ctrl+C: the person at the terminal does not want to wait.
      logger.warn(`${signal} again: stopping now`);
      process.exit(1);
    }
    stopping = true;
    memoryTrim?.stop();
    forwarder?.stop();
    logger.info(`${signal}: finishing requests under way, closing live streams and the database, then stopping`);
    server.close().then(
      () => {
        logger.info('stopped');
        logger.flush();
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'failed to stop cleanly');
        logger.flush();
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
} catch (error) {
  if (error instanceof DataDirLockedError) {
    logger.fatal(`✖ ${error.message}`);
    logger.flush();
    process.exit(3);
  }
  logger.fatal({ err: error }, '✖ TrialHub could not start');
  logger.flush();
  process.exit(1);
}
