import {
  type EntryRules,
  type LicenceImportCandidate,
  type LicenceInput,
  type RiderLicence,
  entryRulesSchema,
  noEntryRules,
} from '@trialhub/domain';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.js';
import { lockUntilCommit } from '../../db/xact-lock.js';
import { entryRules, participants, riderLicences, riders } from '../../db/schema.js';

/** Riders' licences and entry rules (decision 079). */

const licenceColumns = {
  id: riderLicences.id,
  federation: riderLicences.federation,
  kind: riderLicences.kind,
  number: riderLicences.number,
  validFrom: riderLicences.validFrom,
  validTo: riderLicences.validTo,
  stageId: riderLicences.stageId,
  priceCents: riderLicences.priceCents,
};

export async function listLicences(db: Db, riderId: string): Promise<RiderLicence[]> {
  return db
    .select(licenceColumns)
    .from(riderLicences)
    .where(eq(riderLicences.riderId, riderId))
    .orderBy(sql`${riderLicences.validTo} DESC`, riderLicences.id);
}

export async function insertLicence(
  db: Db,
  riderId: string,
  licence: LicenceInput,
  extra: { createdBy: string | null; stageId?: string; participantId?: string; priceCents?: number },
) {
  const [row] = await db
    .insert(riderLicences)
    .values({ riderId, ...licence, ...extra })
    .onConflictDoNothing()
    .returning(licenceColumns);
  return row ?? null;
}

/**
 * A secretary's correction of a licence; null when the rider has no such licence, 'numberTaken' when
 * another licence of the federation has that number (checked first: a unique violation would abort the
 * transaction on PostgreSQL).
 */
export async function updateLicence(db: Db, riderId: string, id: number, licence: LicenceInput) {
  if (licence.number !== null) {
    const [other] = await db
      .select({ id: riderLicences.id })
      .from(riderLicences)
      .where(
        and(
          eq(riderLicences.federation, licence.federation),
          eq(riderLicences.number, licence.number),
          sql`${riderLicences.id} <> ${id}`,
        ),
      );
    if (other) return 'numberTaken' as const;
  }
  const [row] = await db
    .update(riderLicences)
    .set(licence)
    .where(and(eq(riderLicences.riderId, riderId), eq(riderLicences.id, id)))
    .returning(licenceColumns);
  return row ?? null;
}

export async function deleteLicence(db: Db, riderId: string, id: number) {
  const gone = await db
    .delete(riderLicences)
    .where(and(eq(riderLicences.riderId, riderId), eq(riderLicences.id, id)))
    .returning({ id: riderLicences.id });
  return gone.length > 0;
}

/** A one-event licence bought with an entry (its price joins the entry's fee). */
export async function entryLicences(db: Db, stageId: string) {
  return db
    .select({ participantId: riderLicences.participantId, priceCents: riderLicences.priceCents })
    .from(riderLicences)
    .where(and(eq(riderLicences.stageId, stageId), isNotNull(riderLicences.participantId)));
}

export async function deleteEntryLicence(db: Db, stageId: string, participantId: string) {
  await db
    .delete(riderLicences)
    .where(and(eq(riderLicences.stageId, stageId), eq(riderLicences.participantId, participantId)));
}

/** The rules a stage has of its own and the championship's (each null when not set). */
export async function rulesOf(db: Db, stageId: string | null, championshipId: string) {
  const rows = await db
    .select({ stageId: entryRules.stageId, settings: entryRules.settings })
    .from(entryRules)
    .where(
      stageId
        ? sql`${entryRules.stageId} = ${stageId} OR ${entryRules.championshipId} = ${championshipId}`
        : eq(entryRules.championshipId, championshipId),
    );
  // Read through the schema: rules saved before a field existed get its default.
  const read = (row: (typeof rows)[number] | undefined) => (row ? entryRulesSchema.parse(row.settings) : null);
  return {
    stage: read(rows.find((r) => r.stageId !== null)),
    championship: read(rows.find((r) => r.stageId === null)),
  };
}

