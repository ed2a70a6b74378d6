import { resolveAuthSecret } from './auth/auth.js';
import { readConfig } from './config.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { startServer } from './start-server.js';

const config = readConfig();

try {
  const server = await startServer({ config, authSecret: resolveAuthSecret(process.env.AUTH_SECRET, config.dataDir) });
  const where = server.database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  console.log(`TrialHub is listening on ${server.url} (port ${server.port}, ${where})`);
  const mail = {
    smtp: 'Mail: sent through SMTP_URL.',
    outbox: `Mail: NOT sent (no SMTP_URL). Sign-in links, codes and password resets are kept at ${server.url}/dev/outbox, readable from this machine only.`,
    none: 'Mail: NOT sent and NOT kept: SMTP_URL is unset, so sign-in links, codes and password resets reach no one. Set SMTP_URL.',
  }[server.mailer.delivery];
  console.log(mail);
  if (server.demoAccounts) {
    console.log('Demo data is loaded. Sign in at /login with any of these (password after the slash):');
    for (const account of server.demoAccounts)
      console.log(`  ${account.role.padEnd(10)} ${account.email} / ${account.password}`);
  }
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: closing the database and stopping.`);
    server.close().then(
      () => process.exit(0),
      (error) => {
        console.error('Failed to stop cleanly', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(`✖ ${error.message}`);
    process.exit(3);
  }
  console.error('✖ TrialHub could not start:', error);
  process.exit(1);
}
