import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w apps/ai` writes SQL migrations that both PGlite and PostgreSQL apply.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
