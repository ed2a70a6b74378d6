// The demo's past stages' results, made up the same way on every seed.
import { eq } from 'drizzle-orm';
import type { Db } from '../open-db.js';
import { racingClasses } from './people.js';
import { results, sectionScores, stages } from '../schema.js';

/** Deterministic pseudo-random numbers, so every demo looks the same. */
function random(seed: string) {
  let h = 2166136261;
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return ((h ^= h >>> 16) >>> 0) / 4294967296;
  };
}

const POINTS_TABLE = [20, 17, 15, 13, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1];

export async function seedApprovedResults(
  tx: Db,
  stageId: string,
  entrants: {
    id: string;
    name: string;
    racingClass: string;
    racingNumber: number;
    clubId: string;
    bike: string;
    gender: 'male' | 'female';
    birthDate: string;
  }[],
  /** The instant of a wall-clock time ('HH:MM') on the stage's day. */
  onStageDay: (time: string) => Date,
) {
  const scored = entrants.map((p) => {
    const cls = racingClasses.find((c) => c.name === p.racingClass)!;
    // Riders set off when their class starts and finish well before it ends (see the classes' times).
    const start = onStageDay(cls.startTime!);
    const next = random(`${stageId}:${p.id}`);
    const skill = next();
    const scores: { section: number; lap: number; points: number; at: Date }[] = [];
    for (let lap = 1; lap <= cls.laps; lap++) {
      for (const section of cls.lapSections) {
        const roll = next() * (0.6 + skill);
        const points = roll < 0.55 ? 0 : roll < 0.8 ? 1 : roll < 0.95 ? 2 : roll < 1.1 ? 3 : 5;
        scores.push({
          section,
          lap,
          points,
          at: new Date(start.getTime() + (lap * 60 + section * 6 + next() * 5) * 60_000),
        });
      }
    }
    const statistics: Record<string, number> = { '0': 0, '1': 0, '2': 0, '3': 0, '5': 0 };
    for (const s of scores) statistics[String(s.points)]!++;
    const total = scores.reduce((sum, s) => sum + s.points, 0);
    const last = scores.reduce((a, b) => (a.at > b.at ? a : b)).at;
    return { p, scores, statistics, total, last, start };
  });
  // Written in a few statements, in the order one insert each wrote them (a first boot's time, issue #36).
  const resultRows: (typeof results.$inferInsert)[] = [];
  const scoreRows: (typeof sectionScores.$inferInsert)[] = [];
  for (const cls of racingClasses) {
    const ranked = scored
      .filter((r) => r.p.racingClass === cls.name)
      .sort(
        (a, b) => a.total - b.total || b.statistics['0']! - a.statistics['0']! || a.last.getTime() - b.last.getTime(),
      );
    for (const [index, r] of ranked.entries()) {
      const { p } = r;
      resultRows.push({
        stageId,
        participantId: p.id,
        participant: {
          id: p.id,
          name: p.name,
          bike: p.bike,
          racingClass: p.racingClass,
          racingNumber: p.racingNumber,
          club: { id: p.clubId },
          gender: p.gender,
          birthDate: p.birthDate,
          team: null,
        },
        total: r.total,
        isFinished: true,
        startedOn: r.start,
        lastTimeRecorded: r.last,
        lastTimeChangedBy: 'Jānis Tiesnesis',
        position: index + 1,
        positionPoints: POINTS_TABLE[index] ?? 1,
        positionAbsolutePoints: r.total,
        statistics: r.statistics,
      });
      scoreRows.push(
        ...r.scores.map((s) => ({
          stageId,
          participantId: p.id,
          section: s.section,
          lap: s.lap,
          points: s.points,
          judge: 'Jānis Tiesnesis',
          createdAt: s.at,
          events: [{ name: 'JudgeSetPoints', timestamp: s.at.toISOString(), time: null, points: s.points }],
        })),
      );
    }
  }
  for (let i = 0; i < resultRows.length; i += 500) await tx.insert(results).values(resultRows.slice(i, i + 500));
  for (let i = 0; i < scoreRows.length; i += 1000) await tx.insert(sectionScores).values(scoreRows.slice(i, i + 1000));
  await tx.update(stages).set({ resultsStatus: 'Approved' }).where(eq(stages.id, stageId));
}
