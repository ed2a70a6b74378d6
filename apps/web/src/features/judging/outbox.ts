import type { JudgeOp, JudgeRejection, JudgingStage } from '@trialhub/domain';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/**
 * The judge app's storage on the device (DESIGN.md §1, issue 6): every tap is written here, with
 * strict durability, before the screen says it is saved; the sync loop sends what is pending in order.
 * The stage snapshot lets the app open with no network once it was opened online.
 */
export type OutboxState = 'pending' | 'applied' | 'rejected';

export interface OutboxEntry {
  opId: string;
  stageId: string;
  seq: number;
  op: JudgeOp;
  state: OutboxState;
  reason?: JudgeRejection;
  savedAt: string;
  sentAt?: string;
  /**
   * The stage's results topic position the answer named (decision 073): once the stage copy has
   * reached it, the copy holds this operation's effect. Entries answered before 073 have none.
   */
  position?: number;
}

/** An open-free attempt in progress, kept so a reload or a crash does not lose it. */
export interface AttemptDraft {
  key: string;
  participantId: string;
  section: number;
  lap: number;
  startedAt: string;
  events: JudgeOp['events'];
}

interface JudgeDb extends DBSchema {
  ops: { key: string; value: OutboxEntry; indexes: { byStage: string } };
  snapshots: { key: string; value: { stageId: string; data: JudgingStage; fetchedAt: string } };
  stagesByPath: { key: string; value: { path: string; stageId: string } };
  meta: { key: string; value: { key: string; value: string | number } };
  attempts: { key: string; value: AttemptDraft };
}

let opened: Promise<IDBPDatabase<JudgeDb>> | null = null;

function db() {
  opened ??= openDB<JudgeDb>('trialhub-judge', 1, {
    upgrade(d) {
      d.createObjectStore('ops', { keyPath: 'opId' }).createIndex('byStage', 'stageId');
      d.createObjectStore('snapshots', { keyPath: 'stageId' });
      d.createObjectStore('stagesByPath', { keyPath: 'path' });
      d.createObjectStore('meta', { keyPath: 'key' });
      d.createObjectStore('attempts', { keyPath: 'key' });
    },
  });
  return opened;
}

const strict = { durability: 'strict' } as const;

/** A random id per device (and browser profile): the server records it with each operation. */
export async function deviceId(): Promise<string> {
  const d = await db();
  const found = await d.get('meta', 'deviceId');
  if (found) return String(found.value);
  const id = crypto.randomUUID();
  await d.put('meta', { key: 'deviceId', value: id });
  return id;
}

/** UUID v7: time-ordered, so operation ids sort in the order they were made. */
export function uuidv7(now = Date.now()): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let ms = now;
  for (let i = 5; i >= 0; i--) {
    bytes[i] = ms % 256;
    ms = Math.floor(ms / 256);
  }
  bytes[6] = 0x70 | (bytes[6]! & 0x0f);
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Saves a new operation; resolves only when it is durably stored. */
export async function enqueue(stageId: string, make: (seq: number, opId: string) => JudgeOp): Promise<OutboxEntry> {
  const d = await db();
  const tx = d.transaction(['ops', 'meta'], 'readwrite', strict);
  const counter = await tx.objectStore('meta').get('seq');
  const seq = Number(counter?.value ?? 0) + 1;
  const opId = uuidv7();
  const entry: OutboxEntry = {
    opId,
    stageId,
    seq,
    op: make(seq, opId),
    state: 'pending',
    savedAt: new Date().toISOString(),
  };
  await Promise.all([
    tx.objectStore('meta').put({ key: 'seq', value: seq }),
    tx.objectStore('ops').put(entry),
    tx.done,
  ]);
  return entry;
}

export async function listOps(stageId: string): Promise<OutboxEntry[]> {
  const all = await (await db()).getAllFromIndex('ops', 'byStage', stageId);
  return all.sort((a, b) => a.seq - b.seq);
}

export async function markOps(
  updates: Pick<OutboxEntry, 'opId' | 'state' | 'reason'>[],
  position?: number,
): Promise<void> {
  const d = await db();
  const tx = d.transaction('ops', 'readwrite', strict);
  const now = new Date().toISOString();
  for (const u of updates) {
    const entry = await tx.store.get(u.opId);
    if (entry) await tx.store.put({ ...entry, state: u.state, reason: u.reason, sentAt: now, position });
  }
  await tx.done;
}

/** The stage copy for opening offline; `fetchedAt`: when its last whole copy was read (stage-copy.ts). */
export async function saveSnapshot(
  path: string,
  data: JudgingStage,
  fetchedAt = new Date().toISOString(),
): Promise<void> {
  const d = await db();
  const tx = d.transaction(['snapshots', 'stagesByPath'], 'readwrite');
  await Promise.all([
    tx.objectStore('snapshots').put({ stageId: data.stage.id, data, fetchedAt }),
    tx.objectStore('stagesByPath').put({ path, stageId: data.stage.id }),
    tx.done,
  ]);
}

export async function loadSnapshot(path: string): Promise<{ data: JudgingStage; fetchedAt: string } | null> {
  const d = await db();
  const link = await d.get('stagesByPath', path);
  if (!link) return null;
  return (await d.get('snapshots', link.stageId)) ?? null;
}

export async function saveAttempt(draft: AttemptDraft | null, key: string): Promise<void> {
  const d = await db();
  if (draft) await d.put('attempts', draft);
  else await d.delete('attempts', key);
}

export async function loadAttempt(key: string): Promise<AttemptDraft | null> {
  return (await (await db()).get('attempts', key)) ?? null;
}
