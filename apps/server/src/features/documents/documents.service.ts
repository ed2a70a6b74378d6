import {
  DEFAULT_TIME_ZONE,
  type MarkdownFile,
  type RulePart,
  type StandingsView,
  describeRules,
  normaliseRules,
  rankByClass,
  resultsStateOf,
  stageColumnDate,
  stagePath,
  standingsTables,
  wallClockIn,
} from '@trialhub/domain';
import { type Viewer, audienceOf, requireRole } from '../../auth/viewer.js';
import type { Db } from '../../db/open-db.js';
import { AppError } from '../../http/app-error.js';
import type { ResultsService } from '../results/results.service.js';
import type { StandingsService } from '../standings/standings.service.js';
import type { StartListsService } from '../start-lists/start-lists.service.js';
import { type DocLanguage, type DocT, documentTexts, formatVenueDate } from './document-texts.js';
import * as repo from './documents.repository.js';
import { type DocumentStatus, documentFileName, renderDocument } from './pdf-frame.js';
import { observerSheetBody, startListBody } from './paper-sheets.js';
import { resultsBody } from './results-document.js';
import { standingsBody, standingsNeedLandscape } from './standings-document.js';
import { standingsMarkdownFiles } from './standings-markdown.js';

export interface PdfFile {
  name: string;
  bytes: Buffer;
}

/**
 * Official documents (issue #19): the results of a stage and the standings of a championship as PDF.
 * Each reads through the service its page reads through (ResultsService.list, StandingsService.view),
 * so a document shows exactly what the page shows to the same viewer: a draft stage is a 404 to the
 * public, riders' private fields never print (privacy.ts), and places come from the same ranking.
 */
export class DocumentsService {
  constructor(
    private readonly db: Db,
    private readonly results: ResultsService,
    private readonly standings: StandingsService,
    /** 'Generated at' and whether a protest window has closed (the same clock as the results services). */
    private readonly clock: () => Date = () => new Date(),
    private readonly publicUrl = 'http://localhost',
    /** Start lists (issue #39): the paper start list prints each rider's start in start order. */
    private readonly startLists?: StartListsService,
  ) {}

  /**
   * The paper fallback (issue #17): observer sheets of one section (or every section, a page each)
   * and start lists with blank score cards per class (one class or all). They name every rider of a
   * stage, drafts too, so only secretaries and admins print them.
   */
  async observerSheetsPdf(
    viewer: Viewer | null,
    stageId: string,
    section: number | null,
    lang: DocLanguage,
    now = this.clock(),
  ): Promise<PdfFile> {
    const { stage, found, riders, t } = await this.paperInput(viewer, stageId, lang);
    if (section !== null && (!Number.isInteger(section) || section < 1 || section > stage.sectionCount))
      throw new AppError('validation', { section: 'judge.sectionOutOfRange' });
    const sections = section === null ? Array.from({ length: stage.sectionCount }, (_, i) => i + 1) : [section];
    const path = stagePath({
      institutionId: found.championship.institutionId,
      championshipId: found.championship.slug,
      stageId: stage.slug,
    });
    const bytes = await renderDocument({
      ...this.formFrame(found, t, lang, now),
      title: `${t('observerSheetTitle')}: ${stage.title}`,
      signers: [t('observer')],
      body: sections.flatMap((n, i) =>
        observerSheetBody({
          section: n,
          classes: stage.classes,
          riders,
          openFree: stage.competitionType === 'openFree',
          // The sheet's code opens the keyed entry of this section on the judges page.
          qr: `${this.publicUrl}${path}/judges?keyed=${n}`,
          t,
          pageBreakBefore: i > 0,
        }),
      ),
    });
    const part = section === null ? 'all' : `section-${section}`;
    return { name: documentFileName(found.championship.slug, stage.slug, 'observer-sheets', part, lang), bytes };
  }

  async startListsPdf(
    viewer: Viewer | null,
    stageId: string,
    className: string | null,
    lang: DocLanguage,
    now = this.clock(),
  ): Promise<PdfFile> {
    const { stage, found, riders, t } = await this.paperInput(viewer, stageId, lang);
    const classes = [...stage.classes]
      .sort((a, b) => a.order - b.order)
      .filter((c) => className === null || c.name === className);
    if (classes.length === 0) throw new AppError('notFound');
    const starts = new Map(
      ((await this.startLists?.rows(stageId)) ?? []).map((r) => [
        r.id,
        { position: r.position, time: wallClockIn(stage.timeZone, r.startsAt).slice(11) },
      ]),
    );
    const bytes = await renderDocument({
      ...this.formFrame(found, t, lang, now),
      title: `${t('startListTitle')}: ${stage.title}`,
      landscape: true,
      body: classes.flatMap((cls, i) => startListBody({ cls, riders, t, pageBreakBefore: i > 0, starts })),
    });
    const part = className === null ? 'all' : className;
    return { name: documentFileName(found.championship.slug, stage.slug, 'start-list', part, lang), bytes };
  }

  private async paperInput(viewer: Viewer | null, stageId: string, lang: DocLanguage) {
    requireRole(viewer, 'secretary');
    const found = await repo.findStageWithChampionship(this.db, stageId);
    if (!found) throw new AppError('notFound');
    const riders = await repo.listSheetRiders(this.db, stageId);
    return { stage: found.stage, found, riders, t: documentTexts(lang) };
  }

