#!/usr/bin/env bash
# Every test of Unipath, in the order a failure is cheapest to read. `npm test` runs this.
set -euo pipefail
cd "$(dirname "$0")/.."
export REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true

step() { printf '\n== %s\n' "$*"; }

step "contracts: lint (Redocly, the split roots with every part file they reference)"
npx redocly lint openapi/portal.yaml openapi/leads.yaml --format=stylish 2>&1 | grep -v ' warning ' | tail -n 8

step "contracts: generated artefacts are up to date (bundles, types, access map, form rules)"
node --import tsx scripts/gen-api-types.ts --check

step "type check"
npx tsc -p tsconfig.json --noEmit

step "server: lint (typescript-eslint, module boundaries)"
npm run --silent lint:server

step "unit, contract and server tests (PGlite)"
npx vitest run

step "machines: model-based coverage per machine (states and transitions, must be 100 %)"
# (they also ran above with every unit test; this prints the table on its own and fails below 100 %)
mkdir -p .tmp
npx vitest run --project web --reporter=dot model.test > .tmp/model-tests.log 2>&1 || { cat .tmp/model-tests.log; exit 1; }
sed 's/\x1b\[[0-9;]*m//g' .tmp/model-tests.log | grep -E '^\[model coverage\]|Tests '

step "machines: QA path export (smoke)"
node --import tsx scripts/qa-paths.ts --all --quiet --out .tmp/qa-paths

step "server tests against a real PostgreSQL"
bash scripts/with-postgres.sh npx vitest run --project server

step "many servers: two real server processes started at once on one PostgreSQL, requests alternating"
bash scripts/with-postgres.sh npx vitest run --config tests/many-servers/vitest.config.ts

step "durability: the embedded PostgreSQL under kill -9 mid-load, the PGlite folder import"
npx vitest run --config tests/durability/vitest.config.ts

step "durability: a power cut mid-load (the data folder on a loop-mounted image when root)"
node --import tsx scripts/power-cut.ts --writes 1000

step "SPA: lint (feature-sliced layer order)"
npx eslint src

step "SPA: build"
npx vite build

step "SPA: JavaScript budget per route (gzip)"
node --import tsx scripts/budget.ts

step "end-to-end: built SPA + real server in Debian's Chromium"
bash scripts/ensure-chromium.sh
npx vitest run --config tests/e2e/vitest.config.ts
