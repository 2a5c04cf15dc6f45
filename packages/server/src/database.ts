import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';

// Both servers' database: node-postgres when a URL is given, embedded PGlite otherwise.

/** Either driver's database; a transaction is assignable to it too, so repositories take `Db`. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** SELECT 1, for the readiness probe. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Present for PostgreSQL: migrations take a dedicated connection (see migrate.ts). */
  url?: string;
  /** Present for PGlite: the migrator runs on the same embedded instance. */
  pglite?: PGlite;
}

export interface DatabaseOptions {
  /** postgres://... selects node-postgres; otherwise PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; undefined keeps the database in memory (tests). */
  pgliteDir?: string | undefined;
  /** PGlite started from a dumped data folder (tests skip initdb); with pgliteDir, seeds an empty folder. */
  pgliteSnapshot?: Blob | undefined;
}

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    });
    // An idle client losing its server must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    const db = drizzleNodePg({ client: pool }) as unknown as Db;
    let closed = false;
    return {
      db,
      driver: 'postgres',
      url: options.databaseUrl,
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: async () => {
        if (closed) return;
        closed = true;
        await pool.end();
      },
    };
  }
  if (options.pgliteDir) mkdirSync(options.pgliteDir, { recursive: true });
  const seed = options.pgliteSnapshot ? { loadDataDir: options.pgliteSnapshot } : {};
  const client = options.pgliteDir ? await PGlite.create(options.pgliteDir, seed) : await PGlite.create(seed);
  const db = drizzlePglite({ client }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    pglite: client,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** Raw SQL with numbered parameters ($1, $2, ...), under a name unique to the statement. */
export interface PreparedStatement {
  name: string;
  text: string;
}

/**
 * Runs SQL that drizzle's builders cannot prepare (e.g. a CTE over jsonb_to_recordset) as a named
 * prepared statement: on PostgreSQL each pooled connection parses and plans it once; PGlite, one
 * in-process connection, just runs it. The text must never change for a given name. `db` is the
 * database itself, not a transaction: a statement runs on whichever pooled connection is free.
 */
export async function runPrepared<Row>(
  db: Db,
  statement: PreparedStatement,
  values: unknown[],
): Promise<Row[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!client) throw new Error('runPrepared needs the database, not a transaction');
  if (client instanceof pg.Pool) {
    const result = await client.query({ name: statement.name, text: statement.text, values });
    return result.rows as Row[];
  }
  const result = await (client as PGlite).query<Row>(statement.text, values);
  return result.rows;
}

/** The PostgreSQL error code of a failed query (drizzle wraps driver errors in `cause`). */
export function pgErrorCode(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

// The database is not there (down, restarting, out of disk), as opposed to a query that is wrong:
// SQLSTATE classes 08 (connection exception) and 53 (insufficient resources: disk full, out of memory),
// 57P01-57P03 (shut down, crashed, not accepting connections yet), the socket errors of node-postgres,
// and the driver's own words for a pool or an embedded database that is gone.
const UNAVAILABLE_SQLSTATE = /^(08|53)|^57P0[123]$/;
const UNAVAILABLE_SOCKET = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOSPC',
]);
const UNAVAILABLE_MESSAGE =
  /PGlite is closed|Connection terminated|timeout exceeded when trying to connect|Cannot use a pool after calling end|no space left on device/i;

/** Whether a failed query failed because the database cannot be reached or cannot write: answer 503. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SOCKET.has(code)))
      return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
  }
  return false;
}

/** SQLSTATE unique_violation: an insert or update hit a unique index. */
export const UNIQUE_VIOLATION = '23505';
