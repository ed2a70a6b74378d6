import {
  type CompactResult,
  type PublicStage,
  type ResultsState,
  dateLanguage,
  dateTimeText,
  wallPartsIn,
} from '@trialhub/domain';
import type { TFunction } from 'i18next';
import type { SheetLanguage as Language } from '../../shared/sheet';
import { type SheetBook, type SheetTable, type SheetTime, exportedAt } from '../../shared/sheet';
import { type ClassBlock, clockTime } from './results-model';

/** The class's laps and sections: its layout, or (a class the stage no longer has) what its results hold. */
function layout(block: ClassBlock): { laps: number[]; sections: number[] } {
  const entries = block.rows.flatMap((r) => r.result.sections);
  const sections = block.lapSections.length
    ? block.lapSections
    : [...new Set(entries.map((s) => s.section))].sort((a, b) => a - b);
  const lapCount = Math.max(block.laps, ...entries.map((s) => s.lap), 0);
  return { laps: Array.from({ length: lapCount }, (_, i) => i + 1), sections };
}

/** The finish on the venue's clock (HH:mm:ss): a time cell in XLSX, its text in CSV. */
const finishTime = (clock: string): SheetTime => ({ kind: 'time', wall: clock, text: clock });

/** The score that counts for a section and lap: the last one not deleted (a later judge's wins a conflict). */
function score(result: CompactResult, section: number, lap: number): number | null {
  return result.sections.findLast((s) => s.section === section && s.lap === lap && !s.deleted)?.points ?? null;
}

/**
 * One class's results (place order) as the organiser's spreadsheets take them: place, rider, points,
 * penalty, the 0/1/2/3/5 counts, every lap × section score as a number, finish time (on the venue's clock,
 * `timeZone`, as the page shows it) and status.
 */
export function classTable(block: ClassBlock, t: TFunction, timeZone?: string): SheetTable {
  const { laps, sections } = layout(block);
  const grid = laps.flatMap((lap) => sections.map((section) => ({ lap, section })));
  return {
    name: block.name,
    header: [
      t('results.col.place'),
      t('participants.col.number'),
      t('results.col.name'),
      t('participants.col.club'),
      t('results.col.bike'),
      t('results.col.points'),
      t('results.penalty'),
      '0',
      '1',
      '2',
      '3',
      '5',
      ...grid.map(({ lap, section }) => `${t('results.lap', { lap })} ${t('results.sectionShort', { section })}`),
      t('results.col.finish'),
      t('participants.col.status'),
    ],
    rows: block.rows.map(({ result: r, place, shownStatus }) => [
      place,
      r.participant.racingNumber,
      r.participant.name,
      r.participant.club?.id ?? null,
      r.participant.bike,
      r.total,
      r.penalty.totalPoints,
      r.statistics['0'],
      r.statistics['1'],
      r.statistics['2'],
      r.statistics['3'],
      r.statistics['5'],
      ...grid.map(({ lap, section }) => score(r, section, lap)),
      r.isFinished && r.lastTimeRecorded ? finishTime(clockTime(r.lastTimeRecorded, timeZone)) : null,
      shownStatus ? t(`results.status.${shownStatus}`) : null,
    ]),
  };
}

/**
 * "Results: Approved · Approved 23.11.2026. 17:40" (issue #41 point 6): the results' state as the page
 * shows it, its time on the venue's clock, so a sheet passed on says whether its places are official.
 */
export function resultsStateLine(state: ResultsState, t: TFunction, language: Language, timeZone: string): string {
  const at = (iso: string) => dateTimeText(dateLanguage(language), wallPartsIn(timeZone, new Date(iso)));
  const detail =
    state.state === 'approved' && state.approvedAt
      ? t('results.state.approvedAt', { time: at(state.approvedAt) })
      : state.state === 'provisional' && state.publishedAt
        ? t('results.state.publishedAt', { time: at(state.publishedAt) })
        : state.state === 'live'
          ? t('results.state.liveText')
          : null;
  return [`${t('results.state.label')}: ${t(`results.state.${state.state}`)}`, detail].filter(Boolean).join(' · ');
}

/** The title lines of a class's workbook: championship, stage and class, the results' state, when exported. */
export function classTitle(
  stage: PublicStage,
  block: ClassBlock,
  t: TFunction,
  language: Language,
  now = new Date(),
  state?: ResultsState | null,
) {
  return [
    stage.championshipName,
    `${stage.title} · ${block.name}`,
    ...(state ? [resultsStateLine(state, t, language, stage.timeZone)] : []),
    exportedAt(t, language, now),
  ];
}

/** One workbook for the whole stage (issue #41 point 6): a sheet per class, the results' state on each. */
export function stageBook(
  stage: PublicStage,
  blocks: readonly ClassBlock[],
  t: TFunction,
  language: Language,
  state: ResultsState | null | undefined,
  now = new Date(),
): SheetBook {
  return {
    title: [
      stage.championshipName,
      stage.title,
      ...(state ? [resultsStateLine(state, t, language, stage.timeZone)] : []),
      exportedAt(t, language, now),
    ],
    sheets: blocks.map((block) => classTable(block, t, stage.timeZone)),
  };
}
