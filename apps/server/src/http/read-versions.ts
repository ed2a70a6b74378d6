import { type RiderAudience, type StageStatus, canSeeAd } from '@trialhub/domain';
import { and, eq, sql } from 'drizzle-orm';
import { type Viewer, audienceOf, canReadStage, hasRole } from '../auth/viewer.js';
import type { Db } from '../db/open-db.js';
import {
  championships,
  marketAds,
  participants,
  results,
  sectionScores,
  stages,
  standingPositions,
  standingsStatus,
  users,
} from '../db/schema.js';
import { stagePathIs } from '../features/competitions/competitions.repository.js';
import { AppError } from './app-error.js';
import { rowVersionsSql } from './topic-cache.js';
import type { VersionMemo } from './version-memo.js';

/** What a versioned read needs before it answers: its version, its audience, and whether a proxy may keep it. */
export interface ReadVersion {
  version: string;
  audience: RiderAudience;
  /** The same answer for every visitor: `Cache-Control: public`. Never for a secretary's view or a draft. */
  shared: boolean;
}

/**
 * The versions of the public reads that change without a live event of their own (decision 032):
 * one query each, which is also the read's visibility check (404 before any ETag), so a 304 costs
 * that query and nothing else. Each digests the rows its answer is built from (`rowVersionsSql`), so
 * every write to them — whichever service wrote them — is a new version.
 */
export class ReadVersions {
  /** `memo`: a visitor's versions from memory (version-memo.ts); none: every read asks the database. */
  constructor(
    private readonly db: Db,
    private readonly memo?: VersionMemo,
  ) {}

  /** A visitor's `read` through the memo; staff's (and every read without a memo) straight to the database. */
  private remembered<T>(viewer: Viewer | null, key: string, read: () => Promise<T>): Promise<T> {
    return viewer || !this.memo ? read() : this.memo.version(key, read);
  }

  /** GET /api/stages: the published stages and the championships (their names and slugs). */
  async publishedStages(): Promise<string> {
    return this.remembered(null, 'stages', () => this.publishedStagesNow());
  }

  private async publishedStagesNow(): Promise<string> {
    const [row] = await this.db
      .select({
        v: sql<string>`${rowVersionsSql(stages, sql`${stages.status} = 'published'`)} || '/' || ${rowVersionsSql(championships, sql`true`)}`,
      })
      .from(sql`(VALUES (1)) AS one (x)`);
    return row!.v;
  }

  /** GET /api/competitions/:institutionId/:championshipId/:stageId: the stage's row and its championship's. */
  async stagePage(viewer: Viewer | null, institutionId: string, championshipSlug: string, stageSlug: string) {
    const row = await this.remembered(viewer, `stage:${institutionId}/${championshipSlug}/${stageSlug}`, async () => {
      const [found] = await this.db
        .select({ status: stages.status, v: sql<string>`${stages}.xmin::text || '/' || ${championships}.xmin::text` })
        .from(stages)
        .innerJoin(championships, eq(championships.id, stages.championshipId))
        .where(stagePathIs(institutionId, championshipSlug, stageSlug));
      return found;
    });
    return this.readable(viewer, row?.status, row?.v);
  }

  /**
   * GET /api/stages/:stageId/participants: the stage's entries; for a secretary also its results
   * (their view says which entry has one).
   */
  async stageParticipants(viewer: Viewer | null, stageId: string) {
    const forSecretary = audienceOf(viewer) === 'secretary';
    const row = await this.remembered(viewer, `participants:${stageId}`, async () => {
      const [found] = await this.db
        .select({
          status: stages.status,
          v: forSecretary
            ? sql<string>`${rowVersionsSql(participants, sql`${participants.stageId} = ${stageId}`)} || '/' || ${rowVersionsSql(results, sql`${results.stageId} = ${stageId}`)}`
            : rowVersionsSql(participants, sql`${participants.stageId} = ${stageId}`),
        })
        .from(stages)
        .where(eq(stages.id, stageId));
      return found;
    });
    return this.readable(viewer, row?.status, row?.v);
  }

  /**
   * GET /api/stages/:stageId/participants/per-class (decision 040): the stage's entries, for every
   * audience (the counts are the same for all; a secretary's results do not change them).
   */
  async stageEntries(viewer: Viewer | null, stageId: string) {
    const row = await this.remembered(viewer, `entries:${stageId}`, async () => {
      const [found] = await this.db
        .select({ status: stages.status, v: rowVersionsSql(participants, sql`${participants.stageId} = ${stageId}`) })
        .from(stages)
        .where(eq(stages.id, stageId));
      return found;
    });
    return this.readable(viewer, row?.status, row?.v);
  }

