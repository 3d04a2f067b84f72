#!/usr/bin/env bash
# Starts a throwaway PostgreSQL on a loopback port, runs the given command with DATABASE_URL pointing
# at it, and stops the server afterwards, also when the command fails. Installs PostgreSQL from
# Debian's packages where it is missing. PostgreSQL refuses to run as root, so the cluster belongs to
# the `postgres` user. Usage: scripts/test-postgres.sh npm test
set -euo pipefail

pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

if [ -z "$(pg_bin)" ]; then
  echo "PostgreSQL is missing: installing it from Debian's packages"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq postgresql >/dev/null
fi
BIN="$(pg_bin)"
id postgres >/dev/null 2>&1 || useradd --system --home /var/lib/postgresql --shell /bin/bash postgres

PORT="${PGPORT_TEST:-55432}"
while (echo >"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null; do PORT=$((PORT + 1)); done
DIR="$(mktemp -d /tmp/realm-pg.XXXXXX)"
chown postgres "$DIR"
as_postgres() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

as_postgres "$BIN/initdb" -D "$DIR/data" -A trust -U postgres >/dev/null
as_postgres "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w \
  -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
stop() {
  as_postgres "$BIN/pg_ctl" -D "$DIR/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap stop EXIT INT TERM
echo "PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') is up on 127.0.0.1:$PORT"

export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
# For tests that need a server of their own to stop and start (tests/store/unreachable.test.ts): where the
# server's programs are. They make their own cluster, so stopping it never disturbs the other tests.
export PG_TEST_BIN="$BIN"
"$@"
