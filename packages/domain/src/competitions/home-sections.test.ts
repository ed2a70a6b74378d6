import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StageSummary } from '../contract/stages.js';
import { homeSections } from './home-sections.js';

/** Dates are built in local time: homeSections groups by the viewer's calendar year. */
function local(year: number, month: number, day: number, hour = 10): string {
  return new Date(year, month - 1, day, hour).toISOString();
}

let nextId = 0;
function stage(overrides: Partial<StageSummary> & Pick<StageSummary, 'competitionStartDate'>): StageSummary {
  const id = `s${++nextId}`;
  return {
    id,
    institutionId: 'inst',
    championshipId: 'champ',
    stageId: id,
    championshipName: 'Championship',
    title: `Stage ${id}`,
    location: null,
    competitionEndDate: overrides.competitionStartDate,
    registrationEndDate: null,
    timeZone: 'Europe/Riga',
    competitionType: 'classic',
    status: 'published',
    ...overrides,
  };
}

const now = new Date(2026, 5, 15, 12, 0); // 15 June 2026, noon local time

describe('homeSections', () => {
  it('never shows draft stages, past or upcoming', () => {
    const draftPast = stage({ competitionStartDate: local(2026, 3, 1), status: 'draft' });
    const draftFuture = stage({ competitionStartDate: local(2026, 9, 1), status: 'draft' });
    const published = stage({ competitionStartDate: local(2026, 9, 2) });
    const sections = homeSections([draftPast, draftFuture, published], now);
    expect(sections.upcoming.map((s) => s.id)).toEqual([published.id]);
    expect(sections.previousByYear).toEqual([]);
  });

  it('lists upcoming stages soonest first, whatever order they come in', () => {
    const later = stage({ competitionStartDate: local(2026, 9, 1) });
    const soon = stage({ competitionStartDate: local(2026, 6, 20) });
    const middle = stage({ competitionStartDate: local(2026, 7, 4) });
    expect(homeSections([later, soon, middle], now).upcoming.map((s) => s.id)).toEqual([soon.id, middle.id, later.id]);
  });

  it('keeps a stage that has started but not ended among the upcoming ones', () => {
    const today = stage({ competitionStartDate: local(2026, 6, 15, 9), competitionEndDate: local(2026, 6, 15, 18) });
    const sections = homeSections([today], now);
    expect(sections.upcoming.map((s) => s.id)).toEqual([today.id]);
    expect(sections.previousByYear).toEqual([]);
  });

  it('moves a stage to the previous ones once its end date has passed', () => {
    const endedThisMorning = stage({
      competitionStartDate: local(2026, 6, 15, 8),
      competitionEndDate: local(2026, 6, 15, 11),
    });
    const endsExactlyNow = stage({
      competitionStartDate: local(2026, 6, 15, 9),
      competitionEndDate: now.toISOString(),
    });
    const sections = homeSections([endedThisMorning, endsExactlyNow], now);
    expect(sections.upcoming).toEqual([]);
    expect(sections.previousByYear).toEqual([{ year: 2026, stages: [endsExactlyNow, endedThisMorning] }]);
  });

  it('groups previous stages by start year, newest year first and newest stage first within a year', () => {
    const a2024 = stage({ competitionStartDate: local(2024, 5, 1) });
    const b2026 = stage({ competitionStartDate: local(2026, 2, 1) });
    const c2025 = stage({ competitionStartDate: local(2025, 8, 1) });
    const d2026 = stage({ competitionStartDate: local(2026, 5, 1) });
    const e2025 = stage({ competitionStartDate: local(2025, 3, 1) });
    const { previousByYear } = homeSections([a2024, b2026, c2025, d2026, e2025], now);
    expect(previousByYear.map((g) => ({ year: g.year, ids: g.stages.map((s) => s.id) }))).toEqual([
      { year: 2026, ids: [d2026.id, b2026.id] },
      { year: 2025, ids: [c2025.id, e2025.id] },
      { year: 2024, ids: [a2024.id] },
    ]);
  });

  it('files a stage that ran over New Year under the year it started', () => {
    const overNewYear = stage({
      competitionStartDate: local(2025, 12, 31, 20),
      competitionEndDate: local(2026, 1, 1, 2),
    });
    expect(homeSections([overNewYear], now).previousByYear.map((g) => g.year)).toEqual([2025]);
  });

  it('gives empty sections for no stages', () => {
    expect(homeSections([], now)).toEqual({ upcoming: [], previousByYear: [] });
  });

  it('does not reorder the array it was given', () => {
    const input = [
      stage({ competitionStartDate: local(2026, 9, 1) }),
      stage({ competitionStartDate: local(2026, 7, 1) }),
      stage({ competitionStartDate: local(2024, 1, 1) }),
      stage({ competitionStartDate: local(2025, 1, 1) }),
    ];
    const before = input.map((s) => s.id);
    homeSections(input, now);
    expect(input.map((s) => s.id)).toEqual(before);
  });

  describe('properties', () => {
    const DAY = 86_400_000;
    // Stages within ±3 years of `now`, lasting up to 3 days, some of them drafts.
    const arbStage = fc
      .record({
        startOffset: fc.integer({ min: -3 * 365 * DAY, max: 3 * 365 * DAY }),
        duration: fc.integer({ min: 0, max: 3 * DAY }),
        isDraft: fc.boolean(),
      })
      .map(({ startOffset, duration, isDraft }) => {
        const start = now.getTime() + startOffset;
        return stage({
          competitionStartDate: new Date(start).toISOString(),
          competitionEndDate: new Date(start + duration).toISOString(),
          status: isDraft ? 'draft' : 'published',
        });
      });
    const arbStages = fc.array(arbStage, { maxLength: 40 });

    it('shows every published stage exactly once and no draft', () => {
      fc.assert(
        fc.property(arbStages, (stages) => {
          const { upcoming, previousByYear } = homeSections(stages, now);
          const shown = [...upcoming, ...previousByYear.flatMap((g) => g.stages)].map((s) => s.id);
          const published = stages.filter((s) => s.status === 'published').map((s) => s.id);
          expect([...shown].sort()).toEqual([...published].sort());
        }),
      );
    });

    it('keeps every section in its promised order and every stage in the right section', () => {
      fc.assert(
        fc.property(arbStages, (stages) => {
          const { upcoming, previousByYear } = homeSections(stages, now);
          const start = (s: StageSummary) => Date.parse(s.competitionStartDate);
          for (const s of upcoming) expect(Date.parse(s.competitionEndDate)).toBeGreaterThan(now.getTime());
          for (let i = 1; i < upcoming.length; i++)
            expect(start(upcoming[i]!)).toBeGreaterThanOrEqual(start(upcoming[i - 1]!));
          for (let g = 1; g < previousByYear.length; g++)
            expect(previousByYear[g]!.year).toBeLessThan(previousByYear[g - 1]!.year);
          for (const group of previousByYear) {
            expect(group.stages.length).toBeGreaterThan(0);
            for (const s of group.stages) {
              expect(Date.parse(s.competitionEndDate)).toBeLessThanOrEqual(now.getTime());
              expect(new Date(s.competitionStartDate).getFullYear()).toBe(group.year);
            }
            for (let i = 1; i < group.stages.length; i++)
              expect(start(group.stages[i]!)).toBeLessThanOrEqual(start(group.stages[i - 1]!));
          }
        }),
      );
    });
  });
});
