// Runs a command with TEST_DATABASE_URL pointing at a local PostgreSQL, so the server suite runs on
// PostgreSQL instead of PGlite:  node scripts/with-pg-database.mjs vitest run --project server
// The test helper creates (and drops) a throw-away database per test file on that server; the URL
// here is only the server to do it on. An existing TEST_DATABASE_URL is kept.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/with-pg-database.mjs <command> [args...]');
  process.exit(2);
}

const env = { ...process.env, TEST_DATABASE_URL: process.env.TEST_DATABASE_URL || DEFAULT_URL };
const child = spawn(command, args, { stdio: 'inherit', shell: false, env });

// Ctrl+C reaches the child through the terminal's process group; a plain kill of this script is passed on.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (child.exitCode === null) child.kill(signal);
  });
}

child.on('error', (error) => {
  console.error(`✖ could not run ${command}: ${error.message}`);
  process.exit(127);
});
child.on('exit', (code, signal) => {
  // Killed by a signal: exit the way a shell reports it (128 + signal number).
  process.exit(signal ? 128 + (constants.signals[signal] ?? 0) : (code ?? 1));
});
