import { defineConfig } from 'vitest/config';

// API tests boot the real app against a real database, so hooks and tests get generous time.
export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
