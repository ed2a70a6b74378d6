import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** Where global-setup.ts put this run's templates; `seededAt` is when the demo one was seeded. */
export interface ServerTestTemplates {
  seededAt: string;
  /** Data dir tarballs for an in-memory PGlite: migrated, and migrated with the demo seeded. */
  pglite: { migrated: string; demo: string };
  /** Databases on the TEST_DATABASE_URL server to CREATE DATABASE … TEMPLATE from. */
  postgres: { migrated: string; demo: string } | null;
}

declare module 'vitest' {
  export interface ProvidedContext {
    serverTestTemplates: ServerTestTemplates;
  }
}

/**
 * A throw-away database on the PostgreSQL server at `adminUrl`, empty or a copy of the database
 * named `template`; `drop` removes it (and its connections).
 */
export async function createDatabase(
  adminUrl: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `trialhub_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
