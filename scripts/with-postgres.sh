#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL 15 server on 127.0.0.1 and TEST_DATABASE_URL pointing at it.
# Installs PostgreSQL from Debian when it is missing (needs root, as on CI). Usage: scripts/with-postgres.sh <command...>
set -euo pipefail

find_bin() {
  for dir in /usr/lib/postgresql/*/bin; do
    [ -x "$dir/pg_ctl" ] && { echo "$dir"; return 0; }
  done
  return 1
}

if ! PGBIN=$(find_bin); then
  echo "with-postgres: installing PostgreSQL from Debian"
  if [ "$(id -u)" != 0 ]; then echo "with-postgres: PostgreSQL is missing and this is not root" >&2; exit 1; fi
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq postgresql >/dev/null
  PGBIN=$(find_bin)
fi

PORT=${TEST_PG_PORT:-55432}
WORK=$(mktemp -d /tmp/unipath-pg.XXXXXX)
RUN_AS=()
if [ "$(id -u)" = 0 ]; then
  chown postgres:postgres "$WORK"
  RUN_AS=(runuser -u postgres --)
fi

"${RUN_AS[@]}" "$PGBIN/initdb" -D "$WORK/data" -U unipath --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
stop() {
  "${RUN_AS[@]}" "$PGBIN/pg_ctl" -D "$WORK/data" -m fast stop >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap stop EXIT
"${RUN_AS[@]}" "$PGBIN/pg_ctl" -D "$WORK/data" -l "$WORK/log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $PORT -k $WORK -c max_connections=200" start >/dev/null
"${RUN_AS[@]}" "$PGBIN/createdb" -h 127.0.0.1 -p "$PORT" -U unipath unipath_test
echo "with-postgres: PostgreSQL $("$PGBIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT"

export TEST_DATABASE_URL="postgres://unipath@127.0.0.1:$PORT/unipath_test"
"$@"
