#!/usr/bin/env bash
# Browser tests and Lighthouse drive Debian's Chromium (/usr/bin/chromium); Playwright cannot download its own here.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Chromium is missing: installing Debian's chromium package…"
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null) || {
    echo "Could not install Chromium with apt-get." >&2; exit 1; }
  exit 0
fi
cat >&2 <<MSG
Chromium is needed for the browser tests but was not found at $CHROMIUM.
Install it with:   sudo apt-get install -y chromium
or point CHROMIUM_PATH at a Chromium or Chrome binary.
MSG
exit 1
