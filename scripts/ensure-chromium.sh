#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium (/usr/bin/chromium). Installs it when it is missing and we are root.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is missing (/usr/bin/chromium) and only root can install it: apt-get install -y chromium" >&2
  exit 1
fi
echo "Installing Debian's Chromium for the end-to-end tests…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium >/dev/null
/usr/bin/chromium --version
