import { join } from 'node:path';
import { createDatabase } from '@northstar/server/database';
import { migrateDatabase } from '@northstar/server/migrate';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config/env.ts';
import { MIGRATIONS } from './db/migrate.ts';
import { createRedis } from './lib/redis.ts';
import { loadSigningKeys } from './lib/signing-keys.ts';
import { ensureAdmin } from './modules/admin/admin-bootstrap.ts';
import { createShutdown } from './shutdown.ts';

async function main() {
  const config = loadConfig();
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.databaseUrl ? undefined : join(config.dataDir, 'pgdata'),
  });
  await migrateDatabase(database, MIGRATIONS);
  const keys = loadSigningKeys({ privateKeyPem: config.jwtPrivateKey, dataDir: config.dataDir });
  const redis = config.redisUrl ? createRedis(config.redisUrl) : undefined;
  const app = await buildApp(config, { database, keys, redis });

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

main().catch((error: unknown) => {
  // Config mistakes read best as one plain message; anything else with its stack.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
