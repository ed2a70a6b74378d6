import type { AdminStage, AdminStageListItem, ChampionshipInput, ClubInput, StageInput } from '@trialhub/domain';
import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { championships, clubs, institutions, participants, stages, users } from '../../db/schema.js';

export async function listInstitutions(db: Db) {
  const insts = await db.select().from(institutions).orderBy(asc(institutions.name));
  const champs = await db
    .select({
      id: championships.id,
      institutionId: championships.institutionId,
      slug: championships.slug,
      displayName: championships.displayName,
      stageCount: sql<number>`(SELECT count(*)::int FROM stages s WHERE s.championship_id = "championships"."id")`,
    })
    .from(championships)
    .orderBy(asc(championships.displayName));
  return insts.map((i) => ({
    id: i.id,
    name: i.name,
    championships: champs
      .filter((c) => c.institutionId === i.id)
      .map(({ institutionId: _, ...c }) => ({ ...c, stageCount: Number(c.stageCount) })),
  }));
}

export async function insertInstitution(db: Db, id: string, name: string) {
  const inserted = await db
    .insert(institutions)
    .values({ id, name })
    .onConflictDoNothing()
    .returning({ id: institutions.id });
  return inserted.length > 0;
}

export async function renameInstitution(db: Db, id: string, name: string) {
  return (
    (await db.update(institutions).set({ name }).where(eq(institutions.id, id)).returning({ id: institutions.id }))
      .length > 0
  );
}

export async function countChampionships(db: Db, institutionId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(championships)
    .where(eq(championships.institutionId, institutionId));
  return Number(row?.n ?? 0);
}

export async function deleteInstitution(db: Db, id: string) {
  return (await db.delete(institutions).where(eq(institutions.id, id)).returning({ id: institutions.id })).length > 0;
}

export async function findChampionshipBySlug(db: Db, institutionId: string, slug: string) {
  const [row] = await db
    .select()
    .from(championships)
    .where(and(eq(championships.institutionId, institutionId), eq(championships.slug, slug)));
  return row ?? null;
}

export async function findChampionship(db: Db, id: string) {
  const [row] = await db
    .select({ championship: championships, institutionName: institutions.name })
    .from(championships)
    .innerJoin(institutions, eq(institutions.id, championships.institutionId))
    .where(eq(championships.id, id));
  return row ?? null;
}

export async function insertChampionship(db: Db, id: string, institutionId: string, input: ChampionshipInput) {
  await db.insert(championships).values({ id, institutionId, ...input });
}

export async function updateChampionship(db: Db, id: string, input: ChampionshipInput) {
  await db.update(championships).set(input).where(eq(championships.id, id));
}

export async function deleteChampionship(db: Db, id: string) {
  await db.delete(championships).where(eq(championships.id, id));
}

export async function listStages(db: Db, championshipId: string): Promise<AdminStageListItem[]> {
  const rows = await db
    .select({
      id: stages.id,
      slug: stages.slug,
      title: stages.title,
      location: stages.location,
      competitionStartDate: stages.competitionStartDate,
      competitionEndDate: stages.competitionEndDate,
      timeZone: stages.timeZone,
      status: stages.status,
      competitionType: stages.competitionType,
      participantCount: sql<number>`(SELECT count(*)::int FROM participants p WHERE p.stage_id = "stages"."id")`,
    })
    .from(stages)
    .where(eq(stages.championshipId, championshipId))
    .orderBy(asc(stages.competitionStartDate));
  return rows.map((r) => ({
    ...r,
    competitionStartDate: r.competitionStartDate.toISOString(),
    competitionEndDate: r.competitionEndDate.toISOString(),
    participantCount: Number(r.participantCount),
  }));
}

export async function findStageRow(db: Db, stageId: string) {
  const [row] = await db.select().from(stages).where(eq(stages.id, stageId));
  return row ?? null;
}

