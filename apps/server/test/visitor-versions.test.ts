import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from './helper.js';

/**
 * The visitors' home list, stage entries and standings answer from memory (issue #36 point 4,
 * http/version-memo.ts): their version is remembered until this process answers a write or any instance
 * publishes, and for a second at most. What a user would notice: a change shows (a write through the
 * API at once, one nobody announced shortly after), a browser's copy revalidates with a 304, and the
 * secretary's answer and the visitors' remembered one never stand in for each other.
 */
let server: TestServer;
let base: { institutionId: string; championshipId: string };
beforeAll(async () => {
  server = await startTestServer();
  const stages = (await (await server.as(null, 'GET', '/api/stages')).json()) as {
    institutionId: string;
    championshipId: string;
  }[];
  base = stages[0]!;
});
afterAll(async () => server?.close());

const paths = () => ({
  home: '/api/stages',
  participants: '/api/stages/demo-stage-1/participants',
  entries: '/api/stages/demo-stage-1/participants/per-class',
  standings: `/api/standings/${base.institutionId}/${base.championshipId}`,
});

describe('visitor reads remembered per data version', () => {
  it('home, entries and standings: a 304 to the visitors’ ETag; the secretary’s never answers a visitor, nor the reverse', async () => {
    for (const [name, path] of Object.entries(paths())) {
      const visitor = await server.as(null, 'GET', path);
      expect(visitor.status, name).toBe(200);
      const visitorTag = visitor.headers.get('etag')!;
      // Twice: the second answer is the remembered version's.
      for (let i = 0; i < 2; i++) {
        const again = await server.as(null, 'GET', path, undefined, { 'if-none-match': visitorTag });
        expect(again.status, name).toBe(304);
      }
      // The home list is the published stages for everyone (one answer, no audience).
      if (name === 'home') continue;
      const secretary = await server.as('secretary', 'GET', path, undefined, { 'if-none-match': visitorTag });
      expect(secretary.status, `${name}: the secretary with the visitors' ETag`).toBe(200);
      expect(secretary.headers.get('cache-control'), name).toBe('private, no-cache');
      const secretaryTag = secretary.headers.get('etag')!;
      expect(secretaryTag, name).not.toBe(visitorTag);
      const after = await server.as(null, 'GET', path, undefined, { 'if-none-match': secretaryTag });
      expect(after.status, `${name}: a visitor with the secretary's ETag`).toBe(200);
      expect(after.headers.get('etag'), name).toBe(visitorTag);
    }
    // The secretary's list of entries has their status; the visitors' copy never does.
    const list = (await (await server.as(null, 'GET', paths().participants)).json()) as { status?: string }[];
    expect(list.every((p) => p.status === undefined)).toBe(true);
    const staff = (await (await server.as('secretary', 'GET', paths().participants)).json()) as { status?: string }[];
    expect(staff.some((p) => p.status !== undefined)).toBe(true);
  });

  it('a change written without the API and without an event (another instance) reaches the visitors shortly', async () => {
    const { standings, home } = paths();
    const tag = async (path: string) => (await server.as(null, 'GET', path)).headers.get('etag');
    const before = { standings: await tag(standings), home: await tag(home) };
    await server.database.db.execute(
      sql`UPDATE championships SET display_name = display_name || ' (renamed elsewhere)' WHERE slug = ${base.championshipId}`,
    );
    await expect.poll(() => tag(standings), { timeout: 15_000 }).not.toBe(before.standings);
    await expect.poll(() => tag(home), { timeout: 15_000 }).not.toBe(before.home);
    const list = (await (await server.as(null, 'GET', home)).json()) as { championshipName: string }[];
    expect(list.some((s) => s.championshipName.endsWith('(renamed elsewhere)'))).toBe(true);
  });
});
