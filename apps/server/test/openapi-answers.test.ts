import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from './helper.js';

// Issue #41 point 14 and 15: what a client generator (openapi-typescript) and a JSON Schema validator
// (ajv, draft 2020-12 as OpenAPI 3.1 uses) make of the document, against the server's real answers.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

interface Response {
  description: string;
  content?: Record<string, { schema: unknown }>;
}
type Document = { paths: Record<string, Record<string, { responses: Record<string, Response> }>> };
let cached: Document | null = null;
async function document(): Promise<Document> {
  cached ??= (await (await server.fetch('/api/docs')).json()) as Document;
  return cached;
}

/**
 * Operations whose success answer has a body but no schema yet: staff-only commands and their
 * previews (the web app's forms read them). Public reads and the signed-in user's own reads are all
 * described; this list may only shrink (the test fails when one here gains a schema, so it is removed).
 */
const notYetDescribed = new Set([
  // better-auth's own endpoints (http/openapi.ts lists them by hand): its answers are its own.
  'GET /api/auth/*',
  'POST /api/auth/*',
]);

describe('every documented answer says what it is', () => {
  it('each success answer with a body has a schema (or a media type), outside the shrinking list', async () => {
    const doc = await document();
    const undescribed: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const success = Object.entries(operation.responses).filter(([code]) => /^2\d\d$/.test(code));
        expect(success.length, `${method} ${path}`).toBeGreaterThan(0);
        // 204 carries no body by definition; anything else says what its body is.
        const bare = success.filter(([code, answer]) => code !== '204' && !answer.content);
        if (bare.length > 0) undescribed.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(
      undescribed.filter((op) => !notYetDescribed.has(op)),
      'described now: add a schema',
    ).toEqual([]);
    expect(
      [...notYetDescribed].filter((op) => !undescribed.includes(op)),
      'described: drop from the list',
    ).toEqual([]);
  });
});

