import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { participants, results } from '../../db/schema.js';
import { generateStandingsFor, publishStandingsFor } from './standings.service.js';

/** Family-cup teams of the demo riders (by name). */
const demoTeams: Record<string, string> = {
  'Mārtiņš Ozols': 'Ozolu ģimene',
  'Emīls Ozols': 'Ozolu ģimene',
  'Kristjan Tamm': 'Tamm & Kask',
  'Henri Tamm': 'Tamm & Kask',
  'Rasmus Kask': 'Tamm & Kask',
  'Mia Kask': 'Tamm & Kask',
  'Toms Kalniņš': 'Kalniņi',
  'Roberts Kalniņš': 'Kalniņi',
};

/**
 * The demo's standings (issue 8): riders get their family-cup teams, and the approved past stages are
 * generated and published, so visitors see individual, club and family-cup standings at once.
 */
export async function seedDemoStandings(db: Db, stageIds: readonly string[], allStageIds: readonly string[]) {
  await db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    for (const [name, team] of Object.entries(demoTeams)) {
      for (const stageId of allStageIds) {
        await tx
          .update(participants)
          .set({ team })
          .where(sql`${participants.stageId} = ${stageId} AND ${participants.name} = ${name}`);
      }
      await tx
        .update(results)
        .set({ participant: sql`jsonb_set(${results.participant}, '{team}', to_jsonb(${team}::text))` })
        .where(eq(sql`${results.participant}->>'name'`, name));
    }
    for (const stageId of stageIds) {
      const done = await generateStandingsFor(tx, stageId, []);
      if (!done.ok) throw new Error(`demo standings of ${stageId}: ${done.errors.length} conflicts`);
      await publishStandingsFor(tx, stageId);
    }
  });
}
