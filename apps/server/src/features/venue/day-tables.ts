import { type Table, getTableColumns } from 'drizzle-orm';
import {
  championships,
  clubs,
  institutions,
  observerCredentials,
  participants,
  results,
  riders,
  sectionScores,
  stageCommands,
  stageJudges,
  stages,
  users,
} from '../../db/schema.js';
import { entrySignons } from '../../db/signon-schema.js';
import { stageStartLists } from '../../db/start-list-schema.js';

/**
 * The tables of a stage's day as a venue laptop pulls it (decision 085), in the order the laptop inserts
 * them (each after the rows it refers to). The federation server answers them from its rows
 * (day-bundle.ts); the laptop inserts them with the same ids (laptop/import-day.ts). One list for both
 * sides, so a table added here travels both ways.
 */
export const DAY_TABLES = {
  institutions,
  championships,
  clubs,
  /** The stage's judges' accounts (name, e-mail, role; no password: an account's credentials are not copied). */
  users,
  stages,
  /** The participants' riders, without their account or e-mail. */
  riders,
  participants,
  stageJudges,
  /** Observers' links and PINs as their SHA-256 hashes, as stored: never a plain PIN. */
  observerCredentials,
  entrySignons,
  stageStartLists,
  results,
  sectionScores,
  stageCommands,
} satisfies Record<string, Table>;

export type DayTableName = keyof typeof DAY_TABLES;
export const DAY_TABLE_NAMES = Object.keys(DAY_TABLES) as DayTableName[];

/**
 * A row as JSON carries its times as ISO strings: back to Dates for the timestamp columns (the only
 * columns of these tables whose JSON form is not what the driver takes). Keys are the tables' own
 * property names (drizzle's), so an unknown key from a newer federation server is dropped, not inserted.
 */
export function rowFromJson(table: Table, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (!(key in row)) continue;
    const value = row[key];
    out[key] = column.columnType === 'PgTimestamp' && typeof value === 'string' ? new Date(value) : value;
  }
  return out;
}
