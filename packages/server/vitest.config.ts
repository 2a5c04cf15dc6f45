import { defineConfig } from 'vitest/config';

// Starting PGlite takes seconds on a loaded machine.
export default defineConfig({ test: { name: 'server', include: ['src/**/*.test.ts'], testTimeout: 30_000 } });
