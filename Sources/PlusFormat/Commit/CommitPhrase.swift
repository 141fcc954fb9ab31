import PlusCore

/// One clause of a commit subject, in a long and a short form: "Log squat 2026-11-30, cycle 3
/// week 1" / "Log squat 2026-11-30". Workouts of one verb and day merge ("Log squat, bench …").
struct CommitPhrase: Equatable {
    var verb: String
    var long: String
    var short: String
    /// For workouts: the day and lifts, so that phrases of one verb and day can merge.
    var workout: (date: Day, lifts: [Lift], position: CyclePosition)?

    init(verb: String, long: String, short: String? = nil) {
        self.verb = verb
        self.long = long
        self.short = short ?? long
    }

    init(verb: String, workout: Workout) {
        self.verb = verb
        self.long = ""
        self.short = ""
        self.workout = (workout.date, [workout.lift], workout.position)
        render()
    }

    /// Adds `other`'s lifts when it is a workout of the same verb and day; false otherwise.
    mutating func merge(_ other: CommitPhrase) -> Bool {
        guard let mine = workout, let theirs = other.workout, verb == other.verb, mine.date == theirs.date
        else { return false }
        let lifts = (mine.lifts + theirs.lifts.filter { !mine.lifts.contains($0) })
        let position = mine.position == theirs.position ? mine.position : CyclePosition(cycle: 0, week: 0)
        workout = (mine.date, lifts, position)
        render()
        return true
    }

    private mutating func render() {
        guard let workout else { return }
        short = "\(verb) \(workout.lifts.map(\.rawValue).joined(separator: ", ")) \(workout.date)"
        long = short
        if workout.position.cycle > 0 {
            long += ", cycle \(workout.position.cycle) week \(workout.position.week)"
        }
    }

    static func == (lhs: CommitPhrase, rhs: CommitPhrase) -> Bool {
        lhs.verb == rhs.verb && lhs.long == rhs.long && lhs.short == rhs.short
    }
}
