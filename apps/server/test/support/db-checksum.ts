import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../src/db/open-db.js';

/**
 * A fingerprint of every row of every table, per table, to tell whether a request changed anything.
 * Each table's rows are hashed and sorted (order-free); binary columns (file bytes) are left out,
 * since their checksum column and id say the same far cheaper. The statement is built once.
 */
export async function tableChecksummer(db: Db): Promise<() => Promise<Map<string, string>>> {
  const columns = await rows<{ table_name: string; column_name: string }>(
    db,
    sql`SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = 'public' AND data_type <> 'bytea'
        ORDER BY table_name, ordinal_position`,
  );
  const byTable = new Map<string, string[]>();
  for (const { table_name, column_name } of columns) {
    byTable.set(table_name, [...(byTable.get(table_name) ?? []), `"${column_name}"`]);
  }
  const query = [...byTable]
    .map(
      ([table, cols]) =>
        `SELECT '${table}' AS t, md5(coalesce(string_agg(h, '' ORDER BY h), '')) AS sum ` +
        `FROM (SELECT md5(row(${cols.join(', ')})::text) AS h FROM "${table}") x`,
    )
    .join(' UNION ALL ');
  // Nothing is written without the WAL moving on, so while its position stays put the last
  // fingerprint still holds; that skips the full hash after most refused requests.
  let last: { lsn: string; sums: Map<string, string> } | null = null;
  return async () => {
    const [position] = await rows<{ lsn: string }>(db, sql`SELECT pg_current_wal_insert_lsn()::text AS lsn`);
    if (last && last.lsn === position!.lsn) return last.sums;
    const result = await rows<{ t: string; sum: string }>(db, sql.raw(query));
    const sums = new Map(result.map((r) => [r.t, r.sum]));
    last = { lsn: position!.lsn, sums };
    return sums;
  };
}

/** The tables whose fingerprint differs. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter((t) => before.get(t) !== after.get(t));
}
