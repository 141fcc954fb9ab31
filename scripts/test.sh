#!/usr/bin/env bash
# Installs what is missing, builds plusmd and runs the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --tests
swift build
swift test
