#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL cluster on 127.0.0.1 (the training room's tests and bench need one):
#   scripts/with-postgres.sh npx vitest run --project room
# The cluster lives in a temporary folder owned by the `postgres` user (PostgreSQL refuses to run as root), listens
# on a free port, and is stopped and removed when the command ends. BDT_TEST_PG_URL is the superuser's URL;
# BDT_TEST_PG_CTL is how the tests stop and restart the server (a fault they must survive).
# An already set BDT_TEST_PG_URL is used as it is (a developer's own server).
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: scripts/with-postgres.sh <command> [args...]" >&2
  exit 2
fi
if [ -n "${BDT_TEST_PG_URL:-}" ]; then
  exec "$@"
fi

bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
  echo "with-postgres: PostgreSQL is not installed (apt-get install postgresql)" >&2
  exit 2
fi

# As root the server runs as `postgres`; as anyone else it runs as that user.
as_pg() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

# BDT_PG_PARENT: where the cluster's folder is made (/tmp by default). The bench may put it on another device than the
# station's data (e.g. /dev/shm), as a room's server is another machine whose disk flushes never hold up a station's.
dir="$(mktemp -d "${BDT_PG_PARENT:-/tmp}/bdt-pg.XXXXXX")"
chmod 755 "$dir"
if [ "$(id -u)" -eq 0 ]; then chown postgres "$dir"; fi
port="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

stop() {
  as_pg "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap stop EXIT

echo postgres >"$dir/pwfile"
if [ "$(id -u)" -eq 0 ]; then chown postgres "$dir/pwfile"; fi
as_pg "$bin/initdb" -D "$dir/data" -U postgres --auth=scram-sha-256 --pwfile="$dir/pwfile" -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 ||
  { cat "$dir/initdb.log" >&2; exit 1; }
cat >>"$dir/data/postgresql.conf" <<CONF
listen_addresses = '127.0.0.1'
port = $port
unix_socket_directories = '$dir'
max_connections = 200
CONF
# Quick: a test cluster needs no durability across a power cut. BDT_PG_DURABLE=1 keeps PostgreSQL's defaults (the
# bench measures the room as it would run).
if [ -z "${BDT_PG_DURABLE:-}" ]; then
  printf 'fsync = off\nsynchronous_commit = off\nfull_page_writes = off\n' >>"$dir/data/postgresql.conf"
fi
ctl=("$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w)
# BDT_PG_NICE: the server's nice value (its backends inherit it). With BDT_PG_PARENT, the bench can stand in for a
# room's server on another machine: neither its disk flushes nor its processor time compete with the station's.
nice=()
if [ -n "${BDT_PG_NICE:-}" ]; then nice=(nice -n "$BDT_PG_NICE"); fi
as_pg "${nice[@]}" "${ctl[@]}" start >/dev/null || { cat "$dir/server.log" >&2; exit 1; }

export BDT_TEST_PG_URL="postgres://postgres:postgres@127.0.0.1:$port/postgres"
# The tests stop and start the server through this (run as the postgres user when we are root).
if [ "$(id -u)" -eq 0 ]; then
  export BDT_TEST_PG_CTL="runuser -u postgres -- ${ctl[*]}"
else
  export BDT_TEST_PG_CTL="${ctl[*]}"
fi
set +e
"$@"
status=$?
set -e
exit "$status"
