import { type MarkdownFile, stageColumnDate } from '@trialhub/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stages } from '../src/db/schema.js';
import { type TestServer, startTestServer } from './helper.js';
import { checkedAnswers } from './openapi-checked.js';

/**
 * The standings' Markdown export (issue #41 point 8): in the reader's language, with the words of the
 * XLSX export and the standings page, and each stage column with its date. The tables are read back
 * cell by cell (GFM pipe tables: a header row, a delimiter row, then rows; `\|` is a pipe in a cell).
 */
let server: TestServer;
beforeAll(async () => {
  // Every described answer is checked against the OpenAPI document too (issue #41).
  server = await checkedAnswers(await startTestServer());
});
afterAll(async () => server?.close());

const path = (lang: string) => `/api/championships/demo-baltic-cup/standings/markdown?lang=${lang}`;

/** Every table's header cells, in file order. */
function tableHeaders(markdown: string): string[][] {
  const lines = markdown.split('\n');
  const headers: string[][] = [];
  lines.forEach((line, i) => {
    if (/^\|( --- \|)+$/.test(lines[i + 1] ?? '') && line.startsWith('|'))
      headers.push(
        line
          .slice(1, -1)
          .split(/(?<!\\)\|/)
          .map((c) => c.trim()),
      );
  });
  return headers;
}

async function files(lang: string): Promise<MarkdownFile[]> {
  const res = await server.as('secretary', 'GET', path(lang));
  expect(res.status).toBe(200);
  return (await res.json()) as MarkdownFile[];
}

describe('standings Markdown export', () => {
  it('writes the column names in the asked language and dates every stage column', async () => {
    const all = await server.database.db.select().from(stages).where(eq(stages.championshipId, 'demo-baltic-cup'));
    const shown = all.filter((s) => s.resultsStatus !== null);
    const first = all.find((s) => s.id === 'demo-stage-1')!;
    const date = stageColumnDate(first.competitionStartDate.toISOString(), first.timeZone);
    const expected = {
      en: ['Pos', 'Name', 'Club', 'Total'],
      lv: ['Vieta', 'Vārds', 'Klubs', 'Kopā'],
      et: ['Koht', 'Nimi', 'Klubi', 'Kokku'],
    } as const;
    for (const lang of ['en', 'lv', 'et'] as const) {
      const [individual, clubs] = await files(lang);
      const [header] = tableHeaders(individual!.content);
      expect(header!.slice(0, 4)).toEqual(expected[lang]);
      // The stage columns: place and DD.MM on the venue's calendar, as the PDF and XLSX head them.
      expect(header).toContain(`${first.location ?? first.title} ${date}`);
      expect(shown.length).toBeGreaterThan(0);
      for (const cell of header!.slice(-shown.length)) expect(cell).toMatch(/ \d{2}\.\d{2}$/);
      // 'Best N of M' in the language too, as the page and the XLSX head it.
      if (lang === 'lv') expect(header!.join(' ')).not.toContain('Best');
      const [clubHeader] = tableHeaders(clubs!.content);
      expect(clubHeader![1]).toBe({ en: 'Class', lv: 'Klase', et: 'Klass' }[lang]);
    }
    // The rules summary is the page's, in the language too.
    const [lv] = await files('lv');
    const [en] = await files('en');
    const quote = (md: string) => md.split('\n').filter((l) => l.startsWith('> ') && l.length > 2);
    expect(quote(lv!.content).length).toBeGreaterThan(0);
    expect(quote(lv!.content)).not.toEqual(quote(en!.content));
  });

  it('is for secretaries; an unknown language or championship is a 4xx', async () => {
    expect((await server.as(null, 'GET', path('lv'))).status).toBe(401);
    expect((await server.as('rider', 'GET', path('lv'))).status).toBe(403);
    expect((await server.as('secretary', 'GET', path('xx'))).status).toBe(400);
    expect((await server.as('secretary', 'GET', '/api/championships/nope/standings/markdown?lang=en')).status).toBe(
      404,
    );
  });
});
