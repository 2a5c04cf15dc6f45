import { join } from 'node:path';
import { prepareDataFolder, restrictUmask, withStorageErrors } from '@northstar/server/data-folder';
import { createDatabase } from '@northstar/server/database';
import { migrateDatabase } from '@northstar/server/migrate';
import { createRedis } from '@northstar/server/redis-client';
import { StartupError } from '@northstar/server/startup-error';
import { type AppDeps, buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config/env.ts';
import { MIGRATIONS } from './db/migrate.ts';
import { loadSigningKeys } from './lib/signing-keys.ts';
import { ensureAdmin } from './modules/admin/admin-bootstrap.ts';
import { createShutdown } from './shutdown.ts';

/** Opens the data, builds the API and listens until SIGTERM or SIGINT (server.ts, bench-server.ts). */
async function main({ extraRoutes }: Pick<AppDeps, 'extraRoutes'>) {
  // Before anything writes: PGlite's files, the signing key and anything else under DATA_DIR are owner-only.
  restrictUmask();
  const config = loadConfig();
  const pgliteDir = config.databaseUrl ? undefined : join(config.dataDir, 'pgdata');
  // Embedded: the folder is locked to this process. With DATABASE_URL it holds only the generated key
  // (none with JWT_PRIVATE_KEY), which instances sharing a checkout may share, so it is not locked.
  const folder =
    pgliteDir || !config.jwtPrivateKey
      ? prepareDataFolder({ dir: config.dataDir, service: 'api', databaseDir: pgliteDir })
      : undefined;
  // A full disk or unwritable files surface inside PGlite as bare errno numbers: say which folder.
  const database = await withStorageErrors(pgliteDir && config.dataDir, async () => {
    const opened = await createDatabase({ databaseUrl: config.databaseUrl, pgliteDir });
    await migrateDatabase(opened, MIGRATIONS);
    return opened;
  });
  const keys = await withStorageErrors(config.dataDir, async () =>
    loadSigningKeys({ privateKeyPem: config.jwtPrivateKey, dataDir: config.dataDir }),
  );
  // PGlite writes a few files 0644 whatever the umask (its relation cache), so once more after opening.
  folder?.restrictPermissions();
  const redis = config.redisUrl ? createRedis(config.redisUrl) : undefined;
  const app = await buildApp(config, { database, keys, redis, extraRoutes });

  const admin = await ensureAdmin(database.db, { email: config.adminEmail, password: config.adminPassword });
  if (admin?.generatedPassword) {
    // Printed exactly once: it is not stored anywhere but as an argon2 hash.
    app.log.warn(
      `No admin account existed, so one was created. Sign in as ${admin.user.email} with the password ` +
        `${admin.generatedPassword} and change it in Settings. This password will not be shown again.`,
    );
  } else if (admin) {
    app.log.warn(
      `No admin account existed; ${admin.user.email} is now the admin (password from ADMIN_PASSWORD).`,
    );
  }

  if (!config.jwtPrivateKey && config.databaseUrl) {
    app.log.info(
      `Signing key read from ${config.dataDir}/keys; if several API instances share this database, ` +
        'give them all the same JWT_PRIVATE_KEY.',
    );
  }

  const shutdown = createShutdown({ app, database, redis });
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: database.driver, redis: Boolean(redis), mail: config.mailUrl ? 'smtp' : 'outbox' },
    `Northstar API ready on http://${config.host}:${config.port}`,
  );
}

export function startApi(options: Pick<AppDeps, 'extraRoutes'> = {}): void {
  main(options).catch((error: unknown) => {
    // Config and data-folder mistakes read best as one plain message; anything else with its stack.
    console.error(error instanceof ConfigError || error instanceof StartupError ? error.message : error);
    process.exit(1);
  });
}
