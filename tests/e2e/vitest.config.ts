import { defineConfig } from 'vitest/config';

// End-to-end tests: the built SPA (dist/) and the real server, driven by Debian's Chromium through playwright-core.
// Run after `vite build`: npx vitest run --config tests/e2e/vitest.config.ts
export default defineConfig({
  // The a11y walks read the app's route table, which imports the generated access map.
  resolve: { alias: { '@contract': new URL('../../openapi/generated', import.meta.url).pathname } },
  test: {
    name: 'e2e',
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    // Two files at a time, each worker on its own shared server (global-setup.ts): the walks spend most of their time
    // waiting for pages, so two side by side take little longer than one. E2E_WORKERS=1 runs them one after another.
    fileParallelism: true,
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
    testTimeout: 60_000,
    // expect.poll waits 1 s by default: a reload of a signed-in page with two files running takes longer.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
  },
});