describe('real answers of the public reads validate against the document (ajv, JSON Schema 2020-12)', () => {
  it('as a visitor, a secretary and a rider read them', async () => {
    const doc = await document();
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    addFormats(ajv);
    const validators = new Map<string, ReturnType<typeof ajv.compile>>();
    const validatorFor = (template: string, status = '200') => {
      const key = `${template} ${status}`;
      if (!validators.has(key)) {
        const schema = doc.paths[template]?.get?.responses[status]?.content?.['application/json']?.schema;
        expect(schema, `${key}: a schema`).toBeDefined();
        validators.set(key, ajv.compile(schema as object));
      }
      return validators.get(key)!;
    };
    let checked = 0;
    const read = async (template: string, url: string, cookie?: string) => {
      const res = await server.fetch(url, cookie ? { cookie } : {});
      const status = String(res.status);
      expect(status, url).toMatch(/^2|^503$/);
      const body: unknown = await res.json();
      const validate = validatorFor(template, status);
      expect(validate(body) ? [] : validate.errors, url).toEqual([]);
      checked += 1;
      return body;
    };

    for (const path of ['/api/health', '/api/ready', '/api/config', '/api/docs', '/api/clubs', '/api/observe/stages']) {
      await read(path, path);
    }
    const stages = (await read('/api/stages', '/api/stages')) as {
      id: string;
      institutionId: string;
      championshipId: string;
      stageId: string;
    }[];
    const secretary = await server.loginAs('secretary');
    const clubIds = new Set<string>();
    for (const stage of stages) {
      const at = `${stage.institutionId}/${stage.championshipId}/${stage.stageId}`;
      await read('/api/competitions/{institutionId}/{championshipId}/{stageId}', `/api/competitions/${at}`);
      await read('/api/stages/{stageId}/participants', `/api/stages/${stage.id}/participants`);
      await read('/api/stages/{stageId}/participants', `/api/stages/${stage.id}/participants`, secretary);
      await read('/api/stages/{stageId}/results/state', `/api/stages/${stage.id}/results/state`);
      await read('/api/stages/{stageId}/entry-rules', `/api/stages/${stage.id}/entry-rules`);
      // The staff reads of the stage, as the secretary's screens read them.
      await read('/api/stages/{stageId}/approval', `/api/stages/${stage.id}/approval`, secretary);
      await read('/api/stages/{stageId}/judges', `/api/stages/${stage.id}/judges`, secretary);
      await read('/api/stages/{stageId}/judging/progress', `/api/stages/${stage.id}/judging/progress`, secretary);
      const results = (await read('/api/stages/{stageId}/results', `/api/stages/${stage.id}/results`)) as {
        participantId: string;
        participant: { club: { id: string } | null };
      }[];
      for (const { participantId, participant } of results.slice(0, 3)) {
        if (participant.club) clubIds.add(participant.club.id);
        const one = `/api/stages/${stage.id}/results/${participantId}`;
        await read('/api/stages/{stageId}/results/{participantId}', one);
      }
    }
    const { institutionId, championshipId } = stages[0]!;
    await read('/api/standings/{institutionId}/{championshipId}', `/api/standings/${institutionId}/${championshipId}`);
    const tables = `/api/standings/${institutionId}/${championshipId}/tables`;
    await read('/api/standings/{institutionId}/{championshipId}/tables', tables);
    const numbers = `/api/permanent-numbers/${institutionId}/${championshipId}`;
    await read('/api/permanent-numbers/{institutionId}/{championshipSlug}', numbers);
    expect(clubIds.size).toBeGreaterThan(0);
    for (const clubId of clubIds) await read('/api/club-pages/{clubId}', `/api/club-pages/${clubId}`);

    const hits = (await (await server.fetch('/api/riders?q=a', { cookie: secretary })).json()) as { id: string }[];
    expect(hits.length).toBeGreaterThan(0);
    for (const { id } of hits.slice(0, 5)) {
      await read('/api/riders/{riderId}', `/api/riders/${id}`);
      await read('/api/riders/{riderId}', `/api/riders/${id}`, secretary);
    }
    const ads = (await read('/api/market/ads', '/api/market/ads')) as { items: { id: string }[] };
    for (const { id } of ads.items.slice(0, 3)) await read('/api/market/ads/{id}', `/api/market/ads/${id}`);

    const rider = await server.loginAs('rider');
    for (const path of ['/api/me', '/api/me/results', '/api/me/calendar', '/api/me/notifications'])
      await read(path, path, rider);
    await read('/api/judging/candidates', '/api/judging/candidates?q=', secretary);
    await read('/api/me/judge-stages', '/api/me/judge-stages', await server.loginAs('judge'));
    expect(checked).toBeGreaterThan(40);

    // The validator is not a rubber stamp: a renamed field is refused.
    const [first] = (await (await server.fetch('/api/stages')).json()) as Record<string, unknown>[];
    const { title, ...rest } = first!;
    expect(validatorFor('/api/stages')([{ ...rest, heading: title }])).toBe(false);
  });
});

describe("the web app's typed client (decision 074)", () => {
  it('its committed types are what openapi-typescript makes of the document today', async () => {
    const { format, resolveConfig } = await import('prettier');
    const target = fileURLToPath(new URL('../../web/src/shared/api-schema.ts', import.meta.url));
    const generated =
      '// Generated from GET /api/docs by openapi-typescript (decision 074). Do not edit: run\n' +
      '// UPDATE_API_TYPES=1 npx vitest run apps/server/test/openapi-answers.test.ts\n' +
      astToString(await openapiTS((await document()) as never, { exportType: true }));
    const formatted = await format(generated, { ...(await resolveConfig(target)), filepath: target });
    if (process.env.UPDATE_API_TYPES === '1') writeFileSync(target, formatted);
    expect(
      readFileSync(target, 'utf8') === formatted,
      'api-schema.ts is stale: regenerate it (see its first line)',
    ).toBe(true);
  });
});
