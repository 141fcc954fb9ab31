import PlusCore

// The bytes of plusmd's cache of decoded entries: no Foundation and no disk here, so
// the fuzz target (fuzz/FuzzCacheFile.swift) builds this file with PlusCore alone.

/// What decoding one journal file gave: its entry (nil when it is not an entry of any kind) and
/// the diagnostics found in it. What the cache keeps per file.
package struct CachedDecoding: Sendable, Equatable {
    package var entry: JournalEntry?
    package var diagnostics: [Diagnostic]

    package init(entry: JournalEntry?, diagnostics: [Diagnostic]) {
        self.entry = entry
        self.diagnostics = diagnostics
    }
}

/// What identifies one version of a file without reading it: `stat(2)` fields. Times in
/// nanoseconds since 1970 (UTC).
package struct FileStamp: Sendable, Equatable {
    package var size: Int64
    package var modified: Int64
    package var changed: Int64
    package var inode: UInt64

    package init(size: Int64, modified: Int64, changed: Int64, inode: UInt64) {
        self.size = size
        self.modified = modified
        self.changed = changed
        self.inode = inode
    }
}

/// The cache file's checksum, taken over its bytes as they are written: 8-byte little-endian
/// words mixed one by one, the last few bytes one at a time, then the byte count.
package struct CacheChecksum: Sendable {
    private var hash: UInt64 = 0x9E37_79B9_7F4A_7C15
    private var count = 0

    package init() {}

    /// Adds `bytes`. Every call but the last must add a multiple of 8 bytes (the words of a file
    /// are the same however it is cut).
    package mutating func add(_ bytes: UnsafeRawBufferPointer) {
        var offset = 0
        while offset + 8 <= bytes.count {
            let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            hash = (hash ^ word) &* 0xFF51_AFD7_ED55_8CCD
            hash ^= hash >> 32
            offset += 8
        }
        while offset < bytes.count {
            hash = (hash ^ UInt64(bytes[offset])) &* 0xC4CE_B9FE_1A85_EC53
            offset += 1
        }
        count += bytes.count
    }

    /// The checksum of everything added.
    package var value: UInt64 {
        var hash = (self.hash ^ UInt64(count)) &* 0xFF51_AFD7_ED55_8CCD
        hash ^= hash >> 29
        return hash
    }
}

/// The cache file was not written by this plusmd for this journal, or is damaged: ignore it.
package struct CacheRejected: Error, Sendable, Equatable {
    package var reason: String
    package init(_ reason: String) { self.reason = reason }
}

