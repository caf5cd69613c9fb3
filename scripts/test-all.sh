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

# Vitest gives a run one worker per core less one: on a 2-core machine that is one. Two workers take the web tests
# from about 410 s to 275 s and the PostgreSQL server tests from about 390 s to 305 s.
WORKERS="${TEST_WORKERS:-2}"
mkdir -p .tmp

step "SPA: unit, page and machine tests (jsdom), with model-based coverage per machine (states and transitions, must be 100 %)"
npx vitest run --project web --reporter=dot --maxWorkers="$WORKERS" > .tmp/web-tests.log 2>&1 || { cat .tmp/web-tests.log; exit 1; }
sed 's/\x1b\[[0-9;]*m//g' .tmp/web-tests.log | grep -E '^\[model coverage\]|Test Files|Tests '

step "machines: QA path export (smoke)"
node --import tsx scripts/qa-paths.ts --all --quiet --out .tmp/qa-paths

step "server, contract and script tests against a real PostgreSQL (the engine the product runs on)"
bash scripts/ensure-debian-tools.sh poppler   # pdftotext and pdftoppm read the invoice PDFs back
bash scripts/with-postgres.sh npx vitest run --project server --maxWorkers="$WORKERS"

step "server tests on PGlite (EMBEDDED_DB=pglite): its own code paths, and one busy file of each area"
# The whole server suite ran on PGlite too until stop 19 (about 11 minutes); these files cover what differs on it:
# the single-connection driver and its data-folder image, the migrations, the job queue's claims and the races
# (payments, invoice numbers, exactly-once sends) that PGlite serialises instead of locking.
npx vitest run --project server --maxWorkers="$WORKERS" server/src/db server/src/seed server/test/platform-stores \
  server/test/jobs-queue server/test/auth server/test/catalog-search server/test/payments-race server/test/leads-core \
  server/test/nurturing-exactly-once server/test/invoices-numbering

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
bash scripts/ensure-debian-tools.sh chromium
npx vitest run --config tests/e2e/vitest.config.ts
