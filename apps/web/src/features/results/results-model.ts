import {
  type PublicStage,
  type SecretaryParticipant,
  type RankedResult,
  type ResultsEvent,
  type StageResult,
  applyResultScored,
  rankClass,
  toCsv,
  resultParticipantCopy,
  DEFAULT_TIME_ZONE,
  dayIn,
  zonedTime,
} from '@trialhub/domain';

/**
 * Applies one `stage:<id>:results` event to the cached list (pushed data, no refetch). Undefined
 * when it cannot: a score for a result this list does not hold (the list is refetched then).
 */
export function applyResultsEvent(list: StageResult[], event: ResultsEvent): StageResult[] | undefined {
  if (event.type === 'result.removed') return list.filter((r) => r.participantId !== event.participantId);
  if (event.type === 'result.scored') {
    if (!list.some((r) => r.participantId === event.participantId)) return undefined;
    return list.map((r) => (r.participantId === event.participantId ? applyResultScored(r, event) : r));
  }
  const next = event.result;
  return list.some((r) => r.participantId === next.participantId)
    ? list.map((r) => (r.participantId === next.participantId ? next : r))
    : [...list, next];
}

/** A registered rider without a result row, shown to secretaries so they can give a status (issue #16). */
type EntryOnly = StageResult & { entryOnly: true };

export function isEntryOnly(result: StageResult): boolean {
  return (result as Partial<EntryOnly>).entryOnly === true;
}

/**
 * The results plus an empty row for every entered rider nobody has scored: approval counts them
 * (spec §4), so the secretary sees them and can set DNS/DNF/DQ (the server then creates the result).
 */
export function withUnscoredEntries(
  results: readonly StageResult[],
  entries: readonly SecretaryParticipant[] | undefined,
): StageResult[] {
  if (!entries) return [...results];
  const scored = new Set(results.map((r) => r.participantId));
  const extra: EntryOnly[] = entries
    .filter((p) => !scored.has(p.id))
    .map((p) => ({
      entryOnly: true,
      participantId: p.id,
      participant: resultParticipantCopy(p),
      total: null,
      isFinished: false,
      status: null,
      startedOn: null,
      lastTimeRecorded: null,
      lastTimeChangedBy: null,
      position: null,
      positionPoints: null,
      positionAbsolutePoints: null,
      penalty: { totalPoints: 0, events: [] },
      statistics: { '0': 0, '1': 0, '2': 0, '3': 0, '5': 0 },
      sections: [],
    }));
  return [...results, ...extra];
}

export type RankedRow = RankedResult<StageResult & { racingNumber: number | null }>;

export interface ClassBlock {
  name: string;
  color: string;
  startTime: string | null;
  endTime: string | null;
  laps: number;
  lapSections: number[];
  rows: RankedRow[];
}

/** The stage is over and not in manual-DNF mode: unfinished riders without a status show as DNF (spec §4). */
export function isAutoDnf(stage: Pick<PublicStage, 'manualDnf' | 'competitionEndDate'>, now: Date): boolean {
  return !stage.manualDnf && Date.parse(stage.competitionEndDate) <= now.getTime();
}

/** One block per racing class in class order, each ranked with the shared domain comparer. */
export function rankByClass(stage: PublicStage, results: readonly StageResult[], now: Date): ClassBlock[] {
  const options = { type: stage.competitionType, autoDnf: isAutoDnf(stage, now) };
  const classes = [...stage.classes].sort((a, b) => a.order - b.order);
  const blocks = classes.map((cls) => ({
    name: cls.name,
    color: cls.color,
    startTime: cls.startTime ?? null,
    endTime: cls.endTime ?? null,
    laps: cls.laps,
    lapSections: cls.lapSections,
    rows: rankClass(
      results
        .filter((r) => r.participant.racingClass === cls.name)
        .map((r) => ({ ...r, racingNumber: r.participant.racingNumber })),
      options,
    ),
  }));
  // Results of a class the stage no longer has still show, under their own name.
  const known = new Set(classes.map((c) => c.name));
  const orphans = [...new Set(results.map((r) => r.participant.racingClass).filter((c) => !known.has(c)))];
  for (const name of orphans) {
    blocks.push({
      name,
      color: '#868e96',
      startTime: null,
      endTime: null,
      laps: 0,
      lapSections: [],
      rows: rankClass(
        results
          .filter((r) => r.participant.racingClass === name)
          .map((r) => ({ ...r, racingNumber: r.participant.racingNumber })),
        options,
      ),
    });
  }
  return blocks;
}

/** All results in one ranking (open-free 'By points'): the same comparer over every class. */
export function rankAll(stage: PublicStage, results: readonly StageResult[], now: Date): RankedRow[] {
  return rankClass(
    results.map((r) => ({ ...r, racingNumber: r.participant.racingNumber })),
    { type: stage.competitionType, autoDnf: isAutoDnf(stage, now) },
  );
}

/**
 * Minutes between the finish and the class's end time (HH:MM on the stage's day, on the venue's clock);
 * shown only when negative and the stage has showEndTimeDiff on (spec §9).
 */
export function endTimeDiffMinutes(
  finishIso: string,
  stageStartIso: string,
  endTime: string | null,
  timeZone: string = DEFAULT_TIME_ZONE,
): number | null {
  if (!endTime || !/^\d{1,2}:\d{2}$/.test(endTime)) return null;
  const end = zonedTime(timeZone, dayIn(timeZone, new Date(stageStartIso)), endTime.padStart(5, '0'));
  const diff = Math.round((Date.parse(finishIso) - end.getTime()) / 60_000);
  return diff < 0 ? diff : null;
}

/** HH:MM:SS on the venue's clock (the viewer's without a zone), as the secretary types a finish time. */
export function clockTime(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

/** One class's results as CSV (place order), for the organiser's own spreadsheets. */
export function classCsv(
  block: ClassBlock,
  labels: Record<'place' | 'number' | 'name' | 'club' | 'bike' | 'points' | 'penalty' | 'finished' | 'status', string>,
  statusLabel: (s: string) => string,
): string {
  const header = [
    labels.place,
    labels.number,
    labels.name,
    labels.club,
    labels.bike,
    labels.points,
    labels.penalty,
    '0',
    '1',
    '2',
    '3',
    '5',
    labels.finished,
    labels.status,
  ];
  const rows = block.rows.map(({ result: r, place, shownStatus }) => [
    place,
    r.participant.racingNumber,
    r.participant.name,
    r.participant.club?.id ?? null,
    r.participant.bike,
    r.total,
    r.penalty.totalPoints || null,
    r.statistics['0'],
    r.statistics['1'],
    r.statistics['2'],
    r.statistics['3'],
    r.statistics['5'],
    r.isFinished ? r.lastTimeRecorded && clockTime(r.lastTimeRecorded) : null,
    shownStatus ? statusLabel(shownStatus) : null,
  ]);
  return toCsv([header, ...rows]);
}
