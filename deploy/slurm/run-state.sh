#!/bin/bash
# Sourced by status.sh and retry.sh: what Slurm says of a run that submit.sh queued, read with scontrol alone (a
# cluster without accounting has no sacct). RUN_DIR/jobs holds the ids (array=, merge=, shards=).

# Reads RUN_DIR/jobs into run_array, run_merge and run_shards; a folder without one is the user's mistake (exit 2).
# shellcheck disable=SC2034 # the variables are the sourcing script's
read_run() {
  local dir=$1
  if [ ! -f "$dir/jobs" ]; then
    echo "$dir holds no run queued by deploy/slurm/submit.sh (no jobs file): give the folder it printed" >&2
    exit 2
  fi
  run_array=$(sed -n 's/^array=//p' "$dir/jobs")
  run_merge=$(sed -n 's/^merge=//p' "$dir/jobs")
  run_shards=$(sed -n 's/^shards=//p' "$dir/jobs")
}

# One line per job of `scontrol show job --oneliner ID`, as "TASK STATE EXIT REASON RESTARTS" (TASK: the array
# index, or - for a job outside an array); a pending range of tasks (ArrayTaskId=1-3%2) gives one line per task.
# Nothing when Slurm no longer knows the job (ended longer than MinJobAge ago, or another cluster).
job_lines() {
  scontrol show job --oneliner "$1" 2> /dev/null | awk '{
    task = "-"; state = "?"; code = "?"; reason = "None"; restarts = 0
    for (i = 1; i <= NF; i++) {
      eq = index($i, "="); key = substr($i, 1, eq - 1); value = substr($i, eq + 1)
      if (key == "ArrayTaskId") task = value
      else if (key == "JobState") state = value
      else if (key == "ExitCode") code = value
      else if (key == "Reason") reason = value
      else if (key == "Restarts") restarts = value
    }
    sub(/%.*/, "", task)
    n = split(task, parts, ",")
    for (j = 1; j <= n; j++) {
      if (split(parts[j], range, "-") == 2 && range[1] != "")
        for (t = range[1] + 0; t <= range[2] + 0; t++) print t, state, code, reason, restarts
      else print parts[j], state, code, reason, restarts
    }
  }' | sort -n
}

# The states in which a job has ended without success: its dependants under afterok will not start.
ended_badly() {
  case "$1" in
    FAILED | CANCELLED | TIMEOUT | NODE_FAIL | OUT_OF_MEMORY | BOOT_FAIL | DEADLINE | PREEMPTED) return 0 ;;
    *) return 1 ;;
  esac
}
