#!/usr/bin/env bash
# Mutation testing of the training rules: applies each mutant of scripts/mutants.tsv, one at a
# time, to a scratch copy of the repository, runs the tests that should catch it and prints a
# table of killed and surviving mutants. See docs/testing.md.
#
#   bash scripts/mutants.sh              # every mutant
#   bash scripts/mutants.sh round- pr-   # only the mutants whose id starts with one of these
#   bash scripts/mutants.sh --check      # only check that every original text is in the code
#
# scripts/mutants.tsv: one mutant a line, tab-separated, `#` lines and blank lines ignored:
#   id  file  original  replacement  tests  rule
# `original` must occur exactly once in `file` (a `⏎` in it or in `replacement` stands for a
# newline); `tests` is a `swift test --filter` pattern, or empty for the whole suite.
#
# Exits 0 when every mutant is killed; 1 when one survives, 2 when an original text is missing
# or ambiguous (the code moved: update the list), 3 when the unmutated copy fails or a mutant
# does not compile.
#
# Environment: PLUSMD_MUTANTS_DIR, the scratch copy (default $TMPDIR/plusmd-mutants; kept between
# runs so that its .build makes every build incremental); PLUSMD_MUTANTS_TIMEOUT, seconds per
# test run (default 900).
set -uo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
list="$repo/scripts/mutants.tsv"
scratch="${PLUSMD_MUTANTS_DIR:-${TMPDIR:-/tmp}/plusmd-mutants}"
limit="${PLUSMD_MUTANTS_TIMEOUT:-900}"
report="$scratch/mutants-report.md"
newline=$'\n'

say() { printf '%s\n' "$*" >&2; }

check=0
if [ "${1:-}" = "--check" ]; then check=1; shift; fi
command -v rsync >/dev/null || { say "mutants: rsync is needed (apt-get install rsync)"; exit 3; }
[ -f "$list" ] || { say "mutants: $list is missing"; exit 2; }

# Reads the list; checks every original text before running anything, so a moved line fails
# at once rather than after an hour.
ids=() files=() originals=() replacements=() filters=() rules=()
missing=0
lineNumber=0
while IFS= read -r line || [ -n "$line" ]; do
  lineNumber=$((lineNumber + 1))
  [[ -z "$line" || "$line" == \#* ]] && continue
  IFS=$'\t' read -r id file original replacement filter rule <<<"$line"
  if [ -z "${rule:-}" ]; then
    say "mutants.tsv:$lineNumber: expected 6 tab-separated fields (id file original replacement tests rule)"
    missing=1
    continue
  fi
  if [ "$#" -gt 0 ]; then
    wanted=0
    for prefix in "$@"; do [[ "$id" == "$prefix"* ]] && wanted=1; done
    [ "$wanted" -eq 1 ] || continue
  fi
  original="${original//⏎/$newline}"
  replacement="${replacement//⏎/$newline}"
  [ "$filter" = "-" ] && filter=""
  if [ ! -f "$repo/$file" ]; then
    say "MISSING  $id: $file does not exist (mutants.tsv:$lineNumber)"
    missing=1
    continue
  fi
  text="$(cat "$repo/$file"; printf x)"
  text="${text%x}"
  rest="${text#*"$original"}"
  if [ "$rest" = "$text" ]; then
    say "MISSING  $id: the original text is not in $file (mutants.tsv:$lineNumber): $original"
    missing=1
    continue
  fi
  if [[ "$rest" == *"$original"* ]]; then
    say "AMBIGUOUS $id: the original text occurs more than once in $file (mutants.tsv:$lineNumber): $original"
    missing=1
    continue
  fi
  ids+=("$id") files+=("$file") originals+=("$original") replacements+=("$replacement")
  filters+=("$filter") rules+=("$rule")
done <"$list"
if [ "$missing" -ne 0 ]; then
  say "mutants: the list does not match the code; update scripts/mutants.tsv"
  exit 2
fi
[ "${#ids[@]}" -gt 0 ] || { say "mutants: no mutant selected"; exit 2; }
if [ "$check" -eq 1 ]; then say "mutants: ${#ids[@]} mutants, every original text found once"; exit 0; fi

# The scratch copy: the working tree as it is (uncommitted changes included), its own .build.
mkdir -p "$scratch"
rsync -a --delete --exclude /.build --exclude /.git --exclude /.swiftpm "$repo/" "$scratch/repo/"
cd "$scratch/repo" || exit 3

run_tests() {  # $1: filter or empty; output to $2
  local arguments=(--skip-build)
  [ -n "$1" ] && arguments+=(--filter "$1")
  timeout "$limit" swift test "${arguments[@]}" >"$2" 2>&1
}

say "mutants: building the unmutated copy in $scratch/repo…"
if ! swift build --build-tests >"$scratch/baseline.log" 2>&1 || ! run_tests "" "$scratch/baseline.log"; then
  say "mutants: the unmutated copy fails its tests; see $scratch/baseline.log"
  exit 3
fi

results=() seconds=()
survivors=0
broken=0
for index in "${!ids[@]}"; do
  id="${ids[$index]}" file="${files[$index]}"
  started=$SECONDS
  pristine="$(cat "$file"; printf x)"
  pristine="${pristine%x}"
  printf '%s' "${pristine/"${originals[$index]}"/"${replacements[$index]}"}" >"$file"
  log="$scratch/$id.log"
  if ! swift build --build-tests >"$log" 2>&1; then
    result="does not compile"
    broken=$((broken + 1))
  elif run_tests "${filters[$index]}" "$log"; then
    result="SURVIVED"
    survivors=$((survivors + 1))
  else
    result="killed"
  fi
  printf '%s' "$pristine" >"$file"
  results+=("$result") seconds+=($((SECONDS - started)))
  say "$(printf '%-26s %-16s %4ss  %s' "$id" "$result" "${seconds[$index]}" "${rules[$index]}")"
done

{
  printf '| Mutant | File | Rule it breaks | Tests run | Result |\n| --- | --- | --- | --- | --- |\n'
  for index in "${!ids[@]}"; do
    printf '| %s | %s | %s | %s | %s |\n' "${ids[$index]}" "${files[$index]#Sources/}" "${rules[$index]}" \
      "$(filter="${filters[$index]:-all}"; printf '%s' "${filter//|/\\|}")" "${results[$index]}"
  done
  printf '\n%d mutants: %d killed, %d survived, %d did not compile.\n' "${#ids[@]}" \
    $(( ${#ids[@]} - survivors - broken )) "$survivors" "$broken"
} >"$report"
echo
cat "$report"
say "mutants: table saved in $report; logs in $scratch/<id>.log"
# Leave the scratch copy unmutated (it is re-synced on the next run anyway).
[ "$broken" -eq 0 ] || exit 3
[ "$survivors" -eq 0 ] || exit 1
exit 0
