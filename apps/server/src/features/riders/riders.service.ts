import {
  type RiderChampionshipPosition,
  type RiderPage,
  type RiderReviewGroup,
  type RiderSearchHit,
  riderPath,
  riderStatistics,
  ridersToReview,
} from '@trialhub/domain';
import { type Viewer, audienceOf, canReadStage, requireRole, requireViewer } from '../../auth/viewer.js';
import type { Db } from '../../db/open-db.js';
import { AppError } from '../../http/app-error.js';
import type { StandingsService } from '../standings/standings.service.js';
import { aliasOf, differentPairs } from './rider-identity.js';
import { withoutDecided } from './rider-review.js';
import * as repo from './riders.repository.js';

/**
 * Riders as people (issue #38, decision 071): the rider page, the secretary's search and review list,
 * and the rider's own privacy choice. What a reader sees of a rider is what the participant list shows
 * them (privacy.ts): everyone the name, club, class and birth year; a secretary the birth date and gender.
 */
export class RidersService {
  constructor(
    private readonly db: Db,
    private readonly standings: StandingsService,
  ) {}

  async page(viewer: Viewer | null, riderId: string): Promise<RiderPage> {
    // A merged rider's old id shows the rider it became (decision 080).
    const rider =
      (await repo.findRider(this.db, riderId)) ??
      (await repo.findRider(this.db, (await aliasOf(this.db, riderId)) ?? ''));
    if (!rider) throw new AppError('notFound');
    const isSecretary = audienceOf(viewer) === 'secretary';
    const staff = isSecretary || !!viewer?.roles.includes('admin');
    const stages = await repo.listRiderStages(this.db, rider.id, staff);
    // A rider whose every entry is on a draft stage is nobody's business but the staff's.
    if (stages.length === 0 && !staff) throw new AppError('notFound');
    const averages = await repo.sectionAverages(this.db, stages);
    const summary = {
      id: rider.id,
      name: rider.name,
      clubId: rider.clubId,
      racingClass: stages[0]?.racingClass ?? null,
      birthYear: Number(rider.birthDate.slice(0, 4)),
      hidden: rider.hidden,
    };
    return {
      rider: isSecretary
        ? { ...summary, birthDate: rider.birthDate, gender: rider.gender, hasAccount: rider.userId !== null }
        : summary,
      stages,
      championships: await this.championshipPositions(
        viewer,
        stages.map((s) => s.participantId),
      ),
      statistics: riderStatistics(stages, averages),
    };
  }

  /** Where the rider stands in each championship, with the numbers the standings page shows this reader. */
  private async championshipPositions(viewer: Viewer | null, participantIds: string[]) {
    const ids = await repo.riderStandingIds(this.db, [...new Set(participantIds)]);
    const out: RiderChampionshipPosition[] = [];
    for (const { institutionId, slug } of uniqueBy(ids, (i) => i.championshipId)) {
      const tables = await this.standings.tables(viewer, institutionId, slug);
      const view = await this.standings.view(viewer, institutionId, slug);
      const mine = new Set(ids.filter((i) => i.slug === slug && i.institutionId === institutionId).map((i) => i.id));
      for (const row of tables.individual.filter((r) => mine.has(r.id)))
        out.push({
          championshipName: view.championship.displayName,
          championshipPath: `/competitions/${institutionId}/${slug}`,
          group: row.group,
          position: row.position,
          total: row.total,
        });
    }
    return out;
  }

  /** The rider page of a stage's entry, for a reader who may see the stage. */
  async entryPath(viewer: Viewer | null, stageId: string, participantId: string): Promise<string> {
    const entry = await repo.findEntryRider(this.db, stageId, participantId);
    if (!entry?.riderId || !canReadStage(viewer, entry.stageStatus)) throw new AppError('notFound');
    return riderPath(entry.riderId);
  }

  async search(viewer: Viewer | null, query: string): Promise<RiderSearchHit[]> {
    requireRole(viewer, 'secretary');
    return repo.searchRiders(this.db, query);
  }

  async review(viewer: Viewer | null): Promise<RiderReviewGroup[]> {
    requireRole(viewer, 'secretary');
    return withoutDecided(ridersToReview(await repo.listRiderIdentities(this.db)), await differentPairs(this.db));
  }

  /** The signed-in rider's own record's privacy (none until they have entered a stage). */
  async myPrivacy(viewer: Viewer | null): Promise<{ riderId: string | null; hidden: boolean }> {
    requireViewer(viewer);
    const rider = await repo.findAccountRider(this.db, viewer.userId);
    return { riderId: rider?.id ?? null, hidden: rider?.hidden ?? false };
  }

  async setMyPrivacy(viewer: Viewer | null, hidden: boolean): Promise<{ riderId: string | null; hidden: boolean }> {
    requireViewer(viewer);
    const rider = await repo.findAccountRider(this.db, viewer.userId);
    if (!rider) throw new AppError('notFound');
    await repo.setHidden(this.db, rider.id, hidden);
    return { riderId: rider.id, hidden };
  }
}

function uniqueBy<T>(list: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return list.filter((item) => !seen.has(key(item)) && !!seen.add(key(item)));
}
