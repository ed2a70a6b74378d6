import {
  type CompactStandingsTables,
  type StageResult,
  dateTimeText,
  rankByClass,
  wallPartsIn,
} from '@trialhub/domain';
import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stages, standingsStatus } from '../src/db/schema.js';
import { type DemoRole, type TestServer, startTestServer } from './helper.js';

/**
 * Official documents (issue #19): the PDFs are fetched over HTTP from a real server on PGlite and read
 * back with a real PDF parser (pdf-parse, on PDF.js), as a clerk's printer or a rider's phone reads them.
 */
let server: TestServer;
let championshipSlug: string;
let championshipId: string;
beforeAll(async () => {
  server = await startTestServer();
  const [stage] = await server.database.db.select().from(stages).where(eq(stages.id, TODAY));
  championshipId = stage!.championshipId;
  championshipSlug = `baltic-cup-${new Date().getFullYear()}`;
});
afterAll(async () => server?.close());

const TODAY = 'demo-stage-3';
const PAST = 'demo-stage-2'; // approved, standings published
const DRAFT = 'demo-stage-5';
const standingsPdf = (lang: string) => `/api/standings/demo/${championshipSlug}/standings.pdf?lang=${lang}`;

async function get(role: DemoRole | null, path: string, headers: Record<string, string> = {}) {
  return server.fetch(path, { cookie: role ? await server.loginAs(role) : undefined, headers });
}

interface ReadPdf {
  text: string;
  pages: string[];
  /** Page sizes in points. */
  sizes: { width: number; height: number }[];
}

/** The response must be a PDF; its text per page and its page sizes, as a PDF reader sees them. */
async function readPdf(res: Response): Promise<ReadPdf> {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  expect(res.headers.get('content-disposition')).toMatch(/^inline; filename="[a-z0-9-]+\.pdf"$/);
  const data = new Uint8Array(await res.arrayBuffer());
  expect(new TextDecoder().decode(data.slice(0, 5))).toBe('%PDF-');
  const parser = new PDFParse({ data });
  try {
    const text = await parser.getText();
    const info = await parser.getInfo({ parsePageInfo: true });
    return {
      text: text.text,
      pages: text.pages.map((p) => p.text),
      sizes: (info.pages ?? []).map((p) => ({ width: Math.round(p.width), height: Math.round(p.height) })),
    };
  } finally {
    await parser.destroy();
  }
}

const A4 = [595, 842];
const isA4 = (s: { width: number; height: number }) =>
  [s.width, s.height].sort((a, b) => a - b).join('x') === A4.join('x');

