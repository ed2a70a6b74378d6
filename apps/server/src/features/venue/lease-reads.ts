import { type KeptCommand, type StageLeaseRecord, wallClockIn } from '@trialhub/domain';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { leaseKeptCommands, participants, stageLeases } from '../../db/schema.js';

/** HH:MM on the venue's wall clock (the stage's time zone, decision 023). */
const clock = (timeZone: string, at: Date) => wallClockIn(timeZone, at.toISOString()).slice(11, 16);

/**
 * The stage's latest lease of any state, for its venue page (decision 085): while out, who holds it and
 * how far the laptop's log reached the server; once returned, the digest both sides agreed on; once
 * forced back, what never arrived and how many commands came later under the revoked token.
 */
export async function latestLease(db: Db, stageId: string, timeZone: string): Promise<StageLeaseRecord | null> {
  const [lease] = await db
    .select()
    .from(stageLeases)
    .where(eq(stageLeases.stageId, stageId))
    .orderBy(desc(stageLeases.checkedOutAt), desc(stageLeases.id))
    .limit(1);
  if (!lease) return null;
  const [kept] = await db.select({ n: count() }).from(leaseKeptCommands).where(eq(leaseKeptCommands.leaseId, lease.id));
  return {
    state: lease.state,
    deviceName: lease.deviceName,
    since: lease.checkedOutAt.toISOString(),
    time: clock(timeZone, lease.checkedOutAt),
    endedAt: lease.endedAt?.toISOString() ?? null,
    endedTime: lease.endedAt ? clock(timeZone, lease.endedAt) : null,
    reportedSequence: lease.reportedSeq,
    receivedSequence: lease.receivedSeq,
    lastContactAt: lease.lastContactAt?.toISOString() ?? null,
    lastContactTime: lease.lastContactAt ? clock(timeZone, lease.lastContactAt) : null,
    digest: lease.digest,
    kept: Number(kept?.n ?? 0),
  };
}

/** The rider a kept command is about: a judge's op names it in its op, the laptop's own commands at the top. */
function participantOf(command: Record<string, unknown>): string | null {
  const payload = command.payload as Record<string, unknown> | undefined;
  const op = payload?.op as { participantId?: unknown } | undefined;
  const id = op?.participantId ?? payload?.participantId;
  return typeof id === 'string' ? id : null;
}

/**
 * Every command a laptop sent to this stage under a token revoked by a force-back, oldest lease first and
 * in the laptop's order: kept aside, never applied, for the admin to apply by hand where still right.
 */
export async function listKeptCommands(db: Db, stageId: string, timeZone: string): Promise<KeptCommand[]> {
  const rows = await db
    .select({
      deviceName: stageLeases.deviceName,
      sequence: leaseKeptCommands.sequence,
      command: leaseKeptCommands.command,
      receivedAt: leaseKeptCommands.receivedAt,
    })
    .from(leaseKeptCommands)
    .innerJoin(stageLeases, eq(stageLeases.id, leaseKeptCommands.leaseId))
    .where(eq(stageLeases.stageId, stageId))
    .orderBy(asc(stageLeases.checkedOutAt), asc(stageLeases.id), asc(leaseKeptCommands.sequence));
  const ids = [...new Set(rows.map((r) => participantOf(r.command)).filter((id): id is string => id !== null))];
  const riders = new Map(
    (ids.length === 0
      ? []
      : await db
          .select({ participantId: participants.id, name: participants.name, racingNumber: participants.racingNumber })
          .from(participants)
          .where(and(eq(participants.stageId, stageId), inArray(participants.id, ids)))
    ).map((r) => [r.participantId, r]),
  );
  return rows.map((r) => {
    const id = participantOf(r.command);
    return {
      deviceName: r.deviceName,
      sequence: r.sequence,
      kind: typeof r.command.kind === 'string' ? r.command.kind : '',
      rider: (id === null ? undefined : riders.get(id)) ?? null,
      receivedAt: r.receivedAt.toISOString(),
      time: clock(timeZone, r.receivedAt),
    };
  });
}
