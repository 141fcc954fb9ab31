// libFuzzer target for plusmd's cache file: any bytes in the cache folder must be
// rejected or read back as values `CacheFormat.encode` could have written, never trap. Each input
// is tried three ways: as a whole cache file (mostly rejected by the checksum), as the records of
// a cache file with a valid header and checksum around them, and as one file's payload. Whatever
// decodes is encoded again and must decode to the same values. Not part of the package;
// `fuzz/run-cache.sh` compiles it with PlusCore and Sources/PlusStore/Cache/CacheFormat.swift.
import PlusCore
import PlusCacheFormat
import Glibc

private let identity = Array("fuzz".utf8)
private let root = "/journal"

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    input.withUnsafeBytes { whole(UnsafeRawBufferPointer($0)) }

    // Header and checksum made valid, so the records themselves are what is fuzzed.
    var framed = CacheFormat.header(identity: identity, root: root, writtenAt: 1, count: Int(input.first ?? 0) % 8)
    framed += input.dropFirst()
    CacheFormat.seal(&framed)
    framed.withUnsafeBytes { whole($0) }

    input.withUnsafeBytes { payload($0, path: "2026/2026-11-30-squat.md") }
    return 0
}

private func whole(_ bytes: UnsafeRawBufferPointer) {
    guard let index = try? CacheFormat.index(bytes, identity: identity, root: root) else { return }
    for record in index.records {
        precondition(record.path.lowerBound >= 0 && record.path.upperBound <= bytes.count)
        precondition(record.payload.lowerBound >= 0 && record.payload.upperBound <= bytes.count)
        let path = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[record.path]), as: UTF8.self)
        payload(UnsafeRawBufferPointer(rebasing: bytes[record.payload]), path: path)
    }
}

private func payload(_ bytes: UnsafeRawBufferPointer, path: String) {
    guard let decoded = try? CacheFormat.decodePayload(bytes, path: path) else { return }
    let again = CacheFormat.encode(decoded, path: path)
    let back = again.withUnsafeBytes { try? CacheFormat.decodePayload($0, path: path) }
    precondition(back == decoded, "a decoded payload must survive encoding again")
}

/// With FUZZ_SEEDS=DIR set, writes seed inputs (payloads and record runs of every entry kind) there.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>>>) -> CInt {
    guard let folder = getenv("FUZZ_SEEDS").map({ String(cString: $0) }) else { return 0 }
    let path = "2026/2026-11-30-squat.md"
    let day = Day(year: 2026, month: 11, day: 30)!
    let sets = [
        PerformedSet(kind: .warmup, weight: Weight(135), reps: 5, isAMRAP: false, status: .done, line: 9),
        PerformedSet(kind: .working, weight: Weight(hundredths: 22_750), reps: 8, isAMRAP: true, status: .done, line: 12, unit: .lb),
        PerformedSet(kind: .bbb, weight: Weight(155), reps: 10, isAMRAP: false, status: .skipped, line: 15),
        PerformedSet(kind: .bbb, weight: Weight(155), reps: 0, isAMRAP: false, status: .open, line: 16, unit: .kg),
    ]
    let diagnostic = Diagnostic(
        .warning, id: "amrap-unparsed", at: SourceLocation(path: path, line: 12, column: 3), "AMRAP reps unreadable",
        hint: "Write `8+`.", strictOnly: true)
    // A sheet with every field added since format 1: program placement, gym, assistance, Joker
    // sets, a weight converted from the unit it was written in.
    var joker = PerformedSet(kind: .joker, weight: Weight(hundredths: 12_500), reps: 3, isAMRAP: false, status: .done, line: 18)
    joker.written = WrittenWeight(Weight(hundredths: 27_500), .lb)
    var forever = Workout(
        path: path, date: day, lift: .squat, cycle: 4, week: 1, trainingMax: Weight(140), units: .kg, sets: sets + [joker],
        placement: SheetPlacement(block: "Anchor", blockCycle: 1, scheme: .fiveThreeOne, supplemental: .fsl), gym: "hotel",
        assistance: [AssistanceTask(name: "Chin-up 5 x 10", status: .skipped, line: 24)])
    forever.writtenUnits = .lb
    let values: [CachedDecoding] = [
        CachedDecoding(
            entry: .workout(Workout(path: path, date: day, lift: .squat, cycle: 3, week: 3, trainingMax: Weight(315), units: .lb, sets: sets, notes: "Felt strong — ünïcode.")),
            diagnostics: [diagnostic]),
        CachedDecoding(
            entry: .trainingMax(TrainingMaxEntry(path: path, date: day, cause: .manual, values: [.bench: (Weight(225), 4), .press: (Weight(hundredths: 13_250), 5)], units: .kg)),
            diagnostics: []),
        CachedDecoding(entry: .reset(ResetEntry(path: "other.md", date: day, cycle: 12)), diagnostics: []),
        CachedDecoding(entry: .workout(forever), diagnostics: []),
        CachedDecoding(
            entry: .trainingMax(
                TrainingMaxEntry(
                    path: path, date: day, cause: .import, values: [.squat: (Weight(300), 7)], units: .lb,
                    baseline: [.squat: Weight(hundredths: 36_850)], source: "strong.csv")),
            diagnostics: []),
        CachedDecoding(entry: .note, diagnostics: [Diagnostic(.error, at: SourceLocation(path: "elsewhere.md"), "broken")]),
        CachedDecoding(entry: nil, diagnostics: [diagnostic, diagnostic]),
    ]
    var records: [UInt8] = [UInt8(values.count)]
    for (number, value) in values.enumerated() {
        let bytes = CacheFormat.encode(value, path: path)
        writeFile(folder + "/payload-\(number)", bytes)
        bytes.withUnsafeBytes {
            CacheFormat.appendRecord(path: path, stamp: FileStamp(size: 321, modified: 1_700_000_000_123_456_789, changed: -5, inode: 42), payload: $0, to: &records)
        }
    }
    writeFile(folder + "/records", records)
    return 0
}

private func writeFile(_ path: String, _ bytes: [UInt8]) {
    guard let file = fopen(path, "wb") else { return }
    _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
    fclose(file)
}
