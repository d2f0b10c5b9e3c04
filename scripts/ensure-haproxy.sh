#!/usr/bin/env bash
# The deployment test runs the real proxy configuration (deploy/haproxy.cfg): make sure HAProxy is
# present (Debian's package, installed with apt-get when missing and we are root).
set -euo pipefail

command -v haproxy >/dev/null 2>&1 && exit 0

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing HAProxy for the deployment test (apt-get install haproxy)..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y -q haproxy >/dev/null 2>&1 || { apt-get update -q >/dev/null && apt-get install -y -q haproxy >/dev/null; }
  exit 0
fi

echo "HAProxy not found. Install it (Debian: sudo apt-get install -y haproxy)." >&2
exit 1
