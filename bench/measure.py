#!/usr/bin/env python3
"""Measures plusmd against its floors and a Python parser, and writes BENCHMARKS.md (issue 6).

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
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import generate  # noqa: E402

MIB = 1024 * 1024
# Commands issue 6 names; `check` and `prs` are benchmarked once plusmd has them.
WANTED = ["next", "status", "tm", "check", "prs"]
STARTUP = "Foundation start-up (floor)"
STATIC_STARTUP = "Foundation start-up, static runtime"
READ_ALL, PYTHON = "read all files (floor)", "Python script"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--plusmd", required=True)
    parser.add_argument("--startup", required=True, help="startup.swift built with swiftc -O")
    parser.add_argument("--startup-static", help="startup.swift built with -static-stdlib too")
    parser.add_argument("--revision", default="unknown", help="what the plusmd binary was built from")
    parser.add_argument("--linkage", default="shared", choices=["static", "shared"],
                        help="how plusmd and the floor link the Swift runtime (for the report)")
    parser.add_argument("--work", required=True, help="scratch folder for the journals")
    parser.add_argument("--sizes", default="200,1000,5000,20000")
    parser.add_argument("--quick", action="store_true", help="one run each, no warm-up")
    parser.add_argument("--python", help="venv python with python-frontmatter and markdown-it-py")
    parser.add_argument("--hyperfine", help="hyperfine binary; else a Python timing loop")
    parser.add_argument("--time", help="GNU time binary for peak memory; else memory is not measured")
    parser.add_argument("--out", required=True, help="Markdown report to write")
    parser.add_argument("--wait-idle", type=float, default=0, metavar="SECONDS",
                        help="wait up to this long for other load to drop before measuring")
    args = parser.parse_args()

    sizes = [int(s) for s in args.sizes.split(",")]
    timer = Timer(args.hyperfine, args.time, args.quick, args.work)
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
    run_probe = LoadProbe()
    results.append(dict(size=None, label=STARTUP, **timer.measure([args.startup])))
    if args.startup_static:
        results.append(dict(size=None, label=STATIC_STARTUP, **timer.measure([args.startup_static])))
    for size in sizes:
        manifest, folder = journals[size], journals[size]["folder"]
        runs = [(READ_ALL, ["find", folder, "-name", "*.md", "-exec", "cat", "{}", "+"])]
        for name in commands if not manifest["rejected"] else []:
            argv = [args.plusmd, name, "-C", folder, "--no-color"]
            if name == "next":
                argv[2:2] = ["--dry-run", "--date", manifest["next_date"]]
            runs.append((label_of(name), argv))
        if args.python:
            runs.append((PYTHON, [args.python, os.path.join(here, "parse_python.py"), folder]))
        for label, argv in runs:
            log(f"  {size:>6} files: {label}")
            accepted = {0, 3} if label == label_of("check") else {0}  # check exits 3 on findings
            results.append(dict(size=size, label=label, **timer.measure(argv, accepted)))

    report = Report(results, journals, sizes, commands, args, timer, run_probe.other_share())
    print(report.table())
    print()
    print(report.targets_text())
    with open(args.out, "w") as handle:
        handle.write(report.markdown())
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
        self.memory_runs = 1 if quick else 3
        self.retries = 0 if quick else 2  # re-measure when other processes took the CPU

    def measure(self, argv: list[str], accepted: set[int] = frozenset({0})) -> dict:
        # A first run both warms the cache and fails fast on a broken command, with its error.
        first = subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        if first.returncode not in accepted:
            sys.exit(f"{shlex.join(argv)} exited {first.returncode}:\n{first.stderr}")
        best = None
        for attempt in range(1 + self.retries):
            if attempt:
                log(f"    other processes took {best['other']:.0%} of the CPU meanwhile; measuring again")
                wait_for_quiet(60)
            probe = LoadProbe()
            seconds, cpu, runs = (self._hyperfine if self.hyperfine else self._loop)(argv, first.returncode)
            timing = dict(seconds=seconds, cpu=cpu, runs=runs, other=probe.other_share())
            if best is None or timing["other"] < best["other"]:
                best = timing
            if best["other"] <= NOISY:
                break
        peak = max(self._peak_rss(argv) for _ in range(self.memory_runs)) if self.gnu_time else None
        return dict(best, peak_bytes=peak)

    def _hyperfine(self, argv: list[str], code: int) -> tuple[float, float, int]:
        with tempfile.NamedTemporaryFile(suffix=".json", dir=self.work) as export:
            # -N: no intermediate shell, whose few ms would swamp the start-up floor.
            cmd = [self.hyperfine, "-N", "--style", "none", "--warmup", str(self.warmup),
                   "--export-json", export.name]
            cmd += ["--runs", "1"] if self.quick else ["--min-runs", str(self.min_runs), "--max-runs", "50"]
            if code != 0:
                cmd.append("--ignore-failure")
            subprocess.run(cmd + [shlex.join(argv)], check=True, stdout=subprocess.DEVNULL)
            result = json.load(open(export.name))["results"][0]
            return result["median"], result["user"] + result["system"], len(result["times"])

    def _loop(self, argv: list[str], code: int) -> tuple[float, float, int]:
        def once() -> float:
            start = time.perf_counter()
            subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            return time.perf_counter() - start

        for _ in range(self.warmup):
            once()
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        # Like hyperfine: at least min_runs, more for fast commands, about 3 s in all.
        times = [once()]
        while len(times) < self.min_runs or (sum(times) < 3 and len(times) < 50 and not self.quick):
            times.append(once())
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        return statistics.median(times), cpu / len(times), len(times)

    def _peak_rss(self, argv: list[str]) -> int:
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

    def find(self, size, label: str) -> dict | None:
        return next((r for r in self.results if r["size"] == size and r["label"] == label), None)

    def rows(self) -> list[list[str]]:
        rows = [["—", r["label"], median(r), ms(r["cpu"]), "", "", mib(r["peak_bytes"]), ""]
                for r in self.results if r["size"] is None]
        for size in self.sizes:
            floor = self.find(size, READ_ALL)
            python = self.find(size, PYTHON)
            if self.journals[size]["rejected"]:
                rows.append([f"{size:,}", "plusmd (every command)", "refuses", "the journal",
                             "", "", "", ""])
            for r in (r for r in self.results if r["size"] == size):
                rows.append([
                    f"{size:,}", r["label"], median(r), ms(r["cpu"]),
                    f"{r['seconds'] / floor['seconds']:.2f}×",
                    f"{python['seconds'] / r['seconds']:.1f}×" if python else "n/m",
                    mib(r["peak_bytes"]),
                    f"{size / r['seconds']:,.0f}",
                ])
        return rows

    HEADER = ["files", "command", "median", "CPU", "× read-all", "Python ÷ it", "peak RSS", "files/s"]

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
        """(verdict, target, evidence) for each target of issue 6."""
        out = []

        def verdict(ok: bool) -> str:
            return "PASS" if ok else "FAIL"

        def missing(target: str, *sizes: int, why: str = "") -> None:
            """A target whose figures are absent: FAIL if plusmd refused a journal, else N/M."""
            refused = [n for n in sizes if n in self.journals and self.journals[n]["rejected"]]
            if refused:
                out.append(("FAIL", target, f"plusmd refuses the {refused[0]:,}-file journal: "
                                            f"{self.journals[refused[0]]['rejected']}"))
            else:
                absent = [f"{n:,}" for n in sizes if n not in self.journals]
                out.append(("N/M", target, why or f"{' and '.join(absent)} not in this run"))

        at5k = self.find(5000, label_of("next"))
        if at5k:
            floor = self.find(5000, READ_ALL)
            ratio = at5k["seconds"] / floor["seconds"]
            out.append((verdict(ratio <= 1.3), "5,000 files: `next --dry-run` ≤ 1.3× read-all floor",
                        f"{ms(at5k['seconds'])} vs {ms(floor['seconds'])} = {ratio:.2f}×{cpu_ratio(at5k, floor)}"))
            python = self.find(5000, PYTHON)
            if python:
                speedup = python["seconds"] / at5k["seconds"]
                out.append((verdict(speedup >= 20), "5,000 files: `next --dry-run` ≥ 20× faster than Python",
                            f"{ms(python['seconds'])} vs {ms(at5k['seconds'])} = {speedup:.1f}×{cpu_ratio(python, at5k)}"))
            else:
                missing("5,000 files: `next --dry-run` ≥ 20× faster than Python", why="Python not measured")
        else:
            missing("5,000 files: `next --dry-run` ≤ 1.3× read-all floor", 5000)
            missing("5,000 files: `next --dry-run` ≥ 20× faster than Python", 5000)

        startup = self.find(None, STARTUP)
        for name in self.commands:
            at200 = self.find(200, label_of(name))
            target = f"200 files: `{name}` ≤ 2× Foundation start-up floor"
            if not at200:
                missing(target, 200)
                continue
            ratio = at200["seconds"] / startup["seconds"]
            out.append((verdict(ratio <= 2), target,
                        f"{ms(at200['seconds'])} vs {ms(startup['seconds'])} = {ratio:.2f}×{cpu_ratio(at200, startup)}"))
        # The floor uses the shared runtime; a statically linked plusmd starts faster,
        # so it is also held against a floor linked the same way (for information).
        static = self.find(None, STATIC_STARTUP)
        at200 = self.find(200, label_of("next"))
        if static and at200:
            ratio = at200["seconds"] / static["seconds"]
            out.append((verdict(ratio <= 2), "200 files: `next` ≤ 2× start-up floor linked like plusmd (static runtime; "
                        "stricter than the issue)",
                        f"{ms(at200['seconds'])} vs {ms(static['seconds'])} = {ratio:.2f}×{cpu_ratio(at200, static)}"))

        for name in self.commands:
            small, large = self.find(5000, label_of(name)), self.find(20000, label_of(name))
            target = f"linear: `{name}` at 20,000 ≤ 4.5× its cost at 5,000"
            if not (small and large):
                missing(target, 5000, 20000)
                continue
            ratio = large["seconds"] / small["seconds"]
            out.append((verdict(ratio <= 4.5), target,
                        f"{ms(large['seconds'])} / {ms(small['seconds'])} = {ratio:.2f}×{cpu_ratio(large, small)}"))

        for name in self.commands:
            large = self.find(20000, label_of(name))
            target = f"memory: `{name}` at 20,000 files ≤ 64 MiB"
            if not large or large["peak_bytes"] is None:
                missing(target, 20000, why="" if not large else "GNU time not installed")
                continue
            out.append((verdict(large["peak_bytes"] <= 64 * MIB), target, mib(large["peak_bytes"])))
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
            f"| {m['first_date']} – {m['last_date']} | cycle {m['expected']['cycle']} week {m['expected']['week']} "
            f"| {'refuses it: ' + m['rejected'] if m['rejected'] else 'reads it as generated'}"
            f"{'; check --strict: ' + m['findings'] if m['findings'] else ''} |"
            for size, m in self.journals.items())
        mode = ("quick smoke run: one run each, no warm-up; figures are not meaningful"
                if self.args.quick else
                f"median of ≥ {self.timer.min_runs} runs after {self.timer.warmup} warm-up run, "
                f"peak RSS the highest of {self.timer.memory_runs} runs")
        timing = (f"hyperfine ({machine['hyperfine']}, `-N`, no shell)" if self.args.hyperfine
                  else "a Python perf_counter loop (hyperfine not installed)")
        memory = "GNU time `%M`" if self.args.time else "not measured (GNU time not installed)"
        targets = "\n".join(f"- **{v}** — {t}: {e}" for v, t, e in self.targets())
        return f"""# plusmd benchmarks

