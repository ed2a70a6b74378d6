import {
  type JudgeOp,
  type JudgeRejection,
  type KeyedOutcome,
  type ResultsEvent,
  judgeTapOrder,
  liveTopics,
  resultScoredEvent,
} from '@trialhub/domain';
import { type SQL, and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { type Stage, participants, stageCommands } from '../../db/schema.js';
import type { LiveHub } from '../../live/hub.js';
import {
  type CommandAnswer,
  type CommandClaim,
  answerCommandsSql,
  claimCommandsQuery,
  findCommands,
} from './command-log.js';
import type { SectionRow } from './results.repository.js';
import { publishResultsEventsAfter } from './results-live.js';
import { type Rider, type Scorer, ScoreBatch } from './score-batch.js';

/** Keyed entry's check of a cell against the slot as it is now: refuse it, 'same' (nothing to write) or null (apply). */
export type Precheck = (op: JudgeOp, rider: Rider, slot: SectionRow | null) => KeyedOutcome | 'same' | null;

/** Where a trainee phone's taps go instead of a result (judging's TraineeSheet, issue #35 point 11). */
export interface DivertedSheet {
  apply(op: JudgeOp, receivedAt: Date): unknown;
  write(tx: Db): Promise<void>;
}

/**
 * What judging decides about a device's ops (who may score what, decision 029): `refusal` of each op
 * before the stage's results see it (given the claimed ops and their riders once); `precheck` (keyed
 * entry); `divert` a trainee's ops to their own sheet, never to a result; `settle` after the outcomes
 * are decided, in the transaction (an observer's refused taps kept for race control).
 */
export interface JudgeOpsPolicy {
  refusals(
    tx: Db,
    mine: readonly JudgeOp[],
    riders: ReadonlyMap<string, Rider>,
  ): Promise<(op: JudgeOp, rider: Rider | null) => JudgeRejection | null>;
  precheck?: Precheck;
  divert?: (tx: Db, accepted: readonly JudgeOp[]) => Promise<DivertedSheet>;
  settle?: (tx: Db, mine: readonly JudgeOp[], outcomes: ReadonlyMap<string, KeyedOutcome>) => Promise<void>;
}

export interface JudgeOpsInput {
  stage: Stage;
  /** Who sends them (a judge's account, `obs:<device>`, a secretary): a repeat by another is `otherStage`. */
  userId: string;
  scorer: Scorer;
  receivedAt: Date;
  /** The device: the ops' origin, their `seq` its sequence (decision 076). */
  origin: string;
  ops: readonly JudgeOp[];
  /** One more statement to run with the writes (a judge's last sync). */
  also?: SQL | null;
}

/**
 * A device's operations in one transaction, in the device's order (`seq`), whatever order they
 * arrived in; each is a command of the stage's log (exactly once): an id recorded before is answered
 * as it was then (`replayed`), a claimed one is checked, applied in memory and written with the others
 * in a few set-based statements (ScoreBatch), its answer and what replaying it needs recorded with them.
 */
export async function applyJudgeOps(
  db: Db,
  hub: LiveHub,
  input: JudgeOpsInput,
  policy: JudgeOpsPolicy,
): Promise<{ outcomes: KeyedOutcome[]; position: number }> {
  const { stage, userId, scorer, receivedAt, origin, also = null } = input;
  const ordered = [...input.ops].sort((a, b) => a.seq - b.seq);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const firstOf = new Map<string, JudgeOp>();
    for (const op of ordered) if (!firstOf.has(op.opId)) firstOf.set(op.opId, op);
    const { claimed, found } = await claimWithRiders(
      tx,
      stage.id,
      [...firstOf.values()].map((op) => ({ commandId: op.opId, stageId: stage.id, userId, origin, originSeq: op.seq })),
      [...new Set([...firstOf.values()].map((op) => op.participantId))],
    );
    const seen = new Map(
      (
        await findCommands(
          tx,
          [...firstOf.keys()].filter((id) => !claimed.has(id)),
        )
      ).map((r) => [r.commandId, r]),
    );
    const mine = ordered.filter((op) => claimed.has(op.opId) && firstOf.get(op.opId) === op);
    const mineRiders = new Set(mine.map((op) => op.participantId));
    const riders = new Map(found.filter((r) => mineRiders.has(r.id)).map((r) => [r.id, r]));
    const refusal = await policy.refusals(tx, mine, riders);
    const reasons = new Map<JudgeOp, JudgeRejection | null>();
    const first = new Map<string, { rider: Rider; at: Date }>();
    for (const op of mine) {
      const rider = riders.get(op.participantId) ?? null;
      const reason = refusal(op, rider);
      reasons.set(op, reason);
      if (!reason && !policy.divert && !first.has(rider!.id))
        first.set(rider!.id, { rider: rider!, at: judgeTapOrder(op.at, receivedAt) });
    }
    const batch = first.size > 0 ? await ScoreBatch.open(tx, stage, first) : null;
    const diverted = policy.divert
      ? await policy.divert(
          tx,
          mine.filter((op) => !reasons.get(op)),
        )
      : null;

    const outcomes = new Map<string, KeyedOutcome>();
    const answers: CommandAnswer[] = [];
    const events: ResultsEvent[] = [];
    const received = receivedAt.toISOString();
    /**
     * The one place an operation's answer is decided: kept for the reply and recorded under its id,
     * with what replaying it needs (`counted`: it changed a result; decision 076).
     */
    const answer = (outcome: KeyedOutcome, op: JudgeOp, counted = false) => {
      outcomes.set(outcome.opId, outcome);
      const payload = counted ? { op, scorer, receivedAt: received, counted } : { op, counted };
      answers.push({ commandId: outcome.opId, outcome: { ...outcome }, payload });
    };
    for (const op of ordered) {
      if (outcomes.has(op.opId)) continue;
      if (!claimed.has(op.opId)) {
        const record = seen.get(op.opId);
        if (!record) throw new Error(`judge op ${op.opId}: neither claimed nor recorded`);
        outcomes.set(
          op.opId,
          record.stageId !== stage.id || record.userId !== userId
            ? { opId: op.opId, outcome: 'rejected', reason: 'otherStage', replayed: true }
            : { ...(record.outcome as unknown as KeyedOutcome), replayed: true },
        );
        continue;
      }
      const reason = reasons.get(op)!;
      const rider = riders.get(op.participantId)!;
      const refused =
        !reason && policy.precheck ? policy.precheck(op, rider, batch!.slot(rider.id, op.section, op.lap)) : null;
      if (refused && refused !== 'same') {
        answer(refused, op);
        continue;
      }
      let rejection: JudgeRejection | null = reason;
      let counted = false;
      if (!reason && diverted) {
        // Stored beside the counted scores, never in a result: no result changes, nothing is published.
        if (diverted.apply(op, receivedAt) === 'nothingToClear') rejection = 'nothingToClear';
      } else if (!reason && refused !== 'same') {
        const applied = batch!.apply(rider, scorer, receivedAt, op, origin);
        if (applied === 'nothingToClear') rejection = applied;
        else {
          events.push(resultScoredEvent(applied, op.section, op.lap));
          counted = true;
        }
      }
      answer(
        rejection ? { opId: op.opId, outcome: 'rejected', reason: rejection } : { opId: op.opId, outcome: 'applied' },
        op,
        counted,
      );
    }
    await diverted?.write(tx);
    await policy.settle?.(tx, mine, outcomes);
    // The sections, the results, the answers (and the judge's last sync) and, for a single tap, its
    // event: one statement (decision 073).
    const writes = [...(batch?.writes() ?? []), answerCommandsSql(answers), also];
    const seqs = await publishResultsEventsAfter(hub, tx, stage.id, events, writes);
    // Where the stream carries this batch's scores: every op answered here is in it by then.
    const position = seqs.at(-1) ?? (await hub.topicSeq(tx, liveTopics.stageResults(stage.id)));
    // A replay of an operation this batch carries twice answers as the first.
    const replies = ordered.map((op) => outcomes.get(op.opId)!);
    return { outcomes: replies.filter((o, i) => replies.indexOf(o) === i), position };
  });
}

