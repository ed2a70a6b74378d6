import type { EntryRules, LicenceFederation, LicenceKind } from '@trialhub/domain';
import { bigserial, date, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { championships, riders, stages } from './schema.js';

/** A rider's licence (decision 079); a one-event licence bought at entry names its stage and entry. */
export const riderLicences = pgTable('rider_licences', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  riderId: text('rider_id')
    .notNull()
    .references(() => riders.id, { onDelete: 'cascade' }),
  federation: text('federation').$type<LicenceFederation>().notNull(),
  kind: text('kind').$type<LicenceKind>().notNull(),
  number: text('number'),
  validFrom: date('valid_from', { mode: 'string' }).notNull(),
  validTo: date('valid_to', { mode: 'string' }).notNull(),
  stageId: text('stage_id').references(() => stages.id, { onDelete: 'set null' }),
  participantId: text('participant_id'),
  priceCents: integer('price_cents'),
  createdBy: text('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Entry rules of a championship, or a stage's replacing them (one owner per row, as fees). */
export const entryRules = pgTable('entry_rules', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  championshipId: text('championship_id').references(() => championships.id, { onDelete: 'cascade' }),
  stageId: text('stage_id').references(() => stages.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<EntryRules>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A rider's permanent number in a championship; racingClass '' when numbers are not per class. */
export const permanentNumbers = pgTable(
  'permanent_numbers',
  {
    championshipId: text('championship_id')
      .notNull()
      .references(() => championships.id, { onDelete: 'cascade' }),
    riderId: text('rider_id')
      .notNull()
      .references(() => riders.id, { onDelete: 'cascade' }),
    racingClass: text('racing_class').notNull().default(''),
    number: integer('number').notNull(),
    assignedBy: text('assigned_by'),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'permanent_numbers_pk', columns: [t.championshipId, t.riderId, t.racingClass] })],
);