export async function findStage(db: Db, stageId: string): Promise<AdminStage | null> {
  const [row] = await db
    .select({
      stage: stages,
      championshipSlug: championships.slug,
      championshipName: championships.displayName,
      institutionId: championships.institutionId,
    })
    .from(stages)
    .innerJoin(championships, eq(championships.id, stages.championshipId))
    .where(eq(stages.id, stageId));
  if (!row) return null;
  const s = row.stage;
  return {
    id: s.id,
    championshipId: s.championshipId,
    championshipSlug: row.championshipSlug,
    championshipName: row.championshipName,
    institutionId: row.institutionId,
    slug: s.slug,
    title: s.title,
    location: s.location,
    competitionStartDate: s.competitionStartDate.toISOString(),
    competitionEndDate: s.competitionEndDate.toISOString(),
    registrationEndDate: s.registrationEndDate?.toISOString() ?? null,
    timeZone: s.timeZone,
    status: s.status,
    competitionOrganizer: s.competitionOrganizer,
    googleMaps: s.googleMaps,
    waze: s.waze,
    competitionType: s.competitionType,
    manualDnf: s.manualDnf,
    showEndTimeDiff: s.showEndTimeDiff,
    descriptionLv: s.descriptionLv,
    descriptionEt: s.descriptionEt,
    descriptionEn: s.descriptionEn,
    sectionCount: s.sectionCount,
    classes: s.classes,
    openFree: s.openFree,
    sponsors: s.sponsors,
    regulationFileId: s.regulationFileId,
    updatedAt: s.updatedAt.toISOString(),
  };
}

export async function stageSlugTaken(db: Db, championshipId: string, slug: string, exceptId?: string) {
  const rows = await db
    .select({ id: stages.id })
    .from(stages)
    .where(and(eq(stages.championshipId, championshipId), eq(stages.slug, slug)));
  return rows.some((r) => r.id !== exceptId);
}

function stageColumns(input: StageInput) {
  return {
    ...input,
    competitionStartDate: new Date(input.competitionStartDate),
    competitionEndDate: new Date(input.competitionEndDate),
    registrationEndDate: input.registrationEndDate ? new Date(input.registrationEndDate) : null,
    updatedAt: new Date(),
  };
}

export async function insertStage(db: Db, id: string, championshipId: string, input: StageInput) {
  await db.insert(stages).values({ id, championshipId, ...stageColumns(input) });
}

export async function updateStageFully(db: Db, id: string, input: StageInput) {
  await db.update(stages).set(stageColumns(input)).where(eq(stages.id, id));
}

export async function countParticipants(db: Db, stageId: string) {
  const [row] = await db.select({ n: count() }).from(participants).where(eq(participants.stageId, stageId));
  return Number(row?.n ?? 0);
}

export async function deleteStage(db: Db, id: string) {
  await db.delete(stages).where(eq(stages.id, id));
}

export async function listClubs(db: Db) {
  return db.select().from(clubs).orderBy(asc(clubs.id));
}

export async function upsertClubs(db: Db, rows: ClubInput[]) {
  const existing = new Set((await db.select({ id: clubs.id }).from(clubs)).map((c) => c.id));
  for (const row of rows) {
    await db
      .insert(clubs)
      .values(row)
      .onConflictDoUpdate({ target: clubs.id, set: { country: row.country } });
  }
  const added = new Set(rows.map((r) => r.id).filter((id) => !existing.has(id))).size;
  return { added, updated: new Set(rows.map((r) => r.id)).size - added };
}

export async function deleteClub(db: Db, id: string) {
  return (await db.delete(clubs).where(eq(clubs.id, id)).returning({ id: clubs.id })).length > 0;
}

export async function searchUsers(db: Db, query: string) {
  const q = `%${query.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  return db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role, isJudge: users.isJudge })
    .from(users)
    .where(query ? or(ilike(users.name, q), ilike(users.email, q)) : undefined)
    .orderBy(asc(users.name))
    .limit(50);
}

export async function findUser(db: Db, id: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(eq(users.id, id));
  return row ?? null;
}
