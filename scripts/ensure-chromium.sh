#!/usr/bin/env bash
# Makes sure Debian's Chromium is present for the end-to-end tests.
# Playwright's own browser download cannot work here (no internet), so the
# tests drive /usr/bin/chromium (or $CHROMIUM_PATH).
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ]; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "Chromium is missing at $browser. Install Debian's package as root: apt-get install chromium" >&2
  exit 1
fi
echo "Installing Debian's chromium for the end-to-end tests…"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
"$browser" --version
