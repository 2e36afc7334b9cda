#!/usr/bin/env bash
# npm test's builds, each made once, and the packaging test (package.json test:all; the e2e tests run after it).
# Before, the packaging test built the app (dist/renderer and dist/electron) and then `npm run test:e2e` built
# dist/renderer again, and compiled and built the pseudo-locale's renderer while nothing else ran: about a minute of
# the Paraglide compiler on one core (docs/ARCHITECTURE.md, "The pseudo-locale run") with the other core idle.
# Here the pseudo-locale's compile and build run on one core while the app is built and packaged on the other, and
# the packaging test is told the app it packages was just built (BDT_APP_BUILT=1), so it does not build it again.
# Run alone, `npm run test:packaging` builds the app itself and `npm run test:e2e` builds both renderers.
set -uo pipefail
cd "$(dirname "$0")/.."

# The generated sources both builds read, first and once (each script writes only what changed), so the two builds
# below never read a file while it is being written.
node scripts/make-messages.ts --if-changed && node scripts/make-drill-kinds.ts || exit 1

# The pseudo-locale's renderer (dist/renderer-pseudo), in the background; its output is shown once it has ended.
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
(node scripts/make-pseudo-locale.ts && PSEUDO_LOCALE=1 npx vite build) >"$log" 2>&1 &
pseudo=$!

npm run build && BDT_APP_BUILT=1 npm run test:packaging
packaged=$?

wait "$pseudo"
built=$?
echo "--- the pseudo-locale's renderer (npm run build:renderer-pseudo):"
cat "$log"
if [ "$built" -ne 0 ]; then echo "test-builds: the pseudo-locale's renderer did not build" >&2; fi
[ "$packaged" -eq 0 ] && [ "$built" -eq 0 ]