  /**
   * GET /api/stages/:stageId/results/:participantId (decision 037): the rider's result row and section
   * rows, so a rider nobody scored since keeps their ETag while the rest of the stage is scored. 404
   * for a stage the viewer may not read and for a rider without a result.
   */
  async stageResult(viewer: Viewer | null, stageId: string, participantId: string): Promise<ReadVersion> {
    const slots = and(eq(sectionScores.stageId, stageId), eq(sectionScores.participantId, participantId))!;
    const [row] = await this.db
      .select({
        status: stages.status,
        v: sql<string>`${results}.xmin::text || '/' || ${rowVersionsSql(sectionScores, slots)}`,
      })
      .from(stages)
      .innerJoin(results, and(eq(results.stageId, stages.id), eq(results.participantId, participantId)))
      .where(eq(stages.id, stageId));
    return this.readable(viewer, row?.status, row?.v);
  }

  /**
   * GET /api/stages/:stageId/results.pdf (issue #41 point 5): what the document is laid out from — the
   * stage's and its championship's rows (title, classes, rules, results state), the stage's entries,
   * results and section scores. `final`: approved results, which no clock changes (live and provisional
   * ones are ranked 'as of' now, so the caller adds the minute).
   */
  async stageResultsDocument(viewer: Viewer | null, stageId: string): Promise<ReadVersion & { final: boolean }> {
    const [row] = await this.db
      .select({
        status: stages.status,
        final: sql<boolean>`${stages.resultsStatus} is not null`,
        v: sql<string>`${stages}.xmin::text || '/' || ${championships}.xmin::text || '/' || ${rowVersionsSql(
          participants,
          sql`${participants.stageId} = ${stageId}`,
        )} || '/' || ${rowVersionsSql(results, sql`${results.stageId} = ${stageId}`)} || '/' || ${rowVersionsSql(
          sectionScores,
          sql`${sectionScores.stageId} = ${stageId}`,
        )}`,
      })
      .from(stages)
      .innerJoin(championships, eq(championships.id, stages.championshipId))
      .where(eq(stages.id, stageId));
    return { ...this.readable(viewer, row?.status, row?.v), final: !!row?.final };
  }

  /**
   * GET /api/standings/:institutionId/:championshipId (and /tables): the championship's row (classes,
   * rules, points), its published stages, the standings' status and positions. 404 for an unknown one.
   */
  async standings(viewer: Viewer | null, institutionId: string, championshipSlug: string): Promise<ReadVersion> {
    const row = await this.remembered(viewer, `standings:${institutionId}/${championshipSlug}`, async () => {
      const [found] = await this.db
        .select({
          v: sql<string>`${championships}.xmin::text || '/' || ${rowVersionsSql(
            stages,
            sql`${stages.championshipId} = ${championships.id} AND ${stages.status} = 'published'`,
          )} || '/' || ${rowVersionsSql(standingsStatus, sql`${standingsStatus.championshipId} = ${championships.id}`)} || '/' || ${rowVersionsSql(
            standingPositions,
            sql`${standingPositions.championshipId} = ${championships.id}`,
          )}`,
        })
        .from(championships)
        .where(and(eq(championships.institutionId, institutionId), eq(championships.slug, championshipSlug)));
      return found;
    });
    if (!row) throw new AppError('notFound');
    const audience = audienceOf(viewer);
    // Visitors see published standings only; a secretary's view has the drafts.
    return { version: row.v, audience, shared: audience === 'public' };
  }

  /** GET /api/market/ads: the ads on sale and their sellers' rows (the seller's name). */
  async adsOnSale(): Promise<string> {
    const onSale = sql`${marketAds.status} = 'active'`;
    const sellers = sql`${users.id} IN (SELECT ${marketAds.sellerId} FROM ${marketAds} WHERE ${onSale})`;
    const [row] = await this.db
      .select({ v: sql<string>`${rowVersionsSql(marketAds, onSale)} || '/' || ${rowVersionsSql(users, sellers)}` })
      .from(sql`(VALUES (1)) AS one (x)`);
    return row!.v;
  }

  /**
   * GET /api/market/ads/:id: the ad's row and its seller's. A removed ad is for its seller and admins
   * only (404 for everyone else, before any ETag).
   */
  async marketAd(viewer: Viewer | null, id: string): Promise<string> {
    const [row] = await this.db
      .select({
        status: marketAds.status,
        sellerId: marketAds.sellerId,
        v: sql<string>`${marketAds}.xmin::text || '/' || ${users}.xmin::text`,
      })
      .from(marketAds)
      .innerJoin(users, eq(users.id, marketAds.sellerId))
      .where(eq(marketAds.id, id));
    const rights = viewer && { userId: viewer.userId, isAdmin: hasRole(viewer, 'admin') };
    if (!row || !canSeeAd(row, rights)) throw new AppError('notFound');
    return row.v;
  }

  private readable(viewer: Viewer | null, status: StageStatus | undefined, version: string | undefined): ReadVersion {
    if (!status || version === undefined || !canReadStage(viewer, status)) throw new AppError('notFound');
    const audience = audienceOf(viewer);
    // A draft is for staff only: never in a shared cache, whatever the staff member's audience.
    return { version, audience, shared: audience === 'public' && status === 'published' };
  }
}
