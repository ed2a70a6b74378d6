/**
 * npm run users -- grant <email> <admin|secretary>
 * npm run users -- revoke <email> <admin|secretary>
 *
 * Works on a stopped installation (opens the database itself) and on a running one: PostgreSQL
 * takes many connections; the embedded database belongs to the running server, so the CLI asks
 * that server through its local admin endpoint.
 */
import { roleSchema } from '@trialhub/domain';
import { readConfig } from '../config.js';
import { DataDirLockedError } from '../db/data-dir-lock.js';
import { openDb } from '../db/open-db.js';
import { changeRole } from '../features/accounts/accounts.service.js';
import { AppError } from '../http/app-error.js';
import { readAdminEndpoint } from './admin-endpoint.js';

const usage = 'usage: npm run users -- grant|revoke <email> <admin|secretary>';

async function main(): Promise<number> {
  const [action, email, roleText] = process.argv.slice(2);
  const role = roleSchema.safeParse(roleText);
  if ((action !== 'grant' && action !== 'revoke') || !email || !role.success) {
    console.error(usage);
    return 2;
  }
  const grant = action === 'grant';
  const config = readConfig();
  let roles: string[];
  try {
    const database = await openDb(
      config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
    );
    try {
      roles = await changeRole(database.db, email, role.data, grant);
    } finally {
      await database.close();
    }
  } catch (error) {
    if (error instanceof AppError && error.code === 'accountNotFound') {
      console.error(`No account with the e-mail ${email}.`);
      return 1;
    }
    if (!(error instanceof DataDirLockedError)) throw error;
    const endpoint = readAdminEndpoint(config.dataDir);
    if (!endpoint) throw error;
    const res = await fetch(`${endpoint.url}/api/internal/roles`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-trialhub-admin-token': endpoint.token },
      body: JSON.stringify({ email, role: role.data, grant }),
    });
    if (res.status === 404) {
      console.error(`No account with the e-mail ${email}.`);
      return 1;
    }
    if (!res.ok) throw new Error(`the running server answered ${res.status}: ${await res.text()}`, { cause: error });
    roles = ((await res.json()) as { roles: string[] }).roles;
  }
  console.log(`${email}: ${grant ? 'granted' : 'revoked'} ${role.data}; roles now: ${roles.join(', ') || 'none'}`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error('✖', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
