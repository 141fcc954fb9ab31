#!/usr/bin/env bash
# Installs what is missing, builds plusmd and runs the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
# tmux drives the terminal tests of log, timer and watch; without it they are skipped.
if ! command -v tmux >/dev/null; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get install -y tmux >/dev/null 2>&1 || echo "tmux not installed: terminal tests will be skipped" >&2
fi
swift build
swift test
