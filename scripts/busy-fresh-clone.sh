#!/usr/bin/env bash
# Usage: bash scripts/busy-fresh-clone.sh [REF]  (default HEAD)
# README's second quick-start command on a slow, busy laptop: a fresh clone of REF in a temporary folder (no
# external corpus beside it, no node_modules; the Z3 release cache is the user's, as on a machine that ran the tests
# before), then `npm install && npm test` while
# one busy loop per core competes for the CPU the whole time. It must pass as it does on a quiet machine: no test
# may depend on the machine's speed. Prints the wall time and the load average; exits with npm's status.
set -euo pipefail
REF=${1:-HEAD}
REPO=$(cd "$(dirname "$0")/.." && pwd)
WORK=$(mktemp -d "${TMPDIR:-/tmp}/smtplay-busy-clone-XXXXXX")
HOGS=()
# shellcheck disable=SC2317 # called by the EXIT trap
cleanup() {
  for pid in "${HOGS[@]}"; do kill "$pid" 2>/dev/null || true; done
  rm -rf "$WORK"
}
trap cleanup EXIT

git clone --quiet "$REPO" "$WORK/clone"
git -C "$WORK/clone" checkout --quiet "$REF"
for _ in $(seq "$(nproc)"); do
  node -e 'for (;;);' &
  HOGS+=("$!")
done
cd "$WORK/clone"
T0=$SECONDS
status=0
# SMT_SEEDS unset and no ../shared beside the clone: as on a new machine, the corpus tier is left out.
env -u SMT_SEEDS -u SMT_SEEDS_REQUIRED bash -c 'npm install --no-audit --no-fund && npm test' ||
  status=$?
echo "busy-fresh-clone: npm install && npm test exited ${status} after $((SECONDS - T0)) s beside $(nproc) busy loops (load $(cut -d' ' -f1-3 /proc/loadavg))"
exit "$status"
