import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// Server tests: each file its own database, a copy of one migrated and seeded once per run; the SPA tests ('web') run in jsdom with the same
// plugins and alias as the app's build (vite.config.ts).
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
          // The demo database migrated and seeded once per run; each file starts from a copy (server/test/seeded.ts).
          globalSetup: ['server/test/global-setup.ts'],
        },
      },
      {
        plugins: [react(), vanillaExtractPlugin()],
        resolve: {
          alias: {
            '@': fileURLToPath(new URL('./src', import.meta.url)),
            '@contract': fileURLToPath(new URL('./openapi/generated', import.meta.url)),
          },
        },
        test: {
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/app/test/setup.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
