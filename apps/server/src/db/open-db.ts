import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { assignRiders } from '../features/riders/rider-assignment.js';
import { logger } from '../ops/logger.js';
import { lockDataDir } from './data-dir-lock.js';
import { pgliteWasmModule } from './pglite-wasm.js';
import {
  copyDataDirTemplate,
  dropDataDirTemplate,
  installedDataDirTemplate,
  saveDataDirTemplate,
} from './initdb-template.js';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The database the server runs on, whichever engine is behind it. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * LISTEN on a channel; the returned function stops listening. `onReconnect` runs after the
   * listening connection was lost and is back: notifications sent meanwhile were missed.
   */
  listen(channel: string, onPayload: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
  /** Whether notifications reach this instance now (PostgreSQL: its LISTEN connection is up). */
  listening(): boolean;
  /** Connections of the pool (PostgreSQL); null where there is none (PGlite is one in-process connection). */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  /**
   * Embedded only: a gzip tarball of the running database's data dir, consistent (taken between
   * transactions, after a checkpoint); null on PostgreSQL (pg_dump does that job).
   */
  snapshot: (() => Promise<Blob>) | null;
  close(): Promise<void>;
}

export type OpenDbOptions =
  | { databaseUrl: string; dataDir?: undefined; loadDataDir?: undefined; dataTemplate?: undefined }
  /**
   * dataDir null: an in-memory PGlite (tests). `loadDataDir` starts it from a data dir tarball (a
   * template the test suite migrated and seeded once) instead of running initdb, its slowest part.
   */
  | {
      databaseUrl?: null;
      dataDir: string | null;
      loadDataDir?: Blob;
      /**
       * The directory a new data dir is copied from (decisions 046, 084): the installation's own, for its
       * PGlite and migrations, when not given (initdb-template.ts); none when null.
       */
      dataTemplate?: string | null;
    };

const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');
/** Any constant: serialises migrations when several instances start at once on one PostgreSQL. */
const MIGRATION_LOCK_KEY = 727_001;

// pg returns int8 and numeric as strings; PGlite returns numbers. Align on numbers (our counts
// and sequences stay far below 2^53).
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

/** `phase`: told as each step of an embedded start ends (ops/boot-phases.ts). */
/** The newest migration's time in the journal (drizzle records it as the applied migration's created_at). */
function newestMigration(): number | null {
  try {
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: { when: number }[];
    };
    return Math.max(...journal.entries.map((e) => e.when));
  } catch {
    return null;
  }
}

/**
 * Whether the embedded database has every migration already (issue #36 point 6: a restart). drizzle's
 * migrator reads and hashes every migration file and runs its DDL (`CREATE SCHEMA/TABLE IF NOT EXISTS`)
 * in a transaction before it finds nothing to do: 60–100 ms of CPU and ~0.4 s of a restart at load. It
 * applies the migrations newer than the newest it recorded, so when that is the journal's newest there is
 * nothing to apply; one query tells. Anything else (a new data dir, an older one) runs the migrator.
 */
async function pgliteUpToDate(client: PGlite): Promise<boolean> {
  const newest = newestMigration();
  if (newest === null) return false;
  try {
    const { rows } = await client.query<{ newest: string | number | null }>(
      'SELECT max(created_at) AS newest FROM drizzle.__drizzle_migrations',
    );
    return Number(rows[0]?.newest) === newest;
  } catch {
    // No migrations table yet: a new database.
    return false;
  }
}

export async function openDb(options: OpenDbOptions, phase: (name: string) => void = () => {}): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(options.dataDir ?? null, options.loadDataDir, options.dataTemplate, phase);
}

/**
 * The embedded database's memory (decision 035). initdb writes PostgreSQL's server defaults
 * (shared_buffers 128MB, max_connections 100), sized for a database server; PGlite is one connection
 * inside this process, and a TrialHub installation's data is tens of megabytes, which the operating
 * system's file cache holds anyway. Given at every start (not written to postgresql.conf), so
 * existing data dirs get them too.
 */
const baseSettings = {
  startParams: [
    ...PGlite.defaultStartParams,
    ...['shared_buffers=16MB', 'max_connections=10', 'work_mem=4MB', 'maintenance_work_mem=16MB'].flatMap((setting) => [
      '-c',
      setting,
    ]),
  ],
};

/**
 * An embedded data dir: a new one starts as a copy of the migrated template where there is one (decisions
 * 046, 084). `fresh`: initdb made it here (no template), so the caller keeps it as the template once migrated.
 */
async function openPgliteDir(dbDir: string, template: string | null): Promise<{ client: PGlite; fresh: boolean }> {
  const pgliteSettings = { ...baseSettings, pgliteWasmModule: await pgliteWasmModule() };
  if (!template) return { client: await PGlite.create(dbDir, pgliteSettings), fresh: false };
  if (copyDataDirTemplate(template, dbDir)) {
    try {
      return { client: await PGlite.create(dbDir, pgliteSettings), fresh: false };
    } catch (error) {
      // Not kept: the initdb below makes a good one.
      logger.warn({ err: error, template }, 'database: the data dir template did not start; running initdb');
      fs.rmSync(dbDir, { recursive: true, force: true });
      dropDataDirTemplate(template);
    }
  }
  return { client: await PGlite.create(dbDir, pgliteSettings), fresh: true };
}

