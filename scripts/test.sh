#!/usr/bin/env bash
# Every test: types, lint, unit and integration tests, the production build, the server's hostile-input
# and fault tests, then the browser tests.
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
# Types and lint side by side (each runs on one core), their output in order afterwards.
echo "== typecheck and lint"
npm run --silent typecheck > "$TMPDIR/typecheck.log" 2>&1 &
typecheck=$!
npm run --silent lint > "$TMPDIR/lint.log" 2>&1 &
lint=$!
failed=""
if ! wait "$typecheck"; then failed="typecheck"; fi
if ! wait "$lint"; then failed="$failed lint"; fi
cat "$TMPDIR/typecheck.log" "$TMPDIR/lint.log"
if [ -n "$failed" ]; then echo "== failed:$failed"; exit 1; fi
took "typecheck and lint"
echo "== unit and integration tests"; npm run --silent test:unit; took "unit and integration tests"
echo "== build"; npm run --silent build; took "build"
echo "== server tests: hostile input and faults against the built server"; npm run --silent test:server; took "server tests"
echo "== browser tests"; npm run --silent test:e2e; took "browser tests"
echo "== all stages: $SECONDS s"
