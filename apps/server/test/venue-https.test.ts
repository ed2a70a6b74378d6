/**
 * HTTPS at the venue (decision 086): the laptop's server answers HTTPS itself (TLS_CERT_FILE,
 * TLS_KEY_FILE) for its per-laptop name. Here the name is `venue-test.trialhub.test`, its certificate is
 * signed by a CA this test makes, and the name is mapped to this machine. A client that trusts the CA
 * reaches the laptop by name; one that does not is refused. What a phone's browser does with it (a secure
 * context, the judge app's service worker, scoring with no network) is e2e/venue-https.spec.ts.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyTemplateDataDir } from './helper.js';
import { type NodeProcess, runTs } from './processes.js';

const NAME = 'venue-test.trialhub.test';
const PORT = 4560; // this helper's range
let dir = '';
let laptop: NodeProcess;

const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trialhub-venue-tls-'));
  openssl(
    ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '2'],
    ...['-subj', '/CN=TrialHub test venue CA', '-addext', 'basicConstraints=critical,CA:TRUE'],
    ...['-addext', 'keyUsage=critical,keyCertSign,cRLSign'],
  );
  openssl('req', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'leaf.key', '-out', 'leaf.csr', '-subj', `/CN=${NAME}`);
  fs.writeFileSync(
    path.join(dir, 'leaf.ext'),
    `subjectAltName=DNS:${NAME}\nbasicConstraints=CA:FALSE\nkeyUsage=digitalSignature,keyEncipherment\nextendedKeyUsage=serverAuth\n`,
  );
  openssl(
    ...['x509', '-req', '-in', 'leaf.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial'],
    ...['-out', 'leaf.pem', '-days', '2', '-extfile', 'leaf.ext'],
  );
  const dataDir = path.join(dir, 'data');
  fs.mkdirSync(dataDir);
  await copyTemplateDataDir('demo', dataDir);
  laptop = runTs('apps/server/src/main.ts', [], {
    DATA_DIR: dataDir,
    PORT: String(PORT),
    DEMO: '1',
    DATABASE_URL: undefined,
    RATE_LIMIT: 'off',
    AUTH_SECRET: 'venue-tls-secret-venue-tls-secret-0123456',
    PUBLIC_URL: `https://${NAME}:${PORT}`,
    TLS_CERT_FILE: path.join(dir, 'leaf.pem'),
    TLS_KEY_FILE: path.join(dir, 'leaf.key'),
    VENUE_FEDERATION_URL: 'http://127.0.0.1:9',
    VENUE_FORWARDER: 'off',
  });
  await laptop.waitFor(/TrialHub is listening on https:\/\/venue-test\.trialhub\.test/);
}, 240_000);

afterAll(async () => {
  await laptop?.stop('SIGKILL');
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** GET over HTTPS to the laptop by its name, resolved to this machine; `ca` the trusted CA, if any. */
function get(pathname: string, ca?: Buffer): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = https.get(
      {
        host: NAME,
        port: PORT,
        path: pathname,
        ...(ca ? { ca } : {}),
        lookup: (_host, options, callback) =>
          (options as { all?: boolean }).all
            ? (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [
                { address: '127.0.0.1', family: 4 },
              ])
            : (callback as (e: null, a: string, f: number) => void)(null, '127.0.0.1', 4),
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
  });
}

describe('the venue laptop over HTTPS', () => {
  it('answers its name with the certificate the CA signed; a client without the CA refuses it', async () => {
    const ca = fs.readFileSync(path.join(dir, 'ca.pem'));
    const health = await get('/api/health', ca);
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toMatchObject({ ok: true });
    await expect(get('/api/health')).rejects.toThrow(/self-signed|unable to verify|certificate/i);
  });
});
