#!/usr/bin/env bash
# The database tests start a throwaway PostgreSQL server; make sure its binaries are present
# (Debian's package, installed with apt-get when missing and we are root), or honour POSTGRES_BIN.
# The restore drill (tests/scale-out/backup-restore.scale.ts) also runs pg_dump and pg_restore of
# the server's own version: pg_dump refuses a newer server, and an older pg_restore cannot read a
# newer pg_dump's archive. Debian's server package postgresql-N brings postgresql-client-N, which
# holds both, in the same /usr/lib/postgresql/N/bin.
set -euo pipefail

tools="initdb pg_dump pg_restore"

if [ -n "${POSTGRES_BIN:-}" ]; then
  for tool in $tools; do
    [ -x "$POSTGRES_BIN/$tool" ] || { echo "POSTGRES_BIN=$POSTGRES_BIN has no $tool" >&2; exit 1; }
  done
  exit 0
fi

# The version the tests start: the newest with a server (scripts/throwaway-postgres.mjs).
server_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | while read -r bin; do [ -x "$bin/initdb" ] && echo "$bin"; done | tail -1; }
complete() {
  local bin
  bin=$(server_bin)
  [ -n "$bin" ] || return 1
  for tool in $tools; do [ -x "$bin/$tool" ] || return 1; done
}
complete && exit 0

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  export DEBIAN_FRONTEND=noninteractive
  bin=$(server_bin)
  if [ -n "$bin" ]; then
    # A server without its client tools: add those of its version.
    packages="postgresql-client-$(basename "$(dirname "$bin")")"
  else
    packages="postgresql"
  fi
  echo "Installing PostgreSQL for the database tests (apt-get install $packages)..."
  apt-get install -y -q $packages >/dev/null 2>&1 || { apt-get update -q >/dev/null && apt-get install -y -q $packages >/dev/null; }
  complete && exit 0
fi

echo "PostgreSQL server binaries with pg_dump and pg_restore not found. Install them (Debian: sudo apt-get install -y postgresql) or set POSTGRES_BIN." >&2
exit 1
