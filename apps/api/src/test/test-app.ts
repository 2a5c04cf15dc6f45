import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { UserRole, UserStatus } from '@northstar/shared/auth';
import type { Redis } from 'ioredis';
import pg from 'pg';
import { type AppDeps, buildApp } from '../app.ts';
import { type AppConfig, loadConfig } from '../config/env.ts';
import { MIGRATIONS_DIR, REPO_ROOT } from '../config/paths.ts';
import { createDatabase, type Database } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import type { MailRow, UserRow } from '../db/schema.ts';
import { hashPassword } from '../lib/passwords.ts';
import { generateSigningKeys, type SigningKeys } from '../lib/signing-keys.ts';
import { findLatestOutboxMail } from '../modules/mail/outbox.repository.ts';
import { insertUser } from '../modules/users/users.repository.ts';

export const TEST_PASSWORD = 'correct horse battery staple';

let sharedKeys: SigningKeys | undefined;
/** One RSA key pair per test file: generating one costs ~100 ms. */
export const testKeys = () => {
  sharedKeys ??= generateSigningKeys();
  return sharedKeys;
};

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

async function freshPglite(): Promise<Database> {
  const dir = join(tmpdir(), 'northstar-api-test');
  const snapshot = join(dir, `pglite-${migrationsFingerprint()}.tar`);
  if (existsSync(snapshot)) {
    return createDatabase({ pgliteSnapshot: new Blob([readFileSync(snapshot)]) });
  }
  const database = await createDatabase({});
  await migrateDatabase(database);
  const dump = await database.pglite?.dumpDataDir('none');
  if (dump) {
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
  }
  return database;
}

/** A brand-new PostgreSQL database per test app, dropped on close. */
async function freshPostgres(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `northstar_test_${randomBytes(6).toString('hex')}`;
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
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export const usingPostgres = () => process.env.TEST_DB === 'postgres';

export interface TestAppOptions {
  env?: Record<string, string>;
  config?: Partial<AppConfig>;
  redis?: Redis;
  deps?: Partial<AppDeps>;
  /** Runs before app.ready(), e.g. to add a route that throws. */
  beforeReady?: (app: Awaited<ReturnType<typeof buildApp>>) => void | Promise<void>;
}

export async function createTestApp(options: TestAppOptions = {}) {
  // A second app may share the first one's database (two API instances); only the owner closes it.
  const shared = options.deps?.database;
  const fresh = shared
    ? { database: shared, drop: async () => {} }
    : usingPostgres()
      ? await freshPostgres()
      : { database: await freshPglite(), drop: async () => {} };
  const { database } = fresh;
  const config: AppConfig = {
    ...loadConfig({ LOG_LEVEL: 'silent', APP_URL: 'http://localhost:3000', ...options.env }),
    // No SPA unless a test brings one; keys and data never touch the repo's data folder.
    webDistDir: join(tmpdir(), 'northstar-api-test', 'no-web-build'),
    dataDir: join(tmpdir(), 'northstar-api-test', 'data'),
    ...options.config,
  };
  const keys = testKeys();
  const app = await buildApp(config, { database, keys, redis: options.redis, ...options.deps });
  await options.beforeReady?.(app);
  await app.ready();
  const db = database.db;
  let closed = false;

  async function createUser(
    overrides: Partial<{
      email: string;
      password: string;
      firstName: string;
      lastName: string;
      company: string | null;
      role: UserRole;
      status: UserStatus;
    }> = {},
  ): Promise<UserRow & { password: string }> {
    const password = overrides.password ?? TEST_PASSWORD;
    const user = await insertUser(db, {
      email: overrides.email ?? `user-${randomBytes(5).toString('hex')}@example.com`,
      passwordHash: await hashPassword(password),
      firstName: overrides.firstName ?? 'Test',
      lastName: overrides.lastName ?? 'User',
      company: overrides.company ?? null,
      role: overrides.role ?? 'user',
      status: overrides.status ?? 'approved',
      approvedAt: (overrides.status ?? 'approved') === 'approved' ? new Date() : null,
    });
    return { ...user, password };
  }

  async function login(email: string, password: string = TEST_PASSWORD, extra: Record<string, unknown> = {}) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password, ...extra },
      remoteAddress: `10.${randomBytes(3).join('.')}`,
    });
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
    const token: string = response.json().tokens.accessToken;
    return { token, headers: { authorization: `Bearer ${token}` }, body: response.json() };
  }

  /** A signed-in approved user (or admin) in one call. */
  async function signedInUser(overrides: Parameters<typeof createUser>[0] = {}) {
    const user = await createUser(overrides);
    const session = await login(user.email, user.password);
    return { user, ...session };
  }

  return {
    app,
    db,
    database,
    config,
    keys,
    createUser,
    login,
    signedInUser,
    /** The newest outbox mail to an address, after every queued delivery has finished. */
    async lastMailTo(email: string): Promise<MailRow | undefined> {
      await app.mailer.drain();
      return findLatestOutboxMail(db, email);
    },
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      if (shared) return;
      await database.close();
      await fresh.drop();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
