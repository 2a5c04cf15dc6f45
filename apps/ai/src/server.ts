import path from 'node:path';
import { createDatabase } from '@northstar/server/database';
import { migrateDatabase } from '@northstar/server/migrate';
import type { Redis } from 'ioredis';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config/env.ts';
import { MIGRATIONS } from './db/migrate.ts';
import { warmUpPlanner } from './planner/planner-warmup.ts';

/** Fail fast rather than queue forever: a rate-limit check must not hang a chat message. */
async function connectRedis(url: string): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    connectTimeout: 2_000,
    maxRetriesPerRequest: 1,
    enableAutoPipelining: true,
  });
  // Errors surface on the commands (and the limit is skipped); do not crash on a dropped connection.
  redis.on('error', () => {});
  return redis;
}

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
  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : undefined;
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
