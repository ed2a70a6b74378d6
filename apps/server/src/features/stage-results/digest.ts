import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { results, sectionScores, stageCommands } from '../../db/schema.js';

/**
 * A stage's digest (decision 085, check-in): SHA-256 over its commands' ids and its result and section
 * rows in a canonical order (participant, then section and lap), the integers as written. The venue laptop
 * and the federation server run this same code on their own rows: equal digests mean the server holds
 * what the laptop holds. Each rider's rows have a digest of their own, so a difference names its rider.
 *
 * The command ids are taken sorted, not in log order: a judge's op that reached both sides (a phone that
 * delivered at home and at the venue) stands at a different place in each log, but is the same command.
 */
export interface StageDigest {
  digest: string;
  riders: { participantId: string; digest: string }[];
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export async function stageDigest(db: Db, stageId: string): Promise<StageDigest> {
  const ids = await db
    .select({ commandId: stageCommands.commandId })
    .from(stageCommands)
    .where(eq(stageCommands.stageId, stageId))
    .orderBy(asc(stageCommands.commandId));
  const resultRows = await db
    .select({
      participantId: results.participantId,
      total: results.total,
      isFinished: results.isFinished,
      status: results.status,
      position: results.position,
      positionPoints: results.positionPoints,
      positionAbsolutePoints: results.positionAbsolutePoints,
      penaltyEvents: results.penaltyEvents,
    })
    .from(results)
    .where(eq(results.stageId, stageId));
  const sectionRows = await db
    .select({
      participantId: sectionScores.participantId,
      section: sectionScores.section,
      lap: sectionScores.lap,
      points: sectionScores.points,
      deletedAt: sectionScores.deletedAt,
    })
    .from(sectionScores)
    .where(eq(sectionScores.stageId, stageId));
  const lines = new Map<string, string[]>();
  const linesOf = (participantId: string) => {
    let found = lines.get(participantId);
    if (!found) lines.set(participantId, (found = []));
    return found;
  };
  for (const r of resultRows) {
    const penalties = r.penaltyEvents.map((p) => JSON.stringify(p)).sort();
    linesOf(r.participantId).push(
      [
        'R',
        r.total,
        r.isFinished ? 1 : 0,
        r.status,
        r.position,
        r.positionPoints,
        r.positionAbsolutePoints,
        ...penalties,
      ]
        .map((v) => (v === null ? '' : String(v)))
        .join('|'),
    );
  }
  const bySlot = [...sectionRows].sort((a, b) => a.section - b.section || a.lap - b.lap);
  for (const s of bySlot) linesOf(s.participantId).push(`S|${s.section}|${s.lap}|${s.points}|${s.deletedAt ? 1 : 0}`);
  const riders = [...lines.keys()].sort().map((participantId) => ({
    participantId,
    digest: sha256(`${participantId}\n${lines.get(participantId)!.join('\n')}`),
  }));
  const digest = sha256(
    [
      `commands ${ids.length}`,
      ...ids.map((c) => c.commandId),
      `riders ${riders.length}`,
      ...riders.map((r) => `${r.participantId} ${r.digest}`),
    ].join('\n'),
  );
  return { digest, riders };
}

/** The first rider (in the canonical order) whose rows differ between the two sides; null if none does. */
export function firstDifferingRider(mine: StageDigest['riders'], theirs: StageDigest['riders']): string | null {
  const a = new Map(mine.map((r) => [r.participantId, r.digest]));
  const b = new Map(theirs.map((r) => [r.participantId, r.digest]));
  for (const id of [...new Set([...a.keys(), ...b.keys()])].sort()) if (a.get(id) !== b.get(id)) return id;
  return null;
}
