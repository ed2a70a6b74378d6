import type { FeeSettings, PaymentMethod, PaymentStatus } from '@trialhub/domain';
import { bigint, bigserial, date, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { championships, stages } from './schema.js';

/** Entry fees of a stage, or a championship's default (decision 072): exactly one owner per row. */
export const entryFeeSettings = pgTable('entry_fee_settings', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  championshipId: text('championship_id').references(() => championships.id, { onDelete: 'cascade' }),
  stageId: text('stage_id').references(() => stages.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<FeeSettings>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An entry's payment: its number (the RF reference's body), status and method, what was received and
 * who recorded it. Kept when the entry is deleted (money received is not forgotten with it).
 */
export const entryPayments = pgTable('entry_payments', {
  paymentNumber: bigserial('payment_number', { mode: 'number' }).primaryKey(),
  stageId: text('stage_id').notNull(),
  participantId: text('participant_id').notNull(),
  reference: text('reference').notNull(),
  status: text('status').$type<PaymentStatus>().notNull().default('unpaid'),
  method: text('method').$type<PaymentMethod>(),
  paidCents: integer('paid_cents'),
  recordedAt: timestamp('recorded_at', { withTimezone: true }),
  recordedBy: text('recorded_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** A refunded payment: money back or credit for a later entry (decision 082). */
  refundKind: text('refund_kind').$type<'refund' | 'credit'>(),
  /** When the entry was cancelled (its participants row is gone) and the name it had. */
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  cancelledName: text('cancelled_name'),
  /** The provider's checkout session id of the last online payment started (never card data). */
  onlineSession: text('online_session'),
});

/** A provider's webhook event once handled: delivered again, it changes nothing (decision 082). */
export const onlinePaymentEvents = pgTable('online_payment_events', {
  eventId: text('event_id').primaryKey(),
  eventType: text('event_type').notNull(),
  sessionId: text('session_id'),
  paymentNumber: bigint('payment_number', { mode: 'number' }),
  outcome: text('outcome').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A bank statement line once applied or listed: its key makes a second upload of it change nothing. */
export const statementLines = pgTable('statement_lines', {
  lineKey: text('line_key').primaryKey(),
  reference: text('reference'),
  amountCents: integer('amount_cents').notNull(),
  bookedOn: date('booked_on', { mode: 'string' }),
  paymentNumber: bigint('payment_number', { mode: 'number' }),
  outcome: text('outcome').notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  importedBy: text('imported_by').notNull(),
});

/** A receipt for money received: its number is gapless per institution (the club) and year. */
export const receipts = pgTable('receipts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  institutionId: text('institution_id').notNull(),
  year: integer('year').notNull(),
  number: integer('number').notNull(),
  paymentNumber: bigint('payment_number', { mode: 'number' }).notNull(),
  amountCents: integer('amount_cents').notNull(),
  method: text('method').$type<PaymentMethod>().notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  issuedBy: text('issued_by').notNull(),
});
