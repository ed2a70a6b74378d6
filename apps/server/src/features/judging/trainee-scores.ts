import {
  type JudgeOp,
  type TraineeScore,
  displayWho,
  judgeTapOrder,
  judgeTapTime,
  replayOpenFreeAttempt,
} from '@trialhub/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import {
  type Stage,
  stageCommands,
  observerCredentials,
  observerDevices,
  observerTraineeScores,
  participants,
  sectionScores,
} from '../../db/schema.js';

/**
 * Trainee observers (issue #35 point 11, decision 029): a trainee phone's taps pass the same checks
 * and the same exactly-once path as any observer's, but land here, one row per phone and slot, and
 * never in a result — so no result, standing, live topic or export can count them.
 */
type Row = typeof observerTraineeScores.$inferSelect;

const slot = (participantId: string, section: number, lap: number) => `${participantId}/${section}/${lap}`;

/** A trainee phone's taps of one batch, applied in memory in order and written in two statements. */
export class TraineeSheet {
  private readonly changed = new Map<
    string,
    { participantId: string; section: number; lap: number; row: Row | null }
  >();

  private constructor(
    private readonly stage: Stage,
    private readonly deviceId: string,
    private readonly rows: Map<string, Row>,
  ) {}

  static async open(tx: Db, stage: Stage, deviceId: string, ops: readonly JudgeOp[]) {
    const riders = [...new Set(ops.map((op) => op.participantId))];
    const rows = riders.length
      ? await tx
          .select()
          .from(observerTraineeScores)
          .where(
            and(eq(observerTraineeScores.deviceId, deviceId), inArray(observerTraineeScores.participantId, riders)),
          )
          .for('update')
      : [];
    return new TraineeSheet(stage, deviceId, new Map(rows.map((r) => [slot(r.participantId, r.section, r.lap), r])));
  }

  /** One tap, as ScoreBatch.apply would take it for the phone's own slot: the later tap wins, an undo takes back its own. */
  apply(op: JudgeOp, receivedAt: Date): 'applied' | 'nothingToClear' {
    const key = slot(op.participantId, op.section, op.lap);
    const existing = this.rows.get(key);
    const at = judgeTapOrder(op.at, receivedAt);
    if (op.kind === 'clear') {
      if (!existing || existing.tappedAt > at) return 'nothingToClear';
      this.rows.delete(key);
      this.changed.set(key, { participantId: op.participantId, section: op.section, lap: op.lap, row: null });
      return 'applied';
    }
    // Open-free: the server's replay of the attempt gives the points, as for a counted score.
    const points =
      this.stage.competitionType === 'openFree'
        ? replayOpenFreeAttempt(
            op.events!.map((e) => ({ ...e, timestamp: judgeTapTime(e.timestamp, receivedAt) })),
            this.stage.openFree!,
          ).points
        : op.points!;
    // A tap older than the phone's own score there (arriving late) does not replace it.
    if (existing && existing.tappedAt > at) return 'applied';
    const row: Row = {
      deviceId: this.deviceId,
      stageId: this.stage.id,
      participantId: op.participantId,
      section: op.section,
      lap: op.lap,
      points,
      tappedAt: at,
      opId: op.opId,
    };
    this.rows.set(key, row);
    this.changed.set(key, { ...row, row });
    return 'applied';
  }

  async write(tx: Db) {
    const changes = [...this.changed.values()];
    // An undo is rare: one statement per slot taken back.
    for (const gone of changes.filter((c) => c.row === null))
      await tx
        .delete(observerTraineeScores)
        .where(
          and(
            eq(observerTraineeScores.deviceId, this.deviceId),
            eq(observerTraineeScores.participantId, gone.participantId),
            eq(observerTraineeScores.section, gone.section),
            eq(observerTraineeScores.lap, gone.lap),
          ),
        );
    const kept = changes.flatMap((c) => (c.row ? [c.row] : []));
    if (kept.length)
      await tx
        .insert(observerTraineeScores)
        .values(kept)
        .onConflictDoUpdate({
          target: [
            observerTraineeScores.deviceId,
            observerTraineeScores.participantId,
            observerTraineeScores.section,
            observerTraineeScores.lap,
          ],
          set: {
            points: sql`excluded.points`,
            tappedAt: sql`excluded.tapped_at`,
            opId: sql`excluded.op_id`,
          },
        });
  }
}

