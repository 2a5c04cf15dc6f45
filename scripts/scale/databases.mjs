// Fresh PostgreSQL databases for one scale run (the API's and the AI service's), dropped afterwards.
import pg from 'pg';

export const POSTGRES_URL = process.env.SCALE_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

const urlOf = (name) => {
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Creates `northstar_scale_{api,ai}_<runId>`; `query` runs SQL on the server, `drop()` removes both. */
export async function createScaleDatabases(runId) {
  const admin = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `test:scale needs PostgreSQL at ${new URL(POSTGRES_URL).host} (SCALE_POSTGRES_URL): ${error.message}`,
    );
  }
  const names = { api: `northstar_scale_api_${runId}`, ai: `northstar_scale_ai_${runId}` };
  for (const name of Object.values(names)) await admin.query(`create database "${name}"`);
  // The checks read the API's tables directly (delivery figures, sessions).
  const api = new pg.Client({ connectionString: urlOf(names.api) });
  await api.connect();
  return {
    names,
    apiUrl: urlOf(names.api),
    aiUrl: urlOf(names.ai),
    /** SQL against the API's database. */
    api,
    /** SQL against the server's `postgres` database (pg_locks, pg_stat_activity). */
    admin,
    async drop() {
      await api.end().catch(() => {});
      for (const name of Object.values(names))
        await admin.query(`drop database if exists "${name}" with (force)`).catch((error) => {
          console.error(`[scale] could not drop ${name}: ${error.message}`);
        });
      await admin.end().catch(() => {});
    },
  };
}
