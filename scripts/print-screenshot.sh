#!/usr/bin/env bash
# Writes docs/print-card.png: `plusmd print` for the example journal (its week 1 of cycle 3, two
# lifts done, two planned), as headless Chromium shows it 800 px wide (scripts/browser-probe.py).
# Needs chromium and python3 (scripts/setup.sh --tests).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
.build/debug/plusmd print --journal examples/journal -o "$work/card.html" 2>/dev/null
python3 scripts/browser-probe.py "$work/card.html" --width 800 --screenshot "$work/shot" >/dev/null
cp "$work/shot-800.png" docs/print-card.png
echo "Wrote docs/print-card.png"
