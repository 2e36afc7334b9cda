#!/usr/bin/env bash
# npm test's middle part (package.json test:all, after the other Vitest projects and before Playwright), in lanes that
# each keep about one core busy, so that a 2-core machine has both cores working:
#   - the training room's tests (Vitest's room project: its files one at a time, as they share one PostgreSQL cluster
#     that some of them stop and start; on its own, Vitest runs them last, one core working and the other idle);
#   - the pseudo-locale's renderer (dist/renderer-pseudo: about a minute of the Paraglide compiler on one core,
#     docs/ARCHITECTURE.md "The pseudo-locale run");
#   - the app's build (dist/renderer, dist/electron) and the packaging test, told the app was just built
#     (BDT_APP_BUILT=1), so each renderer is built once (the packaging test and `npm run test:e2e` each built the
#     English renderer when they ran apart).
# The room's output is shown as it comes; the other lanes' once they have ended. Arguments go to the room's Vitest run.
# Alone: `npx vitest run --project room` (with scripts/with-postgres.sh), `npm run test:packaging` builds the app
# itself, and `npm run test:e2e` builds both renderers.
set -uo pipefail
cd "$(dirname "$0")/.."

# The generated sources the builds read, first and once (each script writes only what changed), so no build reads a
# file while another writes it.
node scripts/make-messages.ts --if-changed && node scripts/make-drill-kinds.ts || exit 1

pseudo_log="$(mktemp)"
package_log="$(mktemp)"
trap 'rm -f "$pseudo_log" "$package_log"' EXIT
(node scripts/make-pseudo-locale.ts && PSEUDO_LOCALE=1 npx vite build) >"$pseudo_log" 2>&1 &
pseudo=$!
(npm run build && BDT_APP_BUILT=1 npm run test:packaging) >"$package_log" 2>&1 &
package=$!

npx vitest run --project room "$@"
room=$?

wait "$pseudo"
built=$?
wait "$package"
packaged=$?
echo "--- the pseudo-locale's renderer (npm run build:renderer-pseudo):"
cat "$pseudo_log"
echo "--- the app's build and the packaging test (npm run build; npm run test:packaging):"
cat "$package_log"
[ "$built" -eq 0 ] || echo "test-lanes: the pseudo-locale's renderer did not build" >&2
[ "$packaged" -eq 0 ] || echo "test-lanes: the app's build or the packaging test failed" >&2
[ "$room" -eq 0 ] || echo "test-lanes: the training room's tests failed" >&2
[ "$room" -eq 0 ] && [ "$built" -eq 0 ] && [ "$packaged" -eq 0 ]
