#!/usr/bin/env bash
# Writes docs/editors-screenshot.png: `plusmd lsp` in Neovim (Debian 12's 0.7.2) in xterm under
# Xvfb, on a scratch copy of examples/journal where today's deadlift is done (the AMRAP set 355 x 11,
# a warm-up loaded to 255 by hand) and the press sheet is written with its AMRAP set open: the
# hover float of the deadlift AMRAP set (pressed K, as a lifter does) and the inlay hints (the
# e1RM and PR mark, the plates of the hand-changed weight, the reps that beat the press PR) drawn
# by scripts/nvim-inlay-hints.lua. Not run by the test suite.
# Needs: apt-get install -y xvfb xterm xdotool imagemagick optipng fonts-dejavu neovim
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
swift build >/dev/null
bin=$repo/.build/debug/plusmd
work=$(mktemp -d)
display=:${PLUSMD_SHOT_DISPLAY:-57}
pids=()
cleanup() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; rm -rf "$work"; }
trap cleanup EXIT

cp -R examples/journal "$work/journal"
cd "$work/journal"
yesterday=$(date -d yesterday +%F) today=$(date +%F)
"$bin" next --date "$yesterday" >/dev/null 2>&1     # deadlift, cycle 3 week 1
deadlift=${yesterday:0:4}/$yesterday-deadlift.md
# The lifter's session: every set ticked, the third warm-up loaded to 255 instead of 250 (the
# remark after it still names 250's plates), 11 reps on the AMRAP set.
sed -i -e 's/^- \[ \]/- [x]/' -e 's/^- \[x\] 250 x 3/- [x] 255 x 3/' -e 's/^- \[x\] 355 x 5+/- [x] 355 x 11/' "$deadlift"
"$bin" next --date "$today" >/dev/null 2>&1         # press, its AMRAP set open
press=${today:0:4}/$today-press.md
# Warm-ups and the first two working sets done, the AMRAP set to come.
awk '/^## Working/{w=1} /^## BBB/{w=2} { if ((w==0 || (w==1 && $0 !~ /\+/)) && $0 ~ /^- \[ \]/) sub(/^- \[ \]/, "- [x]"); print }' "$press" > "$work/p" && mv "$work/p" "$press"

Xvfb "$display" -screen 0 1280x1000x24 -nolisten tcp >/dev/null 2>&1 & pids+=($!)
sleep 1
export DISPLAY=$display
xterm -geometry 100x47+0+0 -fa "DejaVu Sans Mono" -fs 11 -bg white -fg black -title plusmd-nvim \
  -e env PLUSMD_BIN="$bin" PLUSMD_SCRIPTS="$repo/scripts" nvim -u "$repo/scripts/editor-screenshot.lua" -o "$deadlift" "$press" & pids+=($!)
sleep 4
window=$(xdotool search --name plusmd-nvim | head -1)
# Real key presses (XTEST) into the focused xterm; xterm ignores synthetic events sent to a window.
xdotool windowfocus "$window"; sleep 0.5
key() { xdotool key "$@"; sleep 0.3; }
typeit() { xdotool type "$1"; sleep 0.3; }
# Bottom window (press): from its warm-ups on.
key ctrl+w j; typeit "13Gzt21G"
# Top window (deadlift): from the warm-ups on, the cursor on the AMRAP set, then K.
key ctrl+w k; typeit "13Gzt21G"
sleep 6                                           # the journal is read, hints drawn
typeit "K"
sleep 3
import -window "$window" "$work/shot.png"
convert "$work/shot.png" -strip "$repo/docs/editors-screenshot.png"
optipng -quiet -o5 "$repo/docs/editors-screenshot.png" || true
echo "Wrote docs/editors-screenshot.png"
