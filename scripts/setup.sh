#!/usr/bin/env bash
# Installs the two C libraries plusmd links (Debian/Ubuntu): libcmark for Markdown, libyaml for
# front matter. Does nothing when they are already there. Needs Swift 6 on PATH.
set -euo pipefail

missing=()
for package in libcmark-dev libyaml-dev pkg-config; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  echo "Installing ${missing[*]}…" >&2
  $sudo apt-get install -y "${missing[@]}" >/dev/null 2>&1 \
    || { $sudo apt-get update >/dev/null && $sudo apt-get install -y "${missing[@]}" >/dev/null; }
fi
command -v swift >/dev/null || { echo "Swift 6 is not on PATH: see https://swift.org/install" >&2; exit 1; }
