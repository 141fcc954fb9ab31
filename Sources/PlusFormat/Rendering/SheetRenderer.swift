import PlusCore
import PlusTemplates

/// Renders a `SessionPlan` as the Markdown sheet `plusmd next` writes (from `templates/sheet.md`).
///
/// Each set is a task-list item, `- [ ] 270 x 5+ — 45 45 10 10 2.5 per side`: the box to tick, the
/// weight and reps the decoder reads back, then the plates, which are for people and ignored on read.
package enum SheetRenderer {
    /// The sheet's full text, front matter included; ends with a newline.
    package static func markdown(_ plan: SessionPlan) -> String {
        var sections = ""
        for kind in SetKind.allCases {
            let sets = plan.sets.filter { $0.kind == kind }
            guard !sets.isEmpty else { continue }
            let heading = kind == .bbb ? plan.program.map { $0.supplemental.kind.heading } ?? kind.heading : kind.heading
            sections += "## \(heading)\n"
            for set in sets { sections += "- [ ] \(setText(set))\n" }
            sections += "\n"
        }
        // Assistance (the settings' `assistance:`): a task list the lifter ticks, never a set.
        if !plan.assistance.isEmpty {
            sections += "## Assistance\n"
            for exercise in plan.assistance { sections += "- [ ] \(assistanceText(exercise))\n" }
            sections += "\n"
        }
        return Template.fill(
            Templates.sheet,
            [
                "date": plan.date.description + (plan.planned.map { "\nplanned: \($0)" } ?? ""), "lift": plan.lift.rawValue,
                "cycle": String(plan.position.cycle), "week": String(plan.position.week) + (plan.day.map { "\nday: \($0)" } ?? ""),
                "placement": placement(plan.program),
                "training_max": plan.trainingMax.description,
                "units": plan.units.rawValue + (plan.gym.map { "\ngym: \($0)" } ?? ""),
                "title": (plan.program.map { title(plan.lift, plan.position, $0) } ?? title(plan.lift, plan.position)) + dayTitle(plan.day),
                "summary": summary(plan),
                "sections": sections,
            ])
    }

    /// True when `text` is byte for byte what plusmd wrote for `sheet` at `trainingMax`: no box
    /// ticked, nothing edited, so rewriting it loses nothing of the lifter's.
    package static func isUntouched(_ text: String, sheet: Workout, trainingMax: Weight, settings: Settings) -> Bool {
        guard !sheet.sets.contains(where: \.isDone) else { return false }
        let original = Planner.plan(for: sheet, trainingMax: trainingMax, settings: settings)
        return markdown(original) == text
    }

    /// `Squat · cycle 1 · week 1 (5s)`.
    package static func title(_ lift: Lift, _ position: CyclePosition) -> String {
        "\(lift.displayName) · cycle \(position.cycle) · week \(position.week) (\(Program.weekName(position.week)))"
    }

    /// The title with `program`'s block when there is one (as the sheet's own title), else
    /// `title(_:_:)`.
    package static func title(_ lift: Lift, _ position: CyclePosition, program: ProgramCycle?) -> String {
        program.map { title(lift, position, $0) } ?? title(lift, position)
    }

    /// ` · day 3` after a title, for a sheet of a week built from days; empty otherwise.
    package static func dayTitle(_ day: Int?) -> String {
        day.map { " · day \($0)" } ?? ""
    }

    /// The front-matter lines that say where a program's sheet sits, each after a newline; empty
    /// without a program.
    static func placement(_ program: ProgramCycle?) -> String {
        guard let program else { return "" }
        let block = program.block.isEmpty ? "" : "\nblock: \(yamlText(program.block))\nblock_cycle: \(program.blockCycle)"
        return block + "\nscheme: \(program.scheme.rawValue)\nsupplemental: \(program.supplemental.kind.rawValue)"
    }

    /// `title(_:_:program:)` for the terminal: the block name comes from the sheet's front matter
    /// (`block:`), so control characters are escaped (`TerminalSafe`).
    package static func displayTitle(_ lift: Lift, _ position: CyclePosition, program: ProgramCycle?) -> String {
        TerminalSafe.escaped(title(lift, position, program: program))
    }

    /// A block name as a YAML scalar: plain when that reads back as the same text, else double-quoted.
    static func yamlText(_ text: String) -> String {
        let plain = text.allSatisfy { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "_" }
            && !(text.first?.isNumber ?? true) && text.first != " " && text.last != " "
        if plain && !["yes", "no", "on", "off", "true", "false", "null", "y", "n"].contains(text.lowercased()) { return text }
        let escaped = text.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"").filter { !$0.isNewline }
        return "\"" + escaped + "\""
    }

    /// `Squat · Leader 1 of 2 · week 1 (5s PRO)`, `Squat · 7th week · TM test`.
    package static func title(_ lift: Lift, _ position: CyclePosition, _ program: ProgramCycle) -> String {
        let block = program.block.isEmpty ? "cycle \(position.cycle)" : "\(program.title) (cycle \(position.cycle))"
        if program.scheme.isSeventhWeek { return "\(lift.displayName) · \(block) · \(program.scheme.displayName)" }
        return "\(lift.displayName) · \(block) · week \(position.week) (\(program.scheme.weekName(position.week)), \(program.scheme.displayName))"
    }

    static func summary(_ plan: SessionPlan) -> String {
        let tm = "Training max \(plan.trainingMax) \(plan.units.rawValue)."
        if let program = plan.program {
            switch program.scheme {
            case .seventhWeekDeload:
                return "\(tm) 7th-week deload (5/3/1 Forever): 70 % x 5, 80 % x 3–5, 90 % x 1, 100 % x 1; no supplemental. Tick each set when done."
            case .trainingMaxTest:
                return "\(tm) 7th-week TM test (5/3/1 Forever): 100 % for 3–5 reps; write the reps you got over `3+`. "
                    + "Fewer than 3 lowers the TM by 10 %."
            case .fivesPro where plan.position.week != Program.deloadWeek:
                return "\(tm) 5s PRO: every working set x 5, no AMRAP set. Tick each set when done."
            default: break
            }
            if program.jokers && plan.position.week != Program.deloadWeek {
                let amrap = plan.sets.last { $0.isAMRAP }.map { "`\($0.reps)+`" } ?? "the `+`"
                return "\(tm) Tick each set when done; on the AMRAP set write the reps you got over \(amrap). "
                    + "Jokers are optional: tick those you do, leave the rest."
            }
        }
        if plan.position.week == Program.deloadWeek {
            return "\(tm) Deload week: no warmups, no AMRAP set, no BBB. Tick each set when done."
        }
        let amrap = plan.sets.last { $0.isAMRAP }.map { "`\($0.reps)+`" } ?? "the `+`"
        return "\(tm) Tick each set when done; on the AMRAP set write the reps you got over \(amrap)."
    }

    /// An assistance exercise on one line, as the decoder reads it back: newlines become spaces.
    static func assistanceText(_ exercise: String) -> String {
        String(exercise.map { $0.isNewline ? " " : $0 }).trimmingWhitespace()
    }

    /// `270 x 5+ — 45 45 10 10 2.5 per side`; a capped load says so after the plates.
    package static func setText(_ set: PlannedSet) -> String {
        "\(set.weight) x \(set.reps)\(set.isAMRAP ? "+" : "") — \(platesText(set.loadout))\(cappedText(set.cappedFrom, weight: set.weight))"
    }

    /// ` (capped: the plates owned make at most 310, not 344.25)` for a capped load; empty otherwise.
    package static func cappedText(_ wanted: Weight?, weight: Weight) -> String {
        wanted.map { " (capped: the plates owned make at most \(weight), not \($0))" } ?? ""
    }

    /// `45 45 10 10 2.5 per side`, `empty bar`, or the nearest lower load with a warning.
    package static func platesText(_ loadout: PlateLoadout) -> String {
        let plates = loadout.perSide.isEmpty ? "empty bar" : "\(loadout.perSideText) per side"
        if loadout.isExact { return plates }
        return "\(plates) (the plates make \(loadout.achieved), not \(loadout.requested))"
    }
}
