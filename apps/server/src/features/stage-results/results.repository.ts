import {
  type CompactResult,
  type ResultParticipant,
  type SectionEntry,
  type SectionScore,
  type StageResult,
  emptyStatistics,
  summarizeResult,
  resultParticipantCopy,
} from '@trialhub/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { type Stage, participants, results, sectionScores } from '../../db/schema.js';

export type ResultRow = typeof results.$inferSelect;
export type SectionRow = typeof sectionScores.$inferSelect;

/** A result's penalty points: the sum of its penalty entries. */
const penaltyTotal = (events: ResultRow['penaltyEvents']) => events.reduce((sum, e) => sum + e.points, 0);

/**
 * Two devices disagree on a slot (decision 085): each device's last judge's event that set or took back
 * a score, and two devices whose standing scores differ — also one judge's two phones, or an op that
 * reached the venue laptop and another that reached this server. Events without an origin (before it was
 * kept, imported sheets) take no part.
 */
function devicesDisagree(events: SectionRow['events']): boolean {
  const last = new Map<string, number | null>();
  for (const e of events) if (e.source === 'judge' && e.origin) last.set(e.origin, e.points);
  return new Set([...last.values()].filter((points) => points !== null)).size > 1;
}

/**
 * Judges' events carry who scored; more than one judge on one slot, or two devices' different scores
 * for it, is a conflict the secretary sees (the later tap counts, never the later arrival). Judges are
 * told apart by account where known (a renamed judge is still one judge); the account ids and device
 * ids themselves stay on the server.
 */
function toSectionEntry(row: SectionRow): SectionEntry {
  const judges = new Set(row.events.filter((e) => e.source === 'judge' && e.by).map((e) => e.byId ?? e.by));
  return {
    section: row.section,
    lap: row.lap,
    points: row.points,
    // An observer phone's events say so (issue #35): its name is shown as "observer: …", never as a judge's.
    events: row.events.map(({ byId, origin: _origin, ...shown }) =>
      byId?.startsWith('obs:') ? { ...shown, observer: true } : shown,
    ),
    judge: row.judge,
    createdOn: row.createdAt.toISOString(),
    deleted: row.deletedAt !== null,
    conflict: judges.size > 1 || devicesDisagree(row.events),
  };
}

/** The whole result as the server holds it; responses and events go through privacy.ts's resultView. */
export function toStageResult(row: ResultRow, sections: SectionRow[]): StageResult<ResultParticipant> {
  return {
    participantId: row.participantId,
    participant: row.participant as unknown as ResultParticipant,
    total: row.total,
    isFinished: row.isFinished,
    status: row.status,
    startedOn: row.startedOn?.toISOString() ?? null,
    lastTimeRecorded: row.lastTimeRecorded?.toISOString() ?? null,
    lastTimeChangedBy: row.lastTimeChangedBy,
    position: row.position,
    positionPoints: row.positionPoints,
    positionAbsolutePoints: row.positionAbsolutePoints,
    penalty: {
      totalPoints: penaltyTotal(row.penaltyEvents),
      events: row.penaltyEvents.map(({ id, points, reason, timestamp, userDisplayName }) => ({
        id: id ?? null,
        points,
        reason,
        timestamp,
        userDisplayName,
      })),
    },
    statistics: { ...emptyStatistics(), ...row.statistics },
    sections: sections.map(toSectionEntry).sort((a, b) => a.lap - b.lap || a.section - b.section),
  };
}

/**
 * The stage's results list (decision 037): each result with its sections' scores and no history, in
 * one statement that reads no `events`. The database hands each rider's scores over as one flat JSON
 * array (section, lap, points, deleted as 0/1, four numbers a slot) instead of 12,000 rows for a
 * 400-rider stage: on the embedded database each row handed over costs more than the aggregation,
 * and JSON.parse reads the numbers (faster, in a profile, than splitting a text; bench/README, #20 point 5).
 */
