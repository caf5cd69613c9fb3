import { defineConfig } from 'vitest/config';

// Server tests share one in-memory PGlite per worker file set; the SPA tests run in jsdom (see vite.config.ts).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/contract/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
    ],
  },
});
