#!/usr/bin/env bash
# A throwaway PostgreSQL cluster owned by one CI run: `start DIR PORT` prints its URL,
# `stop DIR` stops it and removes it. PostgreSQL refuses to run as root, so the cluster runs
# as the postgres user.
set -euo pipefail
PG_BIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
cmd=$1
dir=$2

as_postgres() {
  if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi
}

case "$cmd" in
  start)
    port=$3
    mkdir -p "$dir"
    [ "$(id -u)" = 0 ] && chown postgres:postgres "$dir"
    as_postgres "'$PG_BIN/initdb' -D '$dir/data' -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >'$dir/initdb.log' 2>&1"
    as_postgres "'$PG_BIN/pg_ctl' -D '$dir/data' -l '$dir/server.log' -w -o \"-p $port -k '$dir' -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off\" start >/dev/null"
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    if [ -d "$dir/data" ]; then
      as_postgres "'$PG_BIN/pg_ctl' -D '$dir/data' -m fast -w stop >/dev/null" || true
    fi
    rm -rf "$dir"
    ;;
  *)
    echo "usage: $0 start DIR PORT | stop DIR" >&2
    exit 2
    ;;
esac
