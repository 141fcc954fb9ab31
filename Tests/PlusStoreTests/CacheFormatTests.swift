import Foundation
import PlusCore
import PlusFormat
import PlusStore
import Testing

/// The cache keeps every field the decoder produces: a cached run never differs from an uncached
/// one. The samples below set every stored property (checked through `Mirror`, so a field added to
/// an entry type later fails here until the sample sets it), and each round-trips through
/// `CacheFormat.encode` / `decodePayload` with every field compared, not only the ones `==` looks at
/// (`TrainingMaxEntry`'s `==` ignores `units` and the values' lines).
@Suite struct CacheFormatTests {
    static let file = "2026/2026-09-17-squat.md"
    static let day = Day(year: 2026, month: 9, day: 17)!

    static let sets: [PerformedSet] = {
        var sets: [PerformedSet] = []
        for (index, kind) in SetKind.allCases.enumerated() {
            for (offset, status) in [PerformedSet.Status.done, .skipped, .open].enumerated() {
                sets.append(
                    PerformedSet(
                        kind: kind, weight: Weight(hundredths: 10_025 + index * 500 + offset), reps: index + offset,
                        isAMRAP: offset == 0, status: status, line: 20 + index * 3 + offset, unit: [nil, .lb, .kg][offset]))
            }
        }
        sets[0].written = WrittenWeight(Weight(hundredths: 22_050), .lb)
        sets[4].written = WrittenWeight(Weight(hundredths: 4_525), .kg)
        return sets
    }()

    static let workout: Workout = {
        var workout = Workout(
            path: file, date: day, lift: .press, cycle: 3, week: 2, trainingMax: Weight(hundredths: 14_074), units: .kg,
            sets: sets, notes: "Felt strong.\n\nSkipped the second joker.",
            placement: SheetPlacement(block: "Anchor", blockCycle: 2, scheme: .threeFiveOne, supplemental: .fsl),
            gym: "hotel",
            assistance: [
                AssistanceTask(name: "Ab wheel 3 x 10", status: .done, line: 40),
                AssistanceTask(name: "Chin-up 5 x 10", status: .skipped, line: 41),
                AssistanceTask(name: "Dips 50 total", status: .open, line: 42),
            ],
            liftLocation: WorkoutLiftLocation(line: 3, column: 7), day: 3, planned: Day(year: 2026, month: 9, day: 4))
        workout.writtenUnits = .lb
        workout.writtenTrainingMax = Weight(hundredths: 31_550)
        return workout
    }()

    static func trainingMax(_ cause: TrainingMaxEntry.Cause) -> TrainingMaxEntry {
        TrainingMaxEntry(
            path: "2026/2026-08-31-training-max.md", date: Day(year: 2026, month: 8, day: 31)!, cause: cause,
            values: [
                .squat: (Weight(hundredths: 29_925), 7), .bench: (Weight(hundredths: 21_525), 8), .press: (Weight(131), 10),
                Lift(rawValue: "front_squat"): (Weight(225), 11),
            ],
            units: .lb, baseline: [.squat: Weight(hundredths: 36_850), .deadlift: Weight(hundredths: 40_150), Lift(rawValue: "power_clean"): Weight(200)],
            source: "strong-lb.csv")
    }

    /// Every cause, exhaustively: a new cause fails to compile here.
    static let causes: [TrainingMaxEntry.Cause] = [.start, .manual, .units, .import].filter {
        switch $0 {
        case .start, .manual, .units, .import: true
        }
    }

    static let diagnostics = [
        Diagnostic(
            .error, id: "set-line", at: SourceLocation(path: file, line: 25, column: 3), "bad set line", hint: "Write `270 x 5`.",
            strictOnly: true),
        Diagnostic(.warning, id: "stale-sheet", at: SourceLocation(path: "2026/other.md", line: 4), "stale", hint: ""),
        Diagnostic(.warning, at: SourceLocation(path: file), "no id, no line"),
    ]

    /// One decoding of every entry kind (and none), each with diagnostics.
    static let samples: [CachedDecoding] =
        [CachedDecoding(entry: .workout(workout), diagnostics: diagnostics)]
        + causes.map { CachedDecoding(entry: .trainingMax(trainingMax($0)), diagnostics: diagnostics) }
        + [
            CachedDecoding(entry: .reset(ResetEntry(path: "2026/2026-09-21-reset.md", date: day, cycle: 4)), diagnostics: []),
            CachedDecoding(entry: .note, diagnostics: diagnostics),
            CachedDecoding(entry: nil, diagnostics: diagnostics),
            CachedDecoding(entry: .workout(Workout(path: file, date: day, lift: .squat, cycle: 1, week: 1, sets: [])), diagnostics: []),
            // A lift beyond the big four is stored by its id; a `lift:` location without a column.
            CachedDecoding(
                entry: .workout(
                    Workout(
                        path: "2026/2026-09-01-front-squat.md", date: day, lift: Lift(rawValue: "front_squat"), cycle: 1, week: 1, sets: [],
                        liftLocation: WorkoutLiftLocation(line: 3, column: nil))),
                diagnostics: []),
            // A sync tool's conflict copy, judged by its name.
            CachedDecoding(
                entry: .workout(
                    Workout(path: "2026/2026-09-01-squat (Ann's conflicted copy 2026-09-02).md", date: day, lift: .squat, cycle: 1, week: 1, sets: [])),
                diagnostics: []),
        ]

