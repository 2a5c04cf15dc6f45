import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkContractResponses, type RegisteredRoute, recordRoutes } from '@northstar/server/contract-check';
import { freshTestDatabase, type TestDatabaseOptions } from '@northstar/server/test-database';
import type { UserRole, UserStatus } from '@northstar/shared/auth';
import type { Redis } from 'ioredis';
import { type AppDeps, buildApp } from '../app.ts';
import { type AppConfig, loadConfig } from '../config/env.ts';
import { MIGRATIONS } from '../db/migrate.ts';
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

const TEST_DATABASE: TestDatabaseOptions = { migrations: MIGRATIONS, service: 'api' };

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
    ? { database: shared, dispose: async () => {} }
    : await freshTestDatabase(TEST_DATABASE);
  const { database } = fresh;
  const config: AppConfig = {
    ...loadConfig({
      LOG_LEVEL: 'silent',
      APP_URL: 'http://localhost:3000',
      SANDBOX_TICK_SECONDS: '0',
      ...options.env,
    }),
    // No SPA unless a test brings one; keys and data never touch the repo's data folder.
    webDistDir: join(tmpdir(), 'northstar-api-test', 'no-web-build'),
    dataDir: join(tmpdir(), 'northstar-api-test', 'data'),
    ...options.config,
  };
  const keys = testKeys();
  let routes: RegisteredRoute[] = [];
  const app = await buildApp(config, {
    database,
    keys,
    redis: options.redis,
    ...options.deps,
    // Every test checks the answers of the routes it drives against the shared route table.
    beforeRoutes: (instance) => {
      routes = recordRoutes(instance);
      checkContractResponses(instance);
      options.deps?.beforeRoutes?.(instance);
    },
  });
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

  /** One sign-in attempt from `ip`, its answer as it is (the throttle tests count refusals). */
  function attemptLogin(email: string, password: string, ip: string, extra: Record<string, unknown> = {}) {
    return app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password, ...extra },
      remoteAddress: ip,
    });
  }

  async function login(email: string, password: string = TEST_PASSWORD, extra: Record<string, unknown> = {}) {
    const response = await attemptLogin(email, password, `10.${randomBytes(3).join('.')}`, extra);
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
    /** Every route the app registered (the contract test compares them with the shared table). */
    routes,
    createUser,
    login,
    attemptLogin,
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
      await fresh.dispose();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
