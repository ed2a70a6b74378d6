/**
 * A stage's results lifecycle (issue #40, decision 076): the one module that writes result rows and
 * section scores — judges' ops, the secretary's corrections, status, penalties, missed sections, the
 * close rules and approval — each write a command of the stage's command log. Other features read and
 * write through what is exported here only (a lint rule keeps deeper imports out).
 */
export { ResultCommands } from './result-commands.js';
export type { Correction, CorrectionKind } from './corrections.js';
export { SERVER_ORIGIN, type ServerCommand, runCommand } from './run-command.js';
export {
  type CommandAnswer,
  type CommandRecord,
  answerCommandsSql,
  claimCommands,
  findCommands,
  listStageCommands,
} from './command-log.js';
export { replayStage } from './replay.js';
export { type Rider, type Scorer, ScoreBatch } from './score-batch.js';
export { type Precheck, applyJudgeOps } from './judge-ops.js';
export type { ResultRow, SectionRow } from './results.repository.js';
export { findResult, listCompactResults, listStageResultRows, listStageResultsFor } from './results.repository.js';
export { findResultRowForUpdate, listSections, lockStageResults } from './results-writes.js';
export { findApprovedAt, findStage, listResultAudit, stageResultsState } from './stage-state.js';
export { type Approver, approveStage, listEntered } from './approval.js';
export { publishResultsEvent, publishResultsEvents, publishResultsEventsAfter } from './results-live.js';
export { applyForwarded } from './forwarded.js';
export { type StageDigest, firstDifferingRider, stageDigest } from './digest.js';
export { checkedOutError, refuseIfChampionshipCheckedOut, refuseIfCheckedOut, stageLease } from './lease-check.js';