async function openPglite(
  dataDir: string | null,
  loadDataDir?: Blob,
  dataTemplate?: string | null,
  phase: (name: string) => void = () => {},
): Promise<Database> {
  const release = dataDir ? lockDataDir(dataDir) : () => {};
  try {
    const dbDir = dataDir ? path.join(dataDir, 'db') : null;
    // Only a new data dir needs it (the name hashes every migration file).
    const template =
      !dbDir || fs.existsSync(path.join(dbDir, 'PG_VERSION'))
        ? null
        : dataTemplate === undefined
          ? installedDataDirTemplate()
          : dataTemplate;
    const { client, fresh } = dbDir
      ? await openPgliteDir(dbDir, template)
      : {
          client: await PGlite.create({ ...baseSettings, pgliteWasmModule: await pgliteWasmModule(), loadDataDir }),
          fresh: false,
        };
    phase('database open');
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    if (!(await pgliteUpToDate(client))) await migratePglite(drizzlePglite(client), { migrationsFolder });
    phase('migrations');
    // The migration's second step (decision 071): entries without a rider get one, by the domain's rule.
    await assignRiders(db);
    // A new data dir made by initdb: the next one copies it (no template was there, or it did not start).
    if (fresh && dbDir && template) await saveDataDirTemplate(client, dbDir, template);
    return {
      db,
      kind: 'pglite',
      async listen(channel, onPayload) {
        const unlisten = await client.listen(channel, onPayload);
        return async () => unlisten();
      },
      listening: () => !client.closed,
      poolStats: () => null,
      // A checkpoint first (the data files current, a short recovery on restore); then the dump
      // under the transaction lock, so no transaction is half done while the files are read.
      // (exec takes that lock itself: it cannot run inside it.)
      async snapshot() {
        await client.exec('CHECKPOINT');
        return client._runExclusiveTransaction(() => client.dumpDataDir('gzip'));
      },
      async close() {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

async function openPostgres(databaseUrl: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  const lockClient = await pool.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateNodePg(drizzleNodePg(lockClient), { migrationsFolder });
    await assignRiders(drizzleNodePg(lockClient, { schema }) as unknown as Db);
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    lockClient.release();
  }
  // A pooled connection that dies while idle (PostgreSQL restarted, a proxy cut it) is dropped by
  // the pool and replaced on the next query; unhandled, its 'error' event would end the process.
  pool.on('error', (error) => logger.error({ err: error }, 'database: an idle connection failed'));

  // LISTEN needs one connection of its own. When it drops, open another and LISTEN again.
  // Notifications sent while it was down are lost: the reconnect handlers let the hub tell clients.
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const reconnectHandlers = new Set<() => void>();
  let closed = false;
  let listenerUp = false;
  const connectListener = async (): Promise<pg.Client> => {
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on('notification', (msg) => {
      for (const handler of handlers.get(msg.channel) ?? []) handler(msg.payload ?? '');
    });
    client.on('error', (error) => {
      listenerUp = false;
      logger.error({ err: error }, 'database: the LISTEN connection failed');
    });
    try {
      await client.connect();
      for (const channel of handlers.keys()) await client.query(`LISTEN ${channel}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    // Only a connection that is listening schedules the next one, so one chain of retries runs at a time.
    client.on('end', () => {
      listenerUp = false;
      if (!closed) reconnectListener();
    });
    return client;
  };
  const reconnectListener = () => {
    setTimeout(() => {
      if (closed) return;
      connectListener().then(
        (client) => {
          listener = client;
          listenerUp = true;
          logger.info('database: listening again (live events missed meanwhile are resent as resyncs)');
          if (closed) void client.end().catch(() => {});
          else for (const handler of reconnectHandlers) handler();
        },
        (error: Error) => {
          logger.error({ err: error }, 'database: could not LISTEN again, retrying');
          reconnectListener();
        },
      );
    }, 1000).unref();
  };
  let listener = await connectListener();
  listenerUp = true;
  return {
    db,
    kind: 'postgres',
    async listen(channel, onPayload, onReconnect) {
      if (!/^[a-z_]+$/.test(channel)) throw new Error(`bad channel name ${channel}`);
      if (onReconnect) reconnectHandlers.add(onReconnect);
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await listener.query(`LISTEN ${channel}`);
      }
      set.add(onPayload);
      return async () => {
        set.delete(onPayload);
        if (onReconnect) reconnectHandlers.delete(onReconnect);
      };
    },
    listening: () => listenerUp && !closed,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    snapshot: null,
    async close() {
      closed = true;
      await listener.end().catch(() => {});
      await pool.end();
    },
  };
}

/** Runs a statement and returns its rows, whichever driver is behind `db`. */
export async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Runs writes that do not read each other's effects as one statement of data-modifying CTEs (every
 * one runs once and to completion, on the statement's snapshot): one round trip instead of one each
 * (decision 073). Nulls are skipped; none left, nothing runs.
 */
export async function executeTogether(db: Db, statements: readonly (SQL | null)[]): Promise<void> {
  const list = statements.filter((s): s is SQL => s !== null);
  if (list.length === 0) return;
  if (list.length === 1) {
    await db.execute(list[0]!);
    return;
  }
  await db.execute(sql`WITH ${withParts(list)} SELECT 1`);
}

/** The `name AS (statement), …` list of a WITH for these statements (nulls skipped; empty: null). */
export function withParts(statements: readonly (SQL | null)[]): SQL | null {
  const list = statements.filter((s): s is SQL => s !== null);
  if (list.length === 0) return null;
  return sql.join(
    list.map((s, i) => sql`${sql.raw(`w${i}`)} AS (${s})`),
    sql`, `,
  );
}
