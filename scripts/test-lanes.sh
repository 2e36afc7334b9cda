#!/usr/bin/env bash
# npm test's middle part (package.json test:all, after the other Vitest projects), in lanes that keep both cores of a
# 2-core machine working:
#   - the training room's tests (Vitest's room project: its files one at a time, as they share one PostgreSQL cluster
#     that some of them stop and start; on its own, Vitest runs them last, one core working and the other idle);
#   - the pseudo-locale's renderer (dist/renderer-pseudo: about a minute of the Paraglide compiler on one core,
#     docs/ARCHITECTURE.md "The pseudo-locale run");
#   - the English renderer (dist/renderer), then the rest of the app's build (dist/electron) and the packaging test,
#     told the app was just built (BDT_APP_BUILT=1), so each renderer is built once;
#   - Playwright's e2e and pseudo projects, as soon as both renderers are built (they serve the builds and run the
#     backend from source, so they need neither dist/electron nor the packaging test). They get a PostgreSQL cluster of
#     their own (room.e2e.ts), as the room's tests stop and start theirs. Playwright was last, after every lane.
# The perf project is not run here: it measures frames and key timings, so it runs alone after this (package.json).
# Playwright's output is shown as it comes; the other lanes' once they have ended. Arguments go to the room's Vitest
# run. Alone: `npx vitest run --project room` (with scripts/with-postgres.sh), `npm run test:packaging` builds the app
# itself, and `npm run test:e2e` builds both renderers and runs every Playwright project.
set -uo pipefail
cd "$(dirname "$0")/.."

# The generated sources the builds read, first and once (each script writes only what changed), so no build reads a
# file while another writes it.
node scripts/make-messages.ts --if-changed && node scripts/make-drill-kinds.ts || exit 1

room_log="$(mktemp)"
pseudo_log="$(mktemp)"
package_log="$(mktemp)"
trap 'rm -f "$room_log" "$pseudo_log" "$package_log"' EXIT
npx vitest run --project room "$@" >"$room_log" 2>&1 &
room=$!
(node scripts/make-pseudo-locale.ts && PSEUDO_LOCALE=1 npx vite build) >"$pseudo_log" 2>&1 &
pseudo=$!

npm run build:renderer >"$package_log" 2>&1
renderer=$?
packaged=1
if [ "$renderer" -eq 0 ]; then
  (npm run build:electron && BDT_APP_BUILT=1 npm run test:packaging) >>"$package_log" 2>&1 &
  package=$!
fi

wait "$pseudo"
built=$?
played=1
if [ "$renderer" -eq 0 ] && [ "$built" -eq 0 ]; then
  env -u BDT_TEST_PG_URL -u BDT_TEST_PG_CTL bash scripts/with-postgres.sh npm run e2e -- --project e2e --project pseudo
  played=$?
fi

wait "$room"
roomed=$?
if [ "$renderer" -eq 0 ]; then
  wait "$package"
  packaged=$?
fi
echo "--- the training room's tests (npx vitest run --project room):"
cat "$room_log"
echo "--- the pseudo-locale's renderer (npm run build:renderer-pseudo):"
cat "$pseudo_log"
echo "--- the app's build and the packaging test (npm run build; npm run test:packaging):"
cat "$package_log"
[ "$built" -eq 0 ] || echo "test-lanes: the pseudo-locale's renderer did not build" >&2
[ "$renderer" -eq 0 ] || echo "test-lanes: the English renderer did not build" >&2
[ "$packaged" -eq 0 ] || echo "test-lanes: the app's build or the packaging test failed" >&2
[ "$roomed" -eq 0 ] || echo "test-lanes: the training room's tests failed" >&2
[ "$played" -eq 0 ] || echo "test-lanes: Playwright's e2e or pseudo project failed (or did not run)" >&2
[ "$roomed" -eq 0 ] && [ "$built" -eq 0 ] && [ "$renderer" -eq 0 ] && [ "$packaged" -eq 0 ] && [ "$played" -eq 0 ]
