import {
  type KeyedOp,
  type KeyedScore,
  type KeyedSection,
  OPEN_FREE_GATES,
  type OpenFreeGate,
  type OpenFreeRules,
  openFreeSheetAttempt,
} from '@trialhub/domain';

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

/**
 * What the secretary typed in a cell: classic, a score (`3`); open-free, the gates ticked and the
 * faults written (`AC1`: gates A and C, one fault; `0`: no gate, no fault), with the points the
 * server will count for it.
 */
export interface CellValue {
  text: string;
  points: number;
  gates?: OpenFreeGate[];
  faults?: number;
}

/** The cell's value, or undefined when the text is no score. `rules` null: a classic stage. */
export function readCell(text: string, rules: OpenFreeRules | null): CellValue | undefined {
  if (!rules) return CLASSIC_KEYS.has(text) ? { text, points: Number(text) } : undefined;
  const upper = text.toUpperCase();
  const gates = OPEN_FREE_GATES.filter((g) => upper.includes(g));
  const digits = upper.replace(/\D/g, '').slice(0, 2);
  if (gates.length === 0 && !digits) return undefined;
  const faults = digits ? Number(digits) : 0;
  const { points } = openFreeSheetAttempt(gates, faults, rules, new Date(0).toISOString());
  return { text: gates.join('') + digits, points, gates, faults };
}

/**
 * One key on an open-free cell: a gate letter ticks or unticks that gate, a digit writes the faults
 * (two digits at most; a third starts again), Backspace takes the last character back.
 */
export function editOpenFreeCell(text: string, key: string): string {
  const gates = OPEN_FREE_GATES.filter((g) => text.includes(g));
  let digits = text.replace(/\D/g, '');
  const upper = key.toUpperCase();
  if ((OPEN_FREE_GATES as readonly string[]).includes(upper)) {
    const next = gates.includes(upper as OpenFreeGate) ? gates.filter((g) => g !== upper) : [...gates, upper];
    return OPEN_FREE_GATES.filter((g) => next.includes(g)).join('') + digits;
  }
  if (/^\d$/.test(key)) digits = digits.length >= 2 ? key : digits + key;
  else if (key === 'Backspace') {
    const all = gates.join('') + digits;
    return all.slice(0, -1);
  }
  return gates.join('') + digits;
}

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
  typed: ReadonlyMap<CellKey, CellValue>,
  existing: ReadonlyMap<CellKey, KeyedScore>,
  choices: ReadonlyMap<CellKey, Choice>,
  ids: Map<string, string>,
  newId: () => string,
  now = new Date(),
): KeyedOp[] {
  const ops: KeyedOp[] = [];
  for (const [key, value] of typed) {
    const current = existing.get(key);
    const status = cellStatus(value.points, current, choices.get(key));
    if (status !== 'new' && status !== 'usePaper') continue;
    const expected = status === 'usePaper' ? current!.points : null;
    const idKey = `${key}=${value.text}~${expected}`;
    const opId = ids.get(idKey) ?? newId();
    ids.set(idKey, opId);
    const [participantId, lap] = [key.slice(0, key.lastIndexOf('/')), Number(key.slice(key.lastIndexOf('/') + 1))];
    // Open-free: the sheet's gates and faults (the server makes the events); classic: the score.
    const score = value.gates ? { gates: value.gates, faults: value.faults ?? 0 } : { points: value.points };
    ops.push({ opId, seq: ops.length + 1, participantId, section, lap, ...score, expected, at: now.toISOString() });
  }
  return ops;
}
