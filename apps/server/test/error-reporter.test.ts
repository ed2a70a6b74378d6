import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createErrorReporter } from '../src/http/error-reporter.js';

/**
 * Server errors reach Sentry through the official SDK (issue #21) when SENTRY_DSN is set: a real HTTP
 * server stands in for Sentry's ingest and reads the envelopes the SDK posts.
 */
const envelopes: string[] = [];
const ingest = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const body = Buffer.concat(chunks);
    envelopes.push((req.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString());
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});
let dsn: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => ingest.listen(0, '127.0.0.1', resolve));
  dsn = `http://publickey@127.0.0.1:${(ingest.address() as AddressInfo).port}/42`;
});
afterAll(() => new Promise<void>((resolve) => ingest.close(() => resolve())));

describe('error reporting to Sentry', () => {
  it('sends a server error with its message, request id and user id, and no e-mail', async () => {
    const reporter = createErrorReporter(dsn);
    const viewer = { userId: 'user-1', email: 'rider@example.com', displayName: 'Rider', roles: [], isJudge: false };
    reporter.report(
      'server',
      { message: 'GET /api/stages/:stageId: boom', stack: 'Error: boom\n    at x (y.ts:1:1)' },
      viewer,
      'req-123',
    );
    // A browser's error is logged only (the browser's own SDK sends it).
    reporter.report('client', { message: 'client side' }, null, null);
    await reporter.flush();
    const sent = envelopes.join('\n');
    expect(sent).toContain('GET /api/stages/:stageId: boom');
    expect(sent).toContain('req-123');
    expect(sent).toContain('"id":"user-1"');
    expect(sent).not.toContain('rider@example.com');
    expect(sent).not.toContain('client side');
  });

  it('without a DSN nothing is sent, and flush returns at once', async () => {
    const before = envelopes.length;
    const reporter = createErrorReporter(null);
    reporter.report('server', { message: 'not sent' }, null, null);
    await reporter.flush();
    expect(envelopes.length).toBe(before);
  });
});
