#!/usr/bin/env bash
# The waste transfer note's tests check each PDF with Debian's qpdf (qpdf --check) and poppler-utils
# (pdftotext, pdffonts, pdftoppm); install them the way Chromium is when they are missing.
set -euo pipefail
missing=()
command -v qpdf >/dev/null || missing+=(qpdf)
{ command -v pdftotext >/dev/null && command -v pdffonts >/dev/null && command -v pdftoppm >/dev/null; } || missing+=(poppler-utils)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "PDF tools missing: installing Debian's ${missing[*]}…"
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null) || {
    echo "Could not install ${missing[*]} with apt-get." >&2; exit 1; }
  exit 0
fi
cat >&2 <<MSG
The waste transfer note's tests need ${missing[*]}, which were not found.
Install them with:   sudo apt-get install -y ${missing[*]}
MSG
exit 1
