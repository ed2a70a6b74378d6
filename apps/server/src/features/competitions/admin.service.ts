import { randomUUID } from 'node:crypto';
import {
  normaliseRules,
  type AdminChampionship,
  type AdminInstitution,
  type AdminStage,
  type AdminUser,
  type ChampionshipInput,
  type ClubImportResult,
  type ClubInput,
  type StageInput,
  type StagesEvent,
  liveTopics,
  parseClubsCsv,
  DEFAULT_TIME_ZONE,
  addDays,
  dayIn,
  zonedTime,
} from '@trialhub/domain';
import { type Role, type Viewer, parseRoles, requireRole } from '../../auth/viewer.js';
import type { Db } from '../../db/open-db.js';
import type { Stage } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { LiveHub } from '../../live/hub.js';
import { changeRole } from '../accounts/accounts.service.js';
import * as repo from './admin.repository.js';
import * as publicRepo from './competitions.repository.js';

/**
 * The organiser's area (issue 4): institutions, championships, stages, clubs and roles.
 * Every call is for admins only, checked here whatever the UI shows.
 */
export class CompetitionAdminService {
  constructor(
    private readonly db: Db,
    private readonly hub: LiveHub,
  ) {}

  private tx<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(tx as unknown as Db));
  }

  listInstitutions(viewer: Viewer | null): Promise<AdminInstitution[]> {
    requireRole(viewer, 'admin');
    return repo.listInstitutions(this.db);
  }

  async createInstitution(viewer: Viewer | null, id: string, name: string): Promise<void> {
    requireRole(viewer, 'admin');
    if (!(await repo.insertInstitution(this.db, id, name))) throw new AppError('slugTaken', { id: 'errors.slugTaken' });
  }

  async renameInstitution(viewer: Viewer | null, id: string, name: string): Promise<void> {
    requireRole(viewer, 'admin');
    if (!(await repo.renameInstitution(this.db, id, name))) throw new AppError('notFound');
  }

  async deleteInstitution(viewer: Viewer | null, id: string): Promise<void> {
    requireRole(viewer, 'admin');
    await this.tx(async (tx) => {
      if ((await repo.countChampionships(tx, id)) > 0) throw new AppError('institutionHasChampionships');
      if (!(await repo.deleteInstitution(tx, id))) throw new AppError('notFound');
    });
  }

  async createChampionship(
    viewer: Viewer | null,
    institutionId: string,
    input: ChampionshipInput,
  ): Promise<AdminChampionship> {
    requireRole(viewer, 'admin');
    const id = randomUUID();
    await this.tx(async (tx) => {
      if (!(await repo.listInstitutions(tx)).some((i) => i.id === institutionId)) throw new AppError('notFound');
      if (await repo.findChampionshipBySlug(tx, institutionId, input.slug))
        throw new AppError('slugTaken', { slug: 'errors.slugTaken' });
      await repo.insertChampionship(tx, id, institutionId, input);
    });
    return this.championship(viewer, institutionId, input.slug);
  }

  async championship(viewer: Viewer | null, institutionId: string, slug: string): Promise<AdminChampionship> {
    requireRole(viewer, 'admin');
    const found = await repo.findChampionshipBySlug(this.db, institutionId, slug);
    if (!found) throw new AppError('notFound');
    const full = (await repo.findChampionship(this.db, found.id))!;
    const c = full.championship;
    return {
      id: c.id,
      institutionId: c.institutionId,
      institutionName: full.institutionName,
      slug: c.slug,
      displayName: c.displayName,
      hasWomenClasses: c.hasWomenClasses,
      hasClubStandings: c.hasClubStandings,
      hasTeamCompetition: c.hasTeamCompetition,
      teams: c.teams,
      classes: c.classes,
      pointsTable: c.pointsTable,
      otherPlacesPoints: c.otherPlacesPoints,
      rules: normaliseRules(c.rules),
      stages: await repo.listStages(this.db, c.id),
    };
  }

  async updateChampionship(viewer: Viewer | null, id: string, input: ChampionshipInput): Promise<AdminChampionship> {
    requireRole(viewer, 'admin');
    const current = await repo.findChampionship(this.db, id);
    if (!current) throw new AppError('notFound');
    const institutionId = current.championship.institutionId;
    await this.tx(async (tx) => {
      const clash = await repo.findChampionshipBySlug(tx, institutionId, input.slug);
      if (clash && clash.id !== id) throw new AppError('slugTaken', { slug: 'errors.slugTaken' });
      await repo.updateChampionship(tx, id, input);
      // Stage cards show the championship's name: tell open home pages about its published stages.
      for (const stage of await repo.listStages(tx, id)) {
        if (stage.status === 'published') await this.publishStageEvent(tx, stage.id, 'published');
      }
    });
    return this.championship(viewer, institutionId, input.slug);
  }

  async deleteChampionship(viewer: Viewer | null, id: string): Promise<void> {
    requireRole(viewer, 'admin');
    await this.tx(async (tx) => {
      if (!(await repo.findChampionship(tx, id))) throw new AppError('notFound');
      if ((await repo.listStages(tx, id)).length > 0) throw new AppError('championshipHasStages');
      await repo.deleteChampionship(tx, id);
    });
  }

  async stage(viewer: Viewer | null, stageId: string): Promise<AdminStage> {
    requireRole(viewer, 'admin');
    const stage = await repo.findStage(this.db, stageId);
    if (!stage) throw new AppError('notFound');
    return stage;
  }

  /** A new draft stage: empty, or a copy of another stage's settings (classes, sections, sponsors…). */
  async createStage(
    viewer: Viewer | null,
    championshipId: string,
    slug: string,
    title: string,
    copyFromStageId: string | null,
  ): Promise<AdminStage> {
    requireRole(viewer, 'admin');
    const id = randomUUID();
    await this.tx(async (tx) => {
      if (!(await repo.findChampionship(tx, championshipId))) throw new AppError('notFound');
      if (await repo.stageSlugTaken(tx, championshipId, slug))
        throw new AppError('slugTaken', { slug: 'errors.slugTaken' });
      const source = copyFromStageId ? await repo.findStage(tx, copyFromStageId) : null;
      if (copyFromStageId && !source) throw new AppError('notFound');
      const start = nextSaturday(10);
      const input: StageInput = source
        ? { ...withoutIds(source), slug, title, status: 'draft' }
        : {
            slug,
            title,
            location: null,
            competitionStartDate: start.toISOString(),
            competitionEndDate: new Date(start.getTime() + 7 * 3_600_000).toISOString(),
            registrationEndDate: null,
            status: 'draft',
            competitionOrganizer: null,
            googleMaps: null,
            waze: null,
            competitionType: 'classic',
            manualDnf: false,
            showEndTimeDiff: false,
            descriptionLv: null,
            descriptionEt: null,
            descriptionEn: null,
            sectionCount: 10,
            classes: [],
            openFree: null,
            sponsors: [],
            regulationFileId: null,
          };
      await repo.insertStage(tx, id, championshipId, input);
    });
    return (await repo.findStage(this.db, id))!;
  }

  async updateStage(viewer: Viewer | null, stageId: string, input: StageInput): Promise<AdminStage> {
    requireRole(viewer, 'admin');
    await this.tx(async (tx) => {
      const before = await repo.findStageRow(tx, stageId);
      if (!before) throw new AppError('notFound');
      if (await repo.stageSlugTaken(tx, before.championshipId, input.slug, stageId)) {
        throw new AppError('slugTaken', { slug: 'errors.slugTaken' });
      }
      await repo.updateStageFully(tx, stageId, {
        ...input,
        openFree: input.competitionType === 'openFree' ? input.openFree : null,
      });
      await this.publishStageEvent(tx, stageId, before.status);
    });
    return (await repo.findStage(this.db, stageId))!;
  }

  async deleteStage(viewer: Viewer | null, stageId: string): Promise<void> {
    requireRole(viewer, 'admin');
    await this.tx(async (tx) => {
      const before = await repo.findStageRow(tx, stageId);
      if (!before) throw new AppError('notFound');
      if ((await repo.countParticipants(tx, stageId)) > 0) throw new AppError('stageHasParticipants');
      await repo.deleteStage(tx, stageId);
      if (before.status === 'published') {
        await this.hub.publish(tx, liveTopics.stages, { type: 'stage.removed', id: stageId } satisfies StagesEvent);
        await this.hub.revoke(tx, liveTopics.stageAll(stageId));
      }
    });
  }

  /**
   * Tells open home pages about a stage change: a published stage as it now is; a stage that was
   * published and is not any more as removed. Drafts stay silent (visitors must not learn of them).
   */
  private async publishStageEvent(tx: Db, stageId: string, statusBefore: Stage['status']): Promise<void> {
    const summary = await publicRepo.findStageSummary(tx, stageId);
    if (!summary) return;
    if (summary.status === 'published') {
      await this.hub.publish(tx, liveTopics.stages, { type: 'stage.upserted', stage: summary } satisfies StagesEvent);
    } else if (statusBefore === 'published') {
      await this.hub.publish(tx, liveTopics.stages, { type: 'stage.removed', id: stageId } satisfies StagesEvent);
      // Its pages' live topics are staff-only now: visitors' connections close and are checked again.
      await this.hub.revoke(tx, liveTopics.stageAll(stageId));
    }
  }

  listClubs(): Promise<ClubInput[]> {
    return repo.listClubs(this.db);
  }

  async saveClub(viewer: Viewer | null, club: ClubInput): Promise<void> {
    requireRole(viewer, 'admin');
    await repo.upsertClubs(this.db, [club]);
  }

  async deleteClub(viewer: Viewer | null, id: string): Promise<void> {
    requireRole(viewer, 'admin');
    if (!(await repo.deleteClub(this.db, id))) throw new AppError('notFound');
  }

  async importClubs(viewer: Viewer | null, csv: string): Promise<ClubImportResult> {
    requireRole(viewer, 'admin');
    const { clubs, badLines } = parseClubsCsv(csv);
    const counts = await this.tx((tx) => repo.upsertClubs(tx, clubs));
    return { ...counts, badLines };
  }

  async searchUsers(viewer: Viewer | null, query: string): Promise<AdminUser[]> {
    requireRole(viewer, 'admin');
    const rows = await repo.searchUsers(this.db, query.trim().slice(0, 100));
    return rows.map((u) => ({ id: u.id, name: u.name, email: u.email, roles: parseRoles(u.role), isJudge: u.isJudge }));
  }

  async setUserRole(viewer: Viewer | null, userId: string, role: Role, grant: boolean): Promise<AdminUser[]> {
    requireRole(viewer, 'admin');
    const user = await repo.findUser(this.db, userId);
    if (!user) throw new AppError('notFound');
    // An admin cannot take their own admin role away: someone must be left to give it back.
    if (!grant && role === 'admin' && userId === viewer.userId) throw new AppError('forbidden');
    await changeRole(this.db, user.email, role, grant);
    return this.searchUsers(viewer, user.email);
  }
}

function withoutIds(stage: AdminStage): Omit<StageInput, 'slug' | 'title' | 'status'> {
  const {
    id: _i,
    championshipId: _c,
    championshipSlug: _s,
    championshipName: _n,
    institutionId: _inst,
    updatedAt: _u,
    slug: _slug,
    title: _t,
    status: _st,
    ...rest
  } = stage;
  return rest;
}

/** 10:00 on the next Saturday at the venue (a new stage's zone is Riga until the admin says otherwise). */
function nextSaturday(hour: number): Date {
  const today = dayIn(DEFAULT_TIME_ZONE, new Date());
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
  return zonedTime(
    DEFAULT_TIME_ZONE,
    addDays(today, (6 - weekday + 7) % 7 || 7),
    `${String(hour).padStart(2, '0')}:00`,
  );
}
