#!/usr/bin/env bash
# Writes docs/report.png: the top of `plusmd report` for the example journal, as headless Chromium
# shows it 960 px wide (scripts/browser-probe.py). Needs chromium and python3 (scripts/setup.sh --tests).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
.build/debug/plusmd report --journal examples/journal -o "$work/report.html" 2>/dev/null
python3 scripts/browser-probe.py "$work/report.html" --width 960 --screenshot "$work/shot" --max-height 1500 >/dev/null
cp "$work/shot-960.png" docs/report.png
echo "Wrote docs/report.png"