describe('results PDF', () => {
  it('prints the approved stage in Latvian: title, status with its time, riders with diacritics and their numbers', async () => {
    const pdf = await readPdf(await get(null, `/api/stages/${PAST}/results.pdf?lang=lv`));
    expect(pdf.text).toContain('DEMO MOTOCLUB');
    expect(pdf.text).toMatch(/Rezultāti: Round 2/);
    expect(pdf.text).toMatch(
      /Statuss: APSTIPRINĀTI · noteikts \d{2}\.\d{2}\.\d{4}\. \d{2}:\d{2} \(vietējais laiks, Europe\/Riga\)/,
    );
    expect(pdf.sizes.every(isA4)).toBe(true);

    // Each class's winner as the results page ranks them: place, number, name, club — then the
    // total and the counts of 0s, 1s, 2s, 3s and 5s on one line.
    const results = (await (await get(null, `/api/stages/${PAST}/results`)).json()) as StageResult[];
    const [stage] = await server.database.db.select().from(stages).where(eq(stages.id, PAST));
    const blocks = rankByClass(
      { ...stage!, competitionEndDate: stage!.competitionEndDate.toISOString() },
      results,
      new Date(),
    );
    const expert = blocks.find((b) => b.name === 'Expert')!.rows[0]!;
    const p = expert.result.participant;
    expect(p.name).toMatch(/[āčēģīķļņšūž]/);
    expect(pdf.text).toContain(`${expert.place} ${p.racingNumber} ${p.name} ${p.club!.id}`);
    const s = expert.result.statistics;
    expect(pdf.text).toContain(`\n${expert.result.total} ${s['0']} ${s['1']} ${s['2']} ${s['3']} ${s['5']}`);

    // Rules summary, signature lines and the page numbers.
    expect(pdf.text).toContain('Punkti pēc vietas: 20, 17, 15');
    expect(pdf.text).toContain('Sacensību direktors');
    expect(pdf.text).toContain('Sacensību sekretārs');
    pdf.pages.forEach((page, i) => expect(page).toContain(`${i + 1}. lappuse no ${pdf.pages.length}`));
  });

  it('marks the stage still being ridden Live and unofficial, in the language asked or the browser’s', async () => {
    const et = await readPdf(await get(null, `/api/stages/${TODAY}/results.pdf?lang=et`));
    expect(et.text).toMatch(/Tulemused: Round 3/);
    expect(et.text).toMatch(/Staatus: OTSE \(MITTEAMETLIK\) · seisuga/);
    const byHeader = await readPdf(
      await get(null, `/api/stages/${TODAY}/results.pdf`, { 'accept-language': 'en-GB,en' }),
    );
    expect(byHeader.text).toMatch(/Results: Round 3/);
    expect(byHeader.text).toContain('Status: LIVE (UNOFFICIAL)');
    expect(byHeader.text).not.toContain('PROVISIONAL');
  });

  it('is a 404 to the public for a draft stage, and the staff’s to read; an unknown language is a 400', async () => {
    expect((await get(null, `/api/stages/${DRAFT}/results.pdf?lang=en`)).status).toBe(404);
    expect((await get('rider', `/api/stages/${DRAFT}/results.pdf?lang=en`)).status).toBe(404);
    expect((await get(null, `/api/stages/no-such-stage/results.pdf?lang=en`)).status).toBe(404);
    // A stage abroad: its times print on its venue's clock, named (decision 023).
    await server.database.db.update(stages).set({ timeZone: 'Europe/London' }).where(eq(stages.id, DRAFT));
    const draft = await readPdf(await get('secretary', `/api/stages/${DRAFT}/results.pdf?lang=en`));
    expect(draft.text).toMatch(
      /Status: LIVE \(UNOFFICIAL\) · as of \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} \(local time, Europe\/London\)/,
    );
    const bad = await get(null, `/api/stages/${PAST}/results.pdf?lang=de`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      lang: 'validation.invalid',
    });
  });

  it('numbers every page of a long list, keeps long names, numbers and headings whole, and repeats what a page is of', async () => {
    const secretary = await server.loginAs('secretary');
    // Five-digit numbers: the widest the form takes, which broke as '123' over '45' in a fixed column.
    const riders = Array.from({ length: 60 }, (_, i) => ({
      name: `Ārons Ščedrins-Žīgurs Ģirts Ķēniņš ${i + 1}`,
      racingNumber: 12_300 + i,
    }));
    for (const r of riders) {
      const res = await server.fetch(`/api/stages/${TODAY}/participants`, {
        method: 'POST',
        cookie: secretary,
        headers: { origin: server.url },
        body: JSON.stringify({
          form: {
            name: r.name,
            racingNumber: r.racingNumber,
            racingClass: 'Clubman',
            birthDate: '1990.01.01',
            bike: null,
            license: null,
            clubId: null,
            gender: 'male',
            team: null,
          },
        }),
      });
      expect(res.status).toBe(201);
    }
    const at = new Date(Date.now() - 60_000).toISOString();
    const sheet = await server.fetch(`/api/stages/${TODAY}/judging/import`, {
      method: 'POST',
      cookie: secretary,
      headers: { origin: server.url },
      body: JSON.stringify({
        judge: 'Paper Pēteris',
        commit: true,
        entries: riders.map((r, i) => ({ racingNumber: r.racingNumber, section: 1, lap: 1, points: i % 4, at })),
      }),
    });
    expect(sheet.status).toBe(200);

    const pdf = await readPdf(await get(null, `/api/stages/${TODAY}/results.pdf?lang=en`));
    expect(pdf.pages.length).toBeGreaterThan(1);
    pdf.pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${pdf.pages.length}`));
    // Every rider once, the name unbroken on its line.
    for (const r of riders) expect(pdf.text).toContain(`${r.racingNumber} ${r.name}`);
    expect(pdf.sizes.every(isA4)).toBe(true);
    // Every page the class's list continues on names the class and has its heading row, whole words
    // in each language (Estonian 'Kokku' and 'Ring' broke as 'Kokk|u', 'Rin|g' in fixed widths).
    const clubmanPages = pdf.pages.filter((page) => page.includes('Ārons'));
    expect(clubmanPages.length).toBeGreaterThan(1);
    for (const page of clubmanPages) expect(page).toMatch(/Clubman\s+\d+ riders[\s\S]*Place\s+No\.\s+Name/);
    const et = await readPdf(await get(null, `/api/stages/${TODAY}/results.pdf?lang=et`));
    for (const page of et.pages.filter((p) => p.includes('Ārons'))) {
      expect(page).toMatch(/Koht\s+Nr\s+Nimi\s+Klubi\s+Ring\s/);
      expect(page).toMatch(/\bKokku\b/);
    }
    // The observer's sheet of a section: every page has the section, the observer's line and the code.
    const observerSheet = await readPdf(
      await get('secretary', `/api/stages/${TODAY}/observer-sheets.pdf?section=1&lang=en`),
    );
    expect(observerSheet.pages.length).toBeGreaterThan(1);
    for (const page of observerSheet.pages) expect(page).toMatch(/Section 1[\s\S]*Observer:/);
    for (const r of riders) expect(observerSheet.text).toContain(`${r.racingNumber} Ārons`);
    // The start list of the class: its name on every page of its score cards.
    const cards = await readPdf(await get('secretary', `/api/stages/${TODAY}/start-lists.pdf?lang=en`));
    for (const page of cards.pages.filter((p) => p.includes('Ārons'))) expect(page).toMatch(/Clubman\s+\d+ riders/);
  });
});

describe('standings PDF', () => {
  it('prints the published standings Provisional, each class as the tables API ranks it', async () => {
    const pdf = await readPdf(await get(null, standingsPdf('lv')));
    expect(pdf.text).toContain('Čempionāta kopvērtējums');
    expect(pdf.text).toMatch(/Statuss: PROVIZORISKI · uz \d{2}\.\d{2}\.\d{4}\. \d{2}:\d{2}/);
    expect(pdf.sizes.every(isA4)).toBe(true);
    const tables = (await (
      await get(null, `/api/standings/demo/${championshipSlug}/tables`)
    ).json()) as CompactStandingsTables;
    const leader = tables.individual.find((p) => p.group === 'Expert' && p.position === 1)!;
    const cells = tables.stages.map((s) => leader.results.find((r) => r.order === s.order)?.points ?? '–');
    // Place, number, name, club, total, best N−1 of N, the stage columns: one row of numbers.
    expect(pdf.text).toContain(
      `1 ${leader.racingNumber} ${leader.name} ${leader.clubId} ${leader.total} ${leader.totalMinusWorst} ${cells.join(' ')}`,
    );
    expect(pdf.text).toContain('Klubu kopvērtējums');
    // The championship's rules as its standings page states them (the demo counts all stages but the worst).
    expect(pdf.text).toContain('Ieskaites summa: visi posmi, izņemot sliktāko');
    pdf.pages.forEach((page, i) => expect(page).toContain(`${i + 1}. lappuse no ${pdf.pages.length}`));
  });

  it('says Approved, then Final, with the time the secretary set it', async () => {
    const secretary = await server.loginAs('secretary');
    for (const [mode, word] of [
      ['approve', 'APPROVED'],
      ['final', 'FINAL'],
    ] as const) {
      const done = await server.fetch(`/api/championships/${championshipId}/standings/finalize`, {
        method: 'POST',
        cookie: secretary,
        headers: { origin: server.url },
        body: JSON.stringify({ mode }),
      });
      expect(done.status).toBe(204);
      const [row] = await server.database.db
        .select()
        .from(standingsStatus)
        .where(eq(standingsStatus.championshipId, championshipId));
      const setAt = dateTimeText('en', wallPartsIn('Europe/Riga', row!.updatedAt));
      const pdf = await readPdf(await get(null, standingsPdf('en')));
      expect(pdf.text).toContain(`Status: ${word} · set ${setAt} (local time, Europe/Riga)`);
    }
  });

  it('is not public while the standings are a draft; the secretary reads it marked Draft', async () => {
    await server.database.db
      .update(standingsStatus)
      .set({ status: 'draft' })
      .where(eq(standingsStatus.championshipId, championshipId));
    // Written past the API: visitors' remembered version is asked again within a second (version-memo.ts).
    await expect.poll(async () => (await get(null, standingsPdf('en'))).status, { timeout: 10_000 }).toBe(404);
    expect((await get('rider', standingsPdf('en'))).status).toBe(404);
    const pdf = await readPdf(await get('secretary', standingsPdf('et')));
    expect(pdf.text).toContain('Staatus: MUSTAND (AVALDAMATA)');
    expect((await get(null, `/api/standings/demo/no-such-championship/standings.pdf?lang=en`)).status).toBe(404);
  });
});

describe('documents under load', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ rateLimit: true });
  });
  afterAll(async () => limited?.close());

  it('gives one client 60 documents a minute, then a 429 (laying one out costs CPU)', async () => {
    // Counted before the document is made: cheap refused requests (an unknown language) count too.
    for (let i = 0; i < 60; i++)
      expect((await limited.fetch(`/api/stages/${PAST}/results.pdf?lang=xx`)).status).toBe(400);
    const refused = await limited.fetch(`/api/stages/${PAST}/results.pdf?lang=en`);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('tooManyRequests');
  });
});
