import { defineConfig } from 'vitest/config';

// Each workspace owns its vitest.config.ts; `npm run test:unit` runs them all.
export default defineConfig({
  test: { projects: ['packages/shared', 'packages/server', 'apps/api', 'apps/ai', 'apps/web', 'scripts'] },
});
