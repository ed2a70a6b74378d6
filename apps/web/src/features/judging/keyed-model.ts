import type { KeyedOp, KeyedScore, KeyedSection } from '@trialhub/domain';

/**
 * The keyed-entry grid's rules (issue #17, paper fallback), pure so the page and its tests agree.
 * A cell is a rider × lap; the secretary types the paper's score; a phone's score already there is
 * never overwritten silently: a different value is a conflict until the secretary picks one.
 */
export type Rider = KeyedSection['riders'][number];
export type CellKey = `${string}/${number}`;
export const cellKey = (participantId: string, lap: number): CellKey => `${participantId}/${lap}`;

/** The secretary's pick in a conflict, valid only while the slot still holds the value it was made over. */
export interface Choice {
  use: 'paper' | 'phone';
  over: number;
}

export type CellStatus = 'empty' | 'new' | 'same' | 'conflict' | 'usePaper' | 'keepPhone';

export function cellStatus(typed: number | undefined, existing: KeyedScore | undefined, choice?: Choice): CellStatus {
  if (typed === undefined) return 'empty';
  if (!existing) return 'new';
  if (existing.points === typed) return 'same';
  if (choice && choice.over === existing.points) return choice.use === 'paper' ? 'usePaper' : 'keepPhone';
  return 'conflict';
}

export const CLASSIC_KEYS = new Set(['0', '1', '2', '3', '5']);

/** The cells in typing order: a rider's laps left to right, then the next rider; laps the class lacks are skipped. */
export function cellOrder(riders: readonly Rider[]): CellKey[] {
  return riders.flatMap((r) => Array.from({ length: r.laps }, (_, i) => cellKey(r.id, i + 1)));
}

export function scoresByCell(section: KeyedSection): Map<CellKey, KeyedScore> {
  return new Map(section.scores.map((s) => [cellKey(s.participantId, s.lap), s]));
}

/**
 * The operations a save sends: new cells (expected empty) and conflicts decided for the paper
 * (expected: the phone's value the secretary chose over). An operation keeps its id while its cell
 * keeps its value, so a retry after a lost answer is the same operation (exactly once).
 */
export function opsToSend(
  section: number,
  typed: ReadonlyMap<CellKey, number>,
  existing: ReadonlyMap<CellKey, KeyedScore>,
  choices: ReadonlyMap<CellKey, Choice>,
  ids: Map<string, string>,
  newId: () => string,
  now = new Date(),
): KeyedOp[] {
  const ops: KeyedOp[] = [];
  for (const [key, points] of typed) {
    const current = existing.get(key);
    const status = cellStatus(points, current, choices.get(key));
    if (status !== 'new' && status !== 'usePaper') continue;
    const expected = status === 'usePaper' ? current!.points : null;
    const idKey = `${key}=${points}~${expected}`;
    const opId = ids.get(idKey) ?? newId();
    ids.set(idKey, opId);
    const [participantId, lap] = [key.slice(0, key.lastIndexOf('/')), Number(key.slice(key.lastIndexOf('/') + 1))];
    ops.push({ opId, seq: ops.length + 1, participantId, section, lap, points, expected, at: now.toISOString() });
  }
  return ops;
}
