import { defineConfig } from 'vitest/config';

// Durability of the default embedded PostgreSQL: the real server as its own process, killed with SIGKILL mid-load and
// started again; an earlier version's PGlite folder imported. Each file starts real PostgreSQL servers, so they run
// one after the other: npx vitest run --config tests/durability/vitest.config.ts
export default defineConfig({
  test: {
    name: 'durability',
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/durability/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
