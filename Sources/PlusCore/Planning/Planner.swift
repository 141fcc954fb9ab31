/// Why a sheet cannot be planned.
package enum PlanningError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The lift is already done this week; `open` lists those still to do.
    case liftAlreadyDone(Lift, open: [Lift])
    /// The lift is not in the settings' `order`.
    case liftNotInProgram(Lift, order: [Lift])
    /// No training max was ever recorded for the lift.
    case noTrainingMax(Lift)

    package var description: String {
        switch self {
        case .liftAlreadyDone(let lift, let open):
            "\(lift.rawValue) is already done this week; still open: "
                + open.map(\.rawValue).joined(separator: ", ")
        case .liftNotInProgram(let lift, let order):
            "\(lift.rawValue) is not in the program's order ("
                + order.map(\.rawValue).joined(separator: ", ") + ")"
        case .noTrainingMax(let lift):
            "no training max recorded for \(lift.rawValue); set one with "
                + "`plusmd tm set \(lift.rawValue) WEIGHT`"
        }
    }
}

/// Plans the next session sheet from a replayed state: which lift, and every set's weight, reps
/// and plates (Wendler's 5/3/1 percentages, `Program`; rounding, `LoadRounding`; plates,
/// `PlateMath`).
package enum Planner {
    /// The sheet for `lift` (default: the suggested one) on `date`.
    ///
    /// - Throws: `PlanningError` when the lift is done this week, not in the program, or has no TM.
    package static func plan(
        _ lift: Lift? = nil, state: TrainingState, settings: Settings, date: Day
    ) throws(PlanningError) -> SessionPlan {
        let lift = lift ?? state.open.first ?? settings.order[0]
        guard settings.order.contains(lift) else {
            throw .liftNotInProgram(lift, order: settings.order)
        }
        guard !state.done.contains(lift) else { throw .liftAlreadyDone(lift, open: state.open) }
        guard let trainingMax = state.trainingMax[lift] else { throw .noTrainingMax(lift) }
        return plan(
            lift, trainingMax: trainingMax, position: state.position, settings: settings,
            date: date, program: state.program)
    }

    /// The sheet `sheet` should be at `trainingMax`: its own lift, position, day and program cycle.
    package static func plan(for sheet: Workout, trainingMax: Weight, settings: Settings) -> SessionPlan {
        plan(
            sheet.lift, trainingMax: trainingMax, position: sheet.position, settings: settings, date: sheet.date,
            program: programCycle(of: sheet, settings: settings))
    }

    /// The program cycle a sheet says it belongs to; nil without `program:`.
    package static func programCycle(of sheet: Workout, settings: Settings) -> ProgramCycle? {
        settings.program.map { ProgramSchedule.cycle(of: sheet, lastWeek: sheet.week, program: $0, settings: settings) }
    }

    /// The sheet for `lift` at `position` from a given training max.
    /// With a program cycle (`program:` in the settings), its scheme, Joker sets and supplemental
    /// work; without, the original 5/3/1 with BBB.
    package static func plan(
        _ lift: Lift, trainingMax: Weight, position: CyclePosition, settings: Settings, date: Day,
        program: ProgramCycle? = nil
    ) -> SessionPlan {
        let rounding = LoadRounding(settings: settings)
        let plates = PlateMath(settings: settings)
        let prescriptions =
            program?.sets(week: position.week, bbbPercent: settings.bbbPercent)
            ?? Program.sets(week: position.week, settings: settings)
        let sets = prescriptions.map { prescription in
            let weight = rounding.load(prescription.percent, of: trainingMax)
            return PlannedSet(
                kind: prescription.kind, percent: prescription.percent, weight: weight,
                reps: prescription.reps, isAMRAP: prescription.isAMRAP,
                loadout: plates.loadout(for: weight))
        }
        return SessionPlan(
            date: date, lift: lift, position: position, trainingMax: trainingMax,
            units: settings.units, sets: sets, program: program)
    }
}
