import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Database } from './database.ts';

/** One service's migrations. */
export interface Migrations {
  /** The drizzle-kit output folder (SQL files and meta/_journal.json). */
  migrationsFolder: string;
  /**
   * The PostgreSQL advisory lock that serialises concurrent starts. Any constant works as long as every
   * instance of the service uses it; services sharing a database server need different ones.
   */
  lockId: number;
}

/** Applies the drizzle-kit SQL migrations with the migrator of the active driver. */
export async function migrateDatabase(database: Database, migrations: Migrations): Promise<void> {
  const { migrationsFolder, lockId } = migrations;
  if (database.pglite) {
    await migratePglite(drizzlePglite({ client: database.pglite }), { migrationsFolder });
    return;
  }
  if (!database.url) throw new Error('A PostgreSQL database needs its URL to migrate');
  // Several instances may start at once: an advisory lock on one dedicated connection serialises them.
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [lockId]);
    await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [lockId]).catch(() => {});
    await client.end();
  }
}
