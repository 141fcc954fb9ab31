#!/usr/bin/env bash
# Builds plusmd and runs `plusmd next` on a scratch copy of examples/journal; the repository's
# copy is never modified. Extra arguments go to `plusmd next` (e.g. --json, --lift press).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
# The release build `make` and the README use (scripts/build.sh: one static executable on Linux).
bash scripts/build.sh >&2
scratch="$(mktemp -d "${TMPDIR:-/tmp}/plusmd-example.XXXXXX")"
cp -R examples/journal "$scratch/journal"
echo "Scratch journal: $scratch/journal" >&2
.build/release/plusmd next --journal "$scratch/journal" "$@"
