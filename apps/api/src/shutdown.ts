import type { Database } from '@northstar/server/database';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';

export interface ShutdownResources {
  app: FastifyInstance;
  database: Database;
  redis?: Redis | undefined;
  exit?: (code: number) => void;
}

/**
 * Stop accepting, let in-flight requests finish (fastify close), then close the database and Redis.
 * Idempotent: a second signal while draining does not start a second shutdown.
 */
export function createShutdown({ app, database, redis, exit = process.exit }: ShutdownResources) {
  let running: Promise<void> | undefined;
  return (signal: string) => {
    running ??= (async () => {
      app.log.info({ signal }, 'shutting down: draining requests');
      let code = 0;
      try {
        await app.close();
        await database.close();
        if (redis) await redis.quit().catch(() => redis.disconnect());
        app.log.info('shutdown complete');
      } catch (error) {
        app.log.error({ err: error }, 'shutdown failed');
        code = 1;
      }
      exit(code);
    })();
    return running;
  };
}
