#!/usr/bin/env bash
# Checks that two plusmd binaries give byte-for-byte identical outputs on the benchmark journals,
# to prove a refactoring changed no output.
#
#   bash bench/compare-outputs.sh OLD_BINARY NEW_BINARY [--sizes 0,200,1000,5000,20000] [--keep]
#
# Journals come from bench/generate.py (seed 531) in a scratch folder under ${TMPDIR:-/tmp},
# removed at exit unless --keep. Each binary runs tm, status, status --json, prs, next --dry-run,
# check and tm --no-cache on each journal, cold (no cache file) then warm, with its own HOME and
# cache; stdout, stderr and exit status must match, and no run may change the journal.
# Exit status: 0 all identical; 1 an output differs, a journal changed or a run exited abnormally
# (not one of plusmd's exit codes); 2 usage or set-up error.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
usage() { sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; }

sizes="0,200,1000,5000,20000" keep=0 binaries=()
while (($#)); do
    case $1 in
        --sizes) [[ $# -ge 2 ]] || { echo "compare-outputs.sh: --sizes needs a value" >&2; exit 2; }
                 sizes=$2; shift ;;
        --sizes=*) sizes=${1#--sizes=} ;;
        --keep) keep=1 ;;
        -h|--help) usage; exit 0 ;;
        -*) echo "compare-outputs.sh: unknown option $1" >&2; exit 2 ;;
        *) binaries+=("$1") ;;
    esac
    shift
