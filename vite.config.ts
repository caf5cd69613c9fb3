import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { contractFormRules } from './scripts/vite-contract-forms';
import { buildOutput } from './scripts/vite-build-output';
import { startupPreload } from './scripts/vite-startup-preload';
import { layoutChunk } from './scripts/vite-layout-chunk';

const API_TARGET = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig({
  // contractFormRules: each page's chunk carries only the contract form rules it imports (scripts/vite-contract-forms.ts).
  // startupPreload: the app-wide actors' chunks fetched beside the entry (scripts/vite-startup-preload.ts).
  // layoutChunk: the signed-in layout and what it shares only with signed-in pages in one chunk (scripts/vite-layout-chunk.ts).
  // buildOutput: precompressed .br/.gz beside each file, source maps moved out of the served folder (scripts/vite-build-output.ts).
  plugins: [
    react(),
    vanillaExtractPlugin(),
    contractFormRules(fileURLToPath(new URL('./openapi/generated/forms.ts', import.meta.url))),
    startupPreload(['src/app/model/app-actors.ts']),
    layoutChunk(),
    buildOutput(),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // What npm run api:types generates from the contracts (types, the access map, the form rules).
      '@contract': fileURLToPath(new URL('./openapi/generated', import.meta.url)),
    },
  },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/lead-api': { target: API_TARGET, changeOrigin: false },
      // The sandbox payment page and the gateway's form-post return are served by the API server, not the SPA.
      '/sandbox-pay': { target: API_TARGET, changeOrigin: false },
      '/shop/checkout': {
        target: API_TARGET,
        changeOrigin: false,
        // Only the gateway's POST goes to the server; GET /shop/checkout is the SPA's page.
        bypass: (request) => (request.method === 'POST' ? undefined : request.url),
      },
    },
  },
  build: {
    outDir: 'dist',
    // A lazily imported chunk brings its style sheets, but not a <link rel="modulepreload"> per JavaScript chunk it
    // imports: the browser finds those in the chunk itself. Adding forty links cost a phone about 30 ms of main thread
    // in the first page's longest task, and the early requests competed with the page's own (issue 10; measured with
    // scripts/lighthouse.ts --runs=5: /staff_home 86 → 92, LCP 1.7 → 1.4 s). index.html keeps its links.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css'))) },
    // Maps for debugging a production build, without a sourceMappingURL; buildOutput moves them to dist-sourcemaps/.
    sourcemap: 'hidden',
  },
});