Generated by `bash bench/run.sh` on {dt.datetime.now().strftime('%Y-%m-%d %H:%M')} (issue 6).
Regenerate with the same command; `bash bench/run.sh --quick` is a smoke run only.

## Machine

- CPU: {machine['cpu']}, {machine['cores']} cores online
- Memory: {machine['memory']}
- OS: {machine['os']} (kernel {machine['kernel']})
- Swift: {machine['swift']}
- plusmd: {machine['plusmd']}, {self.args.linkage} Swift runtime{" (as `make` builds it)" if self.args.linkage == "static" else ""}
- Python (comparison script): {machine['python']}

## Method

- Journals: `bench/generate.py` (seed 531), 4 workouts a week, 5/3/1 + BBB sheets with warmups,
  working sets, BBB, notes and AMRAP results; TMs progress by plusmd's own rules, with a hand reset
  when a week-3 AMRAP stalls. Each journal is checked against `plusmd status --json` first.
- Commands: `plusmd next --dry-run --date <day after the last sheet>`, {', '.join(f'`plusmd {c}`' for c in self.commands if c != 'next')}
  (`check` and `prs` are added automatically once `plusmd help` lists them).
- Floors: `find DIR -name '*.md' -exec cat {{}} +` (read every file, do nothing), and
  `bench/startup.swift` (link Foundation, exit) built with `swiftc -O`, the shared Swift runtime: the
  floor of the issue's 200-file target.{"" if not self.args.startup_static else " Since plusmd links the runtime statically (as `make` builds it), the same program is also built with `-static-stdlib` and `next` held against it too, for information: like for like, and stricter."}
- Python: `bench/parse_python.py` — python-frontmatter + markdown-it-py in a throwaway venv.
- Timing: {mode}; {timing}. Memory: {memory}. Warm page cache throughout.
- Columns: `median` = median wall time; `CPU` = mean user + system time per run (above the wall
  time when plusmd decodes on several cores); `× read-all` =
  command ÷ read-all floor of the same journal (wall); `Python ÷ it` = how many times faster than
  the Python script (wall; n/m: not measured). Targets are judged on wall time.
- Other load: each measurement records the share of the CPU other processes used meanwhile
  (/proc/stat minus this script's own children) and is repeated, up to {self.timer.retries} times, when
  it exceeds {NOISY:.0%}. Over the whole run other processes used {self.other:.0%} of the CPU.
{("- **" + self.busy_note() + "**") if self.busy_note() else ""}

| workout files | TM entries | size | dates | generated to stand at | plusmd |
|---:|---:|---:|---|---|---|
{journals}

## Results

{self.markdown_table()}

## Targets (issue 6)

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
