#!/usr/bin/env bash
# npm test: static checks (types, lint and layer rules, format), one production build, the unit tests, the
# integration suite (PGlite unless TEST_DATABASE_URL names a PostgreSQL server), then the browser journeys in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

# Chromium: CHROMIUM_PATH, Debian's /usr/bin/chromium, or Playwright's own download; else install Debian's.
find_chromium() {
  if [[ -n "${CHROMIUM_PATH:-}" && -x "$CHROMIUM_PATH" ]]; then echo "$CHROMIUM_PATH"; return; fi
  if [[ -x /usr/bin/chromium ]]; then echo /usr/bin/chromium; return; fi
  node -e 'try { const p = require("playwright-core").chromium.executablePath(); if (require("fs").existsSync(p)) console.log(p) } catch {}'
}
chromium="$(find_chromium)"
if [[ -z "$chromium" ]]; then
  if [[ "$(id -u)" == 0 && -f /etc/debian_version ]]; then
    echo "No Chromium found: installing Debian's chromium package…"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
    chromium=/usr/bin/chromium
  else
    echo "No Chromium found. Install one, then run npm test again:" >&2
    if [[ -f /etc/debian_version ]]; then
      echo "  sudo apt-get install -y chromium" >&2
    else
      echo "  npx playwright install chromium" >&2
    fi
    exit 1
  fi
fi
export CHROMIUM_PATH="$chromium"

npm run check
npm run build
npx vitest run --project unit
npx vitest run --project integration
npx playwright test
