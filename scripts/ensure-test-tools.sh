#!/usr/bin/env bash
# Real readers the tests use, from Debian, installed the way Chromium is when they are missing: the
# waste transfer note's tests check each PDF with qpdf (qpdf --check) and poppler-utils (pdftotext,
# pdffonts, pdftoppm); the durable-file test watches the system calls with strace; the backup tests
# open a backup with the age command-line tool (age -d), a reader that is not this code.
set -euo pipefail
missing=()
command -v qpdf >/dev/null || missing+=(qpdf)
{ command -v pdftotext >/dev/null && command -v pdffonts >/dev/null && command -v pdftoppm >/dev/null; } || missing+=(poppler-utils)
command -v strace >/dev/null || missing+=(strace)
command -v age >/dev/null || missing+=(age)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Test tools missing: installing Debian's ${missing[*]}…"
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null) || {
    echo "Could not install ${missing[*]} with apt-get." >&2; exit 1; }
  exit 0
fi
cat >&2 <<MSG
The tests need Debian's ${missing[*]}, which were not found.
Install them with:   sudo apt-get install -y ${missing[*]}
MSG
exit 1
