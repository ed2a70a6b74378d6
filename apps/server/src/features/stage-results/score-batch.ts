import {
  type JudgeOp,
  type ResultParticipant,
  type SectionEventRecord,
  type StageResult,
  judgeTapOrder,
  judgeTapTime,
  replayOpenFreeAttempt,
  resultParticipantCopy,
} from '@trialhub/domain';
import type { SQL } from 'drizzle-orm';
import { type Db, executeTogether } from '../../db/open-db.js';
import type { Stage, participants } from '../../db/schema.js';
import * as results from './results.repository.js';
import * as writes from './results-writes.js';

export type Rider = typeof participants.$inferSelect;

/**
 * Who gives a score: `id` is matched (a judge's undo takes back only their own score) — a user id,
 * later `obs:<credentialId>` for observers without an account; null for an imported standalone
 * sheet, which no judge can take back. `name` is what the history shows.
 */
export interface Scorer {
  id: string | null;
  name: string;
  /** An observer's tap arriving after its credential was revoked or its section handed on (decision 029). */
  late?: boolean;
  /** Which cut-off it arrived after: the history names hand-off, revocation and expiry apart (issue #35). */
  lateAfter?: 'handedOff' | 'afterRevocation' | 'expired';
  /** A refused observer tap race control accepted (issue #35): the secretary's name. */
  acceptedBy?: string;
}

const slotKey = (participantId: string, section: number, lap: number) => `${participantId}/${section}/${lap}`;

/**
 * Many taps on a stage in one transaction with a handful of statements (decision 034): the riders'
 * result rows are made where missing and locked, their section rows read once; each tap is then
 * applied in memory, in order, exactly as one tap on its own would be (the later tap wins, both
 * judges' events kept, an undo takes back only the judge's own score); `write` stores every changed
 * section row and result in one statement each.
 */
export class ScoreBatch {
  private readonly dirtySections = new Map<string, results.SectionRow>();
  private readonly dirtyResults = new Set<string>();

  private constructor(
    private readonly stage: Stage,
    private readonly rows: Map<string, results.ResultRow>,
    private readonly sections: Map<string, results.SectionRow[]>,
  ) {}

  /**
   * Opens a batch for the riders of `first` (rider → the time of their first tap here, the result's
   * start when it has none): ensureResult and the result lock of every rider, and their sections.
   */
  static async open(tx: Db, stage: Stage, first: ReadonlyMap<string, { rider: Rider; at: Date }>) {
    const ids = [...first.keys()];
    // Late in a day every rider has a started result: the lock finds them all (one statement, not
    // two). A rider's first score makes the row (or its start) and locks again (decision 073).
    let locked = await writes.lockResultsWithSections(tx, stage.id, ids);
    const started = new Set(locked.filter((r) => r.row.startedOn !== null).map((r) => r.row.participantId));
    const missing = [...first.entries()].filter(([id]) => !started.has(id));
    if (missing.length > 0) {
      await writes.ensureResults(
        tx,
        stage.id,
        missing.map(([, { rider, at }]) => ({ participant: resultParticipantCopy(rider), startedOn: at })),
      );
      locked = await writes.lockResultsWithSections(tx, stage.id, ids);
    }
    const rows = new Map(locked.map((r) => [r.row.participantId, r.row]));
    const sections = new Map<string, results.SectionRow[]>(ids.map((id) => [id, []]));
    for (const { row, sections: list } of locked) sections.set(row.participantId, list);
    return new ScoreBatch(stage, rows, sections);
  }

  /** The slot's row as it is now in this batch (null: never scored). */
  slot(participantId: string, section: number, lap: number): results.SectionRow | null {
    return this.sections.get(participantId)?.find((s) => s.section === section && s.lap === lap) ?? null;
  }

  /**
   * One tap on one slot. The device's time is kept for the history, clamped to the server's clock
   * plus an allowance; conflicting taps are ordered by judgeTapOrder (device time, never later than
   * receipt), so a clock set ahead cannot outrank a tap made after it (docs/decisions/012).
   * `origin`: the device that numbered the op (decision 076), kept on its events so two devices'
   * different scores for one slot show as a conflict, also when one judge used both (decision 085).
   * Returns the rider's whole result after it.
   */
  apply(
    rider: Rider,
    scorer: Scorer,
    receivedAt: Date,
    op: JudgeOp,
    origin?: string,
  ): StageResult<ResultParticipant> | 'nothingToClear' {
    const { stage } = this;
    const timestamp = judgeTapTime(op.at, receivedAt);
    const at = judgeTapOrder(op.at, receivedAt);
    const who = {
      by: scorer.name,
      byId: scorer.id,
      source: 'judge' as const,
      ...(scorer.late ? { late: true, lateAfter: scorer.lateAfter } : {}),
      ...(scorer.acceptedBy ? { acceptedBy: scorer.acceptedBy } : {}),
      ...(origin ? { origin } : {}),
    };
    const existing = this.slot(rider.id, op.section, op.lap);
    let next: results.SectionRow;

    if (op.kind === 'clear') {
      // Only the judge's own current score (by account, not by name) can be taken back, by a later tap.
      const own = scorer.id !== null && existing?.judgeId === scorer.id;
      if (!existing || existing.deletedAt || !own || existing.createdAt > at) return 'nothingToClear';
      const undo: SectionEventRecord = { name: 'JudgeUndo', timestamp, time: null, points: null, ...who };
      next = { ...existing, events: [...existing.events, undo], deletedAt: at };
    } else {
      let points: number;
      let events: SectionEventRecord[];
      if (stage.competitionType === 'openFree') {
        events = op.events!.map((e) => ({ ...e, timestamp: judgeTapTime(e.timestamp, receivedAt), ...who }));
        points = replayOpenFreeAttempt(events, stage.openFree!).points;
      } else {
        points = op.points!;
        const name = existing && !existing.deletedAt ? 'EditedTo' : 'JudgeSetPoints';
        events = [{ name, timestamp, time: null, points, ...who }];
      }
      const counted = { points, judge: scorer.name, judgeId: scorer.id, createdAt: at, deletedAt: null };
      if (!existing) {
        next = { stageId: stage.id, participantId: rider.id, section: op.section, lap: op.lap, events, ...counted };
      } else {
        // Both judges' events are kept; the later tap decides the points (issue 6, conflicts).
        const wins = existing.deletedAt !== null || at >= existing.createdAt;
        next = { ...existing, events: [...existing.events, ...events], ...(wins ? counted : {}) };
      }
    }
    const list = this.sections.get(rider.id)!;
    const index = list.indexOf(existing!);
    if (index === -1) list.push(next);
    else list[index] = next;
    this.dirtySections.set(slotKey(rider.id, op.section, op.lap), next);
    const row = results.recomputeResult(stage, this.rows.get(rider.id)!, list);
    this.rows.set(rider.id, row);
    this.dirtyResults.add(rider.id);
    return results.toStageResult(row, list);
  }

  /** The rider's result as this batch holds it. */
  result(participantId: string): StageResult<ResultParticipant> {
    return results.toStageResult(this.rows.get(participantId)!, this.sections.get(participantId)!);
  }

  /** Stores every changed section row and result: two statements. */
  async write(tx: Db): Promise<void> {
    await executeTogether(tx, this.writes());
  }

  /** write's statements, to run with others in one round trip (executeTogether). */
  writes(): (SQL | null)[] {
    return [
      writes.upsertSectionsSql(this.stage.id, [...this.dirtySections.values()]),
      writes.writeResultTotalsSql(
        this.stage.id,
        [...this.dirtyResults].map((id) => this.rows.get(id)!),
      ),
    ];
  }
}
