import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface AdminEndpoint {
  url: string;
  token: string;
}

const fileName = 'admin-endpoint.json';

/** Written by a running server on the embedded database; readable only by the data dir's owner. */
export function writeAdminEndpoint(dataDir: string, url: string): AdminEndpoint & { remove(): void } {
  const endpoint = { url, token: crypto.randomBytes(32).toString('base64url') };
  const file = path.join(dataDir, fileName);
  fs.writeFileSync(file, JSON.stringify(endpoint), { mode: 0o600 });
  return { ...endpoint, remove: () => fs.rmSync(file, { force: true }) };
}

export function readAdminEndpoint(dataDir: string): AdminEndpoint | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(dataDir, fileName), 'utf8')) as AdminEndpoint;
  } catch {
    return null;
  }
}
