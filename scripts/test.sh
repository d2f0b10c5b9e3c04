#!/usr/bin/env bash
# The whole test suite, as CI runs it: static checks, unit tests, a production build,
# then the browser tests against that build.
set -euo pipefail
cd "$(dirname "$0")/.."
export NO_COLOR=1 NEXT_TELEMETRY_DISABLED=1

step() { printf '\n=== %s ===\n' "$1"; }

step "Browser, database and proxy for the tests"
bash scripts/ensure-chromium.sh
bash scripts/ensure-postgres.sh
bash scripts/ensure-haproxy.sh

step "Lint"
npx eslint . --max-warnings 0
npx prettier --check . --log-level warn

step "Type check"
npm run --silent typecheck

step "Unit and integration tests"
npx vitest run

step "Production build"
npm run --silent build

step "Several app instances on one PostgreSQL, behind the proxy; the backup and restore drill"
npx vitest run --config vitest.scale.config.ts

step "Browser tests"
npx playwright test
