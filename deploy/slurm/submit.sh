#!/bin/bash
# Usage: SMTPLAY_DIR=… SEEDS=… [SHARDS=4] [RUN_ROOT=smtplay-runs] [RUN=name] [KNOWN=…] [FUZZ_ARGS=…] [TRIAGE_ARGS=…]
#        bash deploy/slurm/submit.sh
# Queues a sharded smtplay campaign as a job array of SHARDS tasks (fuzz.sbatch) and its merge (merge.sbatch),
# which starts only once every task has ended with 0 (--dependency=afterok). The run goes to RUN_ROOT/RUN/ (RUN:
# the UTC time unless given; the same RUN again continues that run, each shard with --resume), with the jobs' logs
# (fuzz-ARRAY_TASK.out, merge-JOB.out) and their ids (jobs); the known findings stay in KNOWN (default
# RUN_ROOT/known) from one run to the next. status.sh RUN_DIR [--wait] follows it, retry.sh RUN_DIR requeues the
# tasks that failed. docs/SCALE-OUT.md, "Slurm".
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
: "${SMTPLAY_DIR:?set SMTPLAY_DIR to the smtplay checkout}"
: "${SEEDS:?set SEEDS to the seed folder}"
if ! command -v sbatch > /dev/null; then
  echo "submit.sh: sbatch is not on PATH: no Slurm here. A one-node cluster on this machine:" \
    "deploy/slurm/local-cluster.sh start (as root)" >&2
  exit 2
fi
# Absolute paths: the jobs run in another folder, perhaps on another node.
if [ ! -f "$SMTPLAY_DIR/bin/smtplay.js" ]; then
  echo "submit.sh: SMTPLAY_DIR=$SMTPLAY_DIR is no smtplay checkout (no bin/smtplay.js)" >&2
  exit 2
fi
if [ ! -e "$SEEDS" ]; then
  echo "submit.sh: SEEDS=$SEEDS does not exist: give the seed folder" >&2
  exit 2
fi
SMTPLAY_DIR=$(cd "$SMTPLAY_DIR" && pwd)
SEEDS=$(realpath -s "$SEEDS")
shards=${SHARDS:-4}
if ! [[ $shards =~ ^[1-9][0-9]*$ ]]; then
  echo "submit.sh: SHARDS=$shards is not a number of shards: SHARDS=4" >&2
  exit 2
fi
mkdir -p "${RUN_ROOT:-smtplay-runs}"
root=$(cd "${RUN_ROOT:-smtplay-runs}" && pwd)
run_dir="$root/${RUN:-$(date -u +%Y%m%dT%H%M%SZ)}"
KNOWN=$(realpath -ms "${KNOWN:-$root/known}")
# The same RUN again continues it; two submissions must not run one shard at once.
if [ -f "$run_dir/jobs" ]; then
  old_array=$(sed -n 's/^array=//p' "$run_dir/jobs")
  old_merge=$(sed -n 's/^merge=//p' "$run_dir/jobs")
  if [ -n "$(squeue --noheader --jobs="$old_array" 2> /dev/null)" ] ||
    [ "$(squeue --noheader --format=%T --jobs="$old_merge" 2> /dev/null)" = RUNNING ]; then
    echo "submit.sh: jobs of $run_dir are still queued or running: see bash $here/status.sh $run_dir" >&2
    exit 2
  fi
  # A merge left waiting for a task that failed would never run (or would run beside the new one).
  scancel "$old_merge" 2> /dev/null || true
fi
mkdir -p "$run_dir"
export SMTPLAY_DIR SEEDS RUN_DIR="$run_dir" KNOWN
resources="each task asks for what the #SBATCH lines of fuzz.sbatch and merge.sbatch say (2 CPUs, 8G and 4G):
ask less on a smaller node, e.g. SBATCH_MEM_PER_NODE=2G bash deploy/slurm/submit.sh"
if ! array=$(sbatch --parsable --array="0-$((shards - 1))" --output="$run_dir/fuzz-%A_%a.out" "$here/fuzz.sbatch"); then
  echo "submit.sh: sbatch refused the shard array (its reason is above); $resources" >&2
  exit 2
fi
array=${array%%;*}
if ! merge=$(sbatch --parsable --dependency="afterok:$array" --output="$run_dir/merge-%j.out" "$here/merge.sbatch"); then
  scancel "$array" || true
  echo "submit.sh: sbatch refused the merge (its reason is above), so the array $array is cancelled; $resources" >&2
  exit 2
fi
merge=${merge%%;*}
printf 'array=%s\nmerge=%s\nshards=%s\n' "$array" "$merge" "$shards" > "$run_dir/jobs"
echo "queued shards ${array} (array 0-$((shards - 1))) and merge ${merge} into $run_dir"
echo "follow it: bash $here/status.sh $run_dir --wait"
