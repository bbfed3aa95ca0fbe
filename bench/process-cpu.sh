#!/bin/bash
# CPU time by process kind while a benchmark runs (docs/benchmarks/processes.md).
#
#   bench/process-cpu.sh DATABASE OUT.log &     # samples every second until killed
#   echo "MARK $(date +%s.%N) start <label>" >> OUT.marks ... "MARK ... end <label>"
#   python3 bench/process-cpu-summary.py OUT.log OUT.marks
#
# Every second it writes, per process, its cumulative CPU ticks (utime + stime from
# /proc/<pid>/stat) under one of: api (the benchmark's server processes: --serve,
# cluster workers included), floor (--serve-floor), loadgen (the benchmark file
# itself), pg (PostgreSQL backends of DATABASE, by their process title); and the
# machine's /proc/stat line. Only processes whose working directory is this checkout
# are counted as api/floor/loadgen. Needs permission to read the backends' /proc
# entries (root, or the postgres OS user).
db="$1"; out="$2"
root="$(cd "$(dirname "$0")/.." && pwd)"
while true; do
  now=$(date +%s.%N)
  for p in /proc/[0-9]*; do
    pid=${p#/proc/}
    cmd=$(tr '\0' ' ' < "$p/cmdline" 2>/dev/null) || continue
    kind=""
    case "$cmd" in
      *"postgres: "*" $db "*) kind=pg ;;
      *--serve-floor*) [ "$(readlink "$p/cwd" 2>/dev/null)" = "$root" ] && kind=floor ;;
      *--serve*) [ "$(readlink "$p/cwd" 2>/dev/null)" = "$root" ] && kind=api ;;
      *bench/ingest.ts*|*bench/requests.ts*) [ "$(readlink "$p/cwd" 2>/dev/null)" = "$root" ] && kind=loadgen ;;
    esac
    [ -z "$kind" ] && continue
    read -r -a f < "$p/stat" 2>/dev/null || continue
    echo "$now $kind $pid $(( ${f[13]} + ${f[14]} ))"
  done >> "$out"
  head -1 /proc/stat | sed "s/^/$now total 0 /" >> "$out"
  sleep 1
done
