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

/** The rider's total over every section and lap this phone knows of (the snapshot plus its own taps). */
export function riderTotal(scores: Map<string, LocalScore>, riderId: string): number {
  let total = 0;
  for (const s of scores.values()) if (s.participantId === riderId) total += s.points;
  return total;
}

/** How many of its laps the rider still has no score for at this section (how often the observer sees them again). */
export function lapsLeft(scores: Map<string, LocalScore>, cls: StageClass, riderId: string, section: number): number {
  let left = 0;
  for (let lap = 1; lap <= cls.laps; lap++) if (!scores.has(slotKey(riderId, section, lap))) left++;
  return left;
}

/** A class's riders the observer has not seen yet in its current lap at this section. */
export interface NotSeenGroup {
  cls: StageClass;
  /** The class's current lap here: the highest lap any of its riders has a score for (1 before any). */
  lap: number;
  /** Each rider with the laps up to the current one that have no score here (a skipped lap shows). */
  riders: { rider: Rider; missing: number[] }[];
}

/**
 * Per class riding this section (in the stage's order): the riders not yet seen in the class's current
 * lap here, or who missed an earlier lap, so a rider who skipped the section is noticed before he leaves.
 */
export function notYetSeen(scores: Map<string, LocalScore>, snapshot: JudgingStage, section: number): NotSeenGroup[] {
  const groups: NotSeenGroup[] = [];
  const classes = snapshot.stage.classes.filter((c) => c.lapSections.includes(section));
  for (const cls of [...classes].sort((a, b) => a.order - b.order)) {
    const riders = snapshot.riders
      .filter((r) => r.racingClass === cls.name)
      .sort((a, b) => (a.racingNumber ?? 0) - (b.racingNumber ?? 0));
    let lap = 1;
    for (const r of riders)
      for (let n = 1; n <= cls.laps; n++) if (scores.has(slotKey(r.id, section, n))) lap = Math.max(lap, n);
    const missing = riders
      .map((rider) => ({
        rider,
        missing: Array.from({ length: lap }, (_, i) => i + 1).filter((n) => !scores.has(slotKey(rider.id, section, n))),
      }))
      .filter((m) => m.missing.length > 0);
    if (missing.length > 0) groups.push({ cls, lap, riders: missing });
  }
  return groups;
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
