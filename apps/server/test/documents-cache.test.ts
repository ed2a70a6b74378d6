import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from './helper.js';
import { stageInputOf } from './support/stage-input.js';

/**
 * Official documents kept per data version (issue #41 point 5): the same data gives the same bytes
 * without laying the PDF out again, a browser that has them gets a 304, and a change makes a new one.
 * Read back with a real PDF parser (pdf-parse, on PDF.js).
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const APPROVED = 'demo-stage-2';
const results = (lang: string) => `/api/stages/${APPROVED}/results.pdf?lang=${lang}`;

async function pdfOf(res: Response) {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  const data = new Uint8Array(await res.arrayBuffer());
  const parser = new PDFParse({ data: data.slice() });
  try {
    const info = await parser.getInfo();
    return { data, text: (await parser.getText()).text, created: String(info.info?.CreationDate ?? '') };
  } finally {
    await parser.destroy();
  }
}

describe('a results PDF kept per data version', () => {
  it('answers the same bytes for the same data, a 304 to the browser that has them, a new document after a change', async () => {
    const first = await server.fetch(results('en'));
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const a = await pdfOf(first);
    expect(a.created).not.toBe('');

    // A second later the same document: laid out again it would carry another creation time.
    const madeAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1_100 - (Date.now() - madeAt))));
    const again = await server.fetch(results('en'));
    expect(again.headers.get('etag')).toBe(etag);
    const b = await pdfOf(again);
    expect(b.created).toBe(a.created);
    expect(Buffer.from(b.data).equals(Buffer.from(a.data))).toBe(true);

    const revalidated = await server.fetch(results('en'), { headers: { 'if-none-match': etag! } });
    expect(revalidated.status).toBe(304);
    expect((await revalidated.arrayBuffer()).byteLength).toBe(0);

    // Another language is another document.
    const lv = await server.fetch(results('lv'), { headers: { 'if-none-match': etag! } });
    expect(lv.headers.get('etag')).not.toBe(etag);
    expect((await pdfOf(lv)).text).toContain('Rezultāti');

    // The stage's title changes: the old ETag gets the new document.
    const cookie = await server.loginAs('admin');
    const current = (await (await server.fetch(`/api/admin/stages/${APPROVED}`, { cookie })).json()) as Record<
      string,
      unknown
    >;
    const put = await server.fetch(`/api/admin/stages/${APPROVED}`, {
      method: 'PUT',
      cookie,
      body: JSON.stringify({ ...stageInputOf(current), title: 'Round 2 — Tartu (renamed)' }),
    });
    expect(put.status).toBe(200);
    const changed = await server.fetch(results('en'), { headers: { 'if-none-match': etag! } });
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect((await pdfOf(changed)).text).toContain('Round 2 — Tartu (renamed)');
  });

  it('a secretary and a visitor never share a kept document', async () => {
    const visitor = await server.fetch(results('en'));
    const secretary = await server.fetch(results('en'), { cookie: await server.loginAs('secretary') });
    expect(secretary.status).toBe(200);
    expect(secretary.headers.get('etag')).not.toBe(visitor.headers.get('etag'));
  });

  it('standings: a 304 for the same version', async () => {
    const stages = (await (await server.fetch('/api/stages')).json()) as {
      institutionId: string;
      championshipId: string;
    }[];
    const path = `/api/standings/${stages[0]!.institutionId}/${stages[0]!.championshipId}/standings.pdf?lang=et`;
    const first = await server.fetch(path);
    await pdfOf(first);
    const again = await server.fetch(path, { headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });
});