  private formFrame(
    found: NonNullable<Awaited<ReturnType<typeof repo.findStageWithChampionship>>>,
    t: DocT,
    lang: DocLanguage,
    now: Date,
  ) {
    const { stage } = found;
    return {
      lang,
      t,
      federation: found.federation,
      championship: found.championship.displayName,
      subtitle: [formatVenueDate(stage.competitionStartDate, lang, stage.timeZone), stage.location]
        .filter(Boolean)
        .join(' · '),
      status: null,
      timeZone: stage.timeZone,
      statusAt: now,
      generatedAt: now,
      landscape: false,
      rules: null,
    };
  }

  async resultsPdf(viewer: Viewer | null, stageId: string, lang: DocLanguage, now = this.clock()): Promise<PdfFile> {
    // First: the access check and the viewer's view of the results.
    const list = await this.results.list(viewer, stageId);
    const found = await repo.findStageWithChampionship(this.db, stageId);
    if (!found) throw new AppError('notFound');
    const { stage, championship, federation } = found;
    const blocks = rankByClass(
      {
        classes: stage.classes,
        competitionType: stage.competitionType,
        manualDnf: stage.manualDnf,
        competitionEndDate: stage.competitionEndDate.toISOString(),
      },
      list,
      now,
    );
    const t = documentTexts(lang);
    const state = resultsStateOf(stage);
    const published = state.state === 'provisional' ? stage.provisionalPublishedAt : null;
    const bytes = await renderDocument({
      lang,
      t,
      federation,
      championship: championship.displayName,
      title: `${t('resultsTitle')}: ${stage.title}`,
      subtitle: [formatVenueDate(stage.competitionStartDate, lang, stage.timeZone), stage.location]
        .filter(Boolean)
        .join(' · '),
      // The results page's own three states (decision 027): live and unofficial 'as of' now while scoring
      // goes on, provisional once a secretary published them (with the protest window), then approved.
      status: state.state,
      timeZone: stage.timeZone,
      statusAt: (state.state === 'approved' && (await repo.findApprovedAt(this.db, stageId))) || published || now,
      published: published ? { closesAt: stage.protestClosesAt } : undefined,
      generatedAt: now,
      landscape: true,
      // A stage's results: its scoring, the championship's points by place and the rules that change a
      // stage's results (missed section, late penalty: decision 019); counting is the standings'.
      rules: {
        summary: describeRules(normaliseRules(championship.rules), championship, 0).filter((p) =>
          RESULTS_RULE_KEYS.has(p.key),
        ),
        competitionType: stage.competitionType,
      },
      body: resultsBody(blocks, stage.competitionType, t),
    });
    return { name: documentFileName(championship.slug, stage.slug, 'results', lang), bytes };
  }

  /** The standings as Markdown files in `lang` (secretaries: drafts included, as the export always was). */
  async standingsMarkdown(viewer: Viewer | null, championshipId: string, lang: DocLanguage): Promise<MarkdownFile[]> {
    requireRole(viewer, 'secretary');
    const address = await repo.findChampionshipAddress(this.db, championshipId);
    if (!address) throw new AppError('notFound');
    return standingsMarkdownFiles(await this.standings.view(viewer, address.institutionId, address.slug), lang);
  }

  async standingsPdf(
    viewer: Viewer | null,
    institutionId: string,
    championshipSlug: string,
    lang: DocLanguage,
    now = new Date(),
  ): Promise<PdfFile> {
    const isSecretary = audienceOf(viewer) === 'secretary';
    const view = await this.standings.view(viewer, institutionId, championshipSlug);
    // Draft standings are not public: the page shows visitors a notice, the document does not exist.
    if (!isSecretary && (view.status === null || view.status === 'draft')) throw new AppError('notFound');
    const tables = standingsTables(view, isSecretary);
    const t = documentTexts(lang);
    const status = standingsStatus(view);
    const landscape = standingsNeedLandscape(tables);
    const { championship } = view;
    const bytes = await renderDocument({
      lang,
      t,
      federation: await repo.findFederationName(this.db, institutionId),
      championship: championship.displayName,
      title: t('standingsTitle'),
      subtitle: tables.stages
        .map((s) => `${s.order + 1}. ${s.location ?? s.title} ${stageColumnDate(s.competitionStartDate, s.timeZone)}`)
        .join(' · '),
      status,
      // A championship has no zone of its own: its latest stage's venue clock (Riga when it has none).
      timeZone: tables.stages.at(-1)?.timeZone ?? view.stages.at(-1)?.timeZone ?? DEFAULT_TIME_ZONE,
      statusAt:
        status === 'approved' || status === 'final'
          ? ((await repo.findStandingsStatusAt(this.db, championship.id)) ?? now)
          : now,
      generatedAt: now,
      landscape: true,
      rules: { summary: tables.rulesSummary },
      body: standingsBody(championship, tables, t, lang, landscape),
    });
    return { name: documentFileName(championship.slug, 'standings', lang), bytes };
  }
}

const RESULTS_RULE_KEYS = new Set<RulePart['key']>(['rules.points', 'rules.missedSection', 'rules.latePenalty']);

/** Draft (secretaries only), published → Provisional, approved → Approved or Final by the batch's mode. */
function standingsStatus(view: StandingsView): DocumentStatus {
  if (view.status === 'approved') return view.mode === 'final' ? 'final' : 'approved';
  return view.status === 'published' ? 'provisional' : 'draft';
}
