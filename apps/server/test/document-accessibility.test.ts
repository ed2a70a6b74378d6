import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from './helper.js';

/**
 * What a screen reader reads from the documents (issue #41 point 7), read with PDF.js (the engine
 * pdf-parse and Firefox use): each PDF states its language and asks viewers to show its title, not
 * its file name. It is not marked "tagged": pdfmake writes no structure tree (decision 083).
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

async function open(path: string) {
  const res = await server.as('secretary', 'GET', path);
  expect(res.status).toBe(200);
  const doc = await getDocument({ data: new Uint8Array(await res.arrayBuffer()), useSystemFonts: false }).promise;
  try {
    const meta = await doc.getMetadata();
    return {
      info: meta.info as Record<string, unknown>,
      preferences: (await doc.getViewerPreferences()) as Record<string, unknown> | null,
      markInfo: await doc.getMarkInfo(),
    };
  } finally {
    await doc.destroy();
  }
}

describe('documents for screen readers', () => {
  it.each([
    ['lv', '/api/stages/demo-stage-2/results.pdf?lang=lv'],
    ['et', '/api/stages/demo-stage-3/start-lists.pdf?lang=et'],
    ['en', '/api/stages/demo-stage-3/observer-sheets.pdf?section=1&lang=en'],
  ])('a %s document names its language and shows its title', async (lang, path) => {
    const { info, preferences, markInfo } = await open(path);
    expect(info.Language).toBe(lang);
    expect(String(info.Title)).not.toBe('');
    expect(preferences?.DisplayDocTitle).toBe(true);
    // Never claims a structure it does not have.
    expect(markInfo?.Marked ?? false).toBe(false);
  });
});
