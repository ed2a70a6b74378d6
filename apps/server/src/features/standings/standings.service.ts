import { randomUUID } from 'node:crypto';
import {
  type GenerateStandingsResponse,
  type GenerationResult,
  type MarkdownFile,
  type StageApprovalState,
  type StandingPosition,
  type StandingResolution,
  type StandingsEvent,
  type StandingsMode,
  type StandingsView,
  clubMarkdown,
  clubStandings,
  dedupeStandings,
  finalizeStandings,
  generateStageStandings,
  individualMarkdown,
  liveTopics,
  mergeStandings,
  multiplierLookup,
  raceCount,
  renameStanding,
  stageTitle,
  standingView,
  teamMarkdown,
  teamStandings,
  approvalOffenders,
  missedSectionApplies,
  normaliseRules,
  standingsTables,
  type StandingsTables,
} from '@trialhub/domain';
import { type Viewer, audienceOf, requireRole } from '../../auth/viewer.js';
import type { Db } from '../../db/open-db.js';
import { AppError } from '../../http/app-error.js';
import type { LiveHub } from '../../live/hub.js';
import type { Notifications } from '../../mail/notifications.js';
import {
  approveStage,
  listStageResultRows,
  listStageResultsFor,
  refuseIfChampionshipCheckedOut,
  runCommand,
  stageResultsState,
} from '../stage-results/index.js';
import * as repo from './standings.repository.js';
import { entryRiders, knownApart } from './standing-riders.js';

type ChampionshipRow = NonNullable<Awaited<ReturnType<typeof repo.findChampionship>>>;

/**
 * Approval and championship standings (issue 8). Secretaries approve a stage's results, generate its
 * standings (identity conflicts write nothing until resolved), publish them, rename / delete / merge
 * standings and run the Approve / Final batch; each write and its audit entry share one transaction
 * and the changed standings go out on the championship's standings topic.
 */
export class StandingsService {
  constructor(
    private readonly db: Db,
    private readonly hub: LiveHub,
    /** Decides whether a protest window is still open at approval (tests drive it with a fake clock). */
    private readonly clock: () => Date = () => new Date(),
    private readonly notifications: Notifications | null = null,
  ) {}

