/// Where the lifter stands, derived from the journal by `Replay`: nothing here is stored anywhere.
package struct TrainingState: Sendable {
    /// The week the lifter is in: the latest (cycle, week) that has a sheet, or the week after it
    /// once all its lifts are done.
    package var position: CyclePosition
    /// Lifts done this week (every slot of them, in a week with days), in the settings' order.
    package var done: [Lift]
    /// Lifts still open this week: in the settings' order, or in a week with days in the order
    /// of their first open slot (day 1's before day 2's).
    package var open: [Lift]
    /// Sheets of this week whose working sets are not all ticked, in lifting order (in a week
    /// built from days, in the week's order of days and lifts).
    package var unfinished: [Workout]
    /// The TMs in force for this week, in the journal's unit.
    package var trainingMax: [Lift: Weight]
    /// After week 3 is done and before the next cycle starts: what each lift's TM will become.
    package var pending: [Progression]
    /// The progression that opened this cycle (empty in cycle 1 or when week 3 was not finished).
    package var openingProgression: [Progression]
    /// True when this week is week 1 and no sheet of this cycle exists yet.
    package var isNewCycle: Bool
    /// Every TM change so far, oldest first.
    package var history: [TrainingMaxChange]
    /// Problems found while replaying (duplicates, unit mismatches).
    package var diagnostics: [Diagnostic]
    /// The program cycle this week belongs to (`Leader 2 of 2`, 5s PRO + BBB); nil without `program:`.
    package var program: ProgramCycle? = nil
    /// Wendler's 10 % reset for each lift whose last week-3 AMRAP set fell short of its minimum
    /// reps; suggested only, never applied (`ResetSuggestion`).
    package var resetSuggestions: [ResetSuggestion] = []
    /// Why each lift without a progression keeps its TM, as the last week 3 (or TM test) left it.
    package var keptTrainingMax: [Lift: KeptTrainingMax] = [:]
    /// Rises of more than 20 % in one cycle, held until the lifter confirms them (`plusmd tm
    /// accept`, `tm set`) or fixes the AMRAP line; in the settings' order (`Progression.isHeld`).
    package var held: [Progression] = []
    /// For a rise held when its cycle began: that day, by lift (`plusmd tm accept` dates the TM
    /// from it, so the whole cycle uses it); absent for a rise the next cycle would hold.
    package var heldSince: [Lift: Day] = [:]
    /// While week 3 is under way: the progressions of the lifts already done in it, as `pending`
    /// will hold them once the week is done (`plan` uses them for the next cycle). Empty otherwise.
    package var pendingSoFar: [Progression] = []
    /// With `pendingSoFar`: the rises of those lifts that will be held for the lifter's word.
    package var heldSoFar: [Progression] = []
    /// The slots of this week that are done, in the week's order (each lift of `order` once, or
    /// every lift of every day in a program built from days).
    package var doneSlots: [SessionSlot] = []
    /// The slots of this week still open, in the week's order.
    package var openSlots: [SessionSlot] = []

    /// Whether this week is built from days (`program: days:`).
    package var hasDays: Bool { (doneSlots + openSlots).contains { $0.day != nil } }

    /// The day `next` offers: the first day of the week with a slot still open, the unfinished
    /// sheet's day first; nil in a week without days.
    package var suggestedDay: Int? { unfinished.first?.day ?? openSlots.first?.day }

    /// The open slots of `day`, in the day's order.
    package func openSlots(day: Int) -> [SessionSlot] { openSlots.filter { $0.day == day } }

    /// The lift to do next: the lift of the first unfinished sheet, else the first open lift in
    /// the settings' order; nil when the week is done (never, since the week then advances).
    package var suggested: Lift? { unfinished.first?.lift ?? open.first }
}
