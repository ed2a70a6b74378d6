import type { Db } from './open-db.js';
import { auditLog } from './schema.js';

/**
 * Appends an audit entry (spec §7: event, data, timestamp, userId, userEmail). Call it with the
 * transaction of the change it records, so the two commit together (DESIGN.md §4.9).
 */
export async function writeAudit(
  db: Db,
  entry: {
    stageId: string | null;
    event: string;
    data: Record<string, unknown>;
    userId: string;
    userEmail: string | null;
    /** When it happened, if not now: an approval's moment, the same on a venue laptop and at home. */
    timestamp?: Date;
  },
) {
  await db.insert(auditLog).values(entry);
}
