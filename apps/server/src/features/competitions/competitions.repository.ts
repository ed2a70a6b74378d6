import type { PublicStage, StagePatch, StageSummary } from '@trialhub/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { championships, stages } from '../../db/schema.js';

const summaryColumns = {
  id: stages.id,
  institutionId: championships.institutionId,
  championshipId: championships.slug,
  stageId: stages.slug,
  championshipName: championships.displayName,
  title: stages.title,
  location: stages.location,
  competitionStartDate: stages.competitionStartDate,
  competitionEndDate: stages.competitionEndDate,
  registrationEndDate: stages.registrationEndDate,
  timeZone: stages.timeZone,
  competitionType: stages.competitionType,
  status: stages.status,
};

type SummaryRow = Omit<StageSummary, 'competitionStartDate' | 'competitionEndDate' | 'registrationEndDate'> & {
  competitionStartDate: Date;
  competitionEndDate: Date;
  registrationEndDate: Date | null;
};

function toSummary({
  competitionStartDate,
  competitionEndDate,
  registrationEndDate,
  ...rest
}: SummaryRow): StageSummary {
  return {
    ...rest,
    competitionStartDate: competitionStartDate.toISOString(),
    competitionEndDate: competitionEndDate.toISOString(),
    registrationEndDate: registrationEndDate?.toISOString() ?? null,
  };
}

export async function listPublishedStageSummaries(db: Db): Promise<StageSummary[]> {
  const found = await db
    .select(summaryColumns)
    .from(stages)
    .innerJoin(championships, eq(championships.id, stages.championshipId))
    .where(eq(stages.status, 'published'))
    .orderBy(asc(stages.competitionStartDate));
  return found.map(toSummary);
}

export async function findStageSummary(db: Db, stageId: string): Promise<StageSummary | null> {
  const [row] = await db
    .select(summaryColumns)
    .from(stages)
    .innerJoin(championships, eq(championships.id, stages.championshipId))
    .where(eq(stages.id, stageId));
  return row ? toSummary(row) : null;
}

export async function updateStage(db: Db, stageId: string, patch: StagePatch): Promise<boolean> {
  const updated = await db
    .update(stages)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(stages.id, stageId)))
    .returning({ id: stages.id });
  return updated.length > 0;
}

/** A stage by its address (institution / championship slug / stage slug), drafts included. */
/** The stage at /competitions/:institutionId/:championshipSlug/:stageSlug (stages joined with championships). */
export function stagePathIs(institutionId: string, championshipSlug: string, stageSlug: string) {
  return and(
    eq(championships.institutionId, institutionId),
    eq(championships.slug, championshipSlug),
    eq(stages.slug, stageSlug),
  );
}

export async function findStageByPath(
  db: Db,
  institutionId: string,
  championshipSlug: string,
  stageSlug: string,
): Promise<PublicStage | null> {
  const [row] = await db
    .select({
      ...summaryColumns,
      stage: stages,
      hasWomenClasses: championships.hasWomenClasses,
      teams: championships.teams,
    })
    .from(stages)
    .innerJoin(championships, eq(championships.id, stages.championshipId))
    .where(stagePathIs(institutionId, championshipSlug, stageSlug));
  if (!row) return null;
  const { stage: s, hasWomenClasses, teams, ...summary } = row;
  return {
    ...toSummary(summary),
    hasWomenClasses,
    teams,
    competitionOrganizer: s.competitionOrganizer,
    googleMaps: s.googleMaps,
    waze: s.waze,
    descriptionLv: s.descriptionLv,
    descriptionEt: s.descriptionEt,
    descriptionEn: s.descriptionEn,
    sectionCount: s.sectionCount,
    classes: [...s.classes].sort((a, b) => a.order - b.order),
    sponsors: s.sponsors.map((sp) => ({
      name: sp.name,
      url: sp.url,
      logoUrl: sp.logoFileId ? `/api/files/${sp.logoFileId}` : null,
    })),
    regulationUrl: s.regulationFileId ? `/api/files/${s.regulationFileId}` : null,
    openFree: s.competitionType === 'openFree' ? s.openFree : null,
    manualDnf: s.manualDnf,
    showEndTimeDiff: s.showEndTimeDiff,
    resultsStatus: s.resultsStatus,
  };
}
