import { wallClockIn } from '@trialhub/domain';
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from './helper.js';
import { stageInputOf } from './support/stage-input.js';

/** iCalendar feeds (issue #18), parsed back by a library: events, venue zone, updates, the private feed. */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

async function feed(path: string) {
  const res = await server.fetch(path);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/calendar');
  const text = await res.text();
  const events = Object.values(ical.sync.parseICS(text)).filter((e): e is VEvent => e?.type === 'VEVENT');
  return { text, events };
}

describe('calendar feeds', () => {
  it('all published stages: place, page, and times in the venue zone with its VTIMEZONE; never a draft', async () => {
    const { text, events } = await feed('/api/calendar/stages.ics');
    expect(text).toContain('BEGIN:VTIMEZONE');
    expect(text).toContain('TZID:Europe/Riga');
    const today = events.find((e) => String(e.uid).startsWith('demo-stage-3@'))!;
    expect(today.summary).toBe('Round 3 — Cēsis — Baltic Trial Cup 2026');
    expect(today.location).toBe('Cēsis, Latvia');
    expect(text.replace(/\r\n[ \t]/g, '')).toMatch(
      /URL;VALUE=URI:\S+\/competitions\/demo\/baltic-cup-2026\/round-3-cesis\r?\n/,
    );
    expect(today.start.tz).toBe('Europe/Riga');
    expect(wallClockIn('Europe/Riga', today.start.toISOString())).toMatch(/T09:00$/);
    expect(text).toMatch(/DTSTART;TZID=Europe\/Riga:\d{8}T090000/);
    expect(events.some((e) => String(e.uid).startsWith('demo-stage-5@'))).toBe(false);
  });

  it('one stage for "Add to calendar"; a draft is a 404', async () => {
    const { events } = await feed('/api/calendar/stages/demo-stage-3/event.ics');
    expect(events.map((e) => e.summary)).toEqual(['Round 3 — Cēsis — Baltic Trial Cup 2026']);
    expect((await server.fetch('/api/calendar/stages/demo-stage-5/event.ics')).status).toBe(404);
  });

  it("one championship's stages; an unknown championship is a 404", async () => {
    const { events } = await feed('/api/calendar/championships/demo/baltic-cup-2026/stages.ics');
    expect(events.length).toBeGreaterThanOrEqual(4);
    expect((await server.fetch('/api/calendar/championships/demo/nope/stages.ics')).status).toBe(404);
  });

  it('a changed stage keeps its UID and gets a higher SEQUENCE, so calendars update it', async () => {
    const before = (await feed('/api/calendar/stages.ics')).events.find((e) =>
      String(e.uid).startsWith('demo-stage-4@'),
    )!;
    const cookie = await server.loginAs('admin');
    const stage = (await (await server.fetch('/api/admin/stages/demo-stage-4', { cookie })).json()) as Record<
      string,
      unknown
    >;
    const input = stageInputOf(stage);
    await new Promise((r) => setTimeout(r, 1100)); // SEQUENCE counts seconds: let one pass
    const res = await server.fetch('/api/admin/stages/demo-stage-4', {
      method: 'PUT',
      cookie,
      body: JSON.stringify({ ...input, location: 'Valmiera, Latvia', timeZone: 'Europe/Tallinn' }),
    });
    expect(res.status).toBe(200);
    const after = (await feed('/api/calendar/stages.ics')).events.find((e) => e.uid === before.uid)!;
    expect(after.location).toBe('Valmiera, Latvia');
    expect(after.start.tz).toBe('Europe/Tallinn');
    expect(Number(after.sequence)).toBeGreaterThan(Number(before.sequence));
  });

  it("a rider's private feed lists their entries; it needs its signed address, not a session", async () => {
    const cookie = await server.loginAs('rider');
    const { url } = (await (await server.fetch('/api/me/calendar', { cookie })).json()) as { url: string };
    const path = new URL(url).pathname;
    const { events } = await feed(path);
    expect(events.length).toBeGreaterThan(0);
    const all = (await feed('/api/calendar/stages.ics')).events.length;
    expect(events.length).toBeLessThanOrEqual(all);
    // A forged signature or a mangled address: 404, no list.
    const [, , , , token] = path.split('/');
    const [id] = token!.split('.');
    expect((await server.fetch(`/api/calendar/riders/${id}.${'x'.repeat(32)}/entries.ics`)).status).toBe(404);
    expect((await server.fetch('/api/calendar/riders/nonsense/entries.ics')).status).toBe(404);
    expect((await server.fetch('/api/me/calendar')).status).toBe(401);
  });
});