export async function listCompactResults(db: Db, stageId: string): Promise<CompactResult<ResultParticipant>[]> {
  const s = sectionScores;
  const scores = db
    .select({
      participantId: s.participantId,
      grid: sql<string>`'[' || string_agg(${s.section} || ',' || ${s.lap} || ',' || ${s.points} || ',' || (${s.deletedAt} IS NOT NULL)::int, ',') || ']'`.as(
        'grid',
      ),
    })
    .from(s)
    .where(eq(s.stageId, stageId))
    .groupBy(s.participantId)
    .as('scores');
  const list = await db
    .select({
      participantId: results.participantId,
      participant: results.participant,
      total: results.total,
      isFinished: results.isFinished,
      status: results.status,
      startedOn: results.startedOn,
      lastTimeRecorded: results.lastTimeRecorded,
      position: results.position,
      positionPoints: results.positionPoints,
      positionAbsolutePoints: results.positionAbsolutePoints,
      penaltyEvents: results.penaltyEvents,
      statistics: results.statistics,
      grid: scores.grid,
    })
    .from(results)
    .leftJoin(scores, eq(scores.participantId, results.participantId))
    .where(eq(results.stageId, stageId))
    .orderBy(asc(results.participantId));
  return list.map((r) => ({
    participantId: r.participantId,
    participant: r.participant as unknown as ResultParticipant,
    total: r.total,
    isFinished: r.isFinished,
    status: r.status,
    startedOn: r.startedOn?.toISOString() ?? null,
    lastTimeRecorded: r.lastTimeRecorded?.toISOString() ?? null,
    position: r.position,
    positionPoints: r.positionPoints,
    positionAbsolutePoints: r.positionAbsolutePoints,
    penalty: { totalPoints: penaltyTotal(r.penaltyEvents) },
    statistics: { ...emptyStatistics(), ...r.statistics },
    sections: r.grid ? gridScores(r.grid) : [],
  }));
}

/** listCompactResults' flat array of section, lap, points, deleted: the scores in lap and section order. */
function gridScores(grid: string): SectionScore[] {
  const n = JSON.parse(grid) as number[];
  const out: SectionScore[] = [];
  for (let i = 0; i < n.length; i += 4)
    out.push({ section: n[i]!, lap: n[i + 1]!, points: n[i + 2]!, deleted: n[i + 3] === 1 });
  return out.sort((a, b) => a.lap - b.lap || a.section - b.section);
}

export async function listStageResults(db: Db, stageId: string): Promise<StageResult<ResultParticipant>[]> {
  const [rows, sections] = await Promise.all([
    db.select().from(results).where(eq(results.stageId, stageId)),
    db.select().from(sectionScores).where(eq(sectionScores.stageId, stageId)),
  ]);
  const byParticipant = new Map<string, SectionRow[]>();
  for (const s of sections) {
    const list = byParticipant.get(s.participantId) ?? [];
    list.push(s);
    byParticipant.set(s.participantId, list);
  }
  return rows.map((r) => toStageResult(r, byParticipant.get(r.participantId) ?? []));
}

/**
 * The stage's results without their section rows (`sections` empty): what approval, its checks and
 * the standings read — totals, statistics, statuses, times — without the 12,000 section rows and
 * their histories of a 400-rider stage (decision 034).
 */
export async function listStageResultRows(db: Db, stageId: string): Promise<StageResult<ResultParticipant>[]> {
  const rows = await db.select().from(results).where(eq(results.stageId, stageId));
  return rows.map((r) => toStageResult(r, []));
}

/**
 * listStageResultRows, and with `withOpenSlots` the slots (section, lap, points, deleted — no
 * history: `events` empty) of each result neither finished nor with a status: all the missed-section
 * rule reads (missedSectionApplies, missedSlots), which passes over every other result. At approval
 * nearly every rider has finished, so this reads a few section rows instead of 12,000 (decision 034).
 */
export async function listStageResultsFor(
  db: Db,
  stageId: string,
  withOpenSlots: boolean,
): Promise<StageResult<ResultParticipant>[]> {
  const list = await listStageResultRows(db, stageId);
  const open = withOpenSlots ? list.filter((r) => r.status === null && !r.isFinished).map((r) => r.participantId) : [];
  if (open.length === 0) return list;
  const slots = await db
    .select({
      participantId: sectionScores.participantId,
      section: sectionScores.section,
      lap: sectionScores.lap,
      points: sectionScores.points,
      judge: sectionScores.judge,
      createdAt: sectionScores.createdAt,
      deletedAt: sectionScores.deletedAt,
    })
    .from(sectionScores)
    .where(and(eq(sectionScores.stageId, stageId), inArray(sectionScores.participantId, open)));
  const byParticipant = new Map<string, SectionEntry[]>();
  for (const s of slots) {
    const entries = byParticipant.get(s.participantId) ?? [];
    entries.push({
      section: s.section,
      lap: s.lap,
      points: s.points,
      events: [],
      judge: s.judge,
      createdOn: s.createdAt.toISOString(),
      deleted: s.deletedAt !== null,
      conflict: false,
    });
    byParticipant.set(s.participantId, entries);
  }
  return list.map((r) => {
    const entries = byParticipant.get(r.participantId);
    return entries ? { ...r, sections: entries.sort((a, b) => a.lap - b.lap || a.section - b.section) } : r;
  });
}

