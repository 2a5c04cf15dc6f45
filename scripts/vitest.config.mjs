import { defineConfig } from 'vitest/config';

// Tests of the repository's scripts (npm start's supervisor): they spawn real services, so they are slow.
export default defineConfig({
  test: { name: 'scripts', include: ['**/*.test.mjs'], testTimeout: 60_000, hookTimeout: 30_000 },
});
