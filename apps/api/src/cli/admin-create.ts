import { join } from 'node:path';
import { prepareDataFolder, restrictUmask, withStorageErrors } from '@northstar/server/data-folder';
import { createDatabase } from '@northstar/server/database';
import { migrateDatabase } from '@northstar/server/migrate';
import { StartupError } from '@northstar/server/startup-error';
import { ConfigError, loadConfig } from '../config/env.ts';
import { MIGRATIONS } from '../db/migrate.ts';
import { upsertAdmin } from '../modules/admin/admin-bootstrap.ts';

// `npm run admin:create`: make ADMIN_EMAIL an approved admin now. Never prompts; without
// ADMIN_PASSWORD a new account gets a generated password, printed once.
async function main() {
  restrictUmask();
  const config = loadConfig();
  const pgliteDir = config.databaseUrl ? undefined : join(config.dataDir, 'pgdata');
  // The embedded database belongs to one process: while the API runs, this refuses and says so.
  const folder = pgliteDir
    ? prepareDataFolder({ dir: config.dataDir, service: 'admin:create', databaseDir: pgliteDir })
    : undefined;
  const database = await withStorageErrors(folder?.dir, () =>
    createDatabase({ databaseUrl: config.databaseUrl, pgliteDir }),
  );
  try {
    await withStorageErrors(folder?.dir, () => migrateDatabase(database, MIGRATIONS));
    const result = await upsertAdmin(database.db, {
      email: config.adminEmail,
      password: config.adminPassword,
    });
    const email = result.user.email;
    if (result.action === 'created') {
      console.log(`Created admin ${email}.`);
      if (result.generatedPassword) {
        console.log(`Password: ${result.generatedPassword}`);
        console.log('Store it now and change it after signing in; it will not be shown again.');
      }
    } else {
      console.log(
        `${email} ${result.action === 'promoted' ? 'is now an approved admin' : 'was already an admin'}.`,
      );
      console.log(
        config.adminPassword ? 'Its password was set from ADMIN_PASSWORD.' : 'Its password is unchanged.',
      );
    }
  } finally {
    await database.close();
    folder?.restrictPermissions();
    folder?.release();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof StartupError ? error.message : error);
  process.exitCode = 1;
});
