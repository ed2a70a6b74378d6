import type { ServerChange } from '@trialhub/domain';
import { and, asc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import {
  championships,
  clubs,
  files,
  institutions,
  observerCredentials,
  participants,
  results,
  riders,
  sectionScores,
  stageCommands,
  stageJudges,
  stages,
  users,
} from '../../db/schema.js';
import { entrySignons } from '../../db/signon-schema.js';
import { stageStartLists } from '../../db/start-list-schema.js';
import { stageLeases } from '../../db/venue-schema.js';
import { AppError } from '../../http/app-error.js';
import type { DayTableName } from './day-tables.js';
import { sha256 } from './pairing.js';

/** A stage's day as the venue laptop pulls it: its rows per table, the documents' metadata, the change cursor. */
export interface DayBundle {
  version: 1;
  stageId: string;
  tables: Record<DayTableName, Record<string, unknown>[]>;
  /** Uploaded files the stage names (regulation, sponsors' logos): what they are, not their bytes. */
  documents: { id: string; kind: string; contentType: string; size: number; sha256: string }[];
  /** The server's log position the bundle holds up to: the laptop pulls later changes after it. */
  cursor: string;
}

/**
 * The lease a device token holds, out and for this stage (decision 085): the laptop's reads of its day.
 * No token or an unknown one: 401; another stage's: 403; a lease that ended: 409 `leaseEnded`.
 */
export async function leaseOfDevice(db: Db, token: string | null, stageId: string) {
  if (!token) throw new AppError('unauthenticated');
  const [lease] = await db
    .select()
    .from(stageLeases)
    .where(eq(stageLeases.tokenHash, sha256(token)));
  if (!lease) throw new AppError('unauthenticated');
  if (lease.stageId !== stageId) throw new AppError('forbidden');
  if (lease.state !== 'out') throw new AppError('leaseEnded');
  return lease;
}

/**
 * What the day needs (issue #40): the stage, its championship and institution (rules, classes, points),
 * every club, the participants and their riders (no account, no e-mail), the judges (their accounts'
 * names and roles) and observers' credentials (hashes as stored), sign-ons and the start list, the result
 * rows, section scores and the stage's command log. Read in one transaction, so the cursor matches the rows.
 */
export async function dayBundle(db: Db, stageId: string): Promise<DayBundle> {
  return db.transaction(
    async (t) => {
      const tx = t as unknown as Db;
      const [stage] = await tx.select().from(stages).where(eq(stages.id, stageId));
      if (!stage) throw new AppError('notFound');
      const [championship] = await tx.select().from(championships).where(eq(championships.id, stage.championshipId));
      const institution = await tx.select().from(institutions).where(eq(institutions.id, championship!.institutionId));
      const entries = await tx.select().from(participants).where(eq(participants.stageId, stageId));
      const riderIds = [...new Set(entries.map((p) => p.riderId).filter((id): id is string => !!id))];
      const riderRows = riderIds.length
        ? (await tx.select().from(riders).where(inArray(riders.id, riderIds))).map((r) => ({
            ...r,
            userId: null,
            email: null,
          }))
        : [];
      const judges = await tx.select().from(stageJudges).where(eq(stageJudges.stageId, stageId));
      const judgeUsers = judges.length
        ? await tx
            .select()
            .from(users)
            .where(
              inArray(
                users.id,
                judges.map((j) => j.userId),
              ),
            )
        : [];
      const log = await tx
        .select()
        .from(stageCommands)
        .where(eq(stageCommands.stageId, stageId))
        .orderBy(asc(stageCommands.position));
      const [top] = await tx
        .select({ position: sql<string | null>`max(${stageCommands.position})::text` })
        .from(stageCommands)
        .where(eq(stageCommands.stageId, stageId));
      const fileIds = [stage.regulationFileId, ...stage.sponsors.map((s) => s.logoFileId)].filter(
        (id): id is string => !!id,
      );
      const documents = fileIds.length
        ? await tx
            .select({
              id: files.id,
              kind: files.kind,
              contentType: files.contentType,
              size: files.size,
              sha256: files.sha256,
            })
            .from(files)
            .where(inArray(files.id, fileIds))
        : [];
      return {
        version: 1 as const,
        stageId,
        tables: {
          institutions: institution,
          championships: [championship!],
          clubs: await tx.select().from(clubs),
          // Roles stay at home: a judge who is an admin or secretary there is only the stage's judge on the
          // laptop, whose own admin runs race control.
          users: judgeUsers.map((u) => ({ ...u, role: null, participationData: null, mailOptOuts: [] })),
          stages: [stage],
          riders: riderRows,
          participants: entries,
          stageJudges: judges,
          observerCredentials: await tx
            .select()
            .from(observerCredentials)
            .where(eq(observerCredentials.stageId, stageId)),
          entrySignons: await tx.select().from(entrySignons).where(eq(entrySignons.stageId, stageId)),
          stageStartLists: await tx.select().from(stageStartLists).where(eq(stageStartLists.stageId, stageId)),
          results: await tx.select().from(results).where(eq(results.stageId, stageId)),
          sectionScores: await tx.select().from(sectionScores).where(eq(sectionScores.stageId, stageId)),
          stageCommands: log,
        },
        documents,
        cursor: top?.position ?? '0',
      };
    },
    { accessMode: 'read only', isolationLevel: 'repeatable read' },
  );
}

const CHANGES_PAGE = 500;

/**
 * Commands recorded here for the stage after `cursor` (a log position) that did not come from a venue
 * laptop: a phone's ops that reached home while the stage was out. The laptop applies each once by its id.
 */
export async function changesAfter(
  db: Db,
  stageId: string,
  cursor: number,
): Promise<{ commands: ServerChange[]; cursor: string }> {
  const found = await db
    .select()
    .from(stageCommands)
    .where(
      and(
        eq(stageCommands.stageId, stageId),
        gt(stageCommands.position, cursor),
        isNotNull(stageCommands.payload),
        sql`${stageCommands.outcome} ->> 'forwarded' IS NULL`,
      ),
    )
    .orderBy(asc(stageCommands.position))
    .limit(CHANGES_PAGE);
  const last = found.at(-1)?.position;
  return {
    commands: found.map((c) => ({
      commandId: c.commandId,
      kind: c.kind,
      origin: c.origin,
      originSeq: c.originSeq,
      userId: c.userId,
      payload: c.payload!,
      outcome: c.outcome,
    })),
    cursor: String(last ?? cursor),
  };
}
