import pg from 'pg';
import type { Database } from './database.ts';

export interface JobLeader {
  /** Whether this instance runs the job now; tries to become the runner when nobody is. */
  acquire(): Promise<boolean>;
  close(): Promise<void>;
}

/** The only process on its database (embedded PGlite, a test): it always runs the job. */
export const SOLE_RUNNER: JobLeader = { acquire: async () => true, close: async () => {} };

/**
 * Exactly one instance runs a periodic job. On PostgreSQL the runner holds a session-level
 * advisory lock on a connection of its own: the lock lives as long as that connection, so a crashed
 * runner frees it and the next instance to try takes over. Embedded PGlite belongs to one process
 * (one data folder), which is therefore always the runner.
 */
export function createJobLeader(database: Database, lockId: number): JobLeader {
  const url = database.url;
  if (database.driver !== 'postgres' || !url) return SOLE_RUNNER;
  let client: pg.Client | undefined;
  let leading = false;

  const drop = () => {
    const old = client;
    client = undefined;
    leading = false;
    old?.end().catch(() => {});
  };

  return {
    async acquire() {
      try {
        if (!client) {
          const fresh = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
          // A lost connection loses the lock with it: stop leading and try again next tick.
          fresh.on('error', drop);
          fresh.on('end', () => {
            if (client === fresh) drop();
          });
          client = fresh;
          await fresh.connect();
        }
        if (leading) {
          await client.query('select 1');
          return true;
        }
        const result = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
          lockId,
        ]);
        leading = result.rows[0]?.locked === true;
        return leading;
      } catch {
        drop();
        return false;
      }
    },
    async close() {
      const old = client;
      client = undefined;
      leading = false;
      await old?.end().catch(() => {});
    },
  };
}
