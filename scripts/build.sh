#!/usr/bin/env bash
# The release build of plusmd that every way of building it goes through (make, scripts/example.sh,
# the README, bench/run.sh). Extra arguments go to `swift build`. Prints nothing but the build's output.
#
# On Linux the result is one fully static executable: the Swift runtime, Foundation, libcmark,
# libyaml and the C library linked in, so start-up loads and relocates no shared library. It is built
# where it runs: glibc's user lookups (getpwnam) would need the same glibc at run time, and plusmd
# uses only $HOME.
# Where a static libcmark.a / libyaml.a is missing, it falls back to linking only the Swift runtime
# statically; elsewhere (macOS) the platform's default build.
set -euo pipefail
cd "$(dirname "$0")/.."
# Where the binary comes from, for `plusmd --version`: the commit, whether the tree had
# uncommitted changes, the build date. Written for the build, the committed line put back after.
info=templates/build-info.txt
# Put back the committed line (not whatever the file holds now: an earlier run killed mid-build
# would have left its recorded line there).
fixed="build not recorded: built without scripts/build.sh"
saved=$(git show "HEAD:$info" 2>/dev/null || printf '%s\n' "$fixed")
trap 'printf "%s\n" "$saved" > "$info"' EXIT
if commit=$(git rev-parse --short=12 HEAD 2>/dev/null); then
    # Any change to what is compiled, new files included, makes the tree dirty.
    dirty=$(git status --porcelain --untracked-files=all -- Sources templates Package.swift 2>/dev/null | grep -v " $info\$" || true)
    printf 'commit %s%s, built %s\n' "$commit" "${dirty:+, with uncommitted changes}" "$(date -u +%Y-%m-%d)" > "$info"
else
    printf 'no git commit (not built from a clone), built %s\n' "$(date -u +%Y-%m-%d)" > "$info"
fi
common=(-c release --product plusmd)
if [[ $(uname -s) != Linux ]]; then
    swift build "${common[@]}" "$@"
    exit
fi
# Only the program: a plain `swift build` also builds PlusTestSupport, which needs the Testing
# module that a release toolchain build does not have. --disable-local-rpath: no `$ORIGIN` search.
# The metadata flag: our generic types' metadata through direct accessors instead of runtime
# look-ups by mangled name, each of which scans every protocol conformance in the (large, static)
# binary once: 39.2 M → 35.2 M instructions for `status` on a 200-file journal.
# --strip-debug: the DWARF sections are a quarter of the static binary and no lifter reads them;
# the symbols stay, so a crash's backtrace still names its functions.
static_runtime=("${common[@]}" --static-swift-stdlib --disable-local-rpath
    -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors -Xlinker --strip-debug)
# The linker's notes on glibc functions plusmd never calls (getpwnam, mktemp, dlopen in Foundation
# and ICU) are not the lifter's concern: dropped, every other line kept.
# (swift build prints them on standard output, with the rest of the build's messages.)
quiet_linker() { grep -v -e "in statically linked applications requires at runtime" -e "is dangerous, better use" || true; }
# pipefail (above): the pipeline fails when swift build does. Only a link that could not find a
# static library falls back; a compile error stops here.
log=$(mktemp "${TMPDIR:-/tmp}/plusmd-build.XXXXXX")
if swift build "${static_runtime[@]}" -Xswiftc -static-executable "$@" 2>&1 | quiet_linker | tee "$log"; then
    rm -f "$log"
    exit 0
fi
if ! grep -q -e "cannot find -l" -e "unable to find library" "$log"; then
    rm -f "$log"
    exit 1
fi
rm -f "$log"
echo "plusmd: a fully static link failed (is libcmark.a / libyaml.a installed?); linking only the Swift runtime statically" >&2
swift build "${static_runtime[@]}" "$@"
