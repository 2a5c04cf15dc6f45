import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { createDatabase, type Database } from './database.ts';
import { type Migrations, migrateDatabase } from './migrate.ts';

// For the servers' tests: a real database per test file, in-memory PGlite started from a migrated
// snapshot, or with TEST_DB=postgres a brand-new PostgreSQL database on TEST_DATABASE_URL's server,
// dropped on dispose.

export interface TestDatabaseOptions {
  migrations: Migrations;
  /** The service ('api', 'ai'): names the snapshot folder in the OS temp folder and the databases. */
  service: string;
}

export interface TestDatabase {
  database: Database;
  /** For PostgreSQL: the URL a second instance (a restart) connects to. */
  url?: string;
  /** Closes the connection and, for PostgreSQL, drops the database. */
  dispose(): Promise<void>;
}

export const usingPostgres = () => process.env.TEST_DB === 'postgres';

const testDatabaseUrl = () => process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

// initdb inside PGlite takes seconds; a migrated snapshot keyed by the migrations loads in well under one.
function migrationsFingerprint(migrationsFolder: string): string {
  const hash = createHash('sha256');
  // A PGlite upgrade may change the data-folder format: its version is part of the key.
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite'); // <pkg>/dist/index.cjs
  const pglitePackage = join(dirname(dirname(pgliteEntry)), 'package.json');
  if (existsSync(pglitePackage)) hash.update(readFileSync(pglitePackage));
  for (const file of readdirSync(migrationsFolder)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    hash.update(file).update(readFileSync(join(migrationsFolder, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** A dump of a freshly migrated PGlite data folder, made once per migrations change. */
export async function migratedSnapshot(options: TestDatabaseOptions): Promise<Blob> {
  const dir = join(tmpdir(), `northstar-${options.service}-test`);
  const snapshot = join(dir, `pglite-${migrationsFingerprint(options.migrations.migrationsFolder)}.tar`);
  if (existsSync(snapshot)) return new Blob([readFileSync(snapshot)]);
  const database = await createDatabase({});
  await migrateDatabase(database, options.migrations);
  const dump = await database.pglite?.dumpDataDir('none');
  await database.close();
  if (!dump) throw new Error('PGlite returned no data folder dump');
  mkdirSync(dir, { recursive: true });
  // Parallel workers may race here: each writes its own file and the rename is atomic.
  const tmp = `${snapshot}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
  renameSync(tmp, snapshot);
  // Snapshots of older migrations are dead weight (~40 MB each).
  for (const file of readdirSync(dir)) {
    if (/^pglite-[0-9a-f]+\.tar$/.test(file) && join(dir, file) !== snapshot)
      rmSync(join(dir, file), { force: true });
  }
  return dump;
}

/** A new empty PostgreSQL database on TEST_DATABASE_URL's server, with the migrations applied. */
export async function freshPostgresDatabase(
  options: TestDatabaseOptions,
): Promise<TestDatabase & { url: string }> {
  const adminUrl = testDatabaseUrl();
  const name = `northstar_${options.service}_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ databaseUrl: url.toString() });
  await migrateDatabase(database, options.migrations);
  return {
    database,
    url: url.toString(),
    dispose: async () => {
      await database.close();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** PostgreSQL with TEST_DB=postgres, otherwise in-memory PGlite from the migrated snapshot. */
export async function freshTestDatabase(options: TestDatabaseOptions): Promise<TestDatabase> {
  if (usingPostgres()) return freshPostgresDatabase(options);
  const database = await createDatabase({ pgliteSnapshot: await migratedSnapshot(options) });
  return { database, dispose: () => database.close() };
}
