/// Everything a journal's files say, decoded: its settings, its workouts, its TM and reset entries.
///
/// The input to `Replay`. Entries are kept sorted by day, then path (sheets: in the order they were
/// lifted, `Workout.liftedBefore`), so that the order files are listed in never changes a result.
package struct Journal: Sendable {
    package var settings: Settings
    package private(set) var workouts: [Workout]
    package private(set) var trainingMaxEntries: [TrainingMaxEntry]
    /// `plusmd reset` entries, by day then path.
    package private(set) var resets: [ResetEntry]

    package init(
        settings: Settings, workouts: [Workout], trainingMaxEntries: [TrainingMaxEntry],
        resets: [ResetEntry] = []
    ) {
        self.resets = Self.byDayThenPath(resets, date: \.date, path: \.path)
        self.settings = settings
        self.workouts = Self.sorted(workouts, by: Workout.liftedBefore)
        self.trainingMaxEntries = Self.byDayThenPath(trainingMaxEntries, date: \.date, path: \.path)
    }

    /// `items` sorted by day, then path (stable). Files are listed by path, which is almost always
    /// day order already: then the array is kept as it is, not copied (a 20-year journal's sheets
    /// are megabytes).
    private static func byDayThenPath<Item>(_ items: [Item], date: (Item) -> Day, path: (Item) -> String) -> [Item] {
        sorted(items) { lhs, rhs in
            let (left, right) = (date(lhs), date(rhs))
            return left != right ? left < right : JournalPath.precedes(path(lhs), path(rhs))
        }
    }

    /// `items` sorted by `precedes`; kept as they are, not copied, when they are in order already.
    private static func sorted<Item>(_ items: [Item], by precedes: (Item, Item) -> Bool) -> [Item] {
        var index = 1
        while index < items.count, !precedes(items[index], items[index - 1]) { index += 1 }
        return index >= items.count ? items : items.sorted(by: precedes)
    }

    /// The journal without the entries at `paths`: what it says once those files are deleted,
    /// worked out in memory rather than by reading the folder again.
    package func removing(_ paths: Set<String>) -> Journal {
        Journal(
            settings: settings, workouts: workouts.filter { !paths.contains($0.path) },
            trainingMaxEntries: trainingMaxEntries.filter { !paths.contains($0.path) },
            resets: resets.filter { !paths.contains($0.path) })
    }

    /// Puts `entry` in place of whatever the file at `path` said (nil or a note: nothing), in
    /// place: what the journal says once that one file reads differently (an editor's unsaved
    /// buffer). The other entries keep their order and are neither copied nor sorted again: the
    /// old entry is taken out and the new one goes to its place in the order `init` sorts by, so
    /// the result equals `Journal(settings:workouts:…)` of the changed entries.
    package mutating func replaceEntries(ofFile path: String, with entry: JournalEntry?) {
        if let index = workouts.firstIndex(where: { $0.path == path }) { workouts.remove(at: index) }
        if let index = trainingMaxEntries.firstIndex(where: { $0.path == path }) { trainingMaxEntries.remove(at: index) }
        if let index = resets.firstIndex(where: { $0.path == path }) { resets.remove(at: index) }
        switch entry {
        case .workout(let sheet):
            workouts.insert(sheet, at: workouts.partitionPoint { Workout.liftedBefore(sheet, $0) })
        case .trainingMax(let added):
            trainingMaxEntries.insert(added, at: Self.placeByDayThenPath(of: added, in: trainingMaxEntries, date: \.date, path: \.path))
        case .reset(let added):
            resets.insert(added, at: Self.placeByDayThenPath(of: added, in: resets, date: \.date, path: \.path))
        case .note, .none: break
        }
    }

    /// Where `item` goes in `items` (sorted by day, then path): after every item not after it,
    /// as the stable sort of `init` puts it.
    private static func placeByDayThenPath<Item>(of item: Item, in items: [Item], date: (Item) -> Day, path: (Item) -> String) -> Int {
        items.partitionPoint { other in
            let (day, otherDay) = (date(item), date(other))
            return day != otherDay ? day < otherDay : JournalPath.precedes(path(item), path(other))
        }
    }

    /// Sets the day of the program's week sheet `index` counts for (the replay's verdict for a
    /// sheet that names none, or a day without its lift); the sheets keep their order.
    package mutating func setDay(_ day: Int?, ofWorkoutAt index: Int) {
        workouts[index].day = day
    }

    /// The journal with one more reset entry.
    package func adding(_ reset: ResetEntry) -> Journal {
        Journal(settings: settings, workouts: workouts, trainingMaxEntries: trainingMaxEntries, resets: resets + [reset])
    }

    /// The journal with one more training-max entry.
    package func adding(_ entry: TrainingMaxEntry) -> Journal {
        Journal(settings: settings, workouts: workouts, trainingMaxEntries: trainingMaxEntries + [entry], resets: resets)
    }
}
