extension ResolvedJournal {
    /// The record `sheet`'s AMRAP set must beat to be a PR: its lift's best e1RM over the counted
    /// sheets lifted before it (`Workout.liftedBefore`, as `PersonalRecords` orders them), so that `log`'s
    /// celebration and summary, `watch`'s finished screen and `prs` apply one rule. Nil when the
    /// lift has no earlier AMRAP set and no imported baseline (any reps then set the first PR).
    /// A tie is not a PR.
    package func recordToBeat(_ sheet: Workout) -> BestEstimatedOneRepMax.Record? {
        let earlier = sheets.filter { $0.lift == sheet.lift && Workout.liftedBefore($0, sheet) }
        let imported = trainingMaxEntries.last { $0.baseline[sheet.lift] != nil }
        return BestEstimatedOneRepMax.best(
            for: sheet.lift, in: earlier, excluding: sheet.path, baseline: baselines[sheet.lift],
            baselineSource: imported?.path ?? "")
    }

    /// `sheet` as `log` and `watch` follow it, with the record its AMRAP set must beat.
    package func loggingSession(_ sheet: Workout, plan: SessionPlan? = nil) -> LoggingSession {
        LoggingSession(workout: sheet, plan: plan, best: recordToBeat(sheet), program: schedule.cycle(of: sheet))
    }
}
