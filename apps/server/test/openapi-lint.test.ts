import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from './helper.js';

const root = path.resolve(import.meta.dirname, '../../..');
const redocly = path.join(root, 'node_modules/@redocly/cli/bin/cli.js');

let server: TestServer;
let dir: string;

beforeAll(async () => {
  server = await startTestServer({ metricsToken: 'lint-metrics-token' });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trialhub-openapi-'));
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

interface Problem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer?: string }[];
}

/** Redocly's own command line on the document as served, with the repository's redocly.yaml. */
async function lint(document: unknown): Promise<Problem[]> {
  const file = path.join(dir, 'openapi.json');
  fs.writeFileSync(file, JSON.stringify(document));
  const run = await promisify(execFile)(
    process.execPath,
    [redocly, 'lint', file, '--config', path.join(root, 'redocly.yaml'), '--format', 'json', '--max-problems', '1000'],
    { cwd: dir, env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
  ).catch((failed: { stdout: string }) => failed);
  return (JSON.parse(run.stdout) as { problems: Problem[] }).problems;
}

const readable = (problems: Problem[]) =>
  problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`);

describe('the OpenAPI document as Redocly lints it (issue #41)', () => {
  it('has no problem at all under the recommended rules: every route the app has, whoever added it', async () => {
    const document = (await (await server.fetch('/api/docs')).json()) as Record<string, unknown>;
    expect(Object.keys(document.paths as object).length).toBeGreaterThan(90);
    expect(readable(await lint(document))).toEqual([]);
  });

  it('would say so: two paths differing only by a parameter name, an operation without security', async () => {
    const document = (await (await server.fetch('/api/docs')).json()) as {
      paths: Record<string, unknown>;
      security?: unknown;
    };
    document.paths['/api/admin/stages/{id}'] = document.paths['/api/admin/stages/{stageId}'];
    delete document.security;
    const rules = new Set((await lint(document)).map((p) => p.ruleId));
    expect(rules).toContain('no-identical-paths');
    expect(rules).toContain('security-defined');
  });
});

type Operation = {
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, unknown> }>;
};
type Document = {
  servers: { url: string }[];
  security: Record<string, string[]>[];
  components: { securitySchemes: Record<string, { type: string; in?: string; name?: string; scheme?: string }> };
  paths: Record<string, Record<string, Operation>>;
};

describe('what the document says about callers and answers', () => {
  it('names where the API is and how a caller signs in: the session cookie, the observer cookie, the metrics bearer', async () => {
    const doc = (await (await server.fetch('/api/docs')).json()) as Document;
    expect(doc.servers.map((s) => s.url)).toEqual([new URL(server.url).origin]);
    expect(doc.components.securitySchemes.session).toMatchObject({ type: 'apiKey', in: 'cookie' });
    expect(doc.components.securitySchemes.metricsToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/metrics']!.get!.security).toEqual([{ metricsToken: [] }]);
    expect(doc.paths['/api/judging/stages/{stageId}/ops']!.post!.security).toEqual([
      { session: [] },
      { observerSession: [] },
    ]);
    // The session cookie the document names is the one signing in sets.
    const cookie = await server.loginAs('rider');
    expect(cookie).toContain(`${doc.components.securitySchemes.session!.name}=`);
  });

  it('declares the media type of each answer that is not JSON, as the real answer carries it', async () => {
    const doc = (await (await server.fetch('/api/docs')).json()) as Document;
    const stages = (await (await server.fetch('/api/stages')).json()) as {
      id: string;
      institutionId: string;
      championshipId: string;
      stageId: string;
    }[];
    const stage = stages.find((s) => s.id === 'demo-stage-1')!;
    const path = `${stage.institutionId}/${stage.championshipId}/${stage.stageId}`;
    const cases: [documented: string, real: string, headers?: Record<string, string>][] = [
      ['/api/stages/{stageId}/results.pdf', `/api/stages/${stage.id}/results.pdf?lang=en`],
      ['/api/calendar/stages/{stageId}/event.ics', `/api/calendar/stages/${stage.id}/event.ics`],
      [
        '/api/previews/competitions/{institutionId}/{championshipId}/{stageId}/stage.png',
        `/api/previews/competitions/${path}/stage.png`,
      ],
      ['/metrics', '/metrics', { authorization: 'Bearer lint-metrics-token' }],
    ];
    for (const [documented, real, headers] of cases) {
      const declared = Object.keys(doc.paths[documented]?.get?.responses['200']?.content ?? {});
      const res = await server.fetch(real, { headers });
      expect(res.status, real).toBe(200);
      expect(declared, documented).toEqual([res.headers.get('content-type')!.split(';')[0]!.trim()]);
    }
  });
});