/**
 * claimCommands and the riders its ops name, in one statement (the op path's round trips, issue #36):
 * the claim is a data-modifying CTE, which runs to completion whatever the read takes from it, so a
 * transaction carrying an id another one is applying still waits for it here, then finds it taken.
 * The riders are read for every op sent (a repeat's rider too): the caller keeps the claimed ops' ones.
 */
async function claimWithRiders(
  tx: Db,
  stageId: string,
  list: readonly CommandClaim[],
  participantIds: readonly string[],
): Promise<{ claimed: Set<string>; found: Rider[] }> {
  if (list.length === 0) return { claimed: new Set(), found: [] };
  const claim = tx.$with('claimed').as(claimCommandsQuery(tx, list).returning({ commandId: stageCommands.commandId }));
  const rows = await tx
    .with(claim)
    .select({
      claimed: sql<string>`(SELECT coalesce(json_agg(${claim.commandId}), '[]') FROM ${claim})::text`,
      rider: participants,
    })
    .from(sql`(SELECT 1) AS one`)
    .leftJoin(participants, and(eq(participants.stageId, stageId), inArray(participants.id, [...participantIds])));
  return {
    claimed: new Set(JSON.parse(rows[0]!.claimed) as string[]),
    found: rows.flatMap((r) => (r.rider ? [r.rider] : [])),
  };
}
