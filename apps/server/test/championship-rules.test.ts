import {
  type AdminChampionship,
  type ChampionshipRules,
  DEFAULT_POINTS_TABLE,
  DEFAULT_RULES,
  type MarkdownFile,
  type StandingPosition,
  type StandingStageResult,
  type StandingsMode,
  type StandingsTables,
  type CompactStandingsTables,
  expandStandingsTables,
  type StandingsView,
  type CompactStandingsView,
  expandStandingsView,
  dedupeStandings,
  multiplierLookup,
  round2,
} from '@trialhub/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { championships, standingPositions } from '../src/db/schema.js';
import { type DemoRole, type TestServer, startTestServer } from './helper.js';

/**
 * Configurable championship rules (issue #16) on the demo championship: the defaults change nothing,
 * each rule changes the standings as docs/decisions/019 documents, bad rules are refused.
 */
let server: TestServer;
let championship: AdminChampionship;
const year = new Date().getFullYear();
const standingsPath = `/api/standings/demo/baltic-cup-${year}`;

beforeAll(async () => {
  server = await startTestServer();
  championship = await json<AdminChampionship>(
    await server.as('admin', 'GET', `/api/admin/institutions/demo/championships/baltic-cup-${year}`),
  );
});
afterAll(async () => server?.close());

const json = async <T>(res: Response) => (await res.json()) as T;

/** The admin form's save: the championship as it is, with these rules (undefined: no rules sent). */
async function saveRules(rules: ChampionshipRules | undefined | Record<string, unknown>) {
  const { id: _i, institutionId: _n, institutionName: _in, stages: _s, rules: _r, ...input } = championship;
  return server.as('admin', 'PUT', `/api/admin/championships/${championship.id}`, rules ? { ...input, rules } : input);
}
async function finalize(mode: StandingsMode) {
  expect(
    (await server.as('secretary', 'POST', `/api/championships/${championship.id}/standings/finalize`, { mode })).status,
  ).toBe(204);
}
const tables = async (role: DemoRole | null) =>
  expandStandingsTables(await json<CompactStandingsTables>(await server.as(role, 'GET', `${standingsPath}/tables`)));
const rowsOf = (t: StandingsTables, group: string) =>
  t.individual.filter((p) => p.group === group).sort((a, b) => a.position - b.position);

// The standings exactly as the code before issue #16's rules ranked them (spec §5, copied unchanged):
// the oracle the defaults must match bit for bit.
const legacyCounts = (r: StandingStageResult) => r.title !== null && r.resultStatus === null;
const legacyRidden = (r: StandingStageResult) => r.title !== null && r.resultStatus !== 'DNS';
const legacyTotal = (rs: readonly StandingStageResult[]) =>
  round2(rs.filter(legacyCounts).reduce((s, r) => s + r.points, 0));
