import {
  type ResultStatus,
  applyFinishTime,
  canDeleteSection,
  missedSectionApplies,
  normaliseEditedPoints,
  normaliseRules,
} from '@trialhub/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { type PenaltyEvent, type Stage, championships } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { fillMissedSections } from './close-rules.js';
import { findResult } from './results.repository.js';
import {
  type findResultRowForUpdate,
  deleteResult,
  listSections,
  updateResultRow,
  updateSection,
} from './results-writes.js';

type ResultRow = NonNullable<Awaited<ReturnType<typeof findResultRowForUpdate>>>;

/**
 * A secretary's correction of one rider's result as a command (decision 076): everything it needs to be
 * applied again the same way — who, when, the penalty's id — is decided when it is made and kept in its
 * payload, so replaying the log rebuilds the same rows.
 */
export type Correction =
  | { kind: 'setStatus'; participantId: string; status: ResultStatus | null }
  | { kind: 'changeFinishTime'; participantId: string; time: string; timezoneOffset: number; by: string }
  | { kind: 'deleteResult'; participantId: string }
  | { kind: 'editSection'; participantId: string; section: number; lap: number; points: number; at: string; by: string }
  | { kind: 'deleteSection'; participantId: string; section: number; lap: number; at: string; by: string }
  | { kind: 'addPenalty'; participantId: string; penalty: PenaltyEvent }
  | { kind: 'removePenalty'; participantId: string; penaltyId: string }
  | { kind: 'fillMissedSections'; participantId: string; at: string; by: string };

export type CorrectionKind = Correction['kind'];

/** What a correction did: its audit entry (event and data), and whether the totals need recomputing. */
export type Corrected = { event: string; data: Record<string, unknown>; refresh: boolean } | 'removed';

/**
 * A registered rider without a result: 'create' gives them an empty one first (status, penalty:
 * issue #16); an error code answers with it (409 rather than 404: the rider is there, the action
 * does not fit them). A rider not entered in the stage is a 404 either way.
 */
export function withoutResultOf(c: Correction): 'create' | 'notFound' | 'missedNotApplicable' {
  if (c.kind === 'addPenalty' || (c.kind === 'setStatus' && c.status !== null)) return 'create';
  return c.kind === 'fillMissedSections' ? 'missedNotApplicable' : 'notFound';
}

/**
 * Applies one correction to the rider's locked result row: the rules of spec §5 first (a refused one
 * throws and changes nothing), then the change. The caller holds the row's lock, writes the audit entry
 * and recomputes the totals when `refresh` says so.
 */
export async function applyCorrection(tx: Db, stage: Stage, row: ResultRow, c: Correction): Promise<Corrected> {
  const { participantId } = c;
  const stageId = stage.id;
  switch (c.kind) {
    case 'setStatus': {
      // Any entered rider can get one, scored or not (issue #16); refused when it already is that.
      if (row.status === c.status) throw new AppError('statusUnchanged');
      await updateResultRow(tx, stageId, participantId, { status: c.status });
      return c.status
        ? { event: 'set_status', data: { status: c.status, previous: row.status }, refresh: false }
        : { event: 'remove_status', data: { previous: row.status }, refresh: false };
    }
    case 'changeFinishTime': {
      // Only a finished result's finish time changes: HH:MM:SS on the same day, milliseconds zeroed.
      if (!row.isFinished || !row.lastTimeRecorded) throw new AppError('resultNotFinished');
      const from = row.lastTimeRecorded.toISOString();
      const to = applyFinishTime(from, c.time, c.timezoneOffset);
      await updateResultRow(tx, stageId, participantId, {
        lastTimeRecorded: new Date(to),
        finishTimeOverride: new Date(to),
        lastTimeChangedBy: c.by,
      });
      return { event: 'change_finish_time', data: { from, to }, refresh: false };
    }
    case 'deleteResult': {
      // A result can be deleted only while its total is null (spec §4).
      if (row.total !== null) throw new AppError('resultHasTotal');
      await deleteResult(tx, stageId, participantId);
      return 'removed';
    }
    case 'editSection':
    case 'deleteSection': {
      const slot = { section: c.section, lap: c.lap };
      const sections = await listSections(tx, stageId, participantId);
      const existing = sections.find((s) => s.section === slot.section && s.lap === slot.lap && !s.deletedAt);
      if (!existing) throw new AppError('notFound');
      if (c.kind === 'editSection') {
        // A new value keeps the history (an EditedTo event); classic values other than 0/1/2/3/5 become 0.
        const points = normaliseEditedPoints(c.points, stage.competitionType);
        const event = { name: 'EditedTo', timestamp: c.at, time: null, points, by: c.by, source: 'secretary' as const };
        await updateSection(tx, { stageId, participantId, ...slot }, { points, events: [...existing.events, event] });
        return { event: 'edit_section', data: { ...slot, from: existing.points, to: points }, refresh: true };
      }
      // Refused while the same section has a result in the next lap (spec §5).
      const entries = sections.map((s) => ({ section: s.section, lap: s.lap, deleted: s.deletedAt !== null }));
      if (!canDeleteSection(entries as never, slot.section, slot.lap)) throw new AppError('sectionHasNextLap');
      const event = {
        name: 'SecretaryDelete',
        timestamp: c.at,
        time: null,
        points: null,
        by: c.by,
        source: 'secretary' as const,
      };
      await updateSection(
        tx,
        { stageId, participantId, ...slot },
        { deletedAt: new Date(c.at), events: [...existing.events, event] },
      );
      return { event: 'delete_section', data: { ...slot, points: existing.points }, refresh: true };
    }
    case 'addPenalty': {
      await updateResultRow(tx, stageId, participantId, { penaltyEvents: [...row.penaltyEvents, c.penalty] });
      return { event: 'new_penalty_points', data: { penalty: c.penalty }, refresh: true };
    }
    case 'removePenalty': {
      const entry = row.penaltyEvents.find((e) => e.id === c.penaltyId);
      if (!entry) throw new AppError('penaltyNotFound');
      await updateResultRow(tx, stageId, participantId, {
        penaltyEvents: row.penaltyEvents.filter((e) => e !== entry),
      });
      return { event: 'remove_penalty_points', data: { penalty: entry }, refresh: true };
    }
    case 'fillMissedSections':
      return fillMissed(tx, stage, c);
  }
}

/**
 * The missed-section rule applied by the secretary to one rider (docs/decisions/019): every unscored
 * section/lap slot of the rider's class gets the rule's points, and the rider is finished. Only when
 * the championship leaves it to the secretary, and only to a rider the rule fits.
 */
async function fillMissed(
  tx: Db,
  stage: Stage,
  c: Extract<Correction, { kind: 'fillMissedSections' }>,
): Promise<Corrected> {
  const [championship] = await tx
    .select({ rules: championships.rules })
    .from(championships)
    .where(eq(championships.id, stage.championshipId));
  const rules = normaliseRules(championship?.rules);
  if (rules.missedSectionPoints === null || rules.missedSectionBy !== 'secretary')
    throw new AppError('missedNotBySecretary');
  const result = await findResult(tx, stage.id, c.participantId);
  const cls = stage.classes.find((k) => k.name === result?.participant.racingClass);
  if (!result || !cls || !missedSectionApplies(result, rules.missedSectionPoints, stage.competitionType))
    throw new AppError('missedNotApplicable');
  const points = rules.missedSectionPoints;
  const filled = await fillMissedSections(tx, stage, result, cls, points, c.by, new Date(c.at));
  if (filled === 0) throw new AppError('missedNotApplicable');
  return { event: 'missed_sections', data: { points, sections: filled }, refresh: true };
}
