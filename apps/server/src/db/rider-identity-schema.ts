import { index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { riders, users } from './schema.js';

/**
 * A signed-in user's claim of a rider record without an account that matched only by name and birth
 * date (decision 080): the secretary approves or refuses it. E-mail and licence matches are linked at
 * once and leave no row.
 */
export const riderClaims = pgTable(
  'rider_claims',
  {
    id: text('id').primaryKey(),
    riderId: text('rider_id')
      .notNull()
      .references(() => riders.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    match: text('match').$type<'nameAndBirthDate'>().notNull(),
    status: text('status').$type<'pending' | 'approved' | 'refused'>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
  },
  (t) => [
    uniqueIndex('rider_claims_one_open')
      .on(t.riderId, t.userId)
      .where(sql`${t.status} = 'pending'`),
    index('rider_claims_status').on(t.status),
  ],
);

/**
 * A secretary's answer to "are these two riders one person?" (decision 080), kept so nobody is asked
 * again: `different` (dismissed namesakes, or the two halves of a split). A `same` answer is a merge, which
 * leaves one rider and an alias. The pair is stored with `riderA < riderB`.
 */
export const riderIdentityDecisions = pgTable(
  'rider_identity_decisions',
  {
    riderA: text('rider_a')
      .notNull()
      .references(() => riders.id, { onDelete: 'cascade' }),
    riderB: text('rider_b')
      .notNull()
      .references(() => riders.id, { onDelete: 'cascade' }),
    decision: text('decision').$type<'different'>().notNull(),
    userId: text('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'rider_identity_decisions_pk', columns: [t.riderA, t.riderB] })],
);

/** A merged rider's old id → the rider it became: old links to /riders/{old} still find the page. */
export const riderAliases = pgTable('rider_aliases', {
  id: text('id').primaryKey(),
  riderId: text('rider_id')
    .notNull()
    .references(() => riders.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
