import {
  LATE_FINISH_PENALTY_ID,
  MISSED_SECTION_EVENT,
  type ChampionshipRules,
  type ClassLayout,
  type SectionEventRecord,
  lateFinishPenalty,
  missedSectionApplies,
  missedSlots,
} from '@trialhub/domain';
import { sql } from 'drizzle-orm';
import type { Viewer } from '../../auth/viewer.js';
import type { Db } from '../../db/open-db.js';
import { type Stage, type PenaltyEvent, sectionScores } from '../../db/schema.js';
import { type listStageResults, listStageResultsFor, refreshResult } from './results.repository.js';
import { findResultRowForUpdate, updateResultRow } from './results-writes.js';

type ListedResult = Awaited<ReturnType<typeof listStageResults>>[number];

/**
 * Writes the missed-section rule's points into every section/lap slot of the rider's class without a
 * counted score, each with a `MissedSection` event naming who applied it (the close of the stage or
 * the secretary, docs/decisions/019). Returns how many slots it filled. The caller refreshes the result.
 */
export async function fillMissedSections(
  tx: Db,
  stage: Stage,
  result: ListedResult,
  cls: ClassLayout,
  points: number,
  by: string,
  at: Date,
): Promise<number> {
  // The rows carry the rider's last real score time, so the finish time (and a late penalty) stays.
  const last = result.lastTimeRecorded ? new Date(result.lastTimeRecorded) : at;
  const slots = missedSlots(result.sections, cls);
  const event: SectionEventRecord = {
    name: MISSED_SECTION_EVENT,
    timestamp: at.toISOString(),
    time: null,
    points,
    by,
    source: 'secretary',
  };
  for (const slot of slots) {
    // A deleted score may hold the slot: the missed section replaces it, its history kept.
    await tx
      .insert(sectionScores)
      .values({
        stageId: stage.id,
        participantId: result.participantId,
        ...slot,
        points,
        judge: null,
        createdAt: last,
        events: [event],
      })
      .onConflictDoUpdate({
        target: [sectionScores.stageId, sectionScores.participantId, sectionScores.section, sectionScores.lap],
        set: {
          points,
          judge: null,
          judgeId: null,
          createdAt: last,
          deletedAt: null,
          events: sql`${sectionScores.events} || ${JSON.stringify([event])}::jsonb`,
        },
      });
  }
  return slots.length;
}

/**
 * What applyCloseRules reads: the stage's results, with the slots of the unfinished ones when the
 * missed-section rule applies at approval (listStageResultsFor).
 */
export function closeRulesInput(tx: Db, stage: Stage, rules: ChampionshipRules) {
  return listStageResultsFor(tx, stage.id, rules.missedSectionBy === 'approval');
}

/**
 * The missed-section and time-penalty rules at the close of a stage (approval; docs/decisions/019), in
 * the approval's transaction: a refused approval rolls them back. They write ordinary section rows and
 * a penalty event, so the results page, positions, standings and exports all read the same numbers.
 * With both rules off nothing is written (existing championships keep their results bit for bit).
 * Returns the participants whose results it changed.
 */
export async function applyCloseRules(
  tx: Db,
  stage: Stage,
  rules: ChampionshipRules,
  viewer: Pick<Viewer, 'userId' | 'email' | 'displayName'>,
  list: readonly ListedResult[],
  at: Date,
): Promise<string[]> {
  // The caller locked the stage's results (lockStageResults) and read them with closeRulesInput; each
  // rider is then decided from the list in memory, and only the few the rules change are written (a
  // 400-rider stage with the rules off writes nothing).
  const by = viewer.displayName || viewer.email;
  const changed: string[] = [];
  for (const result of list) {
    const cls = stage.classes.find((c) => c.name === result.participant.racingClass);
    let touched = false;
    if (
      cls &&
      rules.missedSectionBy === 'approval' &&
      missedSectionApplies(result, rules.missedSectionPoints, stage.competitionType)
    )
      touched = (await fillMissedSections(tx, stage, result, cls, rules.missedSectionPoints!, by, at)) > 0;
    const late = lateFinishPenalty(
      result,
      {
        timeZone: stage.timeZone,
        competitionStartDate: stage.competitionStartDate.toISOString(),
        showEndTimeDiff: stage.showEndTimeDiff,
      },
      cls?.endTime ?? null,
      rules.latePenaltyPerMinute,
    );
    // A late-finish penalty of an earlier approval is replaced, or removed when the rule no longer gives one.
    if (late || result.penalty.events.some((e) => e.id === LATE_FINISH_PENALTY_ID)) {
      const row = (await findResultRowForUpdate(tx, stage.id, result.participantId))!;
      const kept = row.penaltyEvents.filter((e) => e.id !== LATE_FINISH_PENALTY_ID);
      const entry: PenaltyEvent | null = late && {
        id: LATE_FINISH_PENALTY_ID,
        points: late.points,
        reason: `Late finish: ${late.minutes} min`,
        timestamp: at.toISOString(),
        userId: viewer.userId,
        userDisplayName: viewer.displayName || null,
        userEmail: viewer.email,
      };
      await updateResultRow(tx, stage.id, result.participantId, {
        penaltyEvents: entry ? [...kept, entry] : kept,
      });
      touched = true;
    }
    if (touched) {
      await refreshResult(tx, stage, result.participantId);
      changed.push(result.participantId);
    }
  }
  return changed;
}
