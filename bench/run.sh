#!/usr/bin/env bash
# The benchmark: plusmd stays instant on a 20-year journal, near the physical floor.
#
#   bash bench/run.sh            full run: 200, 1,000, 5,000, 20,000 files; writes BENCHMARKS.md
#   bash bench/run.sh --quick    smoke run for tests: 200 files, one run, no Python, no installs;
#                                the report goes to the scratch folder unless --out is given
#
# Options: --sizes 200,1000   --out FILE   --keep (leave the scratch folder for inspection)
#          --wait-idle SECONDS (wait that long at most for other load to drop before timing)
#          --retries N (measure again up to N times, after waiting up to 60 s, when other processes
#          took the CPU; default 2; 0 on a machine that is never quiet)
#          --passes N (measure every figure N times, one pass after another, and keep each
#          figure's median over the passes; default 2; 1 with --quick)
# Environment: PLUSMD=/path/to/plusmd uses that binary instead of building one (and
#              PLUSMD_REVISION=TEXT says in the report what it was built from).
#
# Journals, the start-up floor binary and the Python venv all live under /tmp: nothing here
# touches the repository except the report. Timing is never asserted by tests, only that
# this script runs.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(dirname "$here")
quick=0 keep=0 sizes="200,1000,5000,20000" out="" wait_idle=0 retries=2 passes=2
while (($#)); do
    case $1 in
        --quick) quick=1 sizes=200 ;;
        --keep) keep=1 ;;
        --sizes) sizes=$2; shift ;;
        --out) out=$2; shift ;;
        --wait-idle) wait_idle=$2; shift ;;
        --retries) retries=$2; shift ;;
        --passes) passes=$2; shift ;;
        -h|--help) sed -n '2,15p' "$0"; exit 0 ;;
        *) echo "run.sh: unknown option $1" >&2; exit 2 ;;
    esac
    shift
done

say() { echo "bench: $*" >&2; }

work=$(mktemp -d /tmp/plusmd-bench.XXXXXX)
if ((keep)); then say "scratch folder kept: $work"; else trap 'rm -rf "$work"' EXIT; fi
[[ -n $out ]] || { ((quick)) && out=$work/BENCHMARKS.md || out=$root/BENCHMARKS.md; }

# The binary as `make` builds it for installation: release, Swift runtime linked statically,
# which starts several ms faster than the shared one. Build only when it is missing, older
# than its sources, or (full runs) linked to the shared runtime: `swift build` under a
# running `swift test` would wait forever on the .build lock, so tests pass PLUSMD.
is_shared() { ldd "$1" 2>/dev/null | grep -q 'libswiftCore\.so'; }
revision=${PLUSMD_REVISION:-"binary ${PLUSMD:-}"}
if [[ -z ${PLUSMD:-} ]]; then
    PLUSMD=$root/.build/release/plusmd
    if [[ ! -x $PLUSMD ]] || [[ -n $(find "$root/Sources" "$root/templates" "$root/Package.swift" -newer "$PLUSMD" -print -quit) ]] \
        || { ((!quick)) && is_shared "$PLUSMD"; }; then
        say "building plusmd (release, scripts/build.sh, as make and the README do)"
        bash "$root/scripts/build.sh" >&2
    fi
    # What the binary was built from, taken now: the tree may move on during a long run.
    revision="commit $(git -C "$root" describe --always --dirty 2>/dev/null || echo unknown)"
fi

# Measure a private copy: a rebuild of .build/release during the run must not swap binaries.
cp "$PLUSMD" "$work/plusmd"

# Tools: a full run installs what it lacks (when it may); a quick run makes do, so tests
# never reach the network.
can_install() { ((!quick)) && [[ $(id -u) == 0 ]] && command -v apt-get >/dev/null; }
if ! command -v hyperfine >/dev/null && can_install; then
    say "installing hyperfine"; apt-get install -y -qq hyperfine >/dev/null 2>&1 || true
fi
if [[ ! -x /usr/bin/time ]] && can_install; then
    say "installing time"; apt-get install -y -qq time >/dev/null 2>&1 || true
fi
hyperfine=$(command -v hyperfine || true)
gnu_time=$([[ -x /usr/bin/time ]] && echo /usr/bin/time || true)

# The floors: C programs that walk the journal and read (two threads) or stat every
# file, and programs that exit at once: static C, and Swift with the runtime linked statically.
say "compiling the floors"
cc -O2 -pthread -o "$work/floor-read" "$here/floors/read.c"
cc -O2 -o "$work/floor-stat" "$here/floors/stat.c"
cc -O2 -static -o "$work/exit-c" "$here/floors/exit.c" 2>/dev/null || cc -O2 -o "$work/exit-c" "$here/floors/exit.c"
swiftc -O -static-stdlib -o "$work/exit-swift" "$here/floors/exit.swift" -module-cache-path "$work/module-cache" \
    2> >(grep -v "mktemp' is dangerous" >&2)
# plusmd is one static executable on Linux (scripts/build.sh): a Swift floor linked the same way.
exit_static=()
if ! ldd "$PLUSMD" >/dev/null 2>&1 && swiftc -O -static-executable -o "$work/exit-swift-static" "$here/floors/exit.swift" \
    -module-cache-path "$work/module-cache" 2>/dev/null; then
    exit_static=(--exit-swift-static "$work/exit-swift-static")
fi

# The start-up floor (`swiftc -O`, shared Swift runtime) and, when plusmd
# links the runtime statically, a second floor linked the same way: the like-for-like figure.
say "compiling the start-up floor"
floor() { swiftc -O "$@" "$here/startup.swift" -module-cache-path "$work/module-cache" 2> >(grep -v "mktemp' is dangerous" >&2); }
floor -o "$work/startup"
static_floor=()
if ! ldd "$work/plusmd" >/dev/null 2>&1; then
    linkage=static-executable
    floor -static-stdlib -o "$work/startup-static" && static_floor=(--startup-static "$work/startup-static")
elif is_shared "$work/plusmd"; then linkage=shared; else
    linkage=static
    floor -static-stdlib -o "$work/startup-static" && static_floor=(--startup-static "$work/startup-static")
fi

# The Python comparison runs in a venv kept under /tmp between runs, for the benchmark only.
python=""
if ((!quick)); then
    venv=/tmp/plusmd-bench-venv
    if [[ ! -x $venv/bin/python ]] || ! "$venv/bin/python" -c 'import frontmatter, markdown_it' 2>/dev/null; then
        say "creating $venv (python-frontmatter, markdown-it-py)"
        if python3 -m venv "$venv" && "$venv/bin/pip" install -q python-frontmatter markdown-it-py >&2; then :; else
            say "no venv: the Python comparison is skipped"
        fi
    fi
    "$venv/bin/python" -c 'import frontmatter, markdown_it' 2>/dev/null && python=$venv/bin/python
fi

args=(--floor-read "$work/floor-read" --floor-stat "$work/floor-stat" --exit-c "$work/exit-c" --exit-swift "$work/exit-swift" "${exit_static[@]}"
      --plusmd "$work/plusmd" --revision "$revision" --linkage "$linkage" --startup "$work/startup" "${static_floor[@]}"
      --work "$work" --sizes "$sizes" --out "$out")
((quick)) && args+=(--quick)
args+=(--wait-idle "$wait_idle" --retries "$retries" --passes "$passes")
[[ -n $python ]] && args+=(--python "$python")
[[ -n $hyperfine ]] && args+=(--hyperfine "$hyperfine")
[[ -n $gnu_time ]] && args+=(--time "$gnu_time")
python3 "$here/measure.py" "${args[@]}"
