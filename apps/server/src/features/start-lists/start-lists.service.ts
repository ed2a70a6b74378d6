import { randomBytes } from 'node:crypto';
import {
  type PublicStartList,
  type StartBlock,
  type StartListBody,
  type StartListRow,
  buildStartList,
  standingsTables,
} from '@trialhub/domain';
import { type Viewer, canReadStage, requireRole } from '../../auth/viewer.js';
import { writeAudit } from '../../db/audit.js';
import type { Db } from '../../db/open-db.js';
import { AppError } from '../../http/app-error.js';
import type { StandingsService } from '../standings/standings.service.js';
import * as repo from './start-lists.repository.js';

type Stage = NonNullable<Awaited<ReturnType<typeof repo.findStage>>>;

/**
 * Start lists (issue #39, decision 083): the secretary sets start blocks on a stage; everyone who may
 * read the stage reads every rider's start time (name, number, class: what the participants list shows).
 */
export class StartListsService {
  constructor(
    private readonly db: Db,
    /** Reverse standing reads the standings everyone sees (never a draft's places). */
    private readonly standings: Pick<StandingsService, 'view'>,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async view(viewer: Viewer | null, stageId: string): Promise<PublicStartList> {
    const stage = await repo.findStage(this.db, stageId);
    if (!stage || !canReadStage(viewer, stage.status)) throw new AppError('notFound');
    const { blocks, rows } = await this.rowsOf(this.db, stage);
    return {
      timeZone: stage.timeZone,
      blocks,
      riders: rows.map(({ id: _id, ...row }) => row),
    };
  }

  async save(viewer: Viewer | null, stageId: string, body: StartListBody): Promise<PublicStartList> {
    requireRole(viewer, 'secretary');
    await this.db.transaction(async (raw) => {
      const tx = raw as unknown as Db;
      const stage = await repo.findStage(tx, stageId);
      if (!stage) throw new AppError('notFound');
      const known = new Set(stage.classes.map((c) => c.name));
      body.blocks.forEach((b, i) =>
        b.classes.forEach((name, j) => {
          if (!known.has(name))
            throw new AppError('validation', { [`blocks.${i}.classes.${j}`]: 'validation.invalid' });
        }),
      );
      const now = this.clock().toISOString();
      const redraw = new Set(body.redraw ?? []);
      const drawn: number[] = [];
      const blocks = body.blocks.map((block, i): StartBlock => {
        const { seed, drawnAt, ...rest } = block;
        if (block.order !== 'draw') return rest;
        if (seed && !redraw.has(i)) return { ...rest, seed, drawnAt: drawnAt ?? now };
        drawn.push(i);
        // A fresh seed from the system's random source: nobody picks the order.
        return { ...rest, seed: randomBytes(8).toString('hex'), drawnAt: now };
      });
      await repo.saveBlocks(tx, stageId, blocks, viewer.userId);
      await writeAudit(tx, {
        stageId,
        event: 'startList.saved',
        // The seeds make every draw reproducible from the log alone.
        data: { blocks, drawn },
        userId: viewer.userId,
        userEmail: viewer.email,
      });
    });
    return this.view(viewer, stageId);
  }

  /** The rows with entry ids, for the documents (secretary) and the rider's own calendar. */
  async rows(stageId: string): Promise<StartListRow[]> {
    const stage = await repo.findStage(this.db, stageId);
    return stage ? (await this.rowsOf(this.db, stage)).rows : [];
  }

  /** The rider's own start per stage (stage id → instant) where a start list has him. */
  async ownStarts(userId: string): Promise<Map<string, Date>> {
    const entries = await repo.listOwnEntries(this.db, userId);
    const starts = new Map<string, Date>();
    for (const entry of entries) {
      const row = (await this.rows(entry.stageId)).find((r) => r.id === userId);
      if (row) starts.set(entry.stageId, new Date(row.startsAt));
    }
    return starts;
  }

  /** Each rider's place in his class's public championship standings, by entry id. */
  private async standingPlaces(db: Db, stage: Stage): Promise<Map<string, number>> {
    const view = await this.standings.view(null, stage.institutionId, stage.championshipSlug);
    const tables = standingsTables(view, false);
    const place = new Map(tables.individual.map((r) => [r.id, r.position]));
    const ids = await repo.standingIdsOf(db, stage.id, stage.championshipId);
    const places = new Map<string, number>();
    for (const [participantId, standingId] of ids) {
      const at = place.get(standingId);
      if (at !== undefined) places.set(participantId, at);
    }
    return places;
  }

  private async rowsOf(db: Db, stage: Stage) {
    const blocks = await repo.findBlocks(db, stage.id);
    if (blocks.length === 0) return { blocks, rows: [] };
    const standing = blocks.some((b) => b.order === 'reverseStanding')
      ? await this.standingPlaces(db, stage)
      : new Map<string, number>();
    const rows = buildStartList({
      blocks,
      riders: await repo.listStartRiders(db, stage.id),
      stageStart: stage.competitionStartDate,
      timeZone: stage.timeZone,
      standing,
    });
    return { blocks, rows };
  }
}
