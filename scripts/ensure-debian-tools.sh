#!/usr/bin/env bash
# The Debian programs the tests drive: Chromium (/usr/bin/chromium, the end-to-end tests) and poppler-utils (pdftotext
# and pdftoppm, which read back the invoice PDFs). Installs what is missing when we are root; otherwise says what to
# install and fails.
#   bash scripts/ensure-debian-tools.sh chromium poppler     (names: chromium, poppler)
set -euo pipefail
missing=()
for tool in "$@"; do
  case "$tool" in
    chromium) [ -x /usr/bin/chromium ] || missing+=(chromium) ;;
    poppler) { command -v pdftotext && command -v pdftoppm; } >/dev/null 2>&1 || missing+=(poppler-utils) ;;
    *) echo "unknown tool: $tool (chromium, poppler)" >&2; exit 2 ;;
  esac
done
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing: ${missing[*]}. Only root can install them: apt-get install -y ${missing[*]}" >&2
  exit 1
fi
echo "Installing Debian's ${missing[*]} for the tests…"
export DEBIAN_FRONTEND=noninteractive
apt-get install -y -qq "${missing[@]}" >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq "${missing[@]}" >/dev/null; }
