#!/usr/bin/env python3
"""Every command's cost grows linearly with the journal: times each command that reads the
whole journal (the writers read it the same way) on generated journals of 0, 1,000, 5,000 and
20,000 files, and flags a command whose cost per file grows by more than 1.5x from one size to
the next.

    python3 bench/linearity.py --plusmd .build/release/plusmd [--sizes 1000,5000,20000] [--out bench/linearity.md]

The cost per file at a size is (fastest time - fastest time with no sheets) / files; the fastest
of --runs runs (default 7) after two warm-up runs that fill the cache and the page cache. Journals are generated under
/tmp by generate.py (deterministic). Standard library only. Timing is never asserted by tests.
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import generate  # noqa: E402

# Every command that reads the whole journal, as a lifter runs it (stdout to /dev/null).
COMMANDS = [
    ["status"], ["status", "--json"], ["tm"], ["tm", "--history"], ["prs"], ["show"], ["cal"],
    ["plan", "--cycles", "3"], ["next", "--dry-run"], ["check"], ["config"],
    ["export", "--format", "md", "-o", "-"], ["export", "--format", "csv", "-o", "-"],
    ["export", "--format", "json", "-o", "-"], ["report", "-o", "-"], ["sync", "--status"],
]
# Below this cost per file (seconds) a command is taken as constant: the ratio of two noises says nothing.
NEGLIGIBLE = 2e-6
GROWTH_LIMIT = 1.5


def run(plusmd: str, journal: str, command: list[str], environment: dict) -> float:
    start = time.perf_counter()
    subprocess.run([plusmd, *command, "-C", journal], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                   env=environment, check=False)
    return time.perf_counter() - start


def fastest_time(plusmd: str, journal: str, command: list[str], environment: dict, runs: int) -> float:
    for _ in range(2):  # warm-up: fills the cache and the page cache
        run(plusmd, journal, command, environment)
    # The fastest run: the one least disturbed by the rest of the machine (a 3 ms difference at
    # 1,000 files is otherwise within one run's noise).
    return min(run(plusmd, journal, command, environment) for _ in range(runs))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--plusmd", required=True)
    parser.add_argument("--sizes", default="1000,5000,20000")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--out", help="write the table here too (Markdown)")
    args = parser.parse_args()
    sizes = [int(size) for size in args.sizes.split(",")]
    scratch = tempfile.mkdtemp(prefix="plusmd-linearity-")
    environment = dict(os.environ, XDG_CACHE_HOME=os.path.join(scratch, "cache"), PLUSMD_LOCK_TIMEOUT="30")
    try:
        journals = {}
        for size in [0] + sizes:
            folder = os.path.join(scratch, f"journal-{size}")
            generate.generate(max(size, 1), folder)
            if size == 0:
                # Settings and the first TM entry only: what a command costs before any sheet.
                for year in os.listdir(folder):
                    path = os.path.join(folder, year)
                    if os.path.isdir(path):
                        for name in os.listdir(path):
                            if not name.endswith("training-max.md"):
                                os.remove(os.path.join(path, name))
            journals[size] = folder
        # The generated files written back to disk before any timing: the first command timed on
        # the biggest journal otherwise pays for the writeback.
        os.sync()
        rows = []
        flagged = []
        for command in COMMANDS:
            times = {size: fastest_time(args.plusmd, journals[size], command, environment, args.runs) for size in [0] + sizes}
            per_file = {size: max(0.0, times[size] - times[0]) / size for size in sizes}
            growth = [per_file[b] / per_file[a] if per_file[a] > 0 and per_file[b] > NEGLIGIBLE else 1.0
                      for a, b in zip(sizes, sizes[1:])]
            worst = max(growth, default=1.0)
            if worst > GROWTH_LIMIT:
                flagged.append(" ".join(command))
            rows.append((command, times, per_file, growth, worst))
        lines = [
            f"Cost per file (µs) = (fastest − fastest with no sheets) ÷ files; the fastest of {args.runs} runs after two warm-up runs; "
            f"flagged when it grows more than {GROWTH_LIMIT}× from one size to the next.",
            "",
            "| command | 0 files (ms) | " + " | ".join(f"{size:,} files (ms) | µs/file" for size in sizes) + " | growth | |",
            "|---|---:|" + "---:|---:|" * len(sizes) + "---|---|",
        ]
        for command, times, per_file, growth, worst in rows:
            cells = " | ".join(f"{times[size] * 1000:.0f} | {per_file[size] * 1e6:.1f}" for size in sizes)
            mark = "**flagged**" if worst > GROWTH_LIMIT else "linear"
            lines.append(f"| `plusmd {' '.join(command)}` | {times[0] * 1000:.0f} | {cells} | "
                         + " → ".join(f"{g:.2f}×" for g in growth) + f" | {mark} |")
        lines += ["", "Flagged: " + (", ".join(f"`plusmd {c}`" for c in flagged) if flagged else "none") + "."]
        table = "\n".join(lines) + "\n"
        print(table)
        if args.out:
            with open(args.out, "w") as handle:
                handle.write("# Linearity: every command's cost per file, by journal size\n\n"
                             f"`python3 bench/linearity.py --plusmd {args.plusmd} --sizes {args.sizes}`\n\n" + table)
        sys.exit(1 if flagged else 0)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