  private tx<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(tx as unknown as Db));
  }

  async approvalState(viewer: Viewer | null, stageId: string): Promise<StageApprovalState> {
    requireRole(viewer, 'secretary');
    return this.stateOf(this.db, stageId);
  }

  private async stateOf(db: Db, stageId: string): Promise<StageApprovalState> {
    const { stage, championship, published, entry } = await stageContext(db, stageId);
    // A rider the missed-section rule will finish at approval does not block it (docs/decisions/019);
    // when the secretary applies it, the rider blocks until the secretary has decided.
    const { missedSectionPoints, missedSectionBy } = normaliseRules(championship.rules);
    const byApproval = missedSectionBy === 'approval';
    const results = (await listStageResultsFor(db, stageId, byApproval)).map((r) =>
      byApproval && missedSectionApplies(r, missedSectionPoints, stage.competitionType)
        ? { ...r, isFinished: true }
        : r,
    );
    const offenders = approvalOffenders(await repo.listEntered(db, stageId), results);
    const status = await repo.findStatus(db, championship.id);
    return {
      stageId,
      resultsStatus: stage.resultsStatus,
      stageNumber: entry ? entry.stage.order + 1 : null,
      firstStageDate: published[0]?.stage.competitionStartDate ?? null,
      hasWomenClasses: championship.hasWomenClasses,
      hasClubStandings: championship.hasClubStandings,
      hasTeamCompetition: championship.hasTeamCompetition,
      standingsStatus: status?.status ?? null,
      unfinishedCount: offenders.length,
      offenders,
      openQueries: await repo.countOpenQueries(db, stageId),
      missedSection:
        missedSectionPoints !== null && stage.competitionType === 'classic'
          ? { points: missedSectionPoints, by: missedSectionBy }
          : null,
      results: await stageResultsState(db, stage),
    };
  }

  /**
   * Approve results (spec §4): positions per class, then resultsStatus Approved. Inside an open protest
   * window only with `confirmEarly` (decision 027); with no window, exactly as before. A command of the
   * stage's results module (approveStage, decision 076): `commandId` when the client sent one.
   */
  async approveResults(
    viewer: Viewer | null,
    stageId: string,
    confirmEarly = false,
    commandId: string = randomUUID(),
  ): Promise<StageApprovalState> {
    requireRole(viewer, 'secretary');
    return this.tx(async (tx) => {
      const { stage, championship } = await stageContext(tx, stageId);
      const input = { stage, championship, viewer, confirmEarly, now: this.clock(), commandId };
      return approveStage(tx, this.hub, input, {
        notify: async (t) => {
          await this.notifications?.resultsApproved(t, stageId);
        },
        answer: (t) => this.stateOf(t, stageId),
      });
    });
  }

  /**
   * Generate / re-generate standings for one stage (spec §4), as the command `commandId` of the stage's
   * log (decision 076): a repeated id answers as the first time and writes nothing.
   */
  async generate(
    viewer: Viewer | null,
    stageId: string,
    resolutions: StandingResolution[],
    commandId: string = randomUUID(),
  ): Promise<GenerateStandingsResponse> {
    requireRole(viewer, 'secretary');
    return this.tx(async (tx) => {
      // An unknown stage is 404 before its command is claimed (the log's rows belong to a stage).
      if (!(await repo.findStage(tx, stageId))) throw new AppError('notFound');
      const command = { commandId, kind: 'generateStandings', stageId, userId: viewer.userId };
      const payload = { at: this.clock().toISOString(), resolutions };
      const { outcome } = await runCommand(tx, { ...command, payload }, async () => ({
        outcome: { answer: await this.generateIn(tx, viewer, stageId, resolutions) },
      }));
      return outcome.answer;
    });
  }

  private async generateIn(
    tx: Db,
    viewer: Viewer,
    stageId: string,
    resolutions: StandingResolution[],
  ): Promise<GenerateStandingsResponse> {
    const done = await generateStandingsFor(tx, stageId, resolutions);
    if (!done.ok) return done;
    const { output, championship } = done;
    await repo.audit(tx, {
      stageId,
      event: 'generate_standings',
      data: { written: output.upserts.length, deleted: output.deletes, resolutions: JSON.stringify(resolutions) },
      userId: viewer.userId,
      userEmail: viewer.email,
    });
    await this.announce(tx, championship);
    return { ok: true, state: await this.stateOf(tx, stageId) };
  }

  /** Publishing (designed here; spec §4 does not show it): the stage's entries become final and public. */
  async publish(viewer: Viewer | null, stageId: string, commandId: string = randomUUID()): Promise<StageApprovalState> {
    requireRole(viewer, 'secretary');
    return this.tx(async (tx) => {
      // A command of the stage's log (decision 076), as approval is: a repeated id answers as the first time.
      if (!(await repo.findStage(tx, stageId))) throw new AppError('notFound');
      const command = { commandId, kind: 'publishStandings', stageId, userId: viewer.userId };
      const payload = { at: this.clock().toISOString() };
      const { outcome } = await runCommand(tx, { ...command, payload }, async () => ({
        outcome: { state: await this.publishIn(tx, viewer, stageId) },
      }));
      return outcome.state;
    });
  }

  private async publishIn(tx: Db, viewer: Viewer, stageId: string): Promise<StageApprovalState> {
    const { championship, changed } = await publishStandingsFor(tx, stageId);
    await repo.audit(tx, {
      stageId,
      event: 'publish_standings',
      data: { standings: changed.length },
      userId: viewer.userId,
      userEmail: viewer.email,
    });
    await this.announce(tx, championship);
    return this.stateOf(tx, stageId);
  }

  /** The standings page: visitors see published standings of published stages; secretaries see drafts too. */
  async view(viewer: Viewer | null, institutionId: string, slug: string): Promise<StandingsView> {
    const championship = await repo.findChampionshipBySlug(this.db, institutionId, slug);
    if (!championship) throw new AppError('notFound');
    return this.viewOf(this.db, championship, audienceOf(viewer) === 'secretary');
  }

  /** The standings page's tables as data (issue #16): the numbers the page shows to this viewer. */
  async tables(viewer: Viewer | null, institutionId: string, slug: string): Promise<StandingsTables> {
    const isSecretary = audienceOf(viewer) === 'secretary';
    return standingsTables(await this.view(viewer, institutionId, slug), isSecretary);
  }

  private async viewOf(db: Db, championship: ChampionshipRow, isSecretary: boolean): Promise<StandingsView> {
    const stages = (await repo.listPublishedStages(db, championship)).map((s) => s.stage);
    const status = await repo.findStatus(db, championship.id);
    let positions = await repo.listPositions(db, championship.id);
    if (!isSecretary) {
      const visible = new Set(stages.filter((s) => s.resultsStatus === 'StandingsPublished').map((s) => s.order));
      positions =
        !status || status.status === 'draft'
          ? []
          : positions
              .map((p) => ({
                ...standingView('public', p),
                participants: [],
                results: p.results.filter((r) => visible.has(r.order)),
              }))
              .filter((p) => p.results.length > 0);
    }
    return {
      championship: repo.toStandingsChampionship(championship),
      status: status?.status ?? null,
      mode: status?.mode ?? null,
      stages,
      positions,
    };
  }

  /** Tells open standings pages that the standings changed; each reads its own audience's view again. */
  private async announce(tx: Db, championship: ChampionshipRow) {
    const event: StandingsEvent = { type: 'standings.changed' };
    await this.hub.publish(tx, liveTopics.championshipStandings(championship.id), event);
  }

  private async managed<T>(
    viewer: Viewer | null,
    championshipId: string,
    work: (tx: Db, championship: ChampionshipRow, positions: StandingPosition[]) => Promise<T>,
  ): Promise<T> {
    requireRole(viewer, 'secretary');
    return this.tx(async (tx) => {
      const championship = await repo.findChampionship(tx, championshipId);
      if (!championship) throw new AppError('notFound');
      await repo.lockStandings(tx, championshipId);
      const positions = await repo.listPositions(tx, championshipId);
      const out = await work(tx, championship, positions);
      await this.announce(tx, championship);
      return out;
    });
  }

  async rename(viewer: Viewer | null, championshipId: string, id: string, name: string): Promise<StandingPosition> {
    return this.managed(viewer, championshipId, async (tx, _c, positions) => {
      const outcome = renameStanding(positions, id, name);
      if (outcome.kind === 'notFound') throw new AppError('standingNotFound');
      if (outcome.kind === 'invalid') throw new AppError('validation', { name: 'validation.required' });
      if (outcome.kind === 'noChanges') throw new AppError('standingNoChanges');
      if (outcome.kind === 'nameTaken') throw new AppError('standingNameTaken');
      await repo.upsertPositions(tx, championshipId, [outcome.standing]);
      await repo.deletePositions(tx, championshipId, [outcome.removedId]);
      await this.audit(tx, viewer!, 'rename_standing', {
        from: id,
        to: outcome.standing.id,
        name: outcome.standing.name,
      });
      return outcome.standing;
    });
  }

  async remove(viewer: Viewer | null, championshipId: string, id: string): Promise<void> {
    await this.managed(viewer, championshipId, async (tx, _c, positions) => {
      const standing = positions.find((p) => p.id === id);
      if (!standing) throw new AppError('standingNotFound');
      await repo.deletePositions(tx, championshipId, [id]);
      await this.audit(tx, viewer!, 'delete_standing', { standing: JSON.stringify(standing) });
    });
  }

  async merge(viewer: Viewer | null, championshipId: string, id: string, targetId: string): Promise<StandingPosition> {
    return this.managed(viewer, championshipId, async (tx, _c, positions) => {
      const outcome = mergeStandings(positions, id, targetId);
      if (outcome.kind === 'notFound' || outcome.kind === 'differentGroup') throw new AppError('standingNotFound');
      if (outcome.kind === 'noSourceResults') throw new AppError('standingNoSourceResults');
      if (outcome.kind === 'noTargetResults') throw new AppError('standingNoTargetResults');
      await repo.upsertPositions(tx, championshipId, [outcome.target]);
      await repo.deletePositions(tx, championshipId, [outcome.removedId]);
      await this.audit(tx, viewer!, 'merge_standing', { source: id, target: targetId });
      return outcome.target;
    });
  }

  /** Approve / Final (spec §4): one batch over every standing; the standings become approved. */
  async finalize(viewer: Viewer | null, championshipId: string, mode: StandingsMode): Promise<void> {
    await this.managed(viewer, championshipId, async (tx, championship, positions) => {
      await refuseIfChampionshipCheckedOut(tx, championshipId);
      const stages = await repo.listPublishedStages(tx, championship);
      const rules = repo.toStandingsChampionship(championship).rules;
      const next = finalizeStandings(positions, raceCount(stages.map((st) => st.stage)), mode, rules);
      await repo.upsertPositions(tx, championshipId, next);
      await repo.saveStatus(tx, championshipId, 'approved', mode);
      await this.audit(tx, viewer!, mode === 'final' ? 'final_standings' : 'approve_standings', {
        standings: next.length,
      });
    });
  }

  /** The three Markdown files of spec §7 "Exports", from the standings as the secretary sees them. */
  async exportMarkdown(viewer: Viewer | null, championshipId: string): Promise<MarkdownFile[]> {
    requireRole(viewer, 'secretary');
    const championship = await repo.findChampionship(this.db, championshipId);
    if (!championship) throw new AppError('notFound');
    const view = await this.viewOf(this.db, championship, true);
    const multiplier = multiplierLookup(championship.classes);
    const deduped = dedupeStandings(view.positions, multiplier);
    const shown = view.stages.filter((st) => st.resultsStatus !== null);
    // The club and team files only where the championship has those standings (issue #37).
    return [
      individualMarkdown(view.championship, shown, deduped, view.mode ?? 'approve'),
      ...(championship.hasClubStandings
        ? [clubMarkdown(view.championship, shown, clubStandings(deduped, multiplier))]
        : []),
      ...(championship.hasTeamCompetition ? [teamMarkdown(view.championship, shown, teamStandings(deduped))] : []),
    ];
  }

  private audit(tx: Db, viewer: Viewer, event: string, data: Record<string, unknown>) {
    return repo.audit(tx, { stageId: null, event, data, userId: viewer.userId, userEmail: viewer.email });
  }
}

