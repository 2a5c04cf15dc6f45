import type { Migrations } from '@northstar/server/migrate';
import { MIGRATIONS_DIR } from '../config/paths.ts';

/** The API's migrations, for `migrateDatabase` of @northstar/server (the AI service locks 727_005). */
export const MIGRATIONS: Migrations = { migrationsFolder: MIGRATIONS_DIR, lockId: 727_001 };
