import type { StagePatch, StageSummary } from '@trialhub/domain';
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
