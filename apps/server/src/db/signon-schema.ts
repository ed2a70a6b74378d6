import type { EntryLimitRules, Signature } from '@trialhub/domain';
import { bigserial, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { championships, stages } from './schema.js';

/** An entry's sign-on at the venue (decision 081): who signed it on and when, and its signed declarations. */
export const entrySignons = pgTable(
  'entry_signons',
  {
    stageId: text('stage_id').notNull(),
    participantId: text('participant_id').notNull(),
    signedOnAt: timestamp('signed_on_at', { withTimezone: true }),
    signedOnBy: text('signed_on_by'),
    declarations: jsonb('declarations')
      .$type<{ parentConsent?: Signature; health?: Signature }>()
      .notNull()
      .default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.stageId, t.participantId], name: 'entry_signons_pk' })],
);

/** Entry limits and the health declaration of a stage, or a championship's default: one owner per row. */
export const entryLimitsTable = pgTable('entry_limits', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  championshipId: text('championship_id').references(() => championships.id, { onDelete: 'cascade' }),
  stageId: text('stage_id').references(() => stages.id, { onDelete: 'cascade' }),
  rules: jsonb('rules').$type<EntryLimitRules>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A rider waiting for a place on a full stage or class, with the join form they sent. */
export const waitingEntries = pgTable(
  'waiting_entries',
  {
    stageId: text('stage_id')
      .notNull()
      .references(() => stages.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    /** The rider's place on the stage's list: the order they asked in, unless the secretary reordered it. */
    place: integer('place').notNull(),
    racingClass: text('racing_class').notNull(),
    form: jsonb('form').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.stageId, t.userId], name: 'waiting_entries_pk' })],
);
