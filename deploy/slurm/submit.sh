#!/bin/bash
# Usage: SMTPLAY_DIR=… SEEDS=… [SHARDS=4] [RUN_ROOT=smtplay-runs] [KNOWN=…] [FUZZ_ARGS=…] bash deploy/slurm/submit.sh
# Queues a sharded smtplay campaign as a job array of SHARDS tasks (fuzz.sbatch) and its merge (merge.sbatch),
# which starts only once every task has ended with 0 (--dependency=afterok). The run goes to
# RUN_ROOT/<UTC time>/; the known findings stay in KNOWN (default RUN_ROOT/known) from one run to the next.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
: "${SMTPLAY_DIR:?set SMTPLAY_DIR to the smtplay checkout}"
: "${SEEDS:?set SEEDS to the seed folder}"
shards=${SHARDS:-4}
mkdir -p "${RUN_ROOT:-smtplay-runs}"
root=$(cd "${RUN_ROOT:-smtplay-runs}" && pwd)
run_dir="$root/$(date -u +%Y%m%dT%H%M%SZ)"
export SMTPLAY_DIR SEEDS RUN_DIR="$run_dir" KNOWN="${KNOWN:-$root/known}"
array=$(sbatch --parsable --array="0-$((shards - 1))" "$here/fuzz.sbatch")
array=${array%%;*}
merge=$(sbatch --parsable --dependency="afterok:$array" "$here/merge.sbatch")
echo "queued shards ${array} (array 0-$((shards - 1))) and merge ${merge%%;*} into $run_dir"
