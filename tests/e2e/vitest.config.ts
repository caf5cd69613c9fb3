import { defineConfig } from 'vitest/config';

// End-to-end tests: the built SPA (dist/) and the real server, driven by Debian's Chromium through playwright-core.
// Run after `vite build`: npx vitest run --config tests/e2e/vitest.config.ts
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