    /// Every entry case is among the samples: a new case fails to compile here.
    @Test func theSamplesCoverEveryEntryKind() {
        let kinds = Set(
            Self.samples.compactMap(\.entry).map { entry in
                switch entry {
                case .workout: "workout"
                case .trainingMax: "trainingMax"
                case .reset: "reset"
                case .note: "note"
                }
            })
        #expect(kinds.count == 4)
        #expect(Self.samples.contains { $0.entry == nil })
    }

    /// Each stored property of each type the cache keeps is set, in some sample, to something else
    /// than a minimal value: a property added later (with a default) fails here.
    @Test func theSamplesSetEveryStoredProperty() {
        let location = SourceLocation(path: "")
        let workouts = Self.samples.compactMap { if case .workout(let workout) = $0.entry { workout } else { nil } }
        let entries = Self.samples.compactMap { if case .trainingMax(let entry) = $0.entry { entry } else { nil } }
        let resets = Self.samples.compactMap { if case .reset(let entry) = $0.entry { entry } else { nil } }
        let diagnostics = Self.samples.flatMap(\.diagnostics)
        expectEveryPropertySet(workouts, minimal: Workout(path: "", date: Day(year: 2000, month: 1, day: 1)!, lift: .squat, cycle: 0, week: 0, sets: []))
        expectEveryPropertySet(
            workouts.flatMap(\.sets), minimal: PerformedSet(kind: .warmup, weight: .zero, reps: 0, isAMRAP: false, status: .open, line: 0))
        expectEveryPropertySet(workouts.flatMap(\.sets).compactMap(\.written), minimal: WrittenWeight(.zero, .lb))
        expectEveryPropertySet(workouts.compactMap(\.placement), minimal: SheetPlacement(block: "", blockCycle: 0, scheme: .fiveThreeOne, supplemental: .bbb))
        expectEveryPropertySet(workouts.flatMap(\.assistance), minimal: AssistanceTask(name: "", status: .open, line: 0))
        expectEveryPropertySet(entries, minimal: TrainingMaxEntry(path: "", date: Self.day, cause: .start, values: [:]))
        expectEveryPropertySet(resets, minimal: ResetEntry(path: "", date: Day(year: 2000, month: 1, day: 1)!, cycle: 0))
        expectEveryPropertySet(diagnostics, minimal: Diagnostic(.warning, at: location, ""))
        expectEveryPropertySet(diagnostics.map(\.location), minimal: location)
        #expect(Set(SetKind.allCases.map(\.rawValue)) == Set(workouts.flatMap(\.sets).map(\.kind.rawValue)))
        #expect(Set(Self.causes.map(\.rawValue)).count == 4)
        #expect(Set(workouts.flatMap(\.assistance).map(\.status.rawValue)).count == 3)
    }

    /// What the decoder gives per file is exactly what the cache keeps: the path (the record's),
    /// the entry and the diagnostics.
    @Test func aDecodedFileIsItsPathEntryAndDiagnostics() {
        let decoded = EntryDecoder.decode(path: Self.file, text: "---\nlift: squat\n---\n")
        #expect(Mirror(reflecting: decoded).children.map(\.label) == ["path", "entry", "diagnostics"])
    }

    @Test func everyFieldRoundTrips() throws {
        for sample in Self.samples {
            let bytes = CacheFormat.encode(sample, path: Self.file)
            let decoded = try bytes.withUnsafeBytes { try CacheFormat.decodePayload($0, path: Self.file) }
            #expect(decoded == sample)
            #expect(canonical(decoded) == canonical(sample))
        }
    }

    /// Every file of the journals with programs, gyms, imports and assistance, as the decoder reads
    /// it, comes back from the cache with every field.
    @Test func everyFixtureFileRoundTrips() throws {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("PlusCLITests/Fixtures")
        var count = 0
        for journal in ["forever", "equipment", "editors", "messy", "malformed", "onetruth"] {
            let root = fixtures.appendingPathComponent(journal).path
            let files = ((FileManager.default.enumerator(atPath: root)?.allObjects as? [String]) ?? []).filter { $0.hasSuffix(".md") }
            for path in files {
                let file = EntryDecoder.decode(path: path, text: try String(contentsOfFile: root + "/" + path, encoding: .utf8))
                let cached = CachedDecoding(entry: file.entry, diagnostics: file.diagnostics)
                let bytes = CacheFormat.encode(cached, path: path)
                let decoded = try bytes.withUnsafeBytes { try CacheFormat.decodePayload($0, path: path) }
                #expect(canonical(decoded) == canonical(cached), "\(journal)/\(path)")
                count += 1
            }
        }
        #expect(count > 50)
    }

