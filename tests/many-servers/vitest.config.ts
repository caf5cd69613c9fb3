import { defineConfig } from 'vitest/config';

// Two real server processes on one PostgreSQL (issue 9, "Proof"): started at the same moment, requests alternating
// between them. Needs TEST_DATABASE_URL, so it runs inside the throwaway PostgreSQL:
// bash scripts/with-postgres.sh npx vitest run --config tests/many-servers/vitest.config.ts
export default defineConfig({
  test: {
    name: 'many-servers',
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/many-servers/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
