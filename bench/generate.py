#!/usr/bin/env python3
"""Generate a deterministic synthetic plusmd journal for the benchmark.

    python3 bench/generate.py --files 5000 --out /tmp/j5000 [--seed 531] [--manifest m.json]

The journal is what a lifter would have after N workouts of 5/3/1 + BBB, four a week
(Mon, Tue, Thu, Fri), ending in late November 2025 and going back as far as N needs
(20,000 files reach back to the 1930s). Sheets are rendered the way `plusmd next` renders
them and then "lifted": sets ticked, AMRAP reps written over `5+`, the odd BBB set cut
short or skipped, notes and assistance work added.

The training maxes follow plusmd's replay exactly (integer hundredths, Epley, round half
up), so the journal is not just parseable but consistent: `plusmd status` must land on
the position and TMs the manifest predicts, which run.sh checks before timing anything.
A simulated "true" one-rep max that drifts over the years drives the AMRAP reps; when a
week-3 AMRAP set stalls, the lifter resets that TM by hand (a dated `training_max`
entry), which keeps weights realistic over a century of cycles and exercises the TM
entries too.

Only the standard library is used, so tests can run it without a virtual environment.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import math
import os
import random
import sys

LIFTS = ["squat", "bench", "deadlift", "press"]
DISPLAY = {"squat": "Squat", "bench": "Bench", "deadlift": "Deadlift", "press": "Press"}
# The lifter's one-rep maxes at "strength 1.0"; starting TMs are 90 % of these.
BASE_1RM = {"squat": 350, "bench": 250, "deadlift": 450, "press": 150}
# Offsets from Monday: Mon, Tue, Thu, Fri.
DAY_OFFSETS = [0, 1, 3, 4]
# The Monday of the journal's last week: fixed so the output never depends on today, and in
# the past so `plusmd check` finds no sheet dated in the future.
LAST_MONDAY = dt.date(2025, 11, 24)

BAR = 4500  # hundredths of a pound
PLATES = [4500, 3500, 2500, 1000, 500, 250]
STEP = 2 * min(PLATES)
TM_PERCENT_BP = 9000  # 90 %, in basis points
BBB_PERCENT = 50

# (percent, reps) as in plusmd's Program: warmups, working sets per week, BBB.
WARMUPS = [(40, 5), (50, 5), (60, 3)]
WORKING = {
    1: [(65, 5), (75, 5), (85, 5)],
    2: [(70, 3), (80, 3), (90, 3)],
    3: [(75, 5), (85, 3), (95, 1)],
    4: [(40, 5), (50, 5), (60, 5)],
}
WEEK_NAME = {1: "5s", 2: "3s", 3: "5/3/1", 4: "deload"}

SETTINGS = """\
# plusmd settings: a Wendler 5/3/1 + Boring But Big journal (synthetic, bench/generate.py).
bbb:
  enabled: true
  percent: 50
rest:
  warmup: 60
  working: 180
  bbb: 90
units: lb
bar: 45
plates: [45, 35, 25, 10, 5, 2.5]
order: [squat, bench, deadlift, press]
tm_percent: 90
"""

FEELINGS = [
    "Felt strong today.", "Bar speed was good on every working set.",
    "Grindy, but no missed reps.", "Low energy after a long day at work.",
    "Stopped the AMRAP with one rep left in the tank.", "Great session, music was loud.",
    "Gym was packed, had to share the rack.", "Hips tight, spent extra time warming up.",
    "Left knee a bit cranky on the BBB sets.", "Lower back pumped by the end.",
    "Lockout felt slow on the top set.", "Tried a slightly wider grip.",
    "Focused on bracing; much more stable.", "Short rests on BBB, heart rate way up.",
]
ASSISTANCE = {
    "squat": ["leg curls 3x12", "ab wheel 3x10", "walking lunges 3x20"],
    "bench": ["dumbbell rows 5x10", "dips 3x12", "face pulls 3x20"],
    "deadlift": ["hanging leg raises 5x10", "back extensions 3x15", "farmer walks 3x40 m"],
    "press": ["chin-ups 5x8", "curls 3x12", "band pull-aparts 3x25"],
}


def round_half_up(numerator: int, denominator: int) -> int:
    """plusmd's roundedHalfUp, for non-negative numerators."""
    return (2 * numerator + denominator) // (2 * denominator)


