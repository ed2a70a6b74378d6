import { type PublicStartList, wallClockIn } from '@trialhub/domain';
import { and, eq, sql } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, participants, stages } from '../src/db/schema.js';
import { type TestServer, startTestServer } from './helper.js';

/**
 * Start lists (issue #39): the secretary sets blocks on a stage; the public list, the paper start list
 * (read back with pdf-parse) and the rider's own calendar feed (parsed with node-ical) carry each start.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const TODAY = 'demo-stage-3';
const DRAFT = 'demo-stage-5';
const path = (stageId: string) => `/api/stages/${stageId}/start-list`;
const block = (over: Record<string, unknown> = {}) => ({
  classes: ['Expert'],
  startTime: '10:00',
  intervalMinutes: 2,
  groupSize: 1,
  order: 'number',
  ...over,
});

async function put(body: unknown, who: 'secretary' | 'rider' | null = 'secretary', stageId = TODAY) {
  return server.as(who, 'PUT', path(stageId), body);
}
async function read(stageId = TODAY, who: 'secretary' | null = null): Promise<PublicStartList> {
  const res = await server.as(who, 'GET', path(stageId));
  expect(res.status).toBe(200);
  return (await res.json()) as PublicStartList;
}
const clock = (list: PublicStartList) => list.riders.map((r) => wallClockIn(list.timeZone, r.startsAt).slice(11));

async function pdfPages(res: Response): Promise<string[]> {
  expect(res.status).toBe(200);
  const parser = new PDFParse({ data: new Uint8Array(await res.arrayBuffer()) });
  try {
    return (await parser.getText()).pages.map((p) => p.text);
  } finally {
    await parser.destroy();
  }
}

describe('start lists', () => {
  it('only a secretary sets one; bad blocks and unknown classes are a 400 that changes nothing', async () => {
    expect((await put({ blocks: [block()] }, null)).status).toBe(401);
    expect((await put({ blocks: [block()] }, 'rider')).status).toBe(403);
    expect((await put({ blocks: [block({ classes: ['Nope'] })] })).status).toBe(400);
    expect((await put({ blocks: [block({ startTime: '25:00' })] })).status).toBe(400);
    expect((await put({ blocks: [block(), block()] })).status).toBe(400);
    expect((await put({ blocks: [block()] }, 'secretary', 'nope')).status).toBe(404);
    expect((await read()).blocks).toEqual([]);
    // A draft stage's list is the secretary's only, as the stage is.
    expect((await server.as(null, 'GET', path(DRAFT))).status).toBe(404);
  });

  it('gives every rider his time by number, in groups every interval, on the venue clock', async () => {
    expect((await put({ blocks: [block({ groupSize: 2, intervalMinutes: 3 })] })).status).toBe(200);
    const list = await read();
    const numbers = list.riders.map((r) => r.racingNumber ?? Infinity);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(list.riders.every((r) => r.racingClass === 'Expert')).toBe(true);
    expect(clock(list).slice(0, 5)).toEqual(['10:00', '10:00', '10:03', '10:03', '10:06']);
    // The public answer carries no entry id or private field.
    expect(Object.keys(list.riders[0]!).sort()).toEqual(
      ['block', 'name', 'position', 'racingClass', 'racingNumber', 'startsAt'].sort(),
    );
  });

  it('records a draw: the same order on every read and after a save, a new one only when redrawn', async () => {
    const saved = await put({ blocks: [block({ order: 'draw', classes: ['Expert', 'Clubman'] })] });
    expect(saved.status).toBe(200);
    const first = (await saved.json()) as PublicStartList;
    const seed = first.blocks[0]!.seed!;
    expect(seed).toMatch(/^[0-9a-f]{16}$/);
    expect(new Set(first.riders.map((r) => r.racingClass))).toEqual(new Set(['Expert', 'Clubman']));
    const names = first.riders.map((r) => r.name);
    expect((await read()).riders.map((r) => r.name)).toEqual(names);
    // Saving the blocks as read (the form does) keeps the draw.
    const kept = (await (await put({ blocks: first.blocks })).json()) as PublicStartList;
    expect(kept.blocks[0]!.seed).toBe(seed);
    expect(kept.riders.map((r) => r.name)).toEqual(names);
    const redrawn = (await (await put({ blocks: first.blocks, redraw: [0] })).json()) as PublicStartList;
    expect(redrawn.blocks[0]!.seed).not.toBe(seed);
    // The audit log records each drawn seed: a draw can be replayed from it.
    const audits = await server.database.db
      .select({ data: auditLog.data })
      .from(auditLog)
      .where(and(eq(auditLog.stageId, TODAY), eq(auditLog.event, 'startList.saved')));
    const seeds = audits.map((a) => (a.data as { blocks: { seed?: string }[] }).blocks[0]?.seed);
    expect(seeds).toContain(seed);
    expect(seeds).toContain(redrawn.blocks[0]!.seed);
  });

  it("starts the championship's leader of the class last in reverse standing", async () => {
    expect((await put({ blocks: [block({ order: 'reverseStanding' })] })).status).toBe(200);
    const list = await read();
    // The public standings' Expert table, as the standings page ranks it.
    const tables = (await (await server.fetch('/api/standings/demo/baltic-cup-2026/tables')).json()) as {
      individual: { name: string; group: string; position: number }[];
    };
    const expert = tables.individual.filter((r) => r.group === 'Expert').sort((a, b) => a.position - b.position);
    const entered = expert.filter((r) => list.riders.some((x) => x.name === r.name));
    expect(entered.length).toBeGreaterThanOrEqual(2);
    // The leader starts last, the second before him, and so on up the table.
    expect(list.riders.slice(-entered.length).map((r) => r.name)).toEqual(entered.map((r) => r.name).reverse());
  });

  it('prints each start on the paper start list, the class name on every continuation page', async () => {
    // Enough riders for the list to continue over pages.
    const rows = Array.from({ length: 40 }, (_, i) => ({
      stageId: TODAY,
      id: `ext-start-${i}`,
      name: `Starter ${String(i).padStart(2, '0')}`,
      racingNumber: 500 + i,
      racingClass: 'Expert',
      birthDate: '1990-01-01',
    }));
    await server.database.db.insert(participants).values(rows);
    try {
      expect((await put({ blocks: [block({ startTime: '09:30', intervalMinutes: 1 })] })).status).toBe(200);
      const list = await read();
      const pages = await pdfPages(
        await server.as('secretary', 'GET', `/api/stages/${TODAY}/start-lists.pdf?class=Expert&lang=lv`),
      );
      expect(pages.length).toBeGreaterThan(1);
      for (const page of pages) expect(page).toContain('Expert');
      const text = pages.join('\n');
      expect(text).toContain('Starts');
      const last = list.riders.at(-1)!;
      const lastTime = wallClockIn(list.timeZone, last.startsAt).slice(11);
      expect(lastTime).toBe(
        `${String(9 + Math.floor((30 + list.riders.length - 1) / 60)).padStart(2, '0')}:${String((30 + list.riders.length - 1) % 60).padStart(2, '0')}`,
      );
      // The rider's time stands on his row: the time, then his number and name.
      expect(text).toMatch(new RegExp(`${lastTime}\\s+${last.racingNumber}\\s+${last.name}`));
    } finally {
      await server.database.db.delete(participants).where(sql`${participants.id} LIKE 'ext-start-%'`);
    }
  });

  it("carries the rider's own start in his calendar feed", async () => {
    const [stage] = await server.database.db.select().from(stages).where(eq(stages.id, TODAY));
    const classes = stage!.classes.map((c) => c.name);
    expect((await put({ blocks: [block({ classes, startTime: '11:15', order: 'draw' })] })).status).toBe(200);
    const list = await read();
    const cookie = await server.loginAs('rider');
    const { url } = (await (await server.fetch('/api/me/calendar', { cookie })).json()) as { url: string };
    const text = await (await server.fetch(new URL(url).pathname)).text();
    const events = Object.values(ical.sync.parseICS(text)).filter((e): e is VEvent => e?.type === 'VEVENT');
    const own = events.find((e) => String(e.uid).startsWith(`${TODAY}-start@`));
    expect(own).toBeDefined();
    const mine = list.riders.find((r) => r.name === 'Rihards Braucējs')!;
    expect(own!.start.tz).toBe('Europe/Riga');
    expect(own!.start.toISOString()).toBe(new Date(mine.startsAt).toISOString());
    expect(String(own!.summary)).toContain(`Start ${wallClockIn(list.timeZone, mine.startsAt).slice(11)}`);
    // Nobody else's start is in his feed.
    expect(events.filter((e) => String(e.uid).includes('-start@'))).toHaveLength(1);
  });
});
