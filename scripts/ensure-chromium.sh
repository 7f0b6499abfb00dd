#!/usr/bin/env bash
# Installs Debian's Chromium for the end-to-end tests when it is missing (the tests never
# download a browser of their own: the machine's network reaches only Debian and npm).
set -euo pipefail
# The e2e suite runs in chromium-headless-shell (faster to start and to load a page, issue 30);
# the benches and screenshots use chromium. TIDEPOOL_CHROMIUM names a binary of your own instead.
CHROMIUM="${TIDEPOOL_CHROMIUM:-/usr/bin/chromium}"
if [ -n "${TIDEPOOL_CHROMIUM:-}" ] && [ -x "$CHROMIUM" ]; then exit 0; fi
if [ -x "$CHROMIUM" ] && [ -x /usr/bin/chromium-headless-shell ]; then exit 0; fi
echo "ensure-chromium: installing Debian's chromium and chromium-headless-shell packages" >&2
if [ "$(id -u)" != "0" ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO=sudo; else
    echo "ensure-chromium: not root and no sudo. Install it yourself: apt-get install chromium chromium-headless-shell (or set TIDEPOOL_CHROMIUM to a Chromium binary)." >&2
    exit 1
  fi
else SUDO=""; fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "ensure-chromium: no apt-get here. Install Chromium and set TIDEPOOL_CHROMIUM to its path." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq chromium chromium-headless-shell fonts-liberation >/dev/null
[ -x "$CHROMIUM" ] || { echo "ensure-chromium: install finished but $CHROMIUM is still missing" >&2; exit 1; }
echo "ensure-chromium: installed $("$CHROMIUM" --version)" >&2