def weight_text(hundredths: int) -> str:
    """A weight as plusmd writes it: `120`, `102.5`, `318.75`."""
    whole, fraction = divmod(hundredths, 100)
    if fraction == 0:
        return str(whole)
    if fraction % 10 == 0:
        return f"{whole}.{fraction // 10}"
    return f"{whole}.{fraction:02d}"


def load(percent: int, tm: int) -> int:
    """LoadRounding.load: percent of the TM, to the nearest loadable weight, never below the bar."""
    above_bar = tm * percent * 100 - BAR * 10_000
    if above_bar <= 0:
        return BAR
    return BAR + STEP * round_half_up(above_bar, STEP * 10_000)


def plates_text(weight: int) -> str:
    """PlateMath.loadout + SheetRenderer.platesText; with these plates every load is exact."""
    unit = math.gcd(*PLATES)
    per_side = (weight - BAR) // 2 // unit
    if per_side <= 0:
        return "empty bar"
    sizes = [p // unit for p in PLATES]
    makeable = [True] + [False] * per_side
    for amount in range(1, per_side + 1):
        makeable[amount] = any(s <= amount and makeable[amount - s] for s in sizes)
    rest, chosen = per_side, []
    while rest > 0:
        size = next(s for s in sizes if s <= rest and makeable[rest - s])
        chosen.append(weight_text(size * unit))
        rest -= size
    return " ".join(chosen) + " per side"


def tm_candidate(weight: int, reps: int) -> int:
    """Epley.percentOfEstimatedOneRepMax at tm_percent 90."""
    if reps <= 1:
        return round_half_up(weight * TM_PERCENT_BP, 10_000)
    return round_half_up(weight * (30 + reps) * TM_PERCENT_BP, 30 * 10_000)


def round_to_5lb(hundredths: int) -> int:
    return round_half_up(hundredths, 500) * 500


class Lifter:
    """The simulated person: a slowly drifting true strength per lift, and day-to-day form."""

    def __init__(self, rng: random.Random):
        self.rng = rng
        # A slow swell over a decade or so, different per lift, plus a random walk around it.
        self.phase = {lift: rng.uniform(0, 2 * math.pi) for lift in LIFTS}
        self.period = {lift: rng.uniform(400, 700) for lift in LIFTS}  # weeks
        self.walk = {lift: 0.0 for lift in LIFTS}

    def advance_week(self, week_index: int) -> None:
        for lift in LIFTS:
            self.walk[lift] = 0.97 * self.walk[lift] + self.rng.gauss(0, 0.006)

    def one_rep_max(self, lift: str, week_index: int) -> float:
        swell = 0.1 * math.sin(2 * math.pi * week_index / self.period[lift] + self.phase[lift])
        return BASE_1RM[lift] * 100 * (1.1 + swell + self.walk[lift])

    def amrap_reps(self, lift: str, week_index: int, weight: int) -> int:
        # Inverse Epley from today's max, plus how the day went.
        expected = 30 * (self.one_rep_max(lift, week_index) / weight - 1)
        return max(1, min(25, round(expected + self.rng.gauss(0, 1.2))))


def set_line(weight: int, reps: int, done: bool = True) -> str:
    box = "x" if done else " "
    return f"- [{box}] {weight_text(weight)} x {reps} — {plates_text(weight)}\n"


def render_sheet(rng, lifter, lift, date, cycle, week, tm, week_index) -> tuple[str, int | None]:
    """One lifted sheet; returns its text and the AMRAP reps (None in the deload week)."""
    title = f"{DISPLAY[lift]} · cycle {cycle} · week {week} ({WEEK_NAME[week]})"
    summary = f"Training max {weight_text(tm)} lb. "
    if week == 4:
        summary += "Deload week: no warmups, no AMRAP set, no BBB. Tick each set when done."
    else:
        summary += "Tick each set when done; on the AMRAP set write the reps you got over `5+`."
    out = [
        f"---\ndate: {date.isoformat()}\nlift: {lift}\ncycle: {cycle}\nweek: {week}\n"
        f"training_max: {weight_text(tm)}\nunits: lb\n---\n# {title}\n\n{summary}\n\n"
    ]
    amrap = None
    if week != 4:
        out.append("## Warmup\n")
        out += [set_line(load(p, tm), r) for p, r in WARMUPS]
        out.append("\n")
    out.append("## Working\n")
    for index, (p, r) in enumerate(WORKING[week]):
        weight = load(p, tm)
        if week != 4 and index == 2:
            amrap = lifter.amrap_reps(lift, week_index, weight)
            # The reps done replace `5+`: plusmd warns about a ticked AMRAP line still showing a plus.
            out.append(set_line(weight, amrap))
        else:
            out.append(set_line(weight, r))
    out.append("\n")
    if week != 4:
        out.append("## BBB\n")
        weight = load(BBB_PERCENT, tm)
        for index in range(5):
            reps, done = 10, True
            if index >= 3 and rng.random() < 0.08:
                reps = rng.choice([7, 8, 9])  # fatigue on the last sets
            if index == 4 and rng.random() < 0.03:
                done = False  # ran out of time
            out.append(set_line(weight, reps, done=done))
        out.append("\n")
    out.append("## Notes\n")
    out.append(notes(rng, lift, week, amrap))
    return "".join(out), amrap


def notes(rng: random.Random, lift: str, week: int, amrap: int | None) -> str:
    lines = []
    if rng.random() < 0.6:
        lines.append(f"Slept {rng.choice([5, 6, 6.5, 7, 7.5, 8, 9])} h, bodyweight "
                     f"{rng.randint(180, 215)} lb.")
    if week == 4:
        lines.append("Deload: easy sets, worked on technique.")
    elif rng.random() < 0.7:
        lines.append(rng.choice(FEELINGS))
    if amrap is not None and amrap >= 10 and rng.random() < 0.5:
        lines.append(f"{amrap} reps on the top set, rep PR?")
    text = " ".join(lines)
    if rng.random() < 0.35:
        picks = rng.sample(ASSISTANCE[lift], k=rng.randint(1, 3))
        text += ("\n\n" if text else "") + "Assistance:\n" + "".join(f"- {p}\n" for p in picks)
    return text.rstrip("\n") + "\n" if text else ""


def tm_entry(date: dt.date, cause: str, values: dict[str, int], note: str) -> str:
    body = "".join(f"{lift}: {weight_text(w)}\n" for lift, w in values.items())
    return (f"---\nentry: training_max\ndate: {date.isoformat()}\ncause: {cause}\nunits: lb\n"
            f"{body}---\n# Training max\n\n{note}\n")


def generate(files: int, out: str, seed: int = 531) -> dict:
    """Writes the journal to `out` (which must not exist or be empty); returns the manifest."""
    rng = random.Random(seed)
    lifter = Lifter(rng)
    weeks = math.ceil(files / 4)
    first_monday = LAST_MONDAY - dt.timedelta(weeks=weeks - 1)
    os.makedirs(out, exist_ok=True)
    if os.listdir(out):
        raise SystemExit(f"generate.py: {out} is not empty")
    written_bytes = 0

    def write(relative: str, text: str) -> None:
        nonlocal written_bytes
        path = os.path.join(out, relative)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        data = text.encode()
        with open(path, "wb") as handle:
            handle.write(data)
        written_bytes += len(data)

    write("plusmd.yaml", SETTINGS)
    start = first_monday - dt.timedelta(days=1)
    tm = {lift: round_to_5lb(int(0.9 * lifter.one_rep_max(lift, 0))) for lift in LIFTS}
    write(f"{start.year}/{start.isoformat()}-training-max.md",
          tm_entry(start, "start", tm, "Starting training maxes (synthetic benchmark journal)."))
    tm_entries = 1
    pending: dict[str, int] = {}  # week-3 candidates waiting for the next cycle
    stalled: set[str] = set()  # lifts whose week-3 AMRAP stalled: reset by hand next cycle
    resets = 0

    def begin_cycle(date: dt.date | None) -> None:
        """The next cycle's first sheet: stalled lifts are reset by hand, the others progress."""
        nonlocal tm_entries, resets
        for lift in LIFTS:
            if lift in stalled:
                tm[lift] = round_to_5lb(tm[lift] * 9 // 10)
                if date is not None:
                    write(f"{date.year}/{date.isoformat()}-training-max-{lift}.md",
                          tm_entry(date, "manual", {lift: tm[lift]},
                                   f"Stalled on the week-3 AMRAP: reset {lift} by 10 %."))
                    tm_entries += 1
                    resets += 1
            elif lift in pending:
                tm[lift] = max(tm[lift], pending[lift])
        pending.clear()
        stalled.clear()

    for index in range(files):
        week_index, slot = divmod(index, 4)
        cycle, week = week_index // 4 + 1, week_index % 4 + 1
        lift = LIFTS[slot]
        date = first_monday + dt.timedelta(weeks=week_index, days=DAY_OFFSETS[slot])
        if slot == 0:
            lifter.advance_week(week_index)
            if week == 1 and cycle > 1:
                begin_cycle(date)
        text, amrap = render_sheet(rng, lifter, lift, date, cycle, week, tm[lift], week_index)
        write(f"{date.year}/{date.isoformat()}-{lift}.md", text)
        if week == 3:
            pending[lift] = tm_candidate(load(95, tm[lift]), amrap)
            if amrap <= 2:
                stalled.add(lift)

    # Where plusmd must stand after the last sheet.
    week_index, slot = divmod(files, 4)
    cycle, week = week_index // 4 + 1, week_index % 4 + 1
    if slot == 0 and week == 1 and cycle > 1:
        # The next cycle has no sheet yet; plusmd already applies the pending TMs to it (a
        # stalled lift has not been reset by hand yet, so it progresses like the others).
        stalled.clear()
        begin_cycle(None)
    # With no sheet at all (the baseline journal of bench/measure.py) the last file is the TM entry.
    last = start if files == 0 else first_monday + dt.timedelta(weeks=(files - 1) // 4, days=DAY_OFFSETS[(files - 1) % 4])
    return {
        "files": files,
        "seed": seed,
        "workout_files": files,
        "tm_entries": tm_entries,
        "tm_resets": resets,
        "bytes": written_bytes,
        "first_date": first_monday.isoformat(),
        "last_date": last.isoformat(),
        "next_date": (last + dt.timedelta(days=1)).isoformat(),
        "expected": {
            "cycle": cycle,
            "week": week,
            "suggested": LIFTS[slot],
            "training_max": {lift: weight_text(tm[lift]) for lift in LIFTS},
        },
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, required=True, help="number of workout sheets")
    parser.add_argument("--out", required=True, help="journal folder to create")
    parser.add_argument("--seed", type=int, default=531)
    parser.add_argument("--manifest", help="write the manifest JSON here (default: stdout)")
    args = parser.parse_args()
    if args.files < 1:
        parser.error("--files must be at least 1")
    manifest = generate(args.files, args.out, args.seed)
    text = json.dumps(manifest, indent=2) + "\n"
    if args.manifest:
        with open(args.manifest, "w") as handle:
            handle.write(text)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
