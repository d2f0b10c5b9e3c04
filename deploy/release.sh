#!/usr/bin/env bash
# A release on the server without a dropped request. Run as root from the new checkout:
#   deploy/release.sh                 (instances on ports 3001 and 3002)
#   deploy/release.sh 3001 3002 3003
# It builds the new version in a release folder of its own, points /srv/allegheny-site/current at
# it, then restarts the instances one at a time, each only once the previous one is back in the
# proxy's rotation. An instance still running keeps the folder it started in, so nothing changes
# under it; the last five releases are kept for a rollback (point `current` back, run this again).
set -euo pipefail
root=/srv/allegheny-site
if [ "$#" -gt 0 ]; then ports=("$@"); else ports=(3001 3002); fi

release="$root/releases/$(date -u +%Y%m%dT%H%M%SZ)"
mkdir -p "$release"
git archive HEAD | tar -x -C "$release"
chown -R site:site "$release"
# Node 20's npm; the build runs as the site's user, not root.
runuser -u site -- bash -c "cd '$release' && npm install --no-audit --no-fund && npm run build"
ln -sfn "$release" "$root/current.new" && mv -T "$root/current.new" "$root/current"

for port in "${ports[@]}"; do
  echo "Restarting the instance on port $port..."
  # SIGTERM: it leaves the rotation, finishes its requests and work, exits; systemd starts the new one.
  systemctl restart "allegheny-site@$port"
  ready=""
  for _ in $(seq 1 120); do
    if curl -fsS "http://127.0.0.1:$port/api/ready" >/dev/null 2>&1; then ready=1; break; fi
    sleep 0.5
  done
  [ -n "$ready" ] || { echo "The instance on port $port is not ready: the release stops here." >&2; exit 1; }
  # HAProxy brings it back after two good checks half a second apart.
  sleep 2
done
ls -1dt "$root"/releases/* | tail -n +6 | xargs -r rm -rf
echo "Released $(basename "$release") to ports ${ports[*]}."