/// The cache file's layout, all integers little-endian or LEB128 varints:
///
///     magic "plusmdC\n" (8 bytes) · format u32 · build identity (string) · journal root (string)
///     · written-at i64 (ns) · record count (varint)
///     · records: path (string) · size, modified, changed (zigzag varints) · inode (varint)
///                · payload length (varint) · payload (`CacheFormat.encode`)
///     · checksum u64 of every byte before it
///
/// A string is a varint byte count and UTF-8 bytes. Records are in the listing's order.
package enum CacheFormat {
    /// Bumped whenever the layout, the checksum or the meaning of any payload byte changes.
    /// 2: every field of the entries (placement, gym, assistance, written units and weights, Joker
    /// sets, import and units TM causes, baselines, sources).
    /// 4: a lift outside the big four is byte 255 and its id as a string; a sheet's `lift:` location.
    /// 5: the checksum takes the file's length last, so a cache file is written as it is made.
    package static let version: UInt32 = 6
    static let magic: [UInt8] = Array("plusmdC\n".utf8)
    /// The enums' cases by their byte in a payload, made once (`allCases` builds a new array at
    /// every use, and payloads are read and written for every set of a journal).
    static let setKinds = SetKind.allCases
    static let schemes = Scheme.allCases
    static let supplementalKinds = Supplemental.Kind.allCases

    /// One record of a parsed cache file: the path's and the payload's byte ranges in the file.
    package struct Record: Sendable {
        package var path: Range<Int>
        package var stamp: FileStamp
        package var payload: Range<Int>
    }

    /// A cache file's header and record index, validated (magic, format, identity, root, checksum);
    /// payloads are decoded one by one later (`decodePayload`).
    package struct Index: Sendable {
        package var writtenAt: Int64
        package var records: [Record]
    }

    /// Parses and validates `bytes` as a cache file written by a plusmd with `identity` for the
    /// journal at `root`.
    ///
    /// - Throws: `CacheRejected` for anything else (other version, other build, other journal,
    ///   truncated, corrupt); never traps on any input.
    package static func index(_ bytes: UnsafeRawBufferPointer, identity: [UInt8], root: String) throws(CacheRejected) -> Index {
        guard bytes.count >= magic.count + 4 + 8 else { throw CacheRejected("truncated") }
        guard checksum(UnsafeRawBufferPointer(rebasing: bytes[..<(bytes.count - 8)])) == readU64(bytes, at: bytes.count - 8)
        else { throw CacheRejected("checksum mismatch (truncated or corrupt)") }
        var reader = ByteReader(bytes, end: bytes.count - 8)
        for byte in magic where try reader.byte() != byte { throw CacheRejected("not a plusmd cache") }
        var format: UInt32 = 0
        for shift in 0..<4 { format |= UInt32(try reader.byte()) << (8 * shift) }
        guard format == version else { throw CacheRejected("format \(format), this plusmd reads \(version)") }
        guard try reader.bytesEqual(identity) else { throw CacheRejected("written by another plusmd build") }
        guard try reader.bytesEqual(Array(root.utf8)) else { throw CacheRejected("written for another journal") }
        let writtenAt = Int64(try reader.int())
        let count = try reader.count()
        var records: [Record] = []
        records.reserveCapacity(count)
        for _ in 0..<count {
            let path = try reader.range()
            let size = Int64(try reader.int()), modified = Int64(try reader.int()), changed = Int64(try reader.int())
            let inode = try reader.varint()
            let payload = try reader.range()
            records.append(
                Record(path: path, stamp: FileStamp(size: size, modified: modified, changed: changed, inode: inode), payload: payload))
        }
        guard reader.offset == reader.end else { throw CacheRejected("trailing bytes") }
        return Index(writtenAt: writtenAt, records: records)
    }

    /// The start of a cache file, up to (not including) its records.
    package static func header(identity: [UInt8], root: String, writtenAt: Int64, count: Int) -> [UInt8] {
        var writer = ByteWriter()
        writer.append(magic)
        for shift in 0..<4 { writer.byte(UInt8(truncatingIfNeeded: version >> (8 * shift))) }
        writer.data(identity)
        writer.data(Array(root.utf8))
        writer.int(Int(writtenAt))
        writer.varint(UInt64(count))
        return writer.bytes
    }

    /// Appends one record to `bytes`.
    package static func appendRecord(path: String, stamp: FileStamp, payload: UnsafeRawBufferPointer, to bytes: inout [UInt8]) {
        var writer = ByteWriter(capacity: payload.count + 64)
        writer.string(path)
        writer.int(Int(stamp.size))
        writer.int(Int(stamp.modified))
        writer.int(Int(stamp.changed))
        writer.varint(stamp.inode)
        writer.varint(UInt64(payload.count))
        writer.append(payload)
        writer.append(to: &bytes)
    }

    /// Appends the checksum: call once, last.
    package static func seal(_ bytes: inout [UInt8]) {
        let sum = bytes.withUnsafeBytes { checksum($0) }
        for shift in 0..<8 { bytes.append(UInt8(truncatingIfNeeded: sum >> (8 * UInt64(shift)))) }
    }

    /// A 64-bit hash of `bytes`, eight at a time (not cryptographic: it catches truncation and
    /// damage, not forgery; the cache folder is the user's own). `CacheChecksum` over the same bytes.
    package static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var sum = CacheChecksum()
        sum.add(bytes)
        return sum.value
    }

    static func readU64(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> UInt64 {
        UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    // MARK: Payload: one file's entry and diagnostics

    /// The payload bytes of one file's decoding (the file's path is the record's, not repeated).
    package static func encode(_ decoding: CachedDecoding, path: String) -> [UInt8] {
        var writer = ByteWriter(capacity: 256)
        switch decoding.entry {
        case nil: writer.byte(0)
        case .workout(let workout):
            writer.byte(1)
            writer.path(workout.path, file: path)
            writer.day(workout.date)
            writer.lift(workout.lift)
            writer.int(workout.cycle)
            writer.int(workout.week)
            writer.optionalInt(workout.trainingMax?.hundredths)
            writer.unit(workout.units)
            writer.unit(workout.writtenUnits)
            writer.optionalInt(workout.writtenTrainingMax?.hundredths)
            writer.varint(UInt64(workout.sets.count))
            for set in workout.sets {
                let unit: UInt8 = switch set.unit { case nil: 0; case .lb: 1; case .kg: 2 }
                writer.byte(UInt8(setKinds.firstIndex(of: set.kind)!))
                writer.byte(status(set.status) | unit << 2 | (set.isAMRAP ? 0x10 : 0) | (set.written != nil ? 0x20 : 0))
                writer.int(set.weight.hundredths)
                writer.int(set.reps)
                writer.int(set.line)
                if let written = set.written {
                    writer.int(written.weight.hundredths)
                    writer.unit(written.unit)
                }
            }
            writer.string(workout.notes)
            if let placement = workout.placement {
                writer.byte(1)
                writer.string(placement.block)
                writer.int(placement.blockCycle)
                writer.byte(UInt8(schemes.firstIndex(of: placement.scheme)!))
                writer.byte(UInt8(supplementalKinds.firstIndex(of: placement.supplemental)!))
            } else {
                writer.byte(0)
            }
            writer.optionalString(workout.gym)
            writer.varint(UInt64(workout.assistance.count))
            for task in workout.assistance {
                writer.string(task.name)
                writer.byte(status(task.status))
                writer.int(task.line)
            }
            writer.optionalInt(workout.liftLocation?.line)
            if workout.liftLocation != nil { writer.optionalInt(workout.liftLocation?.column) }
            writer.optionalInt(workout.day)
            writer.byte(workout.planned == nil ? 0 : 1)
            if let planned = workout.planned { writer.day(planned) }
        case .trainingMax(let entry):
            writer.byte(2)
            writer.path(entry.path, file: path)
            writer.day(entry.date)
            let cause: UInt8 =
                switch entry.cause {
                case .start: 0
                case .manual: 1
                case .units: 2
                case .import: 3
                }
            writer.byte(cause)
            writer.unit(entry.units)
            let lifts = entry.values.keys.sorted()
            writer.varint(UInt64(lifts.count))
            for lift in lifts {
                let value = entry.values[lift]!
                writer.lift(lift)
                writer.int(value.weight.hundredths)
                writer.int(value.line)
            }
            let baseline = entry.baseline.keys.sorted()
            writer.varint(UInt64(baseline.count))
            for lift in baseline {
                writer.lift(lift)
                writer.int(entry.baseline[lift]!.hundredths)
            }
            writer.optionalString(entry.source)
        case .reset(let entry):
            writer.byte(3)
            writer.path(entry.path, file: path)
            writer.day(entry.date)
            writer.int(entry.cycle)
        case .note:
            writer.byte(4)
        }
        writer.varint(UInt64(decoding.diagnostics.count))
        for diagnostic in decoding.diagnostics {
            writer.byte((diagnostic.severity == .error ? 1 : 0) | (diagnostic.isStrictOnly ? 2 : 0))
            writer.string(diagnostic.id)
            writer.path(diagnostic.location.path, file: path)
            writer.optionalInt(diagnostic.location.line)
            writer.optionalInt(diagnostic.location.column)
            writer.string(diagnostic.message)
            writer.string(diagnostic.hint)
        }
        return writer.bytes
    }

    static func status(_ status: PerformedSet.Status) -> UInt8 {
        switch status {
        case .done: 0
        case .skipped: 1
        case .open: 2
        }
    }

    /// Decodes one payload written by `encode` for the file at `path`.
    ///
    /// - Throws: `CacheRejected` for bytes `encode` cannot have written; never traps.
    package static func decodePayload(_ bytes: UnsafeRawBufferPointer, path: String) throws(CacheRejected) -> CachedDecoding {
        var reader = ByteReader(bytes, end: bytes.count)
        let entry: JournalEntry?
        switch try reader.byte() {
        case 0: entry = nil
        case 1:
            let storedPath = try reader.storedPath()
            let ownPath = storedPath ?? path
            let date = try reader.day()
            let lift = try reader.lift()
            let cycle = try reader.int(), week = try reader.int()
            let trainingMax = try reader.optionalInt().map { Weight(hundredths: $0) }
            let units = try reader.unit()
            let writtenUnits = try reader.unit()
            let writtenTrainingMax = try reader.optionalInt().map { Weight(hundredths: $0) }
            let count = try reader.count()
            var sets: [PerformedSet] = []
            sets.reserveCapacity(count)
            let kinds = setKinds  // once, not a global's look-up per set
            for _ in 0..<count {
                let kindIndex = Int(try reader.byte())
                guard kindIndex < kinds.count else { throw CacheRejected("bad set kind") }
                let flags = try reader.byte()
                guard flags >> 6 == 0 else { throw CacheRejected("bad set") }
                let status = try ByteReader.status(flags & 3)
                let unit: WeightUnit?
                switch (flags >> 2) & 3 {
                case 0: unit = nil
                case 1: unit = .lb
                case 2: unit = .kg
                default: throw CacheRejected("bad set unit")
                }
                let weight = Weight(hundredths: try reader.int())
                let reps = try reader.int(), line = try reader.int()
                var set = PerformedSet(
                    kind: kinds[kindIndex], weight: weight, reps: reps, isAMRAP: flags & 0x10 != 0, status: status,
                    line: line, unit: unit)
                if flags & 0x20 != 0 {
                    let writtenWeight = Weight(hundredths: try reader.int())
                    guard let writtenUnit = try reader.unit() else { throw CacheRejected("bad written unit") }
                    set.written = WrittenWeight(writtenWeight, writtenUnit)
                }
                sets.append(set)
            }
            let notes = try reader.string(orDefault: "")
            var placement: SheetPlacement?
            switch try reader.byte() {
            case 0: placement = nil
            case 1:
                let block = try reader.string(orDefault: ""), blockCycle = try reader.int()
                let scheme = Int(try reader.byte()), supplemental = Int(try reader.byte())
                guard scheme < schemes.count, supplemental < supplementalKinds.count else {
                    throw CacheRejected("bad placement")
                }
                placement = SheetPlacement(
                    block: block, blockCycle: blockCycle, scheme: schemes[scheme],
                    supplemental: supplementalKinds[supplemental])
            default: throw CacheRejected("bad placement")
            }
            let gym = try reader.optionalString()
            let taskCount = try reader.count()
            var assistance: [AssistanceTask] = []
            if taskCount > 0 { assistance.reserveCapacity(taskCount) }
            for _ in 0..<taskCount {
                let name = try reader.string(orDefault: "")
                let status = try ByteReader.status(try reader.byte())
                assistance.append(AssistanceTask(name: name, status: status, line: try reader.int()))
            }
            var liftLocation: WorkoutLiftLocation?
            if let line = try reader.optionalInt() { liftLocation = WorkoutLiftLocation(line: line, column: try reader.optionalInt()) }
            let day = try reader.optionalInt()
            let planned: Day? = try reader.byte() == 0 ? nil : try reader.day()
            var workout = Workout(
                path: ownPath, date: date, lift: lift, cycle: cycle, week: week,
                trainingMax: trainingMax, units: units,
                sets: sets, notes: notes, placement: placement, gym: gym, assistance: assistance, liftLocation: liftLocation,
                day: day, planned: planned)
            workout.writtenUnits = writtenUnits
            workout.writtenTrainingMax = writtenTrainingMax
            entry = .workout(workout)
        case 2:
            let ownPath = try reader.path(file: path)
            let date = try reader.day()
            let cause: TrainingMaxEntry.Cause
            switch try reader.byte() {
            case 0: cause = .start
            case 1: cause = .manual
            case 2: cause = .units
            case 3: cause = .import
            default: throw CacheRejected("bad cause")
            }
            let units = try reader.unit()
            var values: [Lift: (weight: Weight, line: Int)] = [:]
            for _ in 0..<(try reader.count()) {
                let lift = try reader.lift()
                values[lift] = (Weight(hundredths: try reader.int()), try reader.int())
            }
            var baseline: [Lift: Weight] = [:]
            for _ in 0..<(try reader.count()) {
                let lift = try reader.lift()
                baseline[lift] = Weight(hundredths: try reader.int())
            }
            let source = try reader.optionalString()
            entry = .trainingMax(
                TrainingMaxEntry(
                    path: ownPath, date: date, cause: cause, values: values, units: units, baseline: baseline, source: source))
        case 3:
            let ownPath = try reader.path(file: path)
            entry = .reset(ResetEntry(path: ownPath, date: try reader.day(), cycle: try reader.int()))
        case 4: entry = .note
        default: throw CacheRejected("bad entry kind")
        }
        let count = try reader.count()
        var diagnostics: [Diagnostic] = []
        diagnostics.reserveCapacity(count)
        for _ in 0..<count {
            let flags = try reader.byte()
            guard flags < 4 else { throw CacheRejected("bad diagnostic") }
            let id = try reader.string(orDefault: "")
            let location = SourceLocation(
                path: try reader.path(file: path), line: try reader.optionalInt(), column: try reader.optionalInt())
            let message = try reader.string(orDefault: ""), hint = try reader.string(orDefault: "")
            diagnostics.append(
                Diagnostic(flags & 1 != 0 ? .error : .warning, id: id, at: location, message, hint: hint, strictOnly: flags & 2 != 0))
        }
        guard reader.offset == reader.end else { throw CacheRejected("trailing payload bytes") }
        return CachedDecoding(entry: entry, diagnostics: diagnostics)
    }
}

/// Writes a cache's numbers, strings and bytes into a buffer of its own, grown as needed: an
/// array appended a byte at a time checks its capacity and uniqueness on every byte, and encoding
/// is serial work in a cold run. `bytes` copies out what was written.
struct ByteWriter: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// How many bytes have been written.
    private(set) var count = 0

    /// An empty writer with room for `capacity` bytes before it grows.
    init(capacity: Int = 64) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// What has been written.
    var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

    /// Appends what has been written to `array`.
    func append(to array: inout [UInt8]) {
        array.append(contentsOf: UnsafeBufferPointer(start: base, count: count))
    }

    /// Room for `extra` more bytes.
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(count + extra) }
    }

    private mutating func grow(_ needed: Int) {
        let size = max(needed, capacity * 2)
        let fresh = UnsafeMutablePointer<UInt8>.allocate(capacity: size)
        fresh.initialize(from: base, count: count)
        base.deallocate()
        base = fresh
        capacity = size
    }

    mutating func byte(_ value: UInt8) {
        reserve(1)
        base[count] = value
        count += 1
    }

    /// Unsigned LEB128: seven bits a byte, lowest first (ten bytes at most).
    mutating func varint(_ value: UInt64) {
        reserve(10)
        var value = value
        while value >= 0x80 {
            base[count] = UInt8(truncatingIfNeeded: value) | 0x80
            value >>= 7
            count += 1
        }
        base[count] = UInt8(value)
        count += 1
    }

    /// Appends `bytes` as they are.
    mutating func append(_ bytes: UnsafeRawBufferPointer) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        reserve(bytes.count)
        UnsafeMutableRawPointer(base + count).copyMemory(from: source, byteCount: bytes.count)
        count += bytes.count
    }

    /// Appends `bytes` as they are.
    mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { append($0) }
    }

    /// Zigzag: small negative numbers stay short.
    mutating func int(_ value: Int) { varint(UInt64(bitPattern: Int64((value << 1) ^ (value >> 63)))) }

    mutating func optionalInt(_ value: Int?) {
        if let value {
            byte(1)
            int(value)
        } else {
            byte(0)
        }
    }

    mutating func data(_ value: [UInt8]) {
        varint(UInt64(value.count))
        append(value)
    }

    /// A big-four lift as its index in `Lift.bigFour`; any other as 255 and its id.
    mutating func lift(_ lift: Lift) {
        if let index = Lift.bigFour.firstIndex(of: lift) {
            byte(UInt8(index))
        } else {
            byte(255)
            string(lift.rawValue)
        }
    }

    mutating func string(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            varint(UInt64(utf8.count))
            append(UnsafeRawBufferPointer(utf8))
        }
    }

    mutating func optionalString(_ value: String?) {
        if let value {
            byte(1)
            string(value)
        } else {
            byte(0)
        }
    }

    /// A path that is usually the file's own: one byte then.
    mutating func path(_ value: String, file: String) {
        if value == file {
            byte(0)
        } else {
            byte(1)
            string(value)
        }
    }

    mutating func day(_ day: Day) {
        varint(UInt64(day.year))
        byte(UInt8(day.month))
        byte(UInt8(day.day))
    }

    mutating func unit(_ unit: WeightUnit?) { byte(unit == nil ? 0 : unit == .lb ? 1 : 2) }
}

