/// Why a sheet cannot be planned.
package enum PlanningError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The lift is already done this week; `open` lists those still to do.
    case liftAlreadyDone(Lift, open: [Lift])
    /// The lift is not in the settings' `order`.
    case liftNotInProgram(Lift, order: [Lift])
    /// No training max was ever recorded for the lift.
    case noTrainingMax(Lift)
    /// The lift is in `order` but on no day of the program's week (`days:`).
    case liftNotOnAnyDay(Lift)

    package var description: String {
        switch self {
        case .liftAlreadyDone(let lift, let open):
            "\(lift.rawValue) is already done this week; still open: "
                + open.map(\.rawValue).joined(separator: ", ")
        case .liftNotInProgram(let lift, let order):
            "\(lift.rawValue) is not in the program's order ("
                + order.map(\.rawValue).joined(separator: ", ") + ")"
        case .liftNotOnAnyDay(let lift):
            "\(lift.rawValue) is on no day of the program's week; add it to a day under `days:` in plusmd.yaml to train it"
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
    /// The sheet for `lift` (default: the suggested one) on `date`. In a week built from days,
    /// for the lift's first open slot (of `day` when given), its day's scheme and supplemental.
    ///
    /// - Throws: `PlanningError` when the lift is done this week (or on `day`), not in the
    ///   program, or has no TM.
    /// `gym`: the equipment to plan for (default: the settings' default gym, else the journal's own).
    package static func plan(
        _ lift: Lift? = nil, state: TrainingState, settings: Settings, date: Day, gym: Gym? = nil, day: Int? = nil
    ) throws(PlanningError) -> SessionPlan {
        let candidates = day.map { state.openSlots(day: $0) } ?? state.openSlots
        let lift = lift ?? candidates.first?.lift ?? state.open.first ?? settings.order[0]
        guard settings.order.contains(lift) else {
            throw .liftNotInProgram(lift, order: settings.order)
        }
        guard !state.done.contains(lift) else { throw .liftAlreadyDone(lift, open: state.open) }
        if state.hasDays && !(state.doneSlots + state.openSlots).contains(where: { $0.lift == lift }) {
            throw .liftNotOnAnyDay(lift)
        }
        let slot = candidates.first { $0.lift == lift } ?? SessionSlot(lift: lift)
        if state.hasDays && slot.day == nil {
            // Open this week, but not on the day asked for.
            throw .liftAlreadyDone(lift, open: state.open)
        }
        guard let trainingMax = state.trainingMax[lift] else { throw .noTrainingMax(lift) }
        return plan(
            lift, trainingMax: trainingMax, position: state.position, settings: settings,
            date: date, program: state.program?.forAppearance(slot), gym: gym, day: slot.day)
    }

    /// The sheet `sheet` should be at `trainingMax`: its own lift, position, day, program cycle
    /// and gym.
    ///
    /// A sheet written in another unit is planned with its own equipment in that unit, from the
    /// TM in force in that unit: its own `training_max:` as written when that converts to
    /// `trainingMax` (never 135 lb → 61.23 kg → 134.99 lb), else `trainingMax` converted.
    package static func plan(for sheet: Workout, trainingMax: Weight, settings: Settings) -> SessionPlan {
        let gym = settings.equipment(ofSheet: sheet.gym, units: sheet.writtenUnits ?? sheet.units)
        var trainingMax = trainingMax
        var trainingMaxUnits = settings.units
        if let original = sheet.writtenTrainingMax, let unit = sheet.writtenUnits, unit == gym.units,
            original.converted(from: unit, to: settings.units) == trainingMax
        {
            trainingMax = original
            trainingMaxUnits = unit
        }
        var plan = plan(
            sheet.lift, trainingMax: trainingMax, position: sheet.position, settings: settings, date: sheet.date,
            program: programCycle(of: sheet, settings: settings)?.forAppearance(sheet.slot), gym: gym,
            trainingMaxUnits: trainingMaxUnits, day: sheet.day)
        plan.planned = sheet.planned
        return plan
    }

    /// The program cycle a sheet says it belongs to; nil without `program:`.
    package static func programCycle(of sheet: Workout, settings: Settings) -> ProgramCycle? {
        settings.program.map { ProgramSchedule.cycle(of: sheet, lastWeek: sheet.week, program: $0, settings: settings) }
    }

    /// The sheet for `lift` at `position` from a given training max (in the journal's unit).
    ///
    /// With a program cycle (`program:` in the settings), its scheme, Joker sets and supplemental
    /// work; without, the original 5/3/1 with BBB. Weights are the loadable weights of `gym`
    /// (default: the settings' default gym, else the journal's own equipment) for the lift's bar
    /// and plates. A gym in another unit gets a sheet in its unit, the training max converted
    /// exactly (to the hundredth). `trainingMaxUnits` is the unit of `trainingMax` (default: the
    /// journal's).
    package static func plan(
        _ lift: Lift, trainingMax: Weight, position: CyclePosition, settings: Settings, date: Day,
        program: ProgramCycle? = nil, gym: Gym? = nil, trainingMaxUnits: WeightUnit? = nil, day: Int? = nil
    ) -> SessionPlan {
        let equipment = gym ?? settings.equipment(gym: nil)
        let trainingMax = trainingMax.converted(from: trainingMaxUnits ?? settings.units, to: equipment.units)
        let plates = equipment.plateMath(for: lift)
        let prescriptions =
            program?.sets(week: position.week, bbbPercent: settings.bbbPercent)
            ?? Program.sets(week: position.week, settings: settings)
        let weights = prescriptions.map { plates.load($0.percent, of: trainingMax, rounding: equipment.rounding) }
        let loadouts = plates.loadouts(for: weights)
        let sets = prescriptions.indices.map { index in
            let prescription = prescriptions[index]
            let weight = weights[index]
            // Beyond the plates owned: the heaviest they make, and the sheet says what was wanted.
            let wanted = prescription.percent.of(trainingMax)
            let isCapped = weight < wanted && plates.nearest(to: wanted, rounding: equipment.rounding).above == nil
            return PlannedSet(
                kind: prescription.kind, percent: prescription.percent, weight: weight,
                reps: prescription.reps, isAMRAP: prescription.isAMRAP,
                loadout: loadouts[index], cappedFrom: isCapped ? wanted : nil)
        }
        return SessionPlan(
            date: date, lift: lift, position: position, trainingMax: trainingMax,
            units: equipment.units, sets: sets, program: program, gym: equipment.name,
            assistance: assistance(for: SessionSlot(lift: lift, day: day), program: program, settings: settings), day: day)
    }

    /// The assistance written on the sheet of `slot`: the settings' `assistance:` for its lift;
    /// in a week built from days, `all` only on each day's last lift.
    static func assistance(for slot: SessionSlot, program: ProgramCycle?, settings: Settings) -> [String] {
        guard let day = slot.day, let layout = program?.layout, layout.days.indices.contains(day - 1) else {
            return settings.assistance.exercises(for: slot.lift)
        }
        let lifts = layout.days[day - 1].map(\.lift).filter { settings.order.contains($0) }
        return settings.assistance.exercises(for: slot.lift, isLastOfDay: lifts.last == slot.lift)
    }
}
