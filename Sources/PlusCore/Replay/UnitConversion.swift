/// Mixed-unit journals: every sheet and entry keeps the unit it was written in, and the resolved
/// journal converts them, here and nowhere else, into the journal's current unit (`units:` of
/// `plusmd.yaml`), exactly (1 lb = 0.45359237 kg) to the hundredth. Replay, TMs, PRs, reviews,
/// `show`, `export` and `check` all read the converted values, so they cannot disagree.
///
/// A file that does not say its unit is in the unit in force on its date: the journal's, unless a
/// `units` training-max entry (`plusmd config set units`) comes after it, in which case it is in
/// the unit that entry switched from.
extension Journal {
    /// The journal with every weight in `settings.units`; unchanged when nothing is in another unit.
    package func convertedToJournalUnit() -> Journal {
        let target = settings.units
        let switches = trainingMaxEntries.filter { $0.cause == .units }
        func unit(written: WeightUnit?, date: Day) -> WeightUnit {
            if let written { return written }
            guard let next = switches.first(where: { $0.date > date }) else { return target }
            return (next.units ?? target).other
        }
        // `hasSetWithOwnUnit` says whether a sheet in the journal's unit needs its sets converted.
        let sheets = workouts
        func unitOfSheet(_ index: Int) -> WeightUnit { unit(written: sheets[index].units, date: sheets[index].date) }
        func needsWork(_ index: Int, in sheetUnit: WeightUnit) -> Bool {
            sheetUnit != target
                || (sheets[index].hasSetWithOwnUnit && sheets[index].sets.contains { ($0.unit ?? sheetUnit) != target })
        }
        // Most journals are in one unit: then nothing is copied (a 20-year journal's sheets are megabytes).
        guard
            sheets.indices.contains(where: { needsWork($0, in: unitOfSheet($0)) })
                || trainingMaxEntries.contains(where: { unit(written: $0.units, date: $0.date) != target })
        else { return self }
        var changed = false
        let converted = sheets.indices.map { index -> Workout in
            let workout = sheets[index]
            let sheetUnit = unitOfSheet(index)
            guard needsWork(index, in: sheetUnit) else { return workout }
            changed = true
            var sheet = workout
            sheet.writtenUnits = sheetUnit
            if sheetUnit != target { sheet.writtenTrainingMax = workout.trainingMax }
            sheet.units = target
            sheet.trainingMax = workout.trainingMax?.converted(from: sheetUnit, to: target)
            sheet.sets = workout.sets.map { set in
                let from = set.unit ?? sheetUnit
                guard from != target else { return set }
                var set = set
                set.written = WrittenWeight(set.weight, from)
                set.weight = set.weight.converted(from: from, to: target)
                set.unit = nil
                return set
            }
            return sheet
        }
        let entries = trainingMaxEntries.map { entry -> TrainingMaxEntry in
            let from = unit(written: entry.units, date: entry.date)
            guard from != target else { return entry }
            changed = true
            var converted = entry
            converted.values = entry.values.mapValues { ($0.weight.converted(from: from, to: target), $0.line) }
            converted.units = target
            return converted
        }
        guard changed else { return self }
        return Journal(settings: settings, workouts: converted, trainingMaxEntries: entries, resets: resets)
    }
}

extension Workout {
    /// True when the sheet's `training_max:` is `trainingMax` (in the journal's unit): equal, or,
    /// for a sheet written in another unit, equal once converted exactly, within the hundredth
    /// (of either unit) that rounding a conversion may cost: a sheet written from 324 lb is not
    /// stale against a TM of 146.96 kg, nor 146.97 kg.
    package func wasComputed(from trainingMax: Weight, journalUnits: WeightUnit) -> Bool {
        guard let written = self.trainingMax else { return true }
        guard let other = writtenUnits, other != journalUnits else { return written == trainingMax }
        let hundredth = Weight(hundredths: 1)
        func near(_ a: Weight, _ b: Weight) -> Bool { a <= b + hundredth && b <= a + hundredth }
        if near(written, trainingMax) { return true }
        let original = writtenTrainingMax ?? written.converted(from: journalUnits, to: other)
        return near(original, trainingMax.converted(from: journalUnits, to: other))
    }
}