/** A trainee phone's own scores, as its judge app shows them (in place of the counted ones). */
export async function phoneScores(db: Db, deviceId: string, name: string) {
  const rows = await db
    .select({
      participantId: observerTraineeScores.participantId,
      section: observerTraineeScores.section,
      lap: observerTraineeScores.lap,
      points: observerTraineeScores.points,
    })
    .from(observerTraineeScores)
    .where(eq(observerTraineeScores.deviceId, deviceId));
  return rows.map((r) => ({ ...r, judge: displayWho(name) }));
}

/** The trainee scores of these phones, each beside the counted score of its slot now, by phone. */
export async function traineeScoresOf(db: Db, deviceIds: readonly string[]) {
  if (deviceIds.length === 0) return new Map<string, TraineeScore[]>();
  const rows = await db
    .select({
      deviceId: observerTraineeScores.deviceId,
      participantId: observerTraineeScores.participantId,
      section: observerTraineeScores.section,
      lap: observerTraineeScores.lap,
      points: observerTraineeScores.points,
      at: observerTraineeScores.tappedAt,
      riderName: participants.name,
      racingNumber: participants.racingNumber,
      countedPoints: sectionScores.points,
      countedJudge: sectionScores.judge,
    })
    .from(observerTraineeScores)
    .leftJoin(
      participants,
      and(
        eq(participants.stageId, observerTraineeScores.stageId),
        eq(participants.id, observerTraineeScores.participantId),
      ),
    )
    .leftJoin(
      sectionScores,
      and(
        eq(sectionScores.stageId, observerTraineeScores.stageId),
        eq(sectionScores.participantId, observerTraineeScores.participantId),
        eq(sectionScores.section, observerTraineeScores.section),
        eq(sectionScores.lap, observerTraineeScores.lap),
        isNull(sectionScores.deletedAt),
      ),
    )
    .where(inArray(observerTraineeScores.deviceId, [...deviceIds]))
    .orderBy(observerTraineeScores.section, observerTraineeScores.lap, participants.racingNumber);
  const byDevice = new Map<string, TraineeScore[]>();
  for (const r of rows) {
    const score: TraineeScore = {
      participantId: r.participantId,
      riderName: r.riderName,
      racingNumber: r.racingNumber,
      section: r.section,
      lap: r.lap,
      points: r.points,
      at: r.at.toISOString(),
      counted:
        r.countedPoints === null
          ? null
          : { points: r.countedPoints, judge: r.countedJudge === null ? null : displayWho(r.countedJudge) },
    };
    byDevice.set(r.deviceId, [...(byDevice.get(r.deviceId) ?? []), score]);
  }
  return byDevice;
}

/** Which of these credentials have a phone that sent any operation (the trainee mark then stays). */
export async function scoredCredentials(db: Db, stageId: string, credentialIds: readonly string[]) {
  if (credentialIds.length === 0) return new Set<string>();
  const rows = await db
    .selectDistinct({ id: observerDevices.credentialId })
    .from(observerDevices)
    .innerJoin(
      stageCommands,
      // The stage's operations only (stage_commands_stage_position), not every stage's.
      and(eq(stageCommands.stageId, stageId), eq(stageCommands.userId, sql`'obs:' || ${observerDevices.id}`)),
    )
    .where(inArray(observerDevices.credentialId, [...credentialIds]));
  return new Set(rows.map((r) => r.id));
}

/** Marks a credential of the stage as a trainee's or not; false when the stage has no such credential. */
export async function setTrainee(db: Db, stageId: string, credentialId: string, trainee: boolean) {
  const rows = await db
    .update(observerCredentials)
    .set({ trainee })
    .where(and(eq(observerCredentials.stageId, stageId), eq(observerCredentials.id, credentialId)))
    .returning({ id: observerCredentials.id });
  return rows.length > 0;
}
