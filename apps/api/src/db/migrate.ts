import type { Migrations } from '@northstar/server/migrate';
import { MIGRATIONS_DIR } from '../config/paths.ts';
import { API_MIGRATIONS_LOCK_ID } from '../modules/job-lock-ids.ts';

/** The API's migrations, for `migrateDatabase` of @northstar/server (the AI service locks 727_005). */
export const MIGRATIONS: Migrations = { migrationsFolder: MIGRATIONS_DIR, lockId: API_MIGRATIONS_LOCK_ID };