function legacyMinusWorst(rs: readonly StandingStageResult[], raceCount: number) {
  const total = legacyTotal(rs);
  if (raceCount <= 1) return total;
  const perStage = Array.from({ length: raceCount }, (_, order) => {
    const r = rs.find((x) => x.order === order);
    return r && legacyCounts(r) ? r.points : 0;
  });
  return round2(total - Math.min(...perStage));
}
function legacyCompare(a: StandingPosition, b: StandingPosition, raceCount: number, mode: StandingsMode) {
  const ta = legacyTotal(a.results);
  const tb = legacyTotal(b.results);
  if (mode === 'final') {
    const fa = legacyMinusWorst(a.results, raceCount);
    const fb = legacyMinusWorst(b.results, raceCount);
    if (fa !== fb) return fb - fa;
  } else if (ta !== tb) return tb - ta;
  const byCount = b.results.filter(legacyRidden).length - a.results.filter(legacyRidden).length;
  if (byCount !== 0) return byCount;
  for (let order = raceCount - 1; order >= 0; order--) {
    const pa = a.results.find((r) => r.order === order && legacyRidden(r))?.points ?? -1;
    const pb = b.results.find((r) => r.order === order && legacyRidden(r))?.points ?? -1;
    if (pa !== pb) return pb - pa;
  }
  if (mode === 'final' && ta !== tb) return tb - ta;
  return a.name.localeCompare(b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
function legacyRanking(view: StandingsView, raceCount: number, mode: StandingsMode) {
  const deduped = dedupeStandings(view.positions, multiplierLookup(view.championship.classes));
  const groups = [...new Set(deduped.map((p) => p.group))];
  return groups.flatMap((g) =>
    deduped
      .filter((p) => p.group === g)
      .sort((a, b) => legacyCompare(a, b, raceCount, mode))
      .map((p, i) => [g, i + 1, p.id, legacyTotal(p.results), legacyMinusWorst(p.results, raceCount)]),
  );
}
const projection = (t: StandingsTables) =>
  [...t.individual]
    .sort((a, b) => a.group.localeCompare(b.group) || a.position - b.position)
    .map((p) => [p.group, p.position, p.id, p.total, p.totalMinusWorst]);

describe('club standings only where the championship has them (issue #37)', () => {
  it('the tables JSON and the Markdown export list no clubs when the championship has no club standings', async () => {
    const current = await json<AdminChampionship>(
      await server.as('admin', 'GET', `/api/admin/institutions/demo/championships/baltic-cup-${year}`),
    );
    const { id: _i, institutionId: _n, institutionName: _in, stages: _s, ...input } = current;
    const save = async (hasClubStandings: boolean) =>
      expect(
        (await server.as('admin', 'PUT', `/api/admin/championships/${current.id}`, { ...input, hasClubStandings }))
          .status,
      ).toBe(200);
    const exportNames = async () =>
      (
        await json<{ name: string }[]>(
          await server.as('secretary', 'GET', `/api/championships/${current.id}/standings/export`),
        )
      ).map((f) => f.name);
    expect((await tables('secretary')).clubs.length).toBeGreaterThan(0);
    expect(await exportNames()).toContain(`baltic-cup-${year}-club-standings.md`);
    await save(false);
    try {
      for (const role of [null, 'secretary'] as const) {
        const t = await tables(role);
        expect(t.clubs).toEqual([]);
        // The family cup is still on: its standings stay.
        expect(t.teams.length).toBeGreaterThan(0);
      }
      expect(await exportNames()).toEqual([`baltic-cup-${year}-standings-by-class.md`, `Baltic Trial Cup ${year}.md`]);
    } finally {
      await save(true);
    }
  });
});

describe('default rules', () => {
  it('a championship from before the rules reads the defaults, and its standings are bit for bit the old ones', async () => {
    expect(championship.rules).toEqual(DEFAULT_RULES);
    const before: Record<string, StandingsTables> = {};
    for (const mode of ['approve', 'final'] as const) {
      await finalize(mode);
      for (const role of [null, 'secretary'] as const) {
        const t = await tables(role);
        before[`${mode}/${role}`] = t;
        const view = expandStandingsView(await json<CompactStandingsView>(await server.as(role, 'GET', standingsPath)));
        const legacy = legacyRanking(view, t.raceCount, mode).sort(
          (a, b) => String(a[0]).localeCompare(String(b[0])) || Number(a[1]) - Number(b[1]),
        );
        expect(t.individual.length).toBeGreaterThan(15);
        expect(projection(t)).toEqual(legacy);
        expect(t.countingColumn).toEqual({ best: t.raceCount - 1, of: t.raceCount });
      }
    }
    // Saving the defaults explicitly, or saving without rules (an older client), changes nothing.
    for (const rules of [{ ...DEFAULT_RULES }, undefined]) {
      expect((await saveRules(rules)).status).toBe(200);
      for (const role of [null, 'secretary'] as const) expect(await tables(role)).toEqual(before[`final/${role}`]);
    }
  });
});

describe('each rule changes the standings as documented', () => {
  // Five Hobby riders with a known season (two stages): totals 33, 32, 31, 28, 28.
  const season = [
    [20, 13],
    [15, 17],
    [11, 20],
    [13, 15],
    [17, 11],
  ];
  let ids: string[];
  beforeAll(async () => {
    const rows = (
      await server.database.db
        .select()
        .from(standingPositions)
        .where(and(eq(standingPositions.championshipId, championship.id), eq(standingPositions.group, 'Hobby')))
    ).sort((a, b) => (a.id < b.id ? -1 : 1));
    expect(rows.length).toBeGreaterThanOrEqual(season.length);
    ids = rows.slice(0, season.length).map((r) => r.id);
    for (const [i, row] of rows.entries()) {
      const points = season[i] ?? [1, 1];
      expect(row.results.map((r) => r.order).sort()).toEqual([0, 1]);
      // The place the default scale gives those points.
      const place = (p: number) => DEFAULT_POINTS_TABLE.indexOf(p) + 1 || 16;
      const results = row.results.map((r) => ({
        ...r,
        points: points[r.order]!,
        place: place(points[r.order]!),
        resultStatus: null,
      }));
      await server.database.db
        .update(standingPositions)
        .set({ results })
        .where(and(eq(standingPositions.championshipId, championship.id), eq(standingPositions.id, row.id)));
    }
  });
  const hobby = async (role: DemoRole | null = null) =>
    rowsOf(await tables(role), 'Hobby')
      .filter((p) => ids.includes(p.id))
      .map((p) => [ids.indexOf(p.id), p.position, p.totalMinusWorst]);
  const set = async (rules: Partial<ChampionshipRules>) =>
    expect((await saveRules({ ...DEFAULT_RULES, ...rules })).status).toBe(200);

  it('counting rule: Final ranks by the counted total, and the column title follows', async () => {
    await set({});
    await finalize('final');
    // Best 1 of 2: 20, 17, 20, 15, 17 — the ties go to the better latest stage.
    expect(await hobby()).toEqual([
      [2, 1, 20],
      [0, 2, 20],
      [1, 3, 17],
      [4, 4, 17],
      [3, 5, 15],
    ]);
    await set({ counting: 'all' });
    const all = await tables(null);
    expect(all.countingColumn).toBeNull();
    expect(await hobby()).toEqual([
      [0, 1, 33],
      [1, 2, 32],
      [2, 3, 31],
      [3, 4, 28],
      [4, 5, 28],
    ]);
    await set({ counting: 'bestN', countingN: 1 });
    expect((await tables(null)).countingColumn).toEqual({ best: 1, of: 2 });
    await set({ counting: 'dropWorst', countingN: 2 });
    // Dropping both stages would leave nothing: the best one counts (decision 019).
    expect((await tables(null)).countingColumn).toEqual({ best: 1, of: 2 });
    expect((await hobby()).map((r) => r[2])).toEqual([20, 20, 17, 17, 15]);
  });

  it('tie-break: "more best results" puts the rider with the better best stage first', async () => {
    await finalize('approve');
    await set({});
    // 28 each: rider 3 (13, 15) has the better latest stage, rider 4 (17, 11) the better best stage.
    expect((await hobby()).slice(3).map((r) => r[0])).toEqual([3, 4]);
    await set({ tieBreak: 'moreBest' });
    expect((await hobby()).slice(3).map((r) => r[0])).toEqual([4, 3]);
    expect((await hobby('secretary')).slice(3).map((r) => r[0])).toEqual([4, 3]);
  });

  it('minimum participation: Final standings leave out riders with fewer results; in-season standings keep them', async () => {
    // Rider 4 missed the second stage.
    const [row] = await server.database.db
      .select()
      .from(standingPositions)
      .where(and(eq(standingPositions.championshipId, championship.id), eq(standingPositions.id, ids[4]!)));
    await server.database.db
      .update(standingPositions)
      .set({ results: row!.results.filter((r) => r.order === 0) })
      .where(and(eq(standingPositions.championshipId, championship.id), eq(standingPositions.id, ids[4]!)));
    await set({ minResults: 2 });
    await finalize('approve');
    expect((await hobby()).map((r) => r[0])).toContain(4);
    await finalize('final');
    expect((await hobby()).map((r) => r[0])).toEqual([2, 0, 1, 3]);
    expect((await hobby()).map((r) => r[1])).toEqual([1, 2, 3, 4]);
    // The Final batch keeps the rider's entry, without a position.
    const [stored] = await server.database.db
      .select()
      .from(standingPositions)
      .where(and(eq(standingPositions.championshipId, championship.id), eq(standingPositions.id, ids[4]!)));
    expect(stored!.position).toBeNull();
    await set({ minResults: 0 });
    expect((await hobby()).map((r) => r[0])).toContain(4);
  });

  it('the summary is in the tables JSON and on top of the Markdown export', async () => {
    await set({ counting: 'bestN', countingN: 1, minResults: 2, tieBreak: 'moreBest' });
    const t = await tables(null);
    expect(t.rulesSummary.map((p) => p.key)).toEqual([
      'rules.counting.bestN',
      'rules.order',
      'rules.points',
      'rules.minResults',
      'rules.tieBreak.moreBest',
    ]);
    const files = await json<MarkdownFile[]>(
      await server.as('secretary', 'GET', `/api/championships/${championship.id}/standings/export`),
    );
    expect(files[0]!.content).toContain('> Counted total: the best 1 stage results (best 1 of 2).');
    expect(files[0]!.content).toContain('> Final standings list riders with at least 2 results.');
    expect(files[0]!.content).toContain('> Ordered by total; the counted total decides once the standings are Final.');
    expect(files[0]!.content).toContain('| Pos | Name | Club | Total | Best 1 of 2 |');
  });
});

describe('validation', () => {
  it.each([
    [{ countingN: 0 }, 'rules.countingN', 'validation.rulesCountingN'],
    [{ countingN: 2.5 }, 'rules.countingN', 'validation.rulesCountingN'],
    [{ minResults: 51 }, 'rules.minResults', 'validation.rulesMinResults'],
    [{ minResults: 'two' }, 'rules.minResults', 'validation.rulesMinResults'],
    [{ counting: 'bestOfAll' }, 'rules.counting', 'validation.invalid'],
    [{ tieBreak: 'coin' }, 'rules.tieBreak', 'validation.invalid'],
    [{ extra: true }, 'rules', 'validation.invalid'],
  ])('refuses %j with a 400 naming the field, and changes nothing', async (patch, field, message) => {
    const before = (
      await server.database.db.select().from(championships).where(eq(championships.id, championship.id))
    )[0]!.rules;
    const res = await saveRules({ ...DEFAULT_RULES, counting: 'bestN', countingN: 3, ...patch });
    expect(res.status).toBe(400);
    const body = await json<{ error: { code: string; fields?: Record<string, string> } }>(res);
    expect(body.error.code).toBe('validation');
    expect(body.error.fields?.[field]).toBe(message);
    const after = (
      await server.database.db.select().from(championships).where(eq(championships.id, championship.id))
    )[0]!.rules;
    expect(after).toEqual(before);
  });

  it('only an admin changes the rules', async () => {
    const { id: _i, institutionId: _n, institutionName: _in, stages: _s, ...input } = championship;
    const body = { ...input, rules: { ...DEFAULT_RULES, counting: 'all' } };
    expect((await server.as('secretary', 'PUT', `/api/admin/championships/${championship.id}`, body)).status).toBe(403);
    expect((await server.as(null, 'PUT', `/api/admin/championships/${championship.id}`, body)).status).toBe(401);
    const [row] = await server.database.db.select().from(championships).where(eq(championships.id, championship.id));
    expect(row!.rules.counting).not.toBe('all');
  });
});
