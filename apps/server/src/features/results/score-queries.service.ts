import { randomUUID } from 'node:crypto';
import {
  type ScoreQueriesEvent,
  type ScoreQuery,
  type ScoreQueryAnswer,
  type ScoreQueryBody,
  answerRefusal,
  askRefusal,
  displayWho,
  isProtestWindowClosed,
  liveTopics,
  resultsStateOf,
  sortScoreQueries,
} from '@trialhub/domain';
import { and, eq } from 'drizzle-orm';
import { type Viewer, canReadStage, hasRole, requireRole, requireViewer } from '../../auth/viewer.js';
import { writeAudit } from '../../db/audit.js';
import type { Db } from '../../db/open-db.js';
import { participants, scoreQueries } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { LiveHub } from '../../live/hub.js';
import type { Notifications } from '../../mail/notifications.js';
import * as repo from '../stage-results/index.js';

type QueryRow = typeof scoreQueries.$inferSelect;

function toScoreQuery(row: QueryRow): ScoreQuery {
  return {
    id: row.id,
    stageId: row.stageId,
    participantId: row.participantId,
    section: row.section,
    lap: row.lap,
    message: row.message,
    pointsThen: row.pointsThen,
    authorName: displayWho(row.authorName),
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    answer: row.answer,
    outcome: row.outcome,
    answeredBy: displayWho(row.answeredBy),
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}

/**
 * Score queries ("Ask the clerk"): a rider asks about a section/lap score of their own result, the
 * secretary answers with the outcome. A query never changes a score (the correction is the
 * secretary's section edit). Each change writes its audit entry and a notice without content on
 * `stage:<id>:queries` (secretaries) and `stage:<id>:queries:<rider>` (that rider) in one transaction; readers fetch the queries they may see from the API.
 */
export class ScoreQueriesService {
  constructor(
    private readonly db: Db,
    readonly hub: LiveHub,
    /** Decides whether a protest window has closed (tests drive it with a fake clock). */
    private readonly clock: () => Date = () => new Date(),
    private readonly notifications: Notifications | null = null,
  ) {}

  /** A stage the viewer may read (404 otherwise, as the results list). */
  private async stage(viewer: Viewer, stageId: string) {
    const stage = await repo.findStage(this.db, stageId);
    if (!stage || !canReadStage(viewer, stage.status)) throw new AppError('notFound');
    return stage;
  }

  /** The rider's own queries on their result; secretaries may read any rider's. */
  async listForParticipant(viewer: Viewer | null, stageId: string, participantId: string): Promise<ScoreQuery[]> {
    requireViewer(viewer);
    if (viewer.userId !== participantId && !hasRole(viewer, 'secretary')) throw new AppError('forbidden');
    await this.stage(viewer, stageId);
    const rows = await this.db
      .select()
      .from(scoreQueries)
      .where(and(eq(scoreQueries.stageId, stageId), eq(scoreQueries.participantId, participantId)));
    return sortScoreQueries(rows.map(toScoreQuery));
  }

  /** Every query of the stage (secretaries). */
  async listForStage(viewer: Viewer | null, stageId: string): Promise<ScoreQuery[]> {
    requireRole(viewer, 'secretary');
    await this.stage(viewer, stageId);
    const rows = await this.db.select().from(scoreQueries).where(eq(scoreQueries.stageId, stageId));
    return sortScoreQueries(rows.map(toScoreQuery));
  }

  async ask(viewer: Viewer | null, stageId: string, participantId: string, body: ScoreQueryBody): Promise<ScoreQuery> {
    requireViewer(viewer);
    const stage = await this.stage(viewer, stageId);
    return this.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      // The result's row lock serialises a rider's two quick taps (one open query per section/lap).
      const row = await repo.findResultRowForUpdate(tx, stageId, participantId);
      const [entry] =
        viewer.userId === participantId
          ? await tx
              .select({ id: participants.id })
              .from(participants)
              .where(and(eq(participants.stageId, stageId), eq(participants.id, participantId)))
          : [];
      const sections = row ? await repo.listSections(tx, stageId, participantId) : [];
      const scored = sections.find((s) => s.section === body.section && s.lap === body.lap);
      const open = await tx
        .select({ id: scoreQueries.id })
        .from(scoreQueries)
        .where(
          and(
            eq(scoreQueries.stageId, stageId),
            eq(scoreQueries.participantId, participantId),
            eq(scoreQueries.section, body.section),
            eq(scoreQueries.lap, body.lap),
            eq(scoreQueries.status, 'open'),
          ),
        );
      const refusal = askRefusal({
        resultsStatus: stage.resultsStatus,
        isOwnEntry: !!entry,
        hasScore: !!scored,
        hasOpenQuery: open.length > 0,
        // With a protest window set, asking ends when it closes (decision 027); without, at approval.
        windowClosed: isProtestWindowClosed(resultsStateOf(stage), this.clock()),
      });
      if (refusal) throw new AppError(refusal);
      const [inserted] = await tx
        .insert(scoreQueries)
        .values({
          id: randomUUID(),
          stageId,
          participantId,
          section: body.section,
          lap: body.lap,
          message: body.message,
          pointsThen: scored!.deletedAt ? null : scored!.points,
          authorId: viewer.userId,
          authorName: viewer.displayName || viewer.email,
        })
        .returning();
      const query = toScoreQuery(inserted!);
      await writeAudit(tx, {
        stageId,
        event: 'query_opened',
        data: { participantId, queryId: query.id, section: query.section, lap: query.lap, points: query.pointsThen },
        userId: viewer.userId,
        userEmail: viewer.email,
      });
      await this.notify(tx, query);
      return query;
    });
  }

  async answer(viewer: Viewer | null, stageId: string, queryId: string, body: ScoreQueryAnswer): Promise<ScoreQuery> {
    requireRole(viewer, 'secretary');
    await this.stage(viewer, stageId);
    return this.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [row] = await tx
        .select()
        .from(scoreQueries)
        .where(and(eq(scoreQueries.stageId, stageId), eq(scoreQueries.id, queryId)))
        .for('update');
      if (!row) throw new AppError('notFound');
      const refusal = answerRefusal(row);
      if (refusal) throw new AppError(refusal);
      const [updated] = await tx
        .update(scoreQueries)
        .set({
          status: 'answered',
          answer: body.answer,
          outcome: body.outcome,
          answeredBy: viewer.displayName || viewer.email,
          answeredAt: new Date(),
        })
        .where(eq(scoreQueries.id, queryId))
        .returning();
      const query = toScoreQuery(updated!);
      await writeAudit(tx, {
        stageId,
        event: 'query_answered',
        data: {
          participantId: query.participantId,
          queryId,
          section: query.section,
          lap: query.lap,
          outcome: body.outcome,
        },
        userId: viewer.userId,
        userEmail: viewer.email,
      });
      await this.notify(tx, query);
      await this.notifications?.queryAnswered(tx, {
        ...query,
        authorId: row.authorId,
        answer: body.answer,
        outcome: body.outcome,
      });
      return query;
    });
  }

  private async notify(tx: Db, query: ScoreQuery) {
    const event: ScoreQueriesEvent = { type: 'query.changed', queryId: query.id, participantId: query.participantId };
    await this.hub.publish(tx, liveTopics.stageQueries(query.stageId), event);
    await this.hub.publish(tx, liveTopics.riderQueries(query.stageId, query.participantId), event);
  }
}
