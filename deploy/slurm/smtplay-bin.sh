#!/bin/bash
# Sourced by fuzz.sbatch and merge.sbatch (from $SMTPLAY_DIR, since Slurm runs a copy of the batch script):
# `smtplay ARGS…` runs the checkout's own bin by its absolute path, $SMTPLAY_DIR/bin/smtplay.js (npx, run from
# anywhere else, would look for a package of that name on npm), once it has checked that node and the checkout are
# there on the node the job landed on.
smtplay_bin=$SMTPLAY_DIR/bin/smtplay.js
if ! command -v node > /dev/null || [ ! -f "$smtplay_bin" ]; then
  echo "smtplay: this job needs node on PATH and $smtplay_bin (SMTPLAY_DIR, after npm ci) on $(hostname)" >&2
  exit 2
fi
smtplay() { node "$smtplay_bin" "$@"; }
