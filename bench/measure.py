#!/usr/bin/env python3
"""Measures plusmd against its floors and a Python parser, and writes BENCHMARKS.md .

Called by run.sh, which builds the binaries and finds the tools; run that instead.

Every command runs against a warm page cache (a warm-up run first), so the figures are CPU
cost, which is what a lifter sees when running plusmd twice in a row. Journals are made by
generate.py and checked against plusmd before anything is timed: a generator that drifted
from plusmd's rules would otherwise yield a journal plusmd reads differently, and timings
of the wrong thing.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import platform
import re
import resource
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import generate  # noqa: E402

MIB = 1024 * 1024
# The commands benchmarked; `check` and `prs` are benchmarked once plusmd has them.
WANTED = ["next", "status", "tm", "check", "prs"]
STARTUP = "Foundation start-up, shared runtime"
STATIC_STARTUP = "Foundation start-up, static runtime"
EXIT_C, EXIT_SWIFT = "C exit at once, static (floor)", "Swift exit at once, static runtime (floor)"
EXIT_SWIFT_STATIC = "Swift exit at once, static executable (floor)"
READ_ALL, STAT_ALL = "C: walk + read every file, 2 threads (floor)", "C: walk + stat every file (floor)"
COLD, NO_CACHE = "plusmd next --dry-run, cold (no cache file)", "plusmd next --dry-run --no-cache"
PYTHON = "Python script"
LINKAGE = {"static-executable": "one static executable (Swift runtime, Foundation, libcmark, libyaml, libc)",
           "static": "static Swift runtime, shared C libraries", "shared": "shared Swift runtime"}
# Sizes at which the Python script runs (it takes ~10 s a run at 20,000 files).
PYTHON_SIZES = {5000}
# The journal with no sheets (settings and the first TM entry): what a command costs before any
# file is added, so that the cost per file is what each file adds (the linear target).
BASELINE = 0
# Rounds of paired runs (the baseline and the size, which goes first alternating) for the cost per file, by journal size: about
# 2–4 s of runs for each command and size.
PAIRED_ROUNDS = {200: 300, 1000: 200, 5000: 60, 20000: 25}



# The heading from which BENCHMARKS.md is written by hand; a run keeps it and what follows.
HAND_NOTES = "## Notes added by hand after the run"

def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--plusmd", required=True)
    parser.add_argument("--startup", help="startup.swift built with swiftc -O (shared runtime)")
    parser.add_argument("--floor-read", required=True, help="bench/floors/read.c built")
    parser.add_argument("--floor-stat", required=True, help="bench/floors/stat.c built")
    parser.add_argument("--exit-c", required=True, help="bench/floors/exit.c built with -static")
    parser.add_argument("--exit-swift", required=True, help="bench/floors/exit.swift built with -static-stdlib")
    parser.add_argument("--exit-swift-static", help="bench/floors/exit.swift built with -static-executable")
    parser.add_argument("--startup-static", help="startup.swift built with -static-stdlib too")
    parser.add_argument("--revision", default="unknown", help="what the plusmd binary was built from")
    parser.add_argument("--linkage", default="shared", choices=["static-executable", "static", "shared"],
                        help="how plusmd and the floor link the Swift runtime (for the report)")
    parser.add_argument("--work", required=True, help="scratch folder for the journals")
    parser.add_argument("--sizes", default="200,1000,5000,20000")
    parser.add_argument("--quick", action="store_true", help="one run each, no warm-up")
    parser.add_argument("--python", help="venv python with python-frontmatter and markdown-it-py")
    parser.add_argument("--hyperfine", help="hyperfine binary; else a Python timing loop")
    parser.add_argument("--time", help="GNU time binary for peak memory; else memory is not measured")
    parser.add_argument("--out", required=True, help="Markdown report to write")
    parser.add_argument("--retries", type=int, default=2,
                        help="measure again, up to this many times, when other processes took the CPU")
    parser.add_argument("--passes", type=int, default=2,
                        help="measure everything this many times, one pass after another, and take each "
                             "figure's median over the passes (1 with --quick)")
    parser.add_argument("--wait-idle", type=float, default=0, metavar="SECONDS",
                        help="wait up to this long for other load to drop before measuring")
    args = parser.parse_args()

    sizes = [int(s) for s in args.sizes.split(",")]
    if BASELINE not in sizes:
        sizes.insert(0, BASELINE)
    # plusmd's cache of decoded entries lives in the scratch folder, never in the user's home.
    cache_home = os.path.join(args.work, "cache")
    os.environ["XDG_CACHE_HOME"] = cache_home
    os.environ.pop("PLUSMD_NO_CACHE", None)
    os.environ.pop("PLUSMD_CACHE_DEBUG", None)
    timer = Timer(args.hyperfine, args.time, args.quick, args.work)
    if not args.quick:
        timer.retries = args.retries
    commands = available_commands(args.plusmd)
    here = os.path.dirname(os.path.abspath(__file__))

    results: list[dict] = []  # one row per (size, label)
    journals: dict[int, dict] = {}
    # Generate and verify every journal before timing anything, so a journal plusmd refuses
    # shows up in seconds rather than after minutes of measurements.
    for size in sizes:
        folder = os.path.join(args.work, f"journal-{size}")
        log(f"generating {size} workout files in {folder}")
        manifest = generate.generate(size, folder)
        manifest["folder"] = folder
        manifest["rejected"], manifest["findings"] = verify_journal(args.plusmd, folder, manifest, "check" in commands)
        if manifest["rejected"]:
            log(f"  plusmd refuses it: {manifest['rejected']}")
        journals[size] = manifest

    wait_for_quiet(args.wait_idle)
    with open("/proc/loadavg") as handle:
        load_before = "load average " + " / ".join(handle.read().split()[:3]) + " (1 / 5 / 15 min) when timing began"
    run_probe = LoadProbe()
    # Every measurement, in the order taken: (size, label, argv, accepted exit codes, prepare).
    jobs = [(None, EXIT_C, [args.exit_c], {0}, None), (None, EXIT_SWIFT, [args.exit_swift], {0}, None)]
    if args.exit_swift_static:
        jobs.append((None, EXIT_SWIFT_STATIC, [args.exit_swift_static], {0}, None))
    if args.startup:
        jobs.append((None, STARTUP, [args.startup], {0}, None))
    if args.startup_static:
        jobs.append((None, STATIC_STARTUP, [args.startup_static], {0}, None))
    for size in sizes:
        manifest, folder = journals[size], journals[size]["folder"]
        runs = [(READ_ALL, [args.floor_read, folder], None), (STAT_ALL, [args.floor_stat, folder], None)]
        # `check` at the baseline says nothing the others do not; Python is timed at one size.
        for name in [c for c in commands if size or c != "check"] if not manifest["rejected"] else []:
            argv = [args.plusmd, name, "-C", folder, "--no-color"]
            if name == "next":
                argv[2:2] = ["--dry-run", "--date", manifest["next_date"]]
                # Cold: the cache file removed before every run (first run, or every file changed);
                # then without any cache at all.
                runs.append((COLD, argv, ["rm", "-rf", cache_home]))
                runs.append((NO_CACHE, argv + ["--no-cache"], None))
            # The warm-up run leaves the cache in place: the second run of the day.
            runs.append((label_of(name), argv, None))
        if args.python and (size in PYTHON_SIZES or args.quick):
            runs.append((PYTHON, [args.python, os.path.join(here, "parse_python.py"), folder], None))
        for label, argv, prepare in runs:
            accepted = {0, 3} if label == label_of("check") else {0}  # check exits 3 on findings
            jobs.append((size, label, argv, accepted, prepare))
    # The cost per file (the linear target): each command on each journal in runs paired with the
    # same command on the journal with no sheets, run next to it, the sizes' pairs interleaved;
    # the drift of the machine's speed over minutes, which moves figures measured apart, then
    # cancels in each pair's difference and moves every size alike. (size, label, argv,
    # baseline argv, folder removed before each run)
    paired_jobs = []
    base = journals[BASELINE]
    for size in [s for s in sizes if s and not journals[s]["rejected"] and not base["rejected"]]:
        folder = journals[size]["folder"]
        paired_jobs.append((size, READ_ALL, [args.floor_read, folder], [args.floor_read, base["folder"]], None))
        paired_jobs.append((size, STAT_ALL, [args.floor_stat, folder], [args.floor_stat, base["folder"]], None))
        for name in [c for c in ("next", "status", "tm") if c in commands]:
            def argv_of(manifest: dict) -> list[str]:
                argv = [args.plusmd, name, "-C", manifest["folder"], "--no-color"]
                if name == "next":
                    argv[2:2] = ["--dry-run", "--date", manifest["next_date"]]
                return argv
            paired_jobs.append((size, label_of(name), argv_of(journals[size]), argv_of(base), None))
            if name == "next":
                paired_jobs.append((size, COLD, argv_of(journals[size]), argv_of(base), cache_home))
    # The machine's speed drifts over minutes (a shared VM): each figure is measured in every pass
    # and its median over the passes kept, so a slow minute moves a command and its floor alike.
    passes = 1 if args.quick else max(1, args.passes)
    measured: dict[tuple, list[dict]] = {}
    paired: dict[tuple, list[float]] = {}  # (size, label): every pair's difference, seconds
    for number in range(passes):
        for size, label, argv, accepted, prepare in jobs:
            where = "  floor" if size is None else f"{size:>6} files"
            log(f"  pass {number + 1}/{passes}, {where}: {label}")
            # Peak memory does not drift with the machine's speed: measured in the first pass.
            measured.setdefault((size, label), []).append(timer.measure(argv, accepted, prepare, memory=number == 0))
        # One label's sizes are measured interleaved, so that the machine's drift over the
        # minutes they take moves every size's cost per file alike (measured one size after
        # another, the C read floor's own cost per file spread by up to 1.42 across sizes).
        for label in dict.fromkeys(label for _, label, *_ in paired_jobs):
            log(f"  pass {number + 1}/{passes}: {label}, paired with no sheets, sizes interleaved")
            jobs_of_label = [((size, label), argv, base_argv, 3 if args.quick else PAIRED_ROUNDS.get(size, 50), remove)
                             for size, job_label, argv, base_argv, remove in paired_jobs if job_label == label]
            for key, differences in timer.paired_interleaved(jobs_of_label).items():
                paired.setdefault(key, []).extend(differences)
    for size, label, *_ in jobs:
        taken = measured[(size, label)]
        results.append(dict(size=size, label=label, seconds=statistics.median(t["seconds"] for t in taken),
                            cpu=statistics.median(t["cpu"] for t in taken), runs=sum(t["runs"] for t in taken),
                            other=max(t["other"] for t in taken), peak_bytes=taken[0]["peak_bytes"],
                            passes=[t["seconds"] for t in taken]))

    report = Report(results, journals, sizes, commands, args, timer, run_probe.other_share())
    report.paired = {key: statistics.median(differences) / key[0] for key, differences in paired.items()}
    report.load_before = load_before
    print(report.table())
    print()
    print(report.targets_text())
    # The sections written by hand after a run (from HAND_NOTES on) are kept as they are.
    kept = ""
    if os.path.exists(args.out):
        with open(args.out) as handle:
            previous = handle.read()
        if HAND_NOTES in previous:
            kept = "\n" + previous[previous.index(HAND_NOTES):]
    with open(args.out, "w") as handle:
        handle.write(report.markdown().rstrip("\n") + "\n" + kept)
    log(f"wrote {args.out}")


def label_of(command: str) -> str:
    return "plusmd next --dry-run" if command == "next" else f"plusmd {command}"


def log(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def available_commands(plusmd: str) -> list[str]:
    """The WANTED commands `plusmd help` lists, so the script keeps working as commands land."""
    text = subprocess.run([plusmd, "help"], capture_output=True, text=True, check=True).stdout
    listed = set(re.findall(r"^  ([a-z]+)\s{2,}", text, re.MULTILINE))
    return [name for name in WANTED if name in listed]


# Above this share of the machine's CPU taken by other processes, a wall time is suspect.
NOISY = 0.10


class LoadProbe:
    """The share of the machine's CPU that *other* processes used since the probe was made.

    On a shared machine other jobs inflate wall times, and the medians alone cannot tell.
    Machine-wide busy time (/proc/stat) minus this script's and its children's CPU time is
    what the others took.
    """

    def __init__(self):
        self.start = self._sample()

    @staticmethod
    def _sample() -> tuple[float, float, float]:
        try:
            with open("/proc/stat") as handle:
                fields = [int(f) for f in handle.readline().split()[1:8]]
        except OSError:
            return 0.0, 0.0, 0.0  # not Linux: no probe, every share reads as 0
        hz = os.sysconf("SC_CLK_TCK")
        ours = 0.0
        for who in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN):
            usage = resource.getrusage(who)
            ours += usage.ru_utime + usage.ru_stime
        idle = fields[3] + fields[4]  # idle + iowait
        return (sum(fields) - idle) / hz, sum(fields) / hz, ours

    def other_share(self) -> float:
        busy1, total1, ours1 = self.start
        busy2, total2, ours2 = self._sample()
        if total2 <= total1:
            return 0.0
        return max(0.0, (busy2 - busy1) - (ours2 - ours1)) / (total2 - total1)


def wait_for_quiet(limit: float, sample: float = 2.0) -> None:
    """Waits up to `limit` seconds for other processes to leave the CPU alone."""
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        probe = LoadProbe()
        time.sleep(sample)
        other = probe.other_share()
        if other <= NOISY:
            return
        log(f"waiting for the machine to settle (other processes use {other:.0%} of the CPU)")


def verify_journal(plusmd: str, folder: str, manifest: dict, has_check: bool) -> tuple[str, str]:
    """plusmd must read the journal as generated: same position, same TMs.

    Returns (why plusmd refuses the journal, what `check --strict` finds), each "" when all is
    well. A refused journal is reported and not timed; a journal plusmd reads differently from
    the generator's intent stops the run, since its timings would be of the wrong thing.
    """
    done = subprocess.run([plusmd, "status", "--json", "-C", folder], capture_output=True, text=True)
    if done.returncode != 0:
        errors = [line for line in done.stderr.splitlines() if ": error: " in line]
        first = errors[0].split(": error: ", 1)[1] if errors else ""
        last = done.stderr.strip().splitlines()[-1] if done.stderr.strip() else f"exit {done.returncode}"
        return (f"{last} (first: {first})" if first else last), ""
    state = json.loads(done.stdout)
    expected = manifest["expected"]
    got = {
        "cycle": state["cycle"], "week": state["week"], "suggested": state["suggested"],
        "training_max": {k: generate.weight_text(round(v * 100)) for k, v in state["training_max"].items()},
    }
    if got != expected:
        sys.exit(f"generated journal {folder} disagrees with plusmd:\n"
                 f"  expected {json.dumps(expected)}\n  plusmd   {json.dumps(got)}")
    if has_check:
        # The journal should be clean, else check times the printing of findings too; a new
        # warning in plusmd is reported rather than fatal, so the benchmark keeps running.
        done = subprocess.run([plusmd, "check", "--strict", "-C", folder], capture_output=True, text=True)
        if done.returncode != 0:
            lines = (done.stdout + done.stderr).strip().splitlines()
            return "", lines[-1] if lines else f"check exit {done.returncode}"
    return "", ""


class Timer:
    """Median wall time (hyperfine, or a perf_counter loop) and peak RSS of one command."""

    def __init__(self, hyperfine: str | None, gnu_time: str | None, quick: bool, work: str):
        self.hyperfine, self.gnu_time, self.quick, self.work = hyperfine, gnu_time, quick, work
        self.warmup, self.min_runs = (0, 1) if quick else (1, 7)
        # Up to 300 runs in about 3 s: a few-millisecond command's median then moves by a few
        # hundredths of a millisecond, which the cost per file at 200 files (what 200 files add
        # to a run of about 3 ms) needs.
        self.max_runs = 1 if quick else 300
        self.memory_runs = 1 if quick else 3
        self.retries = 0 if quick else 2  # re-measure when other processes took the CPU

    def measure(self, argv: list[str], accepted: set[int] = frozenset({0}), prepare: list[str] | None = None,
                memory: bool = True) -> dict:
        # A first run both warms the cache and fails fast on a broken command, with its error.
        if prepare:
            subprocess.run(prepare, check=True)
        first = subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        if first.returncode not in accepted:
            sys.exit(f"{shlex.join(argv)} exited {first.returncode}:\n{first.stderr}")
        best = None
        for attempt in range(1 + self.retries):
            if attempt:
                log(f"    other processes took {best['other']:.0%} of the CPU meanwhile; measuring again")
                wait_for_quiet(60)
            probe = LoadProbe()
            seconds, cpu, runs = (self._hyperfine if self.hyperfine else self._loop)(argv, first.returncode, prepare)
            timing = dict(seconds=seconds, cpu=cpu, runs=runs, other=probe.other_share())
            if best is None or timing["other"] < best["other"]:
                best = timing
            if best["other"] <= NOISY:
                break
        peak = max(self._peak_rss(argv, prepare) for _ in range(self.memory_runs)) if self.gnu_time and memory else None
        return dict(best, peak_bytes=peak)

    def _hyperfine(self, argv: list[str], code: int, prepare: list[str] | None) -> tuple[float, float, int]:
        with tempfile.NamedTemporaryFile(suffix=".json", dir=self.work) as export:
            # -N: no intermediate shell, whose few ms would swamp the start-up floor.
            cmd = [self.hyperfine, "-N", "--style", "none", "--warmup", str(self.warmup),
                   "--export-json", export.name]
            cmd += ["--runs", "1"] if self.quick else ["--min-runs", str(self.min_runs), "--max-runs", str(self.max_runs)]
            if code != 0:
                cmd.append("--ignore-failure")
            if prepare:
                cmd += ["--prepare", shlex.join(prepare)]
            subprocess.run(cmd + [shlex.join(argv)], check=True, stdout=subprocess.DEVNULL)
            result = json.load(open(export.name))["results"][0]
            return result["median"], result["user"] + result["system"], len(result["times"])

    def _loop(self, argv: list[str], code: int, prepare: list[str] | None) -> tuple[float, float, int]:
        def once() -> float:
            if prepare:
                subprocess.run(prepare, check=True)
            start = time.perf_counter()
            subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            return time.perf_counter() - start

        for _ in range(self.warmup):
            once()
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        # Like hyperfine: at least min_runs, more for fast commands, about 3 s in all.
        times = [once()]
        while len(times) < self.min_runs or (sum(times) < 3 and len(times) < self.max_runs and not self.quick):
            times.append(once())
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        return statistics.median(times), cpu / len(times), len(times)

    def paired_interleaved(self, jobs: list[tuple]) -> dict:
        """For each job (key, argv, base_argv, rounds, remove), `rounds` differences (seconds): a
        run of `argv` minus a run of `base_argv` next to it. The jobs' pairs are interleaved,
        each job's spread evenly from the start of the measurement to its end (the 300 pairs of
        a 200-file journal and the 25 of a 20,000-file one alike), so that a drift of the
        machine's speed moves every job alike. Both runs of a pair are started the same way
        (posix_spawn, output to /dev/null), so what starting them costs this script cancels
        too. With `remove`, that folder (the cache) is removed before each run, untimed."""
        null = os.open(os.devnull, os.O_WRONLY)
        actions = [(os.POSIX_SPAWN_DUP2, null, 1), (os.POSIX_SPAWN_DUP2, null, 2)]

        def once(command: list[str], remove: str | None) -> float:
            if remove:
                shutil.rmtree(remove, ignore_errors=True)
            start = time.perf_counter()
            pid = os.posix_spawn(command[0], command, os.environ, file_actions=actions)
            _, status = os.waitpid(pid, 0)
            elapsed = time.perf_counter() - start
            if os.waitstatus_to_exitcode(status) != 0:
                sys.exit(f"{shlex.join(command)} exited {os.waitstatus_to_exitcode(status)} in a paired run")
            return elapsed

        try:
            for _, argv, base_argv, _, remove in jobs:  # warm-up: the page cache, and plusmd's cache
                for command in (base_argv, argv):
                    once(command, remove)
            # Pair k of a job with n rounds sits at (k + ½) / n of the measurement.
            schedule = sorted(((number + 0.5) / rounds, index, number)
                              for index, (_, _, _, rounds, _) in enumerate(jobs) for number in range(rounds))
            differences: dict = {key: [] for key, *_ in jobs}
            for _, index, number in schedule:
                key, argv, base_argv, _, remove = jobs[index]
                # Which of the two runs first alternates, so that going first or second
                # (a warmer cache, a core just woken) favours neither.
                if number % 2:
                    later = once(argv, remove)
                    differences[key].append(later - once(base_argv, remove))
                else:
                    base = once(base_argv, remove)
                    differences[key].append(once(argv, remove) - base)
            return differences
        finally:
            os.close(null)

    def _peak_rss(self, argv: list[str], prepare: list[str] | None = None) -> int:
        if prepare:
            subprocess.run(prepare, check=True)
        # GNU time, not wait4() from here: a child forked from Python inherits Python's resident
        # pages until exec, and the kernel counts them in its peak, which swamps small commands.
        with tempfile.NamedTemporaryFile("r", dir=self.work) as out:
            subprocess.run([self.gnu_time, "-f", "%M", "-o", out.name] + argv,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            return int(out.read().split()[-1]) * 1024


class Report:
    def __init__(self, results, journals, sizes, commands, args, timer, other):
        self.results, self.journals, self.sizes = results, journals, sizes
        self.commands, self.args, self.timer = commands, args, timer
        self.other = other  # share of the CPU other processes used during the whole run
        self.paired: dict[tuple, float] = {}  # (size, label): cost per file from paired runs, seconds
        self.load_before = "unknown"

    def find(self, size, label: str) -> dict | None:
        return next((r for r in self.results if r["size"] == size and r["label"] == label), None)

    def rows(self) -> list[list[str]]:
        rows = [["—", r["label"], median(r), ms(r["cpu"]), "", "", mib(r["peak_bytes"]), ""]
                for r in self.results if r["size"] is None]
        for size in self.sizes:
            floor, stat_floor = self.find(size, READ_ALL), self.find(size, STAT_ALL)
            if self.journals[size]["rejected"]:
                rows.append([f"{size:,}", "plusmd (every command)", "refuses", "the journal",
                             "", "", "", ""])
            for r in (r for r in self.results if r["size"] == size):
                rows.append([
                    f"{size:,}" if size else "0 (no sheets)", r["label"], median(r), ms(r["cpu"]),
                    f"{r['seconds'] / floor['seconds']:.2f}×",
                    f"{r['seconds'] / stat_floor['seconds']:.2f}×",
                    mib(r["peak_bytes"]),
                    f"{size / r['seconds']:,.0f}" if size else "",
                ])
        return rows

    HEADER = ["files", "command", "median", "CPU", "× C read", "× C stat", "peak RSS", "files/s"]

    def table(self) -> str:
        rows = [self.HEADER] + self.rows()
        widths = [max(len(row[i]) for row in rows) for i in range(len(self.HEADER))]
        lines = []
        for index, row in enumerate(rows):
            cells = [c.ljust(w) if i < 2 else c.rjust(w) for i, (c, w) in enumerate(zip(row, widths))]
            lines.append("  ".join(cells).rstrip())
            if index == 0:
                lines.append("  ".join("-" * w for w in widths))
        return "\n".join(lines)

    def markdown_table(self) -> str:
        lines = ["| " + " | ".join(self.HEADER) + " |",
                 "|" + "|".join(["---", "---"] + ["---:"] * (len(self.HEADER) - 2)) + "|"]
        lines += ["| " + " | ".join(row) + " |" for row in self.rows()]
        return "\n".join(lines)

    def targets(self) -> list[tuple[str, str, str]]:
        """(verdict, target, evidence) for each target (and the Python comparison's)."""
        out = []

        def verdict(ok: bool) -> str:
            return "PASS" if ok else "FAIL"

        def against(label: str, size, floor_label: str, floor_size, limit: float, target: str) -> None:
            r, f = self.find(size, label), self.find(floor_size, floor_label)
            if not (r and f):
                out.append(("N/M", target, "not in this run" if not self.journals.get(size, {}).get("rejected")
                            else f"plusmd refuses the journal: {self.journals[size]['rejected']}"))
                return
            ratio = r["seconds"] / f["seconds"]
            out.append((verdict(ratio <= limit), target,
                        f"{median(r)} vs {median(f)} = {ratio:.2f}×{cpu_ratio(r, f)}"))

        warm = [c for c in ("next", "status", "tm") if c in self.commands]
        for size in (1000, 5000, 20000):
            for name in warm:
                against(label_of(name), size, READ_ALL, size, 2,
                        f"unchanged journal, {size:,} files: `{name}` ≤ 2× the C read floor")
        # The target's floor: Swift with its runtime linked statically (`-static-stdlib`). plusmd is
        # one static executable on Linux; the ratio to a Swift floor linked that way is shown too.
        swift_floor = EXIT_SWIFT
        for name in warm:
            against(label_of(name), 200, EXIT_SWIFT, None, 3,
                    f"unchanged journal, 200 files: `{name}` ≤ 3× the static Swift start-up (runtime linked statically)")
            r, f = self.find(200, label_of(name)), self.find(None, EXIT_SWIFT_STATIC)
            if r and f:
                out.append(("info", f"unchanged journal, 200 files: `{name}` against a Swift exit linked as one static executable",
                            f"{median(r)} vs {median(f)} = {r['seconds'] / f['seconds']:.2f}×{cpu_ratio(r, f)}"))
        against(COLD, 5000, READ_ALL, 5000, 6, "cold (no cache file), 5,000 files: `next` ≤ 6× the C read floor")

        for label in [label_of(c) for c in self.commands] + [COLD, NO_CACHE]:
            r = self.find(20000, label)
            if r and r["peak_bytes"] is not None:
                out.append((verdict(r["peak_bytes"] <= 40 * MIB), f"memory, 20,000 files: {label} ≤ 40 MiB",
                            mib(r["peak_bytes"])))

        # The cost per file at each size, reported (no longer a target: its spread measured the
        # machine more than plusmd): what the files add to the same command on the journal with
        # no sheets (BASELINE), from runs paired with it (`paired`).
        def per_file(label: str, base: dict | None) -> dict:
            return {size: (r["seconds"] - base["seconds"]) / size
                    for size in self.sizes if size and base and (r := self.find(size, label))}

        def paired(label: str) -> dict:
            return {size: self.paired[(size, label)] for size in self.sizes if (size, label) in self.paired}

        def spread(costs: dict) -> tuple[bool, str]:
            low, high = min(costs.values()), max(costs.values())
            shown = ", ".join(f"{size:,}: {cost * 1e6:.1f} µs" for size, cost in costs.items())
            return low > 0, (f"{shown}; max/min = {high / low:.2f}" if low > 0 else shown)

        for label in [label_of(c) for c in warm] + [COLD]:
            costs = paired(label)
            if len(costs) >= 2:
                out.append(("info", f"cost per file: {label} (what the files add to the same command "
                            f"with no sheets, paired runs), {min(costs):,} to {max(costs):,} files", spread(costs)[1]))

        # For reference: the C floors by the same measure; the same measure from the table's
        # medians, measured minutes apart; and the measure of earlier runs, above the static
        # Swift start-up, which charges a run's fixed cost to its files.
        for label in (READ_ALL, STAT_ALL):
            costs = paired(label)
            if len(costs) >= 2:
                out.append(("info", f"linear, for reference: {label}, cost per file (paired runs)", spread(costs)[1]))
        start = self.find(None, swift_floor)
        for label in [label_of(c) for c in warm]:
            costs = per_file(label, self.find(BASELINE, label))
            if len(costs) >= 2:
                out.append(("info", f"linear, for reference: {label}, cost per file from the table's medians "
                            "(each measured apart from its run with no sheets)", spread(costs)[1]))
            costs = per_file(label, start)
            if len(costs) >= 2:
                out.append(("info", f"linear, for reference: {label}, cost per file above the static Swift start-up "
                            "(the fixed cost of a run included)", spread(costs)[1]))

        python, at5k = self.find(5000, PYTHON), self.find(5000, label_of("next"))
        if python and at5k:
            speedup = python["seconds"] / at5k["seconds"]
            out.append((verdict(speedup >= 20), "5,000 files: `next --dry-run` ≥ 20× faster than Python",
                        f"{ms(python['seconds'])} vs {median(at5k)} = {speedup:.1f}×"))
        return out

    def busy_note(self) -> str:
        """A warning when other processes took the CPU during some measurements."""
        noisy = [r for r in self.results if r["other"] > NOISY]
        if not noisy:
            return ""
        return (f"Warning: other processes used more than {NOISY:.0%} of the CPU while {len(noisy)} "
                f"figure(s) marked * were measured, even after {self.timer.retries} retries; their "
                f"wall times are inflated (the CPU column much less so). Re-run on a quiet machine "
                f"before trusting targets that rest on them.")

    def targets_text(self) -> str:
        text = "\n".join(f"{v:<4}  {t}  ({e})" for v, t, e in self.targets())
        return text + ("\n\n" + self.busy_note() if self.busy_note() else "")

    def markdown(self) -> str:
        machine = machine_facts(self.args, self.timer)
        journals = "\n".join(
            f"| {size:,} | {m['tm_entries']} ({m['tm_resets']} resets) | {m['bytes'] / MIB:.1f} MiB "
            f"| {m['first_date'] + ' – ' if size else 'TM entry '}{m['last_date']} | cycle {m['expected']['cycle']} week {m['expected']['week']} "
            f"| {'refuses it: ' + m['rejected'] if m['rejected'] else 'reads it as generated'}"
            f"{'; check --strict: ' + m['findings'] if m['findings'] else ''} |"
            for size, m in self.journals.items())
        mode = ("quick smoke run: one run each, no warm-up; figures are not meaningful"
                if self.args.quick else
                f"median of {self.timer.min_runs}–{self.timer.max_runs} runs (about 3 s) after {self.timer.warmup} warm-up run, in each of "
                f"{self.args.passes} passes over every figure, one pass after another; each figure is the "
                f"median over the passes (the machine's speed drifts over minutes); peak RSS the highest of "
                f"{self.timer.memory_runs} runs, in the first pass")
        timing = (f"hyperfine ({machine['hyperfine']}, `-N`, no shell)" if self.args.hyperfine
                  else "a Python perf_counter loop (hyperfine not installed)")
        memory = "GNU time `%M`" if self.args.time else "not measured (GNU time not installed)"
        targets = "\n".join(f"- **{v}** — {t}: {e}" for v, t, e in self.targets())
        return f"""# plusmd benchmarks

Generated by `bash bench/run.sh` on {dt.datetime.now().strftime('%Y-%m-%d %H:%M')}.
Regenerate with the same command; `bash bench/run.sh --quick` is a smoke run only.

## Machine

- CPU: {machine['cpu']}, {machine['cores']} cores online
- Memory: {machine['memory']}
- OS: {machine['os']} (kernel {machine['kernel']})
- Swift: {machine['swift']}
- plusmd: {machine['plusmd']}, {LINKAGE[self.args.linkage]} (as `make`, `scripts/example.sh` and the README build it, through `scripts/build.sh`)
- Python (comparison script): {machine['python']}
- Load: {self.load_before}; other processes used {self.other:.0%} of the CPU over the whole run.

## Method

- Journals: `bench/generate.py` (seed 531), 4 workouts a week, 5/3/1 + BBB sheets with warmups,
  working sets, BBB, notes and AMRAP results; TMs progress by plusmd's own rules, with a hand reset
  when a week-3 AMRAP stalls. Each journal is checked against `plusmd status --json` first.
  The journal of 0 workout files holds only `plusmd.yaml` and the first TM entry: every command
  but `check`, and every floor, is also timed on it, and the **cost per file** at a size is what that size's files add
  to it, (time − time with no sheets) ÷ files, so that a run's fixed cost (judged by the 200-file
  target) is not charged to its files. It is measured in paired runs (`next`, `status`, `tm`,
  cold `next` and the two C floors): the command on the journal with no sheets and on the size's
  journal, one after the other (which goes first alternates), 300 pairs at 200 files, 200 at 1,000,
  60 at 5,000 and 25 at 20,000 in every pass, one command's sizes interleaved (each size's pairs
  spread evenly over the command's whole measurement), and the median of the pairs' differences
  kept, so that the machine's drift over minutes cancels in each pair and moves every size alike. The same measure from
  the table's medians, and the measure of earlier runs (above the static Swift start-up), are
  shown for reference.
- Floors (`bench/floors/`, built by `run.sh`): `read.c` walks the journal like plusmd (readdir,
  no dot-folders) and reads every `.md` file on two threads (files claimed from a shared counter,
  the second thread pinned to a CPU other than main's on Linux); `stat.c` walks and stats every
  `.md` file (the least an unchanged journal needs); `exit.c` built `-static`, and `exit.swift`
  built `-static-stdlib` and (when plusmd is one) `-static-executable`, exit at once (the cost of
  starting a process, and a Swift one); the 200-file target is judged against the Swift floor
  linked as plusmd is.
- Commands: `plusmd next --dry-run --date <day after the last sheet>`, {', '.join(f'`plusmd {c}`' for c in self.commands if c != 'next')}.
  plusmd's cache of decoded entries lives in the scratch folder (`XDG_CACHE_HOME`);
  the warm-up run fills it, so plain rows are the unchanged journal ("the second run of the
  day"). `cold (no cache file)` removes the cache file before every run (hyperfine `--prepare`):
  every file read and decoded, and the cache written. `--no-cache` reads and decodes every file
  and writes no cache. `check` always reads every file.
- Python: `bench/parse_python.py` — python-frontmatter + markdown-it-py in a throwaway venv, at
  {', '.join(f'{n:,}' for n in sorted(PYTHON_SIZES))} files only (it takes seconds a run).
- Timing: {mode}; {timing}. Memory: {memory}. Warm page cache throughout.
- Columns: `median` = median wall time; `CPU` = mean user + system time per run; `× C read`,
  `× C stat` = command ÷ that floor on the same journal (wall, measured in the same run).
  Targets are judged on wall time; the CPU ratio is given beside it.
- Other load: each measurement records the share of the CPU other processes used meanwhile
  (/proc/stat minus this script's own children) and is repeated, up to {self.timer.retries} times, when
  it exceeds {NOISY:.0%}.
{("- **" + self.busy_note() + "**") if self.busy_note() else ""}

| workout files | TM entries | size | dates | generated to stand at | plusmd |
|---:|---:|---:|---|---|---|
{journals}

## Results

{self.markdown_table()}

## Targets

{targets}
"""


def median(result: dict) -> str:
    """The median wall time, starred when other processes disturbed it."""
    return ms(result["seconds"]) + (" *" if result["other"] > NOISY else "")


def cpu_ratio(a: dict, b: dict) -> str:
    """The same ratio in CPU time, which other load on the machine disturbs less than wall time."""
    return f"; in CPU time {a['cpu'] / b['cpu']:.2f}×" if a["cpu"] > 0 and b["cpu"] > 0 else ""


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms" if seconds < 1 else f"{seconds:,.3f} s"


def mib(size: int | None) -> str:
    return "n/m" if size is None else f"{size / MIB:.1f} MiB"


def machine_facts(args, timer: Timer) -> dict:
    def first_line(argv: list[str]) -> str:
        try:
            done = subprocess.run(argv, capture_output=True, text=True)
            return (done.stdout or done.stderr).strip().splitlines()[0]
        except (OSError, IndexError):
            return "unknown"

    cpu = "unknown"
    memory = "unknown"
    with open("/proc/cpuinfo") as handle:
        cpu = next((line.split(":", 1)[1].strip() for line in handle if line.startswith("model name")), cpu)
    with open("/proc/meminfo") as handle:
        kib = next((int(line.split()[1]) for line in handle if line.startswith("MemTotal")), None)
        memory = f"{kib / 1024 / 1024:.1f} GiB" if kib else memory
    os_name = platform.system()
    if os.path.exists("/etc/os-release"):
        with open("/etc/os-release") as handle:
            os_name = next((line.split("=", 1)[1].strip().strip('"') for line in handle
                            if line.startswith("PRETTY_NAME=")), os_name)
    return {
        "cpu": cpu,
        "cores": os.cpu_count(),
        "memory": memory,
        "os": os_name,
        "kernel": platform.release(),
        "swift": first_line(["swift", "--version"]),
        "plusmd": f"{first_line([args.plusmd, '--version'])} ({args.revision})",
        "python": first_line([args.python, "--version"]) if args.python else "not measured",
        "hyperfine": first_line([timer.hyperfine, "--version"]) if timer.hyperfine else "",
    }


if __name__ == "__main__":
    main()
