import path from 'node:path';
import { prepareDataFolder, restrictUmask, withStorageErrors } from '@northstar/server/data-folder';
import { createDatabase } from '@northstar/server/database';
import { migrateDatabase } from '@northstar/server/migrate';
import { StartupError } from '@northstar/server/startup-error';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config/env.ts';
import { MIGRATIONS } from './db/migrate.ts';
import { warmUpPlanner } from './planner/planner-warmup.ts';

async function main() {
  // Before anything writes: PGlite's files under DATA_DIR are owner-only.
  restrictUmask();
  const config = loadConfig();
  // Embedded: DATA_DIR/ai is locked to this process. With AI_DATABASE_URL the folder is not used at all.
  const pgliteDir = config.databaseUrl ? undefined : path.join(config.dataDir, 'pgdata');
  const folder = pgliteDir
    ? prepareDataFolder({ dir: config.dataDir, service: 'ai', databaseDir: pgliteDir })
    : undefined;
  // A full disk or unwritable files surface inside PGlite as bare errno numbers: say which folder.
  const database = await withStorageErrors(folder?.dir, async () => {
    const opened = await createDatabase(
      config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDir },
    );
    await migrateDatabase(opened, MIGRATIONS);
    return opened;
  });
  // PGlite writes a few files 0644 whatever the umask (its relation cache), so once more after opening.
  folder?.restrictPermissions();
  // The first replies would otherwise pay for JIT and compiled parsers.
  warmUpPlanner();
  // ioredis is loaded only when Redis is configured.
  const redis = config.redisUrl
    ? (await import('@northstar/server/redis-client')).createRedis(config.redisUrl)
    : undefined;
  const app = await buildApp(config, { database, redis });
  // After the server stops taking requests: the database and Redis go last.
  app.addHook('onClose', async () => {
    await database.close();
    redis?.disconnect();
  });

  // Finish in-flight requests on a stop signal, then exit cleanly so supervisors see success.
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  // A bad environment or data folder is the operator's to fix: say what is wrong without a stack trace.
  if (error instanceof ConfigError || error instanceof StartupError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