    /// A sheet taken from the cache is judged a conflict copy (or not) by its file name, as a
    /// sheet decoded afresh is.
    @Test func aCachedSheetIsJudgedAsADecodedOne() throws {
        let paths = [
            "2026/2026-11-23-squat.md", "2026/2026-11-23-squat (conflicted copy 2026-11-24).md",
            "2026/2026-11-23-squat.sync-conflict-20261124-183012-ABCDEF7.md", "2026/2026-11-23-squat 2.md",
        ]
        for path in paths {
            let file = EntryDecoder.decode(path: path, text: "---\ndate: 2026-11-23\nlift: squat\ncycle: 3\nweek: 1\ntraining_max: 333\nunits: lb\n---\n- [x] 100 x 5\n")
            let bytes = CacheFormat.encode(CachedDecoding(entry: file.entry, diagnostics: file.diagnostics), path: path)
            let judged = SyncConflictName.service(ofPath: path)
            let worked = try bytes.withUnsafeBytes { try CacheFormat.decodePayload($0, path: path) }
            guard case .workout(let fresh)? = file.entry, case .workout(let fromCache)? = worked.entry
            else {
                Issue.record("\(path) is not a sheet")
                continue
            }
            #expect(fresh.conflictCopyService == judged, "\(path)")
            #expect(fromCache.conflictCopyService == judged, "\(path)")
            #expect(fresh == fromCache, "\(path)")
        }
        #expect(SyncConflictName.service(ofPath: paths[1]) == "Nextcloud")
    }

    /// Payloads of the previous format are not read as this one: the version changed.
    @Test func theFormatVersionIsBumped() {
        #expect(CacheFormat.version >= 2)
    }
}

/// Checks that each stored property of `minimal`'s type differs from `minimal`'s in at least one of
/// `samples`.
private func expectEveryPropertySet<T>(_ samples: [T], minimal: T, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    #expect(!samples.isEmpty, "no sample of \(T.self)", sourceLocation: sourceLocation)
    for (index, child) in Mirror(reflecting: minimal).children.enumerated() {
        let empty = canonical(child.value)
        let set = samples.contains { sample in
            let value = Array(Mirror(reflecting: sample).children)[index].value
            return canonical(value) != empty
        }
        #expect(set, "no sample sets \(T.self).\(child.label ?? "?")", sourceLocation: sourceLocation)
    }
}

/// Every stored field of `value`, recursively, with dictionaries and sets in a stable order: two
/// values print the same only when every field is the same, whatever their `==` says.
private func canonical(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
        return mirror.children.first.map { "some(\(canonical($0.value)))" } ?? "nil"
    case .dictionary, .set:
        return "[" + mirror.children.map { canonical($0.value) }.sorted().joined(separator: ", ") + "]"
    default:
        if mirror.children.isEmpty { return "\(mirror.subjectType).\(value)" }
        return "\(mirror.subjectType)(" + mirror.children.map { "\($0.label ?? ""): \(canonical($0.value))" }.joined(separator: ", ") + ")"
    }
}

/// The cache file is written in chunks with its checksum taken on the way: any cut into
/// multiples of 8 bytes, then the rest, gives the checksum of the whole, and a changed byte or
/// length changes it.
@Suite struct CacheChecksumTests {
    @Test func chunkedEqualsWhole() {
        var generator = SystemRandomNumberGenerator()
        for length in [0, 1, 7, 8, 9, 63, 64, 65, 1000, 70_001] {
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let whole = bytes.withUnsafeBytes { CacheFormat.checksum($0) }
            var sum = CacheChecksum()
            var offset = 0
            bytes.withUnsafeBytes { raw in
                while offset < length {
                    let piece = 8 * Int.random(in: 0...40, using: &generator)
                    guard offset + piece < length else { break }
                    sum.add(UnsafeRawBufferPointer(rebasing: raw[offset..<(offset + piece)]))
                    offset += piece
                }
                sum.add(UnsafeRawBufferPointer(rebasing: raw[offset...]))
            }
            #expect(sum.value == whole, "length \(length)")
            if length > 0 {
                var changed = bytes
                changed[length / 2] ^= 0x40
                #expect(changed.withUnsafeBytes { CacheFormat.checksum($0) } != whole)
                #expect(bytes.dropLast().withUnsafeBytes { CacheFormat.checksum($0) } != whole)
            }
        }
    }
}
