import { join } from 'node:path';
import { createDatabase } from '@northstar/server/database';
import { migrateDatabase } from '@northstar/server/migrate';
import { ConfigError, loadConfig } from '../config/env.ts';
import { MIGRATIONS } from '../db/migrate.ts';
import { upsertAdmin } from '../modules/admin/admin-bootstrap.ts';

// `npm run admin:create`: make ADMIN_EMAIL an approved admin now. Never prompts; without
// ADMIN_PASSWORD a new account gets a generated password, printed once.
async function main() {
  const config = loadConfig();
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.databaseUrl ? undefined : join(config.dataDir, 'pgdata'),
  });
  try {
    await migrateDatabase(database, MIGRATIONS);
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
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
});
