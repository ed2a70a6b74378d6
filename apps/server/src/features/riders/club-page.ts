import { clubPageSchema } from '@trialhub/domain';
import type { ClubPage } from '@trialhub/domain';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Viewer } from '../../auth/viewer.js';
import type { Db } from '../../db/open-db.js';
import { championships, clubs, participants, results, riders, stages } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { AppEnv } from '../../http/app-env.js';
import { doc } from '../../http/describe.js';
import type { StandingsService } from '../standings/standings.service.js';

/**
 * A club's public page (issue #38): what visitors already see of the club's riders on published stages —
 * names, classes, birth years, results — gathered; riders who hid their page are not listed.
 */
export async function clubPage(
  db: Db,
  standings: StandingsService,
  viewer: Viewer | null,
  clubId: string,
): Promise<ClubPage> {
  const [club] = await db.select().from(clubs).where(eq(clubs.id, clubId));
  const entries = await db
    .select({
      riderId: participants.riderId,
      participantId: participants.id,
      name: participants.name,
      racingClass: participants.racingClass,
      birthDate: participants.birthDate,
      hidden: riders.hidden,
      riderClub: riders.clubId,
      stageTitle: stages.title,
      stageSlug: stages.slug,
      institutionId: championships.institutionId,
      championshipSlug: championships.slug,
      championshipName: championships.displayName,
      competitionStartDate: stages.competitionStartDate,
      timeZone: stages.timeZone,
      hasResult: isNotNull(results.participantId),
      position: results.position,
      status: results.status,
    })
    .from(participants)
    .innerJoin(stages, and(eq(stages.id, participants.stageId), eq(stages.status, 'published')))
    .innerJoin(championships, eq(championships.id, stages.championshipId))
    .leftJoin(riders, eq(riders.id, participants.riderId))
    .leftJoin(results, and(eq(results.stageId, participants.stageId), eq(results.participantId, participants.id)))
    .where(eq(participants.clubId, clubId))
    .orderBy(desc(stages.competitionStartDate));
  if (!club && entries.length === 0) throw new AppError('notFound');
  const listed = new Map<string, ClubPage['riders'][number]>();
  for (const e of entries)
    if (e.riderId && !e.hidden && e.riderClub === clubId && !listed.has(e.riderId))
      listed.set(e.riderId, {
        id: e.riderId,
        name: e.name,
        racingClass: e.racingClass,
        birthYear: Number(e.birthDate.slice(0, 4)),
      });
  const path = (e: (typeof entries)[number]) => `/competitions/${e.institutionId}/${e.championshipSlug}/${e.stageSlug}`;
  const out: ClubPage = {
    club: { id: clubId, country: club?.country ?? null },
    riders: [...listed.values()].sort((a, b) => a.name.localeCompare(b.name)),
    results: entries
      // A place is given at approval (a status holder has none): only approved results are shown.
      .filter((e) => e.hasResult && (e.position !== null || e.status !== null))
      .slice(0, 20)
      .map((e) => ({
        stageTitle: e.stageTitle,
        stagePath: path(e),
        competitionStartDate: e.competitionStartDate.toISOString(),
        timeZone: e.timeZone,
        riderId: e.riderId,
        participantId: e.participantId,
        name: e.name,
        racingClass: e.racingClass,
        position: e.status ? null : (e.position ?? null),
        status: e.status ?? null,
      })),
    standings: [],
  };
  const seen = new Set<string>();
  for (const e of entries) {
    const key = `${e.institutionId}/${e.championshipSlug}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const tables = await standings.tables(viewer, e.institutionId, e.championshipSlug).catch(() => null);
    const row = tables?.clubs.find((c) => c.name === clubId);
    if (row)
      out.standings.push({
        championshipName: e.championshipName,
        championshipPath: `/competitions/${key}`,
        position: row.position,
        totalPoints: row.totalPoints,
      });
  }
  return out;
}

export function clubPageRoutes(db: Db, standings: StandingsService) {
  return new Hono<AppEnv>().get(
    '/club-pages/:clubId',
    doc({
      summary: "A club's page: its riders, recent results and club standings places (published stages only)",
      response: clubPageSchema,
      responses: { 404: 'no such club, and no entries for it' },
    }),
    async (c) => {
      c.header('cache-control', 'no-cache');
      return c.json(await clubPage(db, standings, c.get('viewer'), c.req.param('clubId')));
    },
  );
}
