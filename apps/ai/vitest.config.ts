import { defineConfig } from 'vitest/config';

// Chat tests boot the real app against a real database (PGlite, or PostgreSQL with TEST_DB=postgres).
export default defineConfig({
  test: {
    name: 'ai',
    include: ['src/**/*.test.ts', 'eval/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
