import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createDatabase, type Database } from '../db/client.ts';
import { MIGRATIONS_DIR, migrateDatabase } from '../db/migrate.ts';

// A real database per test file: in-memory PGlite (from a migrated snapshot), or with TEST_DB=postgres
// a brand-new PostgreSQL database on TEST_DATABASE_URL's server, dropped on close.

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const SNAPSHOT_DIR = join(tmpdir(), 'northstar-ai-test');

export const usingPostgres = () => process.env.TEST_DB === 'postgres';
export const testDatabaseUrl = () =>
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

// initdb inside PGlite takes seconds; a migrated snapshot keyed by the migrations loads in well under one.
function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  // A PGlite upgrade may change the data-folder format: its version is part of the key.
  const pglitePackage = join(REPO_ROOT, 'node_modules/@electric-sql/pglite/package.json');
  if (existsSync(pglitePackage)) hash.update(readFileSync(pglitePackage));
  for (const file of readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    hash.update(file).update(readFileSync(join(MIGRATIONS_DIR, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** A dump of a freshly migrated PGlite data folder, made once per migrations change. */
export async function migratedSnapshot(): Promise<Blob> {
  const snapshot = join(SNAPSHOT_DIR, `pglite-${migrationsFingerprint()}.tar`);
  if (existsSync(snapshot)) return new Blob([readFileSync(snapshot)]);
  const database = await createDatabase({});
  await migrateDatabase(database);
  const dump = await database.pglite?.dumpDataDir('none');
  await database.close();
  if (!dump) throw new Error('PGlite returned no data folder dump');
  mkdirSync(SNAPSHOT_DIR, { recursive: true });
  // Parallel workers may race here: each writes its own file and the rename is atomic.
  const tmp = `${snapshot}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
  renameSync(tmp, snapshot);
  // Snapshots of older migrations are dead weight.
  for (const file of readdirSync(SNAPSHOT_DIR)) {
    if (/^pglite-[0-9a-f]+\.tar$/.test(file) && join(SNAPSHOT_DIR, file) !== snapshot)
      rmSync(join(SNAPSHOT_DIR, file), { force: true });
  }
  return dump;
}

async function freshPglite(): Promise<Database> {
  return createDatabase({ pgliteSnapshot: await migratedSnapshot() });
}

export interface TestDatabase {
  database: Database;
  /** For PostgreSQL: the URL a second instance (a restart) connects to. */
  url?: string;
  /** Closes the connection and drops the database. */
  dispose(): Promise<void>;
}

/** A new empty PostgreSQL database with the migrations applied. */
export async function freshPostgresDatabase(): Promise<TestDatabase> {
  const adminUrl = testDatabaseUrl();
  const name = `northstar_ai_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ databaseUrl: url.toString() });
  await migrateDatabase(database);
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

export async function freshTestDatabase(): Promise<TestDatabase> {
  if (usingPostgres()) return freshPostgresDatabase();
  const database = await freshPglite();
  return { database, dispose: () => database.close() };
}
