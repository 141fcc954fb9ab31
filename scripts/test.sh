#!/usr/bin/env bash
# Installs what is missing, builds plusmd and runs the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
# The sync tests run real git repositories.
if ! command -v git >/dev/null; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  echo "Installing git…" >&2
  $sudo apt-get install -y git >/dev/null 2>&1 || { $sudo apt-get update >/dev/null && $sudo apt-get install -y git >/dev/null; }
fi
swift build
swift test
