#!/usr/bin/env bash
# Every test: types, lint and the production build; the unit, integration and browser tests; then the
# server's hostile-input and fault tests against the built server.
set -euo pipefail
cd "$(dirname "$0")/.."
# Everything the tests write (data folders, photos, PDFs, browser profiles) goes under one folder that
# is removed at the end, pass or fail, so repeated runs do not fill the disk.
TMPDIR="$(mktemp -d "${TMPDIR:-/tmp}/clearance-tests-XXXXXX")"
export TMPDIR
trap 'rm -rf "$TMPDIR"' EXIT
# Each stage says how long it took and the processor time it used (user and system, both cores
# together), so CI's log gives the times and shows which stages leave a core idle.
stage_start=$SECONDS
# `times` runs in this shell (in a subshell it would count none of this shell's children) and writes to
# a file; cpu_now sets $cpu to the seconds used so far.
cpu_now() {
  times > "$TMPDIR/times"
  cpu=$(awk 'END { split($1, u, /[ms]/); split($2, s, /[ms]/); printf "%d", u[1] * 60 + u[2] + s[1] * 60 + s[2] }' "$TMPDIR/times")
}
cpu_now
stage_cpu=$cpu
took() {
  cpu_now
  echo "== took $((SECONDS - stage_start)) s ($((cpu - stage_cpu)) s of processor time): $1"
  stage_start=$SECONDS
  stage_cpu=$cpu
}
echo "== disk free for the test data: $(df -h --output=avail "$TMPDIR" | tail -1 | tr -d ' ')"
bash scripts/ensure-chromium.sh
bash scripts/ensure-test-tools.sh
took "browser and readers installed"
# Commands side by side: each writes to its own log, printed whole and in order once all have ended,
# with each command's own time; any that failed fails the stage. Usage: side_by_side name command … --
# name command …
side_by_side() {
  local names=() pids=() failed="" started=$SECONDS
  while [ "$#" -gt 0 ]; do
    local name="$1" command=()
    shift
    while [ "$#" -gt 0 ] && [ "$1" != "--" ]; do command+=("$1"); shift; done
    [ "$#" -gt 0 ] && shift
    names+=("$name")
    local log="$TMPDIR/${#names[@]}.log"
    (
      began=$SECONDS
      if "${command[@]}" > "$log" 2>&1; then code=0; else code=$?; fi
      echo "== $name took $((SECONDS - began)) s" >> "$log"
      exit "$code"
    ) &
    pids+=($!)
  done
  for i in "${!pids[@]}"; do
    if ! wait "${pids[$i]}"; then failed="$failed ${names[$i]};"; fi
  done
  for i in "${!names[@]}"; do
    echo "== ${names[$i]}"
    cat "$TMPDIR/$((i + 1)).log"
  done
  if [ -n "$failed" ]; then echo "== failed:$failed after $((SECONDS - started)) s"; exit 1; fi
}
# Types, lint and the build need one core each and nothing of one another.
side_by_side typecheck npm run --silent typecheck -- lint npm run --silent lint -- build npm run --silent build
took "typecheck, lint and build"
# The unit and integration tests spend much of their time waiting on PostgreSQL and on sockets; the
# browser tests run the built site on its embedded database, so the two share the cores.
side_by_side "unit and integration tests" npm run --silent test:unit -- "browser tests" npm run --silent test:e2e
took "unit, integration and browser tests"
# The built server as a real process; the last of these stops and starts PostgreSQL, so they run when
# nothing else uses it.
echo "== server tests: hostile input and faults against the built server"; npm run --silent test:server; took "server tests"
echo "== all stages: $SECONDS s"
