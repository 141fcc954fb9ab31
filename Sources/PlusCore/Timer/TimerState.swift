/// What a running `plusmd log` or `plusmd timer` shares with `plusmd watch` and `plusmd status`:
/// the rest countdown, the set that comes after it, and which sheet is being logged.
///
/// Device-local (kept in the XDG state folder, never in the synced journal). Times are
/// milliseconds on the clock `RestTimer` uses (Unix time).
package struct TimerState: Sendable, Equatable {
    /// A set as the rest panel and `watch` show it.
    package struct UpcomingSet: Sendable, Equatable {
        /// 1-based position among the sheet's sets.
        package var number: Int
        package var kind: SetKind
        /// In the journal's unit.
        package var weight: Weight
        package var reps: Int
        package var isAMRAP: Bool
        /// Plates for one side, heaviest first.
        package var platesPerSide: [Weight]

        package init(number: Int, kind: SetKind, weight: Weight, reps: Int, isAMRAP: Bool, platesPerSide: [Weight]) {
            self.number = number
            self.kind = kind
            self.weight = weight
            self.reps = reps
            self.isAMRAP = isAMRAP
            self.platesPerSide = platesPerSide
        }
    }

    /// The sheet being logged, relative to the journal root; nil for a standalone timer.
    package var sheet: String?
    package var lift: Lift?
    /// True once the workout was finished in `log`.
    package var isFinished: Bool
    /// The rest in progress (or just over); nil when none.
    package var timer: RestTimer?
    /// The set to do next; nil when none is left.
    package var next: UpcomingSet?
    /// Ticked sets and all sets of the sheet.
    package var done: Int
    package var total: Int
    /// When the state was written, in milliseconds.
    package var updatedAt: Int64

    package init(
        sheet: String?, lift: Lift?, isFinished: Bool = false, timer: RestTimer?, next: UpcomingSet?,
        done: Int = 0, total: Int = 0, updatedAt: Int64
    ) {
        self.sheet = sheet
        self.lift = lift
        self.isFinished = isFinished
        self.timer = timer
        self.next = next
        self.done = done
        self.total = total
        self.updatedAt = updatedAt
    }
}
