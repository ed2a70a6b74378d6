import type { ResultStatus } from '../scoring/result.js';

/**
 * Race control for the secretary (the field notes' "dashboard for the organiser": riders pending per
 * section, a rider who probably missed one): per section and lap, how many riders have been scored of
 * those who ride it, and who looks to have skipped it.
 */
export interface ProgressRider {
  id: string;
  name: string;
  racingNumber: number | null;
  racingClass: string;
  /** DQ/DNF riders stop riding: they are expected only where they already have a score. */
  status: ResultStatus | null;
}

export interface ProgressClass {
  name: string;
  laps: number;
  lapSections: readonly number[];
}

/** One scored slot; deleted scores (a judge's undo, a secretary's delete) do not count. */
export interface ProgressScore {
  participantId: string;
  section: number;
  lap: number;
}

export interface SectionLapProgress {
  lap: number;
  /** Riders whose class rides this section on this lap (less DQ/DNF riders who have not ridden it). */
  expected: number;
  scored: number;
  /** Not scored here, but scored further on in their ride (a later section of the lap, or a later lap). */
  possiblyMissed: { id: string; name: string; racingNumber: number | null }[];
}

export interface SectionProgress {
  section: number;
  laps: SectionLapProgress[];
}

export function sectionProgress(
  classes: readonly ProgressClass[],
  riders: readonly ProgressRider[],
  scores: readonly ProgressScore[],
): SectionProgress[] {
  const classByName = new Map(classes.map((c) => [c.name, c]));
  const riderById = new Map(riders.map((r) => [r.id, r]));
  const scored = new Set(scores.map((s) => `${s.participantId}/${s.section}/${s.lap}`));
  /** Each rider's furthest scored point of the ride, as [lap, index of the section in the class's order]. */
  const furthest = new Map<string, [number, number]>();
  for (const s of scores) {
    const rider = riderById.get(s.participantId);
    const cls = rider && classByName.get(rider.racingClass);
    if (!cls) continue;
    const point: [number, number] = [s.lap, cls.lapSections.indexOf(s.section)];
    const best = furthest.get(s.participantId);
    if (!best || point[0] > best[0] || (point[0] === best[0] && point[1] > best[1]))
      furthest.set(s.participantId, point);
  }

  const sections = [...new Set(classes.flatMap((c) => c.lapSections))].sort((a, b) => a - b);
  return sections.map((section) => {
    const riding = classes.filter((c) => c.lapSections.includes(section));
    const maxLap = Math.max(...riding.map((c) => c.laps));
    const laps: SectionLapProgress[] = [];
    for (let lap = 1; lap <= maxLap; lap++) {
      let expected = 0;
      let done = 0;
      const possiblyMissed: SectionLapProgress['possiblyMissed'] = [];
      for (const rider of riders) {
        const cls = classByName.get(rider.racingClass);
        if (!cls || !cls.lapSections.includes(section) || lap > cls.laps) continue;
        const has = scored.has(`${rider.id}/${section}/${lap}`);
        if (!has && rider.status !== null) continue;
        expected++;
        if (has) {
          done++;
          continue;
        }
        const far = furthest.get(rider.id);
        const here = cls.lapSections.indexOf(section);
        if (far && (far[0] > lap || (far[0] === lap && far[1] > here))) {
          possiblyMissed.push({ id: rider.id, name: rider.name, racingNumber: rider.racingNumber });
        }
      }
      laps.push({ lap, expected, scored: done, possiblyMissed });
    }
    return { section, laps };
  });
}