done
if ((${#binaries[@]} != 2)); then
    usage >&2
    exit 2
fi
IFS=, read -r -a size_list <<<"$sizes"
((${#size_list[@]})) || { echo "compare-outputs.sh: --sizes is empty" >&2; exit 2; }
for size in "${size_list[@]}"; do
    [[ $size =~ ^[0-9]+$ ]] || { echo "compare-outputs.sh: bad size '$size' in --sizes" >&2; exit 2; }
done
sides=(OLD NEW)
declare -A binary
for i in 0 1; do
    path=${binaries[i]}
    [[ $path == */* ]] || path=$(command -v -- "$path" || echo "$path")
    [[ -f $path && -x $path ]] || { echo "compare-outputs.sh: ${sides[i]} binary $path is not an executable file" >&2; exit 2; }
    binary[${sides[i]}]=$(cd "$(dirname "$path")" && pwd)/$(basename "$path")
done

say() { echo "compare: $*" >&2; }
work=$(mktemp -d "${TMPDIR:-/tmp}/plusmd-compare.XXXXXX")
if ((keep)); then say "scratch folder kept: $work"; else trap 'rm -rf "$work"' EXIT; fi

# A checksum line per entry of the journal: path, type, size, times and the bytes' SHA-256, so a
# rewrite with the same bytes, or a file made and removed again (the folder's times), shows too.
fingerprint() {
    python3 - "$1" <<'EOF'
import hashlib, os, stat, sys
root = sys.argv[1]
for folder, dirs, files in os.walk(root):
    dirs.sort()
    for name in [""] + sorted(files):
        path = os.path.join(folder, name) if name else folder
        info = os.lstat(path)
        digest = ""
        if stat.S_ISREG(info.st_mode):
            with open(path, "rb") as handle:
                digest = hashlib.sha256(handle.read()).hexdigest()
        elif stat.S_ISLNK(info.st_mode):
            digest = "-> " + os.readlink(path)
        print(os.path.relpath(path, root), oct(info.st_mode), info.st_size, info.st_mtime_ns,
              info.st_ctime_ns, info.st_ino, digest)
EOF
}

# The journals, each generated once. generate.py's command line refuses --files 0, so the journal
# with no sheets comes from its generate(), as bench/measure.py makes it.
declare -A next_date
for size in "${size_list[@]}"; do
    journal=$work/journal-$size
    [[ -d $journal ]] && continue
    say "generating $size workout files"
    if ((size > 0)); then
        python3 "$here/generate.py" --files "$size" --out "$journal" --seed 531 --manifest "$journal.json" \
            || { echo "compare-outputs.sh: generate.py failed for $size files" >&2; exit 2; }
    else
        python3 - "$here" "$journal" <<'EOF' || { echo "compare-outputs.sh: generate.py failed for 0 files" >&2; exit 2; }
import json, sys
sys.path.insert(0, sys.argv[1])
import generate
manifest = generate.generate(0, sys.argv[2], 531)
with open(sys.argv[2] + ".json", "w") as handle:
    handle.write(json.dumps(manifest, indent=2) + "\n")
EOF
    fi
    # The day after the last sheet, from the manifest, as bench/measure.py plans `next`.
    next_date[$size]=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["next_date"])' "$journal.json")
done
# plusmd caches no file changed within 2 s of the run: wait, so that warm runs are really warm.
sleep 2.5

# The commands, each run with `-C JOURNAL` appended; NEXT_DATE is replaced per journal.
commands=("tm" "status" "status --json" "prs" "next --dry-run --date NEXT_DATE" "check" "tm --no-cache")
# A run that hangs is stopped after 10 minutes (exit 124), where coreutils' timeout is at hand.
limit=()
command -v timeout >/dev/null && limit=(timeout -k 5 600)

# Runs one command of one binary on one journal; its outputs go to PREFIX.out, .err and .rc.
run() {
    local side=$1 journal=$2 prefix=$3; shift 3
    local home=$work/home-$side rc=0
    (cd "$work" && exec env -i PATH="$PATH" HOME="$home" XDG_CACHE_HOME="$home/.cache" NO_COLOR=1 TZ=UTC \
        "${limit[@]}" "${binary[$side]}" "$@" -C "$journal") \
        </dev/null >"$prefix.out" 2>"$prefix.err" || rc=$?
    echo "$rc" >"$prefix.rc"
}

identical_total=0 differ_total=0 journals_changed=0 abnormal=0
for size in "${size_list[@]}"; do
    journal=$work/journal-$size
    out=$work/out-$size
    started=$EPOCHREALTIME
    fingerprint "$journal" >"$out.before"
    before=$out.before
    for side in "${sides[@]}"; do
        mkdir -p "$out/$side"
        for index in "${!commands[@]}"; do
            read -r -a argv <<<"${commands[index]//NEXT_DATE/${next_date[$size]}}"
            # Cold: no cache file (nor anything else plusmd keeps in HOME); the run writes it.
            rm -rf "$work/home-$side"
            mkdir -p "$work/home-$side"
            run "$side" "$journal" "$out/$side/$index-cold" "${argv[@]}"
            run "$side" "$journal" "$out/$side/$index-warm" "${argv[@]}"
        done
        fingerprint "$journal" >"$out.after-$side"
        if ! cmp -s "$before" "$out.after-$side"; then
            journals_changed=$((journals_changed + 1))
            echo "$size files: the $side binary's runs changed the journal (${binary[$side]}); entries before (-) and after (+):"
            diff -U0 "$before" "$out.after-$side" | grep '^[-+][^-+]' | head -n 40 || true
        fi
        before=$out.after-$side
    done
    identical=0 differ=0
    for index in "${!commands[@]}"; do
        command=${commands[index]//NEXT_DATE/${next_date[$size]}}
        for state in cold warm; do
            old=$out/OLD/$index-$state new=$out/NEW/$index-$state same=1
            for stream in out err; do
                if ! cmp -s "$old.$stream" "$new.$stream"; then
                    same=0
                    name=$([[ $stream == out ]] && echo stdout || echo stderr)
                    echo "$size files: plusmd $command ($state): $name differs"
                    diff -u -a --label "OLD $name" --label "NEW $name" "$old.$stream" "$new.$stream" | head -n 40 || true
                fi
            done
            if ! cmp -s "$old.rc" "$new.rc"; then
                same=0
                echo "$size files: plusmd $command ($state): exit status differs: OLD $(<"$old.rc"), NEW $(<"$new.rc")"
            fi
            if ((same)); then identical=$((identical + 1)); else differ=$((differ + 1)); fi
            # plusmd's own exit codes are 0-4 and 130; any other (not found, killed, timed out)
            # compares equal when both sides fail alike, but then proves nothing: a failure too.
            for side in "${sides[@]}"; do
                rc=$(<"$out/$side/$index-$state.rc")
                if ((rc > 4 && rc != 130)); then
                    abnormal=$((abnormal + 1))
                    echo "$size files: $side plusmd $command ($state) exited $rc: $(head -c 300 "$out/$side/$index-$state.err")"
                fi
            done
        done
    done
    seconds=$(python3 -c 'import sys; print(f"{float(sys.argv[2]) - float(sys.argv[1]):.1f}")' "$started" "$EPOCHREALTIME")
    if ((differ)); then
        echo "$size files: $identical outputs identical, $differ differ ($seconds s)"
    else
        echo "$size files: $identical outputs identical ($seconds s)"
    fi
    identical_total=$((identical_total + identical)) differ_total=$((differ_total + differ))
done

echo "$identical_total outputs identical, $differ_total differ"
if ((journals_changed)); then
    echo "journals changed by a binary's runs: $journals_changed"
fi
if ((abnormal)); then
    echo "runs that exited abnormally (not one of plusmd's exit codes): $abnormal"
fi
((differ_total == 0 && journals_changed == 0 && abnormal == 0))
