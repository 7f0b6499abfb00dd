#!/usr/bin/env bash
# Installs Debian's Chromium for the end-to-end tests when it is missing (the tests never
# download a browser of their own: the machine's network reaches only Debian and npm).
set -euo pipefail
CHROMIUM="${TIDEPOOL_CHROMIUM:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
echo "ensure-chromium: $CHROMIUM not found; installing Debian's chromium package" >&2
if [ "$(id -u)" != "0" ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO=sudo; else
    echo "ensure-chromium: not root and no sudo. Install it yourself: apt-get install chromium (or set TIDEPOOL_CHROMIUM to a Chromium binary)." >&2
    exit 1
  fi
else SUDO=""; fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "ensure-chromium: no apt-get here. Install Chromium and set TIDEPOOL_CHROMIUM to its path." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq chromium fonts-liberation >/dev/null
[ -x "$CHROMIUM" ] || { echo "ensure-chromium: install finished but $CHROMIUM is still missing" >&2; exit 1; }
echo "ensure-chromium: installed $("$CHROMIUM" --version)" >&2
