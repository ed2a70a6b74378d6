import { randomUUID } from 'node:crypto';
import {
  type ImportRow,
  type ImportSheetRequest,
  type ImportSheetResponse,
  type JudgeOp,
  type JudgeRejection,
  type ResultsEvent,
  importRowApplies,
  isClassicPoints,
  judgeTapOrder,
} from '@trialhub/domain';
import type { Viewer } from '../../auth/viewer.js';
import { writeAudit } from '../../db/audit.js';
import type { Db } from '../../db/open-db.js';
import type { Stage } from '../../db/schema.js';
import type { LiveHub } from '../../live/hub.js';
import {
  type CommandAnswer,
  type Rider,
  type Scorer,
  ScoreBatch,
  answerCommandsSql,
  claimCommands,
  publishResultsEvents,
} from '../stage-results/index.js';
import * as repo from './judging.repository.js';

/**
 * A standalone judge's score sheet into a classic stage (issue 6 point 5): riders are matched by
 * racing number, each row gets the status the judge app would have given it, and with `commit` the
 * new and differing rows are applied in one transaction, exactly as the judge app's taps are (events
 * kept, the later score wins). Re-importing the same sheet finds every row 'same' and writes nothing.
 */
export async function importSheet(
  db: Db,
  hub: LiveHub,
  stage: Stage,
  viewer: Viewer,
  request: ImportSheetRequest,
): Promise<ImportSheetResponse> {
  const stageId = stage.id;
  const judgeName = request.judge || viewer.email;
  // The sheet's judge has no account here: the scores show the sheet's name and no judge can take them back.
  const scorer: Scorer = { id: null, name: judgeName };
  const preview = async (db: Db): Promise<{ row: ImportRow; rider: Rider | null }[]> => {
    const riders = await repo.listStageParticipants(db, stageId);
    const byNumber = new Map(riders.filter((r) => r.racingNumber !== null).map((r) => [r.racingNumber, r]));
    const sections = new Map(
      (await repo.listSections(db, stageId)).map((s) => [`${s.participantId}/${s.section}/${s.lap}`, s]),
    );
    return request.entries.map((entry) => {
      const rider = byNumber.get(entry.racingNumber) ?? null;
      const op: JudgeOp = { opId: '', seq: 0, kind: 'score', participantId: rider?.id ?? '', ...entry };
      const refused = checkOp(stage, rider, op);
      const current = rider ? sections.get(`${rider.id}/${entry.section}/${entry.lap}`) : undefined;
      const existing = current && !current.deletedAt ? current.points : null;
      const alreadyImported = current?.events.some((e) => e.timestamp === entry.at && e.points === entry.points);
      const status: ImportRow['status'] =
        refused === 'resultsLocked' ||
        refused === 'unknownRider' ||
        refused === 'sectionNotRidden' ||
        refused === 'lapOutOfRange'
          ? refused
          : existing === entry.points || alreadyImported
            ? 'same'
            : existing === null
              ? 'new'
              : 'conflict';
      return { row: { ...entry, status, riderName: rider?.name ?? null, existing }, rider };
    });
  };
  if (!request.commit) return { rows: (await preview(db)).map((r) => r.row), committed: false, applied: 0 };

  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const receivedAt = new Date();
    const planned = await preview(tx);
    const toApply = planned.filter((p) => importRowApplies(p.row));
    const ops = toApply.map(({ row, rider }) => ({
      rider: rider!,
      op: { opId: randomUUID(), seq: 0, kind: 'score', participantId: rider!.id, ...row } satisfies JudgeOp,
    }));
    const first = new Map<string, { rider: Rider; at: Date }>();
    for (const { rider, op } of ops)
      if (!first.has(rider.id)) first.set(rider.id, { rider, at: judgeTapOrder(op.at, receivedAt) });
    // Each row a command of the stage's log (decision 076), numbered in the sheet's order.
    await claimCommands(
      tx,
      ops.map(({ op }, i) => ({
        commandId: op.opId,
        stageId,
        userId: viewer.userId,
        origin: `sheet:${viewer.userId}`,
        originSeq: i + 1,
      })),
    );
    const batch = await ScoreBatch.open(tx, stage, first);
    const changed = new Set<string>();
    const answers: CommandAnswer[] = [];
    for (const { rider, op } of ops) {
      const counted = batch.apply(rider, scorer, receivedAt, op) !== 'nothingToClear';
      if (counted) changed.add(rider.id);
      const payload = { op, scorer, receivedAt: receivedAt.toISOString(), counted };
      answers.push({ commandId: op.opId, outcome: { opId: op.opId, outcome: 'applied' }, payload });
    }
    await batch.write(tx);
    const answered = answerCommandsSql(answers);
    if (answered) await tx.execute(answered);
    await writeAudit(tx, {
      stageId,
      event: 'import_scores',
      data: { judge: judgeName, rows: planned.length, applied: toApply.length },
      userId: viewer.userId,
      userEmail: viewer.email,
    });
    // An import may change several sections of one rider: each changed result goes out whole.
    const events = [...changed].map((id): ResultsEvent => ({ type: 'result.upserted', result: batch.result(id) }));
    await publishResultsEvents(hub, tx, stage.id, events);
    return { rows: planned.map((p) => p.row), committed: true, applied: toApply.length };
  });
}

/** The rules of issue 6 "Bad input", checked before anything is written. */
export function checkOp(stage: Stage, rider: Rider | null, op: JudgeOp): JudgeRejection | null {
  if (stage.resultsStatus !== null) return 'resultsLocked';
  if (!rider) return 'unknownRider';
  const cls = stage.classes.find((c) => c.name === rider.racingClass);
  if (!cls || !cls.lapSections.includes(op.section)) return 'sectionNotRidden';
  if (op.lap > cls.laps) return 'lapOutOfRange';
  if (op.kind === 'clear') return null;
  if (stage.competitionType === 'classic') {
    if (op.points === undefined || !isClassicPoints(op.points)) return 'invalidPoints';
  } else if (!op.events?.length || !stage.openFree) return 'missingEvents';
  return null;
}
