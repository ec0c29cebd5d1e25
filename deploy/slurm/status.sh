#!/bin/bash
# Usage: bash deploy/slurm/status.sh RUN_DIR [--wait]
# How a run queued by submit.sh goes, from Slurm itself (scontrol; no accounting needed): each task of the array
# and the merge with its state and exit code, the end of the log of a task or merge that failed, and what to do
# next. --wait follows the run, one line per change, until the merge has ended or can no longer run.
# Exit 0: merged (the triage report in RUN_DIR/merged/report.md, the merge's log in RUN_DIR/merge-JOB.out);
# 1: a task or the merge failed or was cancelled, so the merge will not run or did not end well (fix the cause the
# log shows, then bash deploy/slurm/retry.sh RUN_DIR); 4: still queued or running; 2: no run in RUN_DIR.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=deploy/slurm/run-state.sh
source "$here/run-state.sh"
if [ $# -lt 1 ] || [ $# -gt 2 ] || { [ $# -eq 2 ] && [ "$2" != --wait ]; }; then
  echo "usage: bash deploy/slurm/status.sh RUN_DIR [--wait]   (RUN_DIR: the folder submit.sh printed)" >&2
  exit 2
fi
run_dir=$(realpath -s "$1")
read_run "$run_dir"

# Adds a line to the report.
say() { text+="$*"$'\n'; }

# The last lines of a log, indented, or a word that it is missing.
log_tail() {
  if [ -s "$1" ]; then
    say "$(grep -v '^\s*$' "$1" | tail -n 4 | sed 's/^/      | /')"
  else
    say "      (no log at $1)"
  fi
}

# " (REASON)" unless Slurm gives none.
why() { [ "$1" = None ] || echo " ($1)"; }

# Reads the run's state once into text (full: every task; brief: one line with the time) and verdict (0, 1 or 4:
# the exit codes above). A task that failed is named at once, even while the others run on.
report() {
  local full=$1 lines merge task state code reason restarts failed=() counts='' tally
  text=''
  lines=$(job_lines "$run_array")
  merge=$(job_lines "$run_merge" | head -n 1)
  [ "$full" = full ] && say "run $run_dir: $run_shards shard task(s) in array $run_array, merge $run_merge"
  for task in $(seq 0 $((run_shards - 1))); do
    read -r _ state code reason restarts <<< "$(awk -v t="$task" '$1 == t' <<< "$lines")"
    if [ -z "${state:-}" ]; then
      # Slurm no longer lists it: its shard's summary says whether it ended.
      if [ -f "$run_dir/shard-$task/summary.json" ]; then state=ENDED; else state=UNKNOWN; fi
      code='?' reason=None restarts=0
    fi
    if ended_badly "$state"; then failed+=("$task"); fi
    counts+="$state "
    if [ "$full" = full ]; then
      say "  task $task (job ${run_array}_$task): $state, exit $code$(why "$reason")$([ "$restarts" = 0 ] || echo ", requeued $restarts time(s)")"
      if ended_badly "$state"; then log_tail "$run_dir/fuzz-${run_array}_$task.out"; fi
    fi
  done
  read -r _ state code reason _ <<< "${merge:-- GONE ? None 0}"
  if [ "$state" = GONE ] && [ -f "$run_dir/merged/report.md" ]; then state=ENDED; fi
  if [ "$full" = full ]; then
    say "  merge (job $run_merge): $state, exit $code$(why "$reason")"
    if ended_badly "$state"; then log_tail "$run_dir/merge-$run_merge.out"; fi
  else
    tally=$(tr ' ' '\n' <<< "$counts" | grep . | sort | uniq -c | awk '{printf "%s%d %s", (NR > 1 ? ", " : ""), $1, tolower($2)}')
    say "$(date -u +%H:%M:%S) tasks: $tally; merge: ${state,,}$(why "$reason")"
  fi
  verdict=4
  if [ "$state" = COMPLETED ] || [ "$state" = ENDED ]; then
    verdict=0
    [ "$full" = full ] && say "merged: $(grep -o '\*\*[0-9]* new\*\*' "$run_dir/merge-$run_merge.out" 2> /dev/null | tr -d '*' || echo '?') finding(s); the triage report: $run_dir/merged/report.md; the merge's log: $run_dir/merge-$run_merge.out"
  elif ended_badly "$state"; then
    verdict=1
    [ "$full" = full ] && say "the merge failed (its log: $run_dir/merge-$run_merge.out); once its cause is fixed: bash $here/retry.sh $run_dir"
  elif [ ${#failed[@]} -gt 0 ] || [ "$reason" = DependencyNeverSatisfied ]; then
    verdict=1
    if [ "$full" = full ]; then
      say "the merge will not run: task(s) ${failed[*]:-?} did not end with 0 (afterok); their logs: $run_dir/fuzz-${run_array}_TASK.out"
      say "once the cause is fixed: bash $here/retry.sh $run_dir (requeues them: each resumes its shard, then the merge runs);"
      say "to drop the run instead: scancel $run_array $run_merge"
    fi
  fi
  return 0
}

if [ "${2:-}" != --wait ]; then
  report full
  printf '%s' "$text"
  exit "$verdict"
fi
last=
while true; do
  report brief
  # Printed when something changed (the line without its time).
  if [ "${text#* }" != "$last" ]; then
    printf '%s' "$text"
    last=${text#* }
  fi
  [ "$verdict" -ne 4 ] && break
  sleep "${SMTPLAY_POLL_SECONDS:-5}"
done
report full
printf '%s' "$text"
exit "$verdict"
