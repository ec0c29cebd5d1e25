#!/bin/bash
# Usage: bash deploy/slurm/retry.sh RUN_DIR
# Continues a run queued by submit.sh after a task failed or was cancelled, once the cause is fixed (status.sh shows
# the end of the task's log): requeues each such task (`scontrol requeue`, eligible at once), which runs fuzz.sbatch
# again and resumes its shard (--resume), and makes the merge wait for the tasks one by one: Slurm keeps an array's
# afterok failed once a task has failed, even after that task was requeued and ended with 0. A merge that failed
# or was cancelled is requeued too. Each job keeps the environment it was submitted with: to change FUZZ_ARGS or
# SEEDS, drop the run (scancel) and submit it again. Exit 0: requeued (follow it with status.sh RUN_DIR --wait);
# 1: Slurm refused; 2: no run in RUN_DIR, or nothing to retry.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=deploy/slurm/run-state.sh
source "$here/run-state.sh"
if [ $# -ne 1 ]; then
  echo "usage: bash deploy/slurm/retry.sh RUN_DIR   (RUN_DIR: the folder submit.sh printed)" >&2
  exit 2
fi
run_dir=$(realpath -s "$1")
read_run "$run_dir"

# Requeues a job that ended badly and makes it eligible now (a requeued job otherwise waits two minutes).
requeue() {
  scontrol requeue "$1"
  scontrol update JobId="$1" StartTime=now
}

tasks=$(job_lines "$run_array")
merge=$(job_lines "$run_merge" | head -n 1)
if [ -z "$tasks" ] || [ -z "$merge" ]; then
  echo "Slurm no longer knows the jobs of $run_dir (array $run_array, merge $run_merge): submit the run again" \
    "with RUN=$(basename "$run_dir") and the same RUN_ROOT, SEEDS and FUZZ_ARGS (each shard resumes)" >&2
  exit 2
fi
requeued=()
while read -r task state _; do
  if ended_badly "$state"; then
    requeue "${run_array}_$task"
    requeued+=("$task")
  fi
done <<< "$tasks"
read -r _ merge_state _ merge_reason _ <<< "$merge"
if [ ${#requeued[@]} -eq 0 ] && ! ended_badly "$merge_state" && [ "$merge_reason" != DependencyNeverSatisfied ]; then
  echo "nothing to retry in $run_dir: no task failed and the merge is $merge_state; bash $here/status.sh $run_dir" >&2
  exit 2
fi
# The merge waits for each task by its own id: afterok on the array stays failed.
dependency=afterok$(for t in $(seq 0 $((run_shards - 1))); do printf ':%s_%s' "$run_array" "$t"; done)
if ended_badly "$merge_state"; then requeue "$run_merge"; fi
scontrol update JobId="$run_merge" Dependency="$dependency"
echo "requeued task(s) ${requeued[*]:-none} of array $run_array (each resumes its shard); the merge $run_merge waits for" \
  "all $run_shards task(s). Follow it: bash $here/status.sh $run_dir --wait"