export async function findResult(
  db: Db,
  stageId: string,
  participantId: string,
): Promise<StageResult<ResultParticipant> | null> {
  const [row] = await db
    .select()
    .from(results)
    .where(and(eq(results.stageId, stageId), eq(results.participantId, participantId)));
  if (!row) return null;
  const sections = await db
    .select()
    .from(sectionScores)
    .where(and(eq(sectionScores.stageId, stageId), eq(sectionScores.participantId, participantId)));
  return toStageResult(row, sections);
}

/**
 * The result row of a registered rider nobody has scored (issue #16), so a secretary can give a
 * status (DNS, DNF, DQ) or a penalty: the participant copy, no start, no total. Null when the rider
 * is not entered in the stage.
 */
/** Whether the rider is entered in the stage (with or without a result). */
export async function isEntered(db: Db, stageId: string, participantId: string): Promise<boolean> {
  const [p] = await db
    .select({ id: participants.id })
    .from(participants)
    .where(and(eq(participants.stageId, stageId), eq(participants.id, participantId)));
  return !!p;
}

export async function createUnscoredResult(db: Db, stageId: string, participantId: string): Promise<boolean> {
  const [p] = await db
    .select()
    .from(participants)
    .where(and(eq(participants.stageId, stageId), eq(participants.id, participantId)));
  if (!p) return false;
  const copy = resultParticipantCopy(p);
  await db
    .insert(results)
    .values({ stageId, participantId, participant: { ...copy }, startedOn: null })
    .onConflictDoNothing();
  return true;
}

/**
 * Recomputes the cached total, statistics, finish flag and times from the section rows, in the
 * caller's transaction, and returns the whole result (privacy.ts's resultView makes what is shown).
 */
export async function refreshResult(
  db: Db,
  stage: Stage,
  participantId: string,
): Promise<StageResult<ResultParticipant> | null> {
  const [row] = await db
    .select()
    .from(results)
    .where(and(eq(results.stageId, stage.id), eq(results.participantId, participantId)))
    .for('update');
  if (!row) return null;
  const sections = await db
    .select()
    .from(sectionScores)
    .where(and(eq(sectionScores.stageId, stage.id), eq(sectionScores.participantId, participantId)));
  const next = recomputeResult(stage, row, sections);
  const [updated] = await db
    .update(results)
    .set(totalsOf(next))
    .where(and(eq(results.stageId, stage.id), eq(results.participantId, participantId)))
    .returning();
  return toStageResult(updated!, sections);
}

/**
 * The result row with its cached total, statistics, finish flag and times recomputed from its
 * section rows (no database: refreshResult and the judges' batches share it).
 */
export function recomputeResult(stage: Stage, row: ResultRow, sections: readonly SectionRow[]): ResultRow {
  const racingClass = (row.participant as unknown as ResultParticipant).racingClass;
  const layout = stage.classes.find((c) => c.name === racingClass) ?? { laps: 0, lapSections: [] };
  const entries = sections.map(toSectionEntry);
  const penalty = penaltyTotal(row.penaltyEvents);
  const summary = summarizeResult(entries, layout, penalty, stage.competitionType);
  let last: SectionRow | null = null;
  for (const s of sections) if (s.deletedAt === null && (!last || s.createdAt > last.createdAt)) last = s;
  const isFinished = layout.laps > 0 && summary.isFinished;
  const keepFinishTime = row.finishTimeOverride !== null && isFinished;
  return {
    ...row,
    total: summary.total,
    isFinished,
    statistics: summary.statistics,
    // A finish time a secretary set stays while the rider stays finished; unfinishing drops it.
    lastTimeRecorded: keepFinishTime ? row.finishTimeOverride : (last?.createdAt ?? null),
    lastTimeChangedBy: keepFinishTime ? row.lastTimeChangedBy : (last?.judge ?? row.lastTimeChangedBy),
    finishTimeOverride: keepFinishTime ? row.finishTimeOverride : null,
    updatedAt: new Date(),
  };
}

/** The columns recomputeResult sets. */
const totalsOf = (row: ResultRow) => ({
  total: row.total,
  isFinished: row.isFinished,
  statistics: row.statistics,
  lastTimeRecorded: row.lastTimeRecorded,
  lastTimeChangedBy: row.lastTimeChangedBy,
  finishTimeOverride: row.finishTimeOverride,
  updatedAt: row.updatedAt,
});
