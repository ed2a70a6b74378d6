import {
  type ResultsState,
  approvalOffenders,
  approvePositions,
  earlyApprovalRefusal,
  normaliseRules,
  resultsStateOf,
} from '@trialhub/domain';
import { eq, sql } from 'drizzle-orm';
import type { Viewer } from '../../auth/viewer.js';
import { writeAudit } from '../../db/audit.js';
import type { Db } from '../../db/open-db.js';
import { type Stage, type championships, participants } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { LiveHub } from '../../live/hub.js';
import { applyCloseRules, closeRulesInput } from './close-rules.js';
import { findResult, listStageResultRows } from './results.repository.js';
import { publishResultsEvent } from './results-live.js';
import { lockStageResults } from './results-writes.js';
import { runCommand } from './run-command.js';
import { setResultsStatus } from './stage-state.js';

type Championship = typeof championships.$inferSelect;

/** Who approved, as the close rules' penalty and the history name them (kept in the command's payload). */
export type Approver = Pick<Viewer, 'userId' | 'email' | 'displayName'>;

/** What an approval decided when it was made (the command's payload): replaying it needs nothing else. */
export interface ApprovalPayload {
  at: string;
  /** When the close rules' missed sections and late penalties are dated (the server's clock). */
  closedAt: string;
  by: Approver;
  confirmEarly: boolean;
  rules: Championship['rules'];
  pointsTable: Championship['pointsTable'];
  otherPlacesPoints: Championship['otherPlacesPoints'];
}

/** Everyone entered in the stage (approval counts each of them, scored or not). */
export async function listEntered(db: Db, stageId: string) {
  return db
    .select({
      id: participants.id,
      name: participants.name,
      racingClass: participants.racingClass,
      racingNumber: participants.racingNumber,
    })
    .from(participants)
    .where(eq(participants.stageId, stageId));
}

/**
 * Approve results (spec §4) as the command `commandId` (decision 076): positions per class, then
 * resultsStatus Approved. Inside an open protest window only with `confirmEarly` (decision 027); with no
 * window, exactly as before. `answer` makes the caller's answer (standings' approval state) in the same
 * transaction; it is recorded as the outcome, so a repeated id answers with it and changes nothing.
 */
export async function approveStage<T extends { results: ResultsState }>(
  tx: Db,
  hub: LiveHub,
  input: {
    stage: Stage;
    championship: Championship;
    viewer: Viewer;
    confirmEarly: boolean;
    now: Date;
    commandId: string;
  },
  after: { notify: (tx: Db) => Promise<void>; answer: (tx: Db) => Promise<T> },
): Promise<T> {
  const { stage, championship, viewer, confirmEarly, now } = input;
  const payload: ApprovalPayload = {
    at: now.toISOString(),
    closedAt: new Date().toISOString(),
    by: { userId: viewer.userId, email: viewer.email, displayName: viewer.displayName },
    confirmEarly,
    rules: championship.rules,
    pointsTable: championship.pointsTable,
    otherPlacesPoints: championship.otherPlacesPoints,
  };
  const command = { commandId: input.commandId, kind: 'approveResults', stageId: stage.id, userId: viewer.userId };
  const { outcome } = await runCommand<{ state: T }>(
    tx,
    { ...command, payload: payload as unknown as Record<string, unknown> },
    async () => {
      if (stage.resultsStatus !== null && stage.resultsStatus !== 'Approved')
        throw new AppError('standingsWrongStatus');
      const before = resultsStateOf(stage);
      const early = earlyApprovalRefusal(before, now, confirmEarly);
      if (early) throw new AppError(early);
      const { closed, positions } = await approve(tx, stage, payload, true);
      // Riders hear once, when the results become approved (approving again keeps them so).
      if (stage.resultsStatus === null) await after.notify(tx);
      await writeAudit(tx, {
        stageId: stage.id,
        // The approval's moment from its payload: a venue laptop's approval, forwarded, is dated the same at home.
        timestamp: new Date(payload.closedAt),
        event: 'approve_results',
        data: {
          positions: JSON.stringify(positions),
          // Approved while the protest window was open, confirmed by the secretary (decision 027).
          ...(earlyApprovalRefusal(before, now, false) ? { earlyInProtestWindow: before.closesAt } : {}),
        },
        userId: viewer.userId,
        userEmail: viewer.email,
      });
      // Every open results page gets the positions as data: the results the close rules changed whole,
      // then every place and its points in one event (not one event per rider).
      for (const participantId of closed) {
        const result = await findResult(tx, stage.id, participantId);
        if (result) await publishResultsEvent(hub, tx, stage.id, { type: 'result.upserted', result });
      }
      await publishResultsEvent(hub, tx, stage.id, {
        type: 'results.positions',
        positions: positions.map(({ participantId, position, positionPoints, positionAbsolutePoints }) => ({
          participantId,
          position,
          positionPoints,
          positionAbsolutePoints,
        })),
      });
      const state = await after.answer(tx);
      await publishResultsEvent(hub, tx, stage.id, { type: 'results.state', state: state.results });
      return { outcome: { state } };
    },
  );
  return outcome.state;
}

/**
 * What an approval writes, from its payload (the first time and in a replay): the close rules, then the
 * positions and the Approved status. `check` refuses a stage nobody has ridden and riders still blocking.
 */
export async function approve(tx: Db, stage: Stage, payload: ApprovalPayload, check: boolean) {
  // One statement locks the stage's results: no score lands between this read and the commit.
  await lockStageResults(tx, stage.id);
  const rules = normaliseRules(payload.rules);
  const unclosed = await closeRulesInput(tx, stage, rules);
  // Approved results cannot change: a stage nobody has ridden yet is not approved by a slip.
  if (check && unclosed.length === 0) throw new AppError('standingsNoResults');
  // The close of the stage: missed sections and late finishes (off by default), before the checks.
  const closed = await applyCloseRules(tx, stage, rules, payload.by, unclosed, new Date(payload.closedAt));
  const list = closed.length > 0 ? await listStageResultRows(tx, stage.id) : unclosed;
  // Every participant counts: a registered rider with no score blocks too, and is named (issue #16).
  if (check) {
    const offenders = approvalOffenders(await listEntered(tx, stage.id), list);
    if (offenders.length > 0) throw new AppError('standingsNotAllFinished', undefined, undefined, { offenders });
  }
  const positions = approvePositions(
    list.map((r) => ({ ...r, racingNumber: r.participant.racingNumber, racingClass: r.participant.racingClass })),
    stage.competitionType,
    payload.pointsTable,
    payload.otherPlacesPoints,
  );
  await writeApprovedPositions(tx, stage.id, positions);
  await setResultsStatus(tx, stage.id, 'Approved');
  return { closed, positions };
}

/**
 * Approval writes position, positionPoints and positionAbsolutePoints on every result of the stage (spec
 * §7), in one statement (a 400-rider stage took 400 round trips before).
 */
export async function writeApprovedPositions(
  db: Db,
  stageId: string,
  positions: readonly {
    participantId: string;
    position: number | null;
    positionPoints: number;
    positionAbsolutePoints: number;
  }[],
) {
  if (positions.length === 0) return;
  const rows = positions.map((p) => ({
    participant_id: p.participantId,
    position: p.position,
    points: p.positionPoints,
    absolute: p.positionAbsolutePoints,
  }));
  await db.execute(sql`
    UPDATE results AS r
       SET position = v.position, position_points = v.points, position_absolute_points = v.absolute,
           updated_at = now()
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
           AS v(participant_id text, position integer, points integer, absolute integer)
     WHERE r.stage_id = ${stageId} AND r.participant_id = v.participant_id`);
}
