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

// MARK: - Codable: the timer state file's JSON

/// The timer state file's document (`TimerStateFile`, PlusStore): `{"version": 1, "sheet", "lift",
/// "finished", "updated_at_ms", "timer": {"kind", "started_at_ms", "ends_at_ms", "duration",
/// "skipped"} | null, "next": {"number", "kind", "weight", "reps", "amrap", "plates_per_side"} |
/// null, "progress": {"done", "total"}}`, keys written as they are here (no key strategy needed).
/// Decoding refuses any other `version`, so a file from a newer plusmd reads as "no timer".
extension TimerState: Codable {
    /// The document's version; bumped when a key changes meaning.
    package static let fileVersion = 1

    private enum CodingKeys: String, CodingKey {
        case version, sheet, lift, finished, timer, next, progress
        case updatedAt = "updated_at_ms"
    }

    private enum TimerKeys: String, CodingKey {
        case kind, duration, skipped
        case startedAt = "started_at_ms"
        case endsAt = "ends_at_ms"
    }

    private enum ProgressKeys: String, CodingKey { case done, total }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.fileVersion, forKey: .version)
        try container.encode(sheet, forKey: .sheet)
        try container.encode(lift, forKey: .lift)
        try container.encode(isFinished, forKey: .finished)
        try container.encode(updatedAt, forKey: .updatedAt)
        if let timer {
            var nested = container.nestedContainer(keyedBy: TimerKeys.self, forKey: .timer)
            try nested.encode(timer.kind, forKey: .kind)
            try nested.encode(timer.startedAt, forKey: .startedAt)
            try nested.encode(timer.endsAt, forKey: .endsAt)
            try nested.encode(timer.duration, forKey: .duration)
            try nested.encode(timer.isSkipped, forKey: .skipped)
        } else {
            try container.encodeNil(forKey: .timer)
        }
        try container.encode(next, forKey: .next)
        var progress = container.nestedContainer(keyedBy: ProgressKeys.self, forKey: .progress)
        try progress.encode(done, forKey: .done)
        try progress.encode(total, forKey: .total)
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decode(Int.self, forKey: .version)
        guard version == Self.fileVersion else {
            throw DecodingError.dataCorruptedError(
                forKey: .version, in: container, debugDescription: "timer state version \(version) is not \(Self.fileVersion)")
        }
        var timer: RestTimer?
        if try container.contains(.timer) && !container.decodeNil(forKey: .timer) {
            let nested = try container.nestedContainer(keyedBy: TimerKeys.self, forKey: .timer)
            let start = try nested.decode(Int64.self, forKey: .startedAt)
            let end = try nested.decode(Int64.self, forKey: .endsAt)
            var decoded = RestTimer(seconds: 0, kind: try nested.decodeIfPresent(SetKind.self, forKey: .kind), now: start)
            decoded.endsAt = max(start, end)
            decoded.isSkipped = try nested.decodeIfPresent(Bool.self, forKey: .skipped) ?? false
            timer = decoded
        }
        var done = 0
        var total = 0
        if try container.contains(.progress) && !container.decodeNil(forKey: .progress) {
            let progress = try container.nestedContainer(keyedBy: ProgressKeys.self, forKey: .progress)
            done = try progress.decodeIfPresent(Int.self, forKey: .done) ?? 0
            total = try progress.decodeIfPresent(Int.self, forKey: .total) ?? 0
        }
        self.init(
            sheet: try container.decodeIfPresent(String.self, forKey: .sheet),
            lift: try? container.decodeIfPresent(Lift.self, forKey: .lift),
            isFinished: try container.decodeIfPresent(Bool.self, forKey: .finished) ?? false,
            timer: timer, next: try? container.decodeIfPresent(UpcomingSet.self, forKey: .next),
            done: done, total: total,
            updatedAt: try container.decodeIfPresent(Int64.self, forKey: .updatedAt) ?? 0)
    }
}

extension TimerState.UpcomingSet: Codable {
    private enum CodingKeys: String, CodingKey {
        case number, kind, weight, reps
        case isAMRAP = "amrap"
        case platesPerSide = "plates_per_side"
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(number, forKey: .number)
        try container.encode(kind, forKey: .kind)
        try container.encode(weight, forKey: .weight)
        try container.encode(reps, forKey: .reps)
        try container.encode(isAMRAP, forKey: .isAMRAP)
        // Plates as text (`"2.5"`), exactly as shown.
        try container.encode(platesPerSide.map(\.description), forKey: .platesPerSide)
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            number: try container.decode(Int.self, forKey: .number), kind: try container.decode(SetKind.self, forKey: .kind),
            weight: try container.decode(Weight.self, forKey: .weight), reps: try container.decode(Int.self, forKey: .reps),
            isAMRAP: try container.decodeIfPresent(Bool.self, forKey: .isAMRAP) ?? false,
            platesPerSide: (try container.decodeIfPresent([String].self, forKey: .platesPerSide) ?? []).compactMap { Weight(parsing: $0) })
    }
}