/// Reads what `ByteWriter` wrote, checking every bound: any malformed input throws.
struct ByteReader {
    let base: UnsafeRawBufferPointer
    var offset = 0
    let end: Int

    init(_ base: UnsafeRawBufferPointer, end: Int) {
        self.base = base
        self.end = end
    }

    mutating func byte() throws(CacheRejected) -> UInt8 {
        guard offset < end else { throw CacheRejected("truncated") }
        defer { offset += 1 }
        return base[offset]
    }

    /// An unsigned LEB128 number. Most of a payload's numbers (reps, lines, kinds, days) fit one
    /// byte: that case is inlined where the payload is read, the rest is `longVarint()`.
    @inline(__always)
    mutating func varint() throws(CacheRejected) -> UInt64 {
        if offset < end {
            let first = base[offset]
            if first < 0x80 {
                offset += 1
                return UInt64(first)
            }
        }
        return try longVarint()
    }

    /// `varint()` of more than one byte, or at the end (which throws).
    mutating func longVarint() throws(CacheRejected) -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        var position = offset
        while position < end {
            let byte = base[position]
            position += 1
            // Ten bytes at most, the tenth holding the 64th bit alone.
            guard shift < 63 || (shift == 63 && byte <= 1) else { throw CacheRejected("varint too long") }
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 {
                offset = position
                return value
            }
            shift += 7
        }
        throw CacheRejected("truncated")
    }

    @inline(__always)
    mutating func int() throws(CacheRejected) -> Int {
        let raw = try varint()
        return Int(Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1))))
    }

    /// A count of things still to come, each at least one byte: bounded by the bytes left.
    mutating func count() throws(CacheRejected) -> Int {
        let raw = try varint()
        guard raw <= UInt64(end - offset) else { throw CacheRejected("count beyond the end") }
        return Int(raw)
    }

    mutating func optionalInt() throws(CacheRejected) -> Int? {
        switch try byte() {
        case 0: return nil
        case 1: return try int()
        default: throw CacheRejected("bad optional")
        }
    }

    /// The byte range of a length-prefixed run of bytes.
    mutating func range() throws(CacheRejected) -> Range<Int> {
        let length = try count()
        defer { offset += length }
        return offset..<(offset + length)
    }

    mutating func string(orDefault fallback: String) throws(CacheRejected) -> String {
        let range = try range()
        if range.isEmpty { return fallback }
        return String(decoding: UnsafeRawBufferPointer(rebasing: base[range]), as: UTF8.self)
    }

    mutating func optionalString() throws(CacheRejected) -> String? {
        switch try byte() {
        case 0: return nil
        case 1: return try string(orDefault: "")
        default: throw CacheRejected("bad optional")
        }
    }

    /// A set's or an assistance task's box, as `CacheFormat.status` wrote it.
    static func status(_ byte: UInt8) throws(CacheRejected) -> PerformedSet.Status {
        switch byte {
        case 0: return .done
        case 1: return .skipped
        case 2: return .open
        default: throw CacheRejected("bad status")
        }
    }

    mutating func path(file: String) throws(CacheRejected) -> String {
        try storedPath() ?? file
    }

    /// The entry's own path when the record stores one, or nil when it is the file's.
    mutating func storedPath() throws(CacheRejected) -> String? {
        switch try byte() {
        case 0: return nil
        case 1: return try string(orDefault: "")
        default: throw CacheRejected("bad path")
        }
    }

    mutating func bytesEqual(_ expected: [UInt8]) throws(CacheRejected) -> Bool {
        let range = try range()
        return base[range].elementsEqual(expected)
    }

    mutating func day() throws(CacheRejected) -> Day {
        let year = try varint()
        let month = try byte(), day = try byte()
        guard year <= 9999, let value = Day(year: Int(year), month: Int(month), day: Int(day)) else {
            throw CacheRejected("bad day")
        }
        return value
    }

    mutating func lift() throws(CacheRejected) -> Lift {
        let index = Int(try byte())
        if index == 255 {
            let id = try string(orDefault: "")
            guard !id.isEmpty else { throw CacheRejected("bad lift") }
            return Lift(rawValue: id)
        }
        guard index < Lift.bigFour.count else { throw CacheRejected("bad lift") }
        return Lift.bigFour[index]
    }

    mutating func unit() throws(CacheRejected) -> WeightUnit? {
        switch try byte() {
        case 0: return nil
        case 1: return .lb
        case 2: return .kg
        default: throw CacheRejected("bad unit")
        }
    }
}