async function stageContext(db: Db, stageId: string) {
  const stage = await repo.findStage(db, stageId);
  if (!stage) throw new AppError('notFound');
  const championship = (await repo.findChampionship(db, stage.championshipId))!;
  const published = await repo.listPublishedStages(db, championship);
  const entry = published.find((p) => p.row.id === stageId) ?? null;
  return { stage, championship, published, entry };
}

/** Generation without the caller's checks (the demo seed uses it too): writes or returns the conflicts. */
export async function generateStandingsFor(tx: Db, stageId: string, resolutions: StandingResolution[]) {
  const { stage, championship, published, entry } = await stageContext(tx, stageId);
  if (!entry) throw new AppError('standingsStageNotFound');
  if (stage.resultsStatus !== 'Approved' && stage.resultsStatus !== 'StandingsGenerated')
    throw new AppError('standingsWrongStatus');
  await repo.lockStandings(tx, championship.id);
  const existing = await repo.listPositions(tx, championship.id);
  const riderOf = await entryRiders(tx, stageId);
  const results: GenerationResult[] = (await listStageResultRows(tx, stageId)).map((r) => ({
    ...r,
    riderId: riderOf.get(r.participantId) ?? null,
    name: r.participant.name,
    racingClass: r.participant.racingClass,
    racingNumber: r.participant.racingNumber,
    clubId: r.participant.club?.id ?? null,
    gender: r.participant.gender,
    birthDate: r.participant.birthDate,
    team: r.participant.team,
  }));
  const output = generateStageStandings({
    championship,
    stage: {
      id: stageId,
      order: entry.stage.order,
      title: stageTitle(entry.stage.location, entry.stage.competitionStartDate, entry.stage.timeZone),
      resultsPath: entry.stage.resultsPath,
      competitionType: stage.competitionType,
    },
    firstStageDate: published[0]!.stage.competitionStartDate,
    results,
    existing,
    resolutions,
    apart: await knownApart(
      tx,
      [...riderOf.values(), ...existing.map((p) => p.riderId)].filter((id) => id != null),
    ),
  });
  if (output.missingClass !== undefined)
    throw new AppError('standingsClassOrderNotFound', { class: output.missingClass });
  if (!output.ok) return { ok: false as const, errors: output.errors };
  await repo.upsertPositions(tx, championship.id, output.upserts);
  await repo.deletePositions(tx, championship.id, output.deletes);
  const status = await repo.findStatus(tx, championship.id);
  // New draft entries are not approved: approved standings go back to published.
  if (!status) await repo.saveStatus(tx, championship.id, 'draft', null);
  else if (status.status === 'approved') await repo.saveStatus(tx, championship.id, 'published', status.mode);
  await repo.setResultsStatus(tx, stageId, 'StandingsGenerated');
  return { ok: true as const, output, championship };
}

/** Publishing without the caller's checks (the demo seed uses it too). */
export async function publishStandingsFor(tx: Db, stageId: string) {
  const { stage, championship, entry } = await stageContext(tx, stageId);
  if (!entry) throw new AppError('standingsStageNotFound');
  if (stage.resultsStatus !== 'StandingsGenerated') throw new AppError('standingsWrongStatus');
  await repo.lockStandings(tx, championship.id);
  const positions = await repo.listPositions(tx, championship.id);
  const changed = positions
    .filter((p) => p.results.some((r) => r.order === entry.stage.order && r.status === 'draft'))
    .map((p) => ({
      ...p,
      results: p.results.map((r) => (r.order === entry.stage.order ? { ...r, status: 'final' as const } : r)),
    }));
  await repo.upsertPositions(tx, championship.id, changed);
  const status = await repo.findStatus(tx, championship.id);
  if (!status || status.status === 'draft')
    await repo.saveStatus(tx, championship.id, 'published', status?.mode ?? null);
  await repo.setResultsStatus(tx, stageId, 'StandingsPublished');
  return { championship, changed };
}
