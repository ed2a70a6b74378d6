import type { DayBundleAnswer } from '@trialhub/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/open-db.js';
import { stageCommands, users } from '../../../db/schema.js';
import { venuePulledCommands } from '../../../db/venue-schema.js';
import { DAY_TABLES, DAY_TABLE_NAMES, type DayTableName, rowFromJson } from '../day-tables.js';

/** What the stage's results are made of: taken from home once, at the first pull; the laptop writes them after. */
const RESULTS_TABLES = new Set<DayTableName>(['results', 'sectionScores', 'stageCommands']);
const CHUNK = 200;

/**
 * Imports a pulled day into the laptop's own database with the federation server's ids (decision 085),
 * in one transaction, idempotently: a row the laptop already has is left as it is (from the first pull on,
 * the laptop is the stage's authority: its corrections, sign-ons and approval are not overwritten by
 * home's older rows). The first pull takes everything; a later one (`first` false) only adds what the
 * laptop lacks among the reference rows (an online entry made at home before the day) — result rows,
 * section scores and commands recorded at home later come through the change cursor instead, applied
 * once by their ids. The day's commands are marked as pulled (the forwarder sends only the laptop's own),
 * and the log's position counter is moved past theirs, so the laptop's own commands follow them in order.
 */
export async function importDay(db: Db, bundle: DayBundleAnswer, first: boolean): Promise<{ inserted: number }> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    let inserted = 0;
    for (const name of DAY_TABLE_NAMES) {
      if (!first && RESULTS_TABLES.has(name)) continue;
      const table = DAY_TABLES[name];
      let list = (bundle.tables[name] ?? []).map((row) => rowFromJson(table, row));
      if (name === 'stageJudges' && list.length > 0) {
        // A judge whose e-mail the laptop already knows under another account is not brought over.
        const ids = list.map((j) => j.userId as string);
        const known = new Set(
          (await tx.select({ id: users.id }).from(users).where(inArray(users.id, ids))).map((u) => u.id),
        );
        list = list.filter((j) => known.has(j.userId as string));
      }
      for (let i = 0; i < list.length; i += CHUNK) {
        const added = await tx
          .insert(table)
          .values(list.slice(i, i + CHUNK) as never)
          .onConflictDoNothing()
          .returning();
        inserted += added.length;
        if (name === 'stageCommands' && added.length > 0)
          await tx
            .insert(venuePulledCommands)
            .values(
              (added as { commandId: string }[]).map((c) => ({ commandId: c.commandId, stageId: bundle.stageId })),
            )
            .onConflictDoNothing();
      }
    }
    if (first) {
      const [top] = await tx
        .select({ position: sql<string | null>`max(${stageCommands.position})::text` })
        .from(stageCommands)
        .where(eq(stageCommands.stageId, bundle.stageId));
      if (top?.position)
        await tx.execute(
          sql`SELECT setval('stage_commands_position', greatest(${top.position}::bigint, (SELECT last_value FROM stage_commands_position)))`,
        );
    }
    return { inserted };
  });
}
