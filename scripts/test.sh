#!/usr/bin/env bash
# npm test: production build, then the integration suite (PGlite unless TEST_DATABASE_URL is set), then the browser suite.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
npm run build
npx vitest run
