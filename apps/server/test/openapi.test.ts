import {
  marketAdPageSchema,
  marketAdSchema,
  participantsListSchema,
  participantsPerClassSchema,
  publicParticipantSchema,
  publicStageSchema,
  resultsStateSchema,
  stageResultSchema,
  stageResultsSchema,
  stageSummarySchema,
  standingsTablesSchema,
  standingsViewSchema,
} from '@trialhub/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type TestServer, startTestServer } from './helper.js';
import { listApiRoutes } from './support/route-table.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

interface Operation {
  summary?: string;
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

async function document(): Promise<Document> {
  const res = await server.fetch('/api/docs');
  expect(res.status).toBe(200);
  return (await res.json()) as Document;
}

/** `/api/stages/:stageId/results` as OpenAPI writes it. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('OpenAPI document generated from the routes (decision 032)', () => {
  it('lists exactly the routes of the app, each with a summary', async () => {
    const doc = await document();
    expect(doc.openapi).toBe('3.1.0');
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const routes = listApiRoutes(server.app).map((r) => `${r.method} ${openApiPath(r.path)}`);
    expect(routes.length).toBeGreaterThan(100);
    expect(documented.filter((op) => !routes.includes(op))).toEqual([]);
    expect(routes.filter((op) => !documented.includes(op))).toEqual([]);
    const withoutSummary = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => !op.summary?.trim())
        .map(([method]) => `${method} ${path}`),
    );
    expect(withoutSummary).toEqual([]);
  });

  it('documents request bodies and the public reads with their schemas', async () => {
    const doc = await document();
    const body = doc.paths['/api/stages/{stageId}/participants/join']!.post!.requestBody!;
    expect(JSON.stringify(body.content['application/json']!.schema)).toContain('"form"');
    const schemaOf = (path: string) =>
      JSON.stringify(doc.paths[path]!.get!.responses['200']!.content?.['application/json']?.schema ?? null);
    for (const path of [
      '/api/stages',
      '/api/competitions/{institutionId}/{championshipId}/{stageId}',
      '/api/stages/{stageId}/results',
      '/api/stages/{stageId}/results/{participantId}',
      '/api/stages/{stageId}/results/state',
      '/api/stages/{stageId}/participants',
      '/api/standings/{institutionId}/{championshipId}',
      '/api/standings/{institutionId}/{championshipId}/tables',
      '/api/market/ads',
      '/api/market/ads/{id}',
    ]) {
      expect(schemaOf(path), path).not.toBe('null');
    }
    expect(schemaOf('/api/stages/{stageId}/results')).toContain('"positionPoints"');
    // The list carries no history; a rider's whole result does (decision 037).
    expect(schemaOf('/api/stages/{stageId}/results')).not.toContain('"events"');
    expect(schemaOf('/api/stages/{stageId}/results/{participantId}')).toContain('"events"');
    expect(schemaOf('/api/standings/{institutionId}/{championshipId}/tables')).toContain('"totalMinusWorst"');
  });

  it('keeps the same document for the life of the process', async () => {
    expect(await document()).toEqual(await document());
  });
});

describe('the public reads answer as their documented schemas say', () => {
  const strictParse = (schema: z.ZodType, value: unknown, what: string) => {
    const parsed = schema.safeParse(value);
    expect(parsed.error?.issues ?? [], what).toEqual([]);
    // Nothing the schema leaves out either: the parsed value keeps every field of the answer.
    expect(parsed.data, what).toEqual(value);
  };

  it('stages, a stage, its participants, results and the standings', async () => {
    const stages = (await (await server.fetch('/api/stages')).json()) as z.infer<typeof stageSummarySchema>[];
    strictParse(z.array(stageSummarySchema), stages, 'stages');
    const stage = stages.find((s) => s.id === 'demo-stage-3')!;
    const path = `${stage.institutionId}/${stage.championshipId}/${stage.stageId}`;
    strictParse(publicStageSchema, await (await server.fetch(`/api/competitions/${path}`)).json(), 'stage');

    const participants = await (await server.fetch(`/api/stages/${stage.id}/participants`)).json();
    expect((participants as unknown[]).length).toBeGreaterThan(0);
    strictParse(z.array(publicParticipantSchema), participants, 'participants (visitor)');
    const secretary = await server.loginAs('secretary');
    const full = await (await server.fetch(`/api/stages/${stage.id}/participants`, { cookie: secretary })).json();
    strictParse(participantsListSchema, full, 'participants (secretary)');
    const perClass = await (await server.fetch(`/api/stages/${stage.id}/participants/per-class`)).json();
    strictParse(participantsPerClassSchema, perClass, 'participants per class');

    // Every stage's results (the demo's earlier rounds are approved, with penalties and statuses).
    let results = 0;
    for (const { id } of stages) {
      const list = (await (await server.fetch(`/api/stages/${id}/results`)).json()) as unknown[];
      strictParse(stageResultsSchema, list, `results of ${id}`);
      // Each rider's whole result, history included (decision 037).
      for (const { participantId } of list as { participantId: string }[]) {
        const whole = await (await server.fetch(`/api/stages/${id}/results/${participantId}`)).json();
        strictParse(stageResultSchema, whole, `result of ${participantId} on ${id}`);
      }
      const state = await (await server.fetch(`/api/stages/${id}/results/state`)).json();
      strictParse(resultsStateSchema, state, `results state of ${id}`);
      results += list.length;
    }
    expect(results).toBeGreaterThan(0);

    const standings = `/api/standings/${stage.institutionId}/${stage.championshipId}`;
    strictParse(standingsViewSchema, await (await server.fetch(standings, { cookie: secretary })).json(), 'standings');
    strictParse(standingsTablesSchema, await (await server.fetch(`${standings}/tables`)).json(), 'tables');
    const ads = (await (await server.fetch('/api/market/ads')).json()) as { items: { id: string }[] };
    strictParse(marketAdPageSchema, ads, 'ads');
    expect(ads.items.length).toBeGreaterThan(0);
    strictParse(marketAdSchema, await (await server.fetch(`/api/market/ads/${ads.items[0]!.id}`)).json(), 'ad');
  });
});
