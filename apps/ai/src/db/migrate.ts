import { fileURLToPath } from 'node:url';
import type { Migrations } from '@northstar/server/migrate';

/** The AI service's migrations, for `migrateDatabase` of @northstar/server (the API locks 727_001). */
export const MIGRATIONS: Migrations = {
  migrationsFolder: fileURLToPath(new URL('./migrations', import.meta.url)),
  lockId: 727_005,
};
