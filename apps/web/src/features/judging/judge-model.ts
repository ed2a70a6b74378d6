import { type JudgingStage, liveTopics } from '@trialhub/domain';
import type { OutboxEntry } from './outbox';

/**
 * What the judge sees, computed from the last stage snapshot plus the device's own operations that
 * the snapshot does not include yet. Pure functions: the screen, the tests and the sync panel agree.
 */
export type Rider = JudgingStage['riders'][number];
export type StageClass = JudgingStage['stage']['classes'][number];

export interface LocalScore {
  participantId: string;
  section: number;
  lap: number;
  points: number;
  judge: string | null;
  /** Saved on this device but not yet confirmed by the server. */
  pending: boolean;
}

export const slotKey = (participantId: string, section: number, lap: number) => `${participantId}/${section}/${lap}`;

export function mergeScores(
  snapshot: JudgingStage,
  snapshotAt: string,
  ops: readonly OutboxEntry[],
): Map<string, LocalScore> {
  const scores = new Map<string, LocalScore>();
  for (const s of snapshot.scores) scores.set(slotKey(s.participantId, s.section, s.lap), { ...s, pending: false });
  const reached = snapshot.positions?.[liveTopics.stageResults(snapshot.stage.id)];
  for (const entry of ops) {
    // Applied and already in the copy: it holds its effect (or a later score that won). The answer's
    // position says when (decision 073); an entry answered before 073, by the copy's time.
    if (entry.state === 'rejected' || entry.stageId !== snapshot.stage.id) continue;
    if (entry.state === 'applied') {
      if (
        entry.position !== undefined
          ? reached !== undefined && entry.position <= reached
          : !!entry.sentAt && entry.sentAt <= snapshotAt
      )
        continue;
    }
    const { op } = entry;
    const key = slotKey(op.participantId, op.section, op.lap);
    if (op.kind === 'clear') scores.delete(key);
    else
      scores.set(key, {
        participantId: op.participantId,
        section: op.section,
        lap: op.lap,
        points: op.points ?? 0,
        judge: snapshot.judge.name,
        pending: entry.state === 'pending',
      });
  }
  return scores;
}

export function classOf(snapshot: JudgingStage, rider: Rider): StageClass | undefined {
  return snapshot.stage.classes.find((c) => c.name === rider.racingClass);
}

export function ridesSection(snapshot: JudgingStage, rider: Rider, section: number): boolean {
  return !!classOf(snapshot, rider)?.lapSections.includes(section);
}

/** The first lap this rider has no score for at this section, or null when every lap is scored. */
export function nextLap(
  scores: Map<string, LocalScore>,
  snapshot: JudgingStage,
  rider: Rider,
  section: number,
): number | null {
  const cls = classOf(snapshot, rider);
  if (!cls || !cls.lapSections.includes(section)) return null;
  for (let lap = 1; lap <= cls.laps; lap++) if (!scores.has(slotKey(rider.id, section, lap))) return lap;
  return null;
}

/** Riders still to score at this section, per lap: lap number → riders without a score there. */
export function remainingByLap(
  scores: Map<string, LocalScore>,
  snapshot: JudgingStage,
  section: number,
): Map<number, Rider[]> {
  const byLap = new Map<number, Rider[]>();
  for (const rider of snapshot.riders) {
    const cls = classOf(snapshot, rider);
    if (!cls?.lapSections.includes(section)) continue;
    for (let lap = 1; lap <= cls.laps; lap++) {
      if (scores.has(slotKey(rider.id, section, lap))) continue;
      byLap.set(lap, [...(byLap.get(lap) ?? []), rider]);
    }
  }
  return new Map([...byLap.entries()].sort((a, b) => a[0] - b[0]));
}

/** How often each score was given at this section (all laps). */
export function distribution(scores: Map<string, LocalScore>, section: number): Map<number, number> {
  const counts = new Map<number, number>();
  for (const s of scores.values()) if (s.section === section) counts.set(s.points, (counts.get(s.points) ?? 0) + 1);
  return counts;
}

export function findByNumber(snapshot: JudgingStage, typed: string): Rider | undefined {
  if (!typed) return undefined;
  return snapshot.riders.find((r) => r.racingNumber !== null && String(r.racingNumber) === typed);
}

/** What a score tap would record now: the typed number's rider, whether they ride the section, and the lap. */
export interface ScoreTarget {
  rider: Rider | undefined;
  cls: StageClass | undefined;
  section: number | null;
  rides: boolean;
  /** The rider's first unscored lap here (null: all scored). */
  next: number | null;
  /** The lap a tap scores: the one the judge chose, else the next unscored one, else the last. */
  lap: number;
  /** The score already on that lap, if any. */
  current: LocalScore | undefined;
}

export function scoreTarget(
  snapshot: JudgingStage,
  scores: Map<string, LocalScore>,
  typed: string,
  section: number | null,
  chosenLap: number | null,
): ScoreTarget {
  const rider = findByNumber(snapshot, typed);
  const cls = rider ? classOf(snapshot, rider) : undefined;
  const rides = rider && section !== null ? ridesSection(snapshot, rider, section) : false;
  const next = rider && section !== null ? nextLap(scores, snapshot, rider, section) : null;
  const defaultLap = rider && section !== null ? (next ?? cls?.laps ?? 1) : 1;
  const lap = chosenLap ?? defaultLap;
  const current = rider && section !== null ? scores.get(slotKey(rider.id, section, lap)) : undefined;
  return { rider, cls, section, rides, next, lap, current };
}

export interface SyncSummary {
  pending: number;
  rejected: number;
  applied: number;
}

export function summarize(ops: readonly OutboxEntry[]): SyncSummary {
  const summary: SyncSummary = { pending: 0, rejected: 0, applied: 0 };
  for (const op of ops) summary[op.state]++;
  return summary;
}
