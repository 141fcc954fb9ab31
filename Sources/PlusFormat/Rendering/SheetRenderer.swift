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
            sections += "## \(kind.heading)\n"
            for set in sets { sections += "- [ ] \(setText(set))\n" }
            sections += "\n"
        }
        return Template.fill(
            Templates.sheet,
            [
                "date": plan.date.description, "lift": plan.lift.rawValue,
                "cycle": String(plan.position.cycle), "week": String(plan.position.week),
                "training_max": plan.trainingMax.description,
                "units": plan.units.rawValue + (plan.gym.map { "\ngym: \($0)" } ?? ""),
                "title": title(plan.lift, plan.position),
                "summary": summary(plan),
                "sections": sections,
            ])
    }

    /// True when `text` is byte for byte what plusmd wrote for `sheet` at `trainingMax`: no box
    /// ticked, nothing edited, so rewriting it loses nothing of the lifter's.
    package static func isUntouched(_ text: String, sheet: Workout, trainingMax: Weight, settings: Settings) -> Bool {
        guard !sheet.sets.contains(where: \.isDone) else { return false }
        let original = Planner.plan(
            sheet.lift, trainingMax: trainingMax, position: sheet.position, settings: settings, date: sheet.date,
            gym: settings.equipment(ofSheet: sheet.gym))
        return markdown(original) == text
    }

    /// `Squat · cycle 1 · week 1 (5s)`.
    package static func title(_ lift: Lift, _ position: CyclePosition) -> String {
        "\(lift.displayName) · cycle \(position.cycle) · week \(position.week) (\(Program.weekName(position.week)))"
    }

    static func summary(_ plan: SessionPlan) -> String {
        let tm = "Training max \(plan.trainingMax) \(plan.units.rawValue)."
        if plan.position.week == Program.deloadWeek {
            return "\(tm) Deload week: no warmups, no AMRAP set, no BBB. Tick each set when done."
        }
        let amrap = plan.sets.last { $0.isAMRAP }.map { "`\($0.reps)+`" } ?? "the `+`"
        return "\(tm) Tick each set when done; on the AMRAP set write the reps you got over \(amrap)."
    }

    /// `270 x 5+ — 45 45 10 10 2.5 per side`.
    static func setText(_ set: PlannedSet) -> String {
        "\(set.weight) x \(set.reps)\(set.isAMRAP ? "+" : "") — \(platesText(set.loadout))"
    }

    /// `45 45 10 10 2.5 per side`, `empty bar`, or the nearest lower load with a warning.
    package static func platesText(_ loadout: PlateLoadout) -> String {
        let plates = loadout.perSide.isEmpty ? "empty bar" : "\(loadout.perSideText) per side"
        if loadout.isExact { return plates }
        return "\(plates) (the plates make \(loadout.achieved), not \(loadout.requested))"
    }
}
