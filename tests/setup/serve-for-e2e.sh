#!/usr/bin/env bash
# The built site on its own port with a fresh data directory, as the browser tests expect it.
set -euo pipefail
export PORT="$1"
export DATA_DIR="${E2E_DATA_DIR:-$(mktemp -d)}"
# Browser tests fill the form in well under the bot threshold and send many quotes from one address.
export QUOTE_MIN_FILL_MS="${QUOTE_MIN_FILL_MS:-0}"
export QUOTE_RATE_LIMIT="${QUOTE_RATE_LIMIT:-1000}"
export QUOTE_REFUSAL_LIMIT="${QUOTE_REFUSAL_LIMIT:-1000}"
export UPLOADS_PER_ADDRESS="${UPLOADS_PER_ADDRESS:-100}"
export CONFIRMATION_EMAILS_PER_HOUR="${CONFIRMATION_EMAILS_PER_HOUR:-1000}"
# The live default keeps 1 GB free; the test server stores a few megabytes.
export DISK_FREE_MIN_MB="${DISK_FREE_MIN_MB:-64}"
# Warnings and errors only: a line per request would fill the test log with thousands of lines.
export LOG_LEVEL="${LOG_LEVEL:-warn}"
# The booking journey states the time per request (X-Test-Now) to stand the day before a job.
export TEST_CLOCK="${TEST_CLOCK:-header}"
exec npm run --silent serve
