import {
  freshPostgresDatabase as freshPostgres,
  freshTestDatabase as freshTest,
  migratedSnapshot as snapshot,
  type TestDatabaseOptions,
} from '@northstar/server/test-database';
import { MIGRATIONS } from '../db/migrate.ts';

// The AI service's test databases (see @northstar/server/test-database).

export { type TestDatabase, usingPostgres } from '@northstar/server/test-database';

const OPTIONS: TestDatabaseOptions = { migrations: MIGRATIONS, service: 'ai' };

/** A dump of a freshly migrated PGlite data folder, made once per migrations change. */
export const migratedSnapshot = () => snapshot(OPTIONS);
/** A new empty PostgreSQL database with the migrations applied. */
export const freshPostgresDatabase = () => freshPostgres(OPTIONS);
/** PostgreSQL with TEST_DB=postgres, otherwise in-memory PGlite. */
export const freshTestDatabase = () => freshTest(OPTIONS);
