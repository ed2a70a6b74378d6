import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { riders } from '../../db/schema.js';

/**
 * A rider record's contact e-mail (issue #38, decision 080): what a claim matches by e-mail. The
 * secretary's add form and the entry import set it when they give one; the edit form shows it and saves
 * what it holds (an emptied field clears it). Staff screens only (privacy.ts): never in a public view.
 */
export async function setRiderEmail(tx: Db, riderId: string, email: string | null | undefined, clear = false) {
  if (email === undefined || (email === null && !clear)) return;
  await tx.update(riders).set({ email, updatedAt: new Date() }).where(eq(riders.id, riderId));
}

/** The contact e-mails of these riders, by rider id (riders without one are left out). */
export async function riderEmails(db: Db, riderIds: readonly string[]): Promise<Map<string, string>> {
  if (riderIds.length === 0) return new Map();
  const rows = await db
    .select({ id: riders.id, email: riders.email })
    .from(riders)
    .where(inArray(riders.id, [...new Set(riderIds)]));
  return new Map(rows.flatMap((r) => (r.email ? [[r.id, r.email] as const] : [])));
}
