#!/usr/bin/env bash
# Makes sure the browser tests have a Chromium: $CHROMIUM_PATH if set, else Debian's package,
# installed with apt-get when missing and we are allowed to (root).
set -euo pipefail

if [ -n "${CHROMIUM_PATH:-}" ]; then
  [ -x "$CHROMIUM_PATH" ] || { echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable" >&2; exit 1; }
  exit 0
fi
[ -x /usr/bin/chromium ] && exit 0

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Chromium for the browser tests (apt-get install chromium)..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y -q chromium >/dev/null 2>&1 || { apt-get update -q >/dev/null && apt-get install -y -q chromium >/dev/null; }
  exit 0
fi

echo "No Chromium found. Install it (Debian: sudo apt-get install -y chromium) or set CHROMIUM_PATH." >&2
exit 1
