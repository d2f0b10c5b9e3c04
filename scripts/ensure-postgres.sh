#!/usr/bin/env bash
# The database tests start a throwaway PostgreSQL server; make sure its binaries are present
# (Debian's package, installed with apt-get when missing and we are root), or honour POSTGRES_BIN.
set -euo pipefail

if [ -n "${POSTGRES_BIN:-}" ]; then
  [ -x "$POSTGRES_BIN/initdb" ] || { echo "POSTGRES_BIN=$POSTGRES_BIN has no initdb" >&2; exit 1; }
  exit 0
fi
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 && exit 0

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing PostgreSQL for the database tests (apt-get install postgresql)..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y -q postgresql >/dev/null 2>&1 || { apt-get update -q >/dev/null && apt-get install -y -q postgresql >/dev/null; }
  exit 0
fi

echo "PostgreSQL server binaries not found. Install them (Debian: sudo apt-get install -y postgresql) or set POSTGRES_BIN." >&2
exit 1
