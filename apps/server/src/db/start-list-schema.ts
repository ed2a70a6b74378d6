import type { StartBlock } from '@trialhub/domain';
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { stages } from './schema.js';

/** A stage's start blocks (issue #39, migration 0028); the order and times are computed on read. */
export const stageStartLists = pgTable('stage_start_lists', {
  stageId: text('stage_id')
    .primaryKey()
    .references(() => stages.id, { onDelete: 'cascade' }),
  blocks: jsonb('blocks').$type<StartBlock[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by'),
});