/** The rules in force on a stage: its own licence rules, else the championship's; numbers are the championship's. */
export async function effectiveRules(db: Db, stageId: string, championshipId: string): Promise<EntryRules> {
  const { stage, championship } = await rulesOf(db, stageId, championshipId);
  const base = championship ?? noEntryRules;
  return stage ? { ...stage, permanentNumbers: base.permanentNumbers } : base;
}

export async function saveRules(
  db: Db,
  owner: { championshipId: string } | { stageId: string },
  settings: EntryRules | null,
) {
  const where =
    'stageId' in owner ? eq(entryRules.stageId, owner.stageId) : eq(entryRules.championshipId, owner.championshipId);
  await lockUntilCommit(
    db,
    `entry-rules:${'stageId' in owner ? `stage:${owner.stageId}` : `championship:${owner.championshipId}`}`,
  );
  await db.delete(entryRules).where(where);
  if (settings) await db.insert(entryRules).values({ ...owner, settings });
}

/** Every rider with the licence numbers they hold: what a licence list is matched against. */
export async function licenceImportCandidates(db: Db): Promise<LicenceImportCandidate[]> {
  const rows = await db
    .select({
      id: riders.id,
      name: riders.name,
      birthDate: riders.birthDate,
      federation: riderLicences.federation,
      number: riderLicences.number,
    })
    .from(riders)
    .leftJoin(riderLicences, eq(riderLicences.riderId, riders.id));
  const byId = new Map<
    string,
    LicenceImportCandidate & { licenceNumbers: LicenceImportCandidate['licenceNumbers'][number][] }
  >();
  for (const r of rows) {
    const c = byId.get(r.id) ?? { id: r.id, name: r.name, birthDate: r.birthDate, licenceNumbers: [] };
    if (r.federation) c.licenceNumbers.push({ federation: r.federation, number: r.number });
    byId.set(r.id, c);
  }
  return [...byId.values()];
}

/** An imported licence: a number the federation issued before is updated (its rider and dates), else added. */
export async function upsertImportedLicence(db: Db, riderId: string, licence: LicenceInput, by: string) {
  if (licence.number) {
    await db
      .insert(riderLicences)
      .values({ riderId, ...licence, createdBy: by })
      .onConflictDoUpdate({
        target: [riderLicences.federation, riderLicences.number],
        targetWhere: sql`${riderLicences.number} IS NOT NULL`,
        set: { riderId, kind: licence.kind, validFrom: licence.validFrom, validTo: licence.validTo },
      });
    return;
  }
  const same = await db
    .select({ id: riderLicences.id })
    .from(riderLicences)
    .where(
      and(
        eq(riderLicences.riderId, riderId),
        eq(riderLicences.federation, licence.federation),
        eq(riderLicences.kind, licence.kind),
        eq(riderLicences.validFrom, licence.validFrom),
        eq(riderLicences.validTo, licence.validTo),
      ),
    );
  if (same.length === 0) await db.insert(riderLicences).values({ riderId, ...licence, createdBy: by });
}

export async function ridersExist(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: riders.id })
    .from(riders)
    .where(inArray(riders.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}

/**
 * Riders holding a licence whose number is the query (spaces and case ignored): a recorded licence, or
 * the licence an entry of theirs names. The secretary's rider search finds riders by it.
 */
export async function ridersWithLicence(db: Db, query: string): Promise<Set<string>> {
  const q = query.replace(/\s+/g, '').toLowerCase();
  if (q.length < 2) return new Set();
  const recorded = await db
    .selectDistinct({ riderId: riderLicences.riderId })
    .from(riderLicences)
    .where(sql`lower(replace(${riderLicences.number}, ' ', '')) = ${q}`);
  const typed = await db
    .selectDistinct({ riderId: participants.riderId })
    .from(participants)
    .where(sql`lower(replace(${participants.license}, ' ', '')) = ${q}`);
  return new Set([...recorded, ...typed].flatMap((r) => (r.riderId ? [r.riderId] : [])));
}
