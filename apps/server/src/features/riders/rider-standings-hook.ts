import type { StandingResolution, StandingValidationError } from '@trialhub/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { participants } from '../../db/schema.js';

/**
 * What the riders feature tells standings generation (decision 080), so an identity question a secretary
 * answered once is not asked again: merges and splits live in `participants.rider_id`.
 */

/** The rider of each entry, keyed `stageId/participantId` (a standing result's `resultId`). */
export async function riderIdsByResult(db: Db, resultIds: readonly string[]): Promise<Map<string, string>> {
  const pairs = [...new Set(resultIds)].flatMap((r) => {
    const at = r.indexOf('/');
    return at > 0 ? [{ stageId: r.slice(0, at), id: r.slice(at + 1) }] : [];
  });
  if (pairs.length === 0) return new Map();
  const rows = await db
    .select({ stageId: participants.stageId, id: participants.id, riderId: participants.riderId })
    .from(participants)
    .where(
      inArray(
        sql`(${participants.stageId}, ${participants.id})`,
        pairs.map((p) => sql`(${p.stageId}, ${p.id})`),
      ),
    );
  return new Map(rows.flatMap((r) => (r.riderId ? [[`${r.stageId}/${r.id}`, r.riderId] as const] : [])));
}

/**
 * Answers to a generation's identity conflicts that the rider records already give: when the standing's
 * stored results and the new result are one rider (same record, or records a secretary merged), the
 * new details are that rider's latest ('new'). Conflicts between different riders stay questions.
 */
export async function rememberedResolutions(
  db: Db,
  conflicts: readonly StandingValidationError[],
  existing: readonly { id: string; results: readonly { resultId?: string | null }[] }[],
): Promise<StandingResolution[]> {
  if (conflicts.length === 0) return [];
  const byStanding = new Map(existing.map((s) => [s.id, s.results.flatMap((r) => (r.resultId ? [r.resultId] : []))]));
  const riderOf = await riderIdsByResult(db, [
    ...conflicts.map((c) => c.resultId),
    ...conflicts.flatMap((c) => byStanding.get(c.standingId) ?? []),
  ]);
  return conflicts.flatMap((c) => {
    const rider = riderOf.get(c.resultId);
    const stored = (byStanding.get(c.standingId) ?? []).filter((r) => r !== c.resultId);
    const same = !!rider && stored.length > 0 && stored.every((r) => riderOf.get(r) === rider);
    return same ? [{ standingId: c.standingId, field: c.field, choice: 'new' as const }] : [];
  });
}
