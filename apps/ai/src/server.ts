import path from 'node:path';
import { createDatabase } from '@northstar/server/database';
import { migrateDatabase } from '@northstar/server/migrate';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config/env.ts';
import { MIGRATIONS } from './db/migrate.ts';
import { warmUpPlanner } from './planner/planner-warmup.ts';

async function main() {
  const config = loadConfig();
  const database = await createDatabase(
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl }
      : { pgliteDir: path.join(config.dataDir, 'pgdata') },
  );
  await migrateDatabase(database, MIGRATIONS);
  // The first replies would otherwise pay for JIT and compiled parsers.
  warmUpPlanner();
  // ioredis is loaded only when Redis is configured.
  const redis = config.redisUrl ? (await import('./lib/redis.ts')).createRedis(config.redisUrl) : undefined;
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
  // A bad environment is the operator's mistake: say what is wrong without a stack trace.
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
