import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { stageCommands, stages } from './schema.js';

export type LeaseState = 'out' | 'returned' | 'forced';

/** A stage checked out to a venue laptop (decision 085): one `out` at a time per stage, the rest history. */
export const stageLeases = pgTable(
  'stage_leases',
  {
    id: text('id').primaryKey(),
    stageId: text('stage_id')
      .notNull()
      .references(() => stages.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    /** The laptop's name, shown in the refusal and its origin in the command log. */
    deviceName: text('device_name').notNull(),
    checkedOutAt: timestamp('checked_out_at', { withTimezone: true }).notNull(),
    checkedOutBy: text('checked_out_by').notNull(),
    /** SHA-256 of the device token (null until the laptop exchanged its pairing secret for it). */
    tokenHash: text('token_hash'),
    state: text('state').$type<LeaseState>().notNull().default('out'),
    /** The highest forward sequence applied from the device. */
    receivedSeq: integer('received_seq').notNull().default(0),
    /** The highest sequence the laptop said it holds, in its last contact. */
    reportedSeq: integer('reported_seq').notNull().default(0),
    lastContactAt: timestamp('last_contact_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedBy: text('ended_by'),
    /** The digest both sides agreed on at check-in. */
    digest: text('digest'),
  },
  (t) => [
    uniqueIndex('stage_leases_one_out')
      .on(t.stageId)
      .where(sql`${t.state} = 'out'`),
    uniqueIndex('stage_leases_token_hash').on(t.tokenHash),
  ],
);

/** A laptop's pairing: the hashes of its secret and of the code it shows, until the code expires. */
export const venuePairings = pgTable(
  'venue_pairings',
  {
    id: text('id').primaryKey(),
    deviceName: text('device_name').notNull(),
    secretHash: text('secret_hash').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    stageId: text('stage_id'),
    leaseId: text('lease_id'),
    grantedAt: timestamp('granted_at', { withTimezone: true }),
    tokenIssuedAt: timestamp('token_issued_at', { withTimezone: true }),
    /** Wrong secrets presented for this pairing's token. */
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [index('venue_pairings_code_hash').on(t.codeHash)],
);

/** Wrong pairing codes entered on a stage: 5 lock its pairing for 10 minutes. */
export const stagePairingLocks = pgTable('stage_pairing_locks', {
  stageId: text('stage_id')
    .primaryKey()
    .references(() => stages.id, { onDelete: 'cascade' }),
  wrongCodes: integer('wrong_codes').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/** Commands a device sent under a revoked token: kept for the admin, never applied. */
export const leaseKeptCommands = pgTable(
  'lease_kept_commands',
  {
    leaseId: text('lease_id')
      .notNull()
      .references(() => stageLeases.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    command: jsonb('command').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.leaseId, t.sequence], name: 'lease_kept_commands_pk' })],
);

/**
 * On a venue laptop: the commands it got from the federation server (the day's log, and phones' ops that
 * reached home later) rather than made itself; its forwarder sends the others only (migration 0034).
 */
export const venuePulledCommands = pgTable(
  'venue_pulled_commands',
  {
    commandId: text('command_id')
      .primaryKey()
      .references(() => stageCommands.commandId, { onDelete: 'cascade' }),
    stageId: text('stage_id').notNull(),
  },
  (t) => [index('venue_pulled_commands_stage').on(t.stageId)],
);
