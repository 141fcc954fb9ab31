/// Recognises the copies sync tools make when two devices change a file at once, by name alone.
///
/// Patterns (on the file name, extension kept at the end):
/// Syncthing `x.sync-conflict-20261130-183012-ABCDEF7.md`; Dropbox `x (Ann's conflicted copy 2026-11-30).md`;
/// Nextcloud/ownCloud `x (conflicted copy 2026-11-30 183012).md` and `x_conflict-20261130-183012.md`;
/// Resilio `x.Conflict.md`; iCloud `x 2.md`; Google Drive `x (1).md`; OneDrive a computer name appended
/// to one of plusmd's own names (`2026-11-30-squat-LAPTOP.md`). Plain string tests, no regular
/// expressions, because every file name of a 20-year journal goes through this.
///
/// A sheet of a lift beyond the big four is named by the lift's id with `-` (`2026-11-30-front-squat.md`,
/// `2026-11-30-squat-wide.md`): any name `YYYY-MM-DD-` followed by lowercase letters, digits, `-`
/// and `'` alone is one of plusmd's own, so a OneDrive copy is recognised only when the computer
/// name it appends has a capital letter, a space or another character plusmd never writes.
package enum SyncConflictName {
    /// The sync tool whose conflict copy `fileName` looks like, or nil for an ordinary name.
    package static func service(of fileName: some StringProtocol) -> String? {
        // Almost every name of a journal is plusmd's own: decided on the bytes, without allocating.
        if isPlusmdFileName(fileName) { return nil }
        let name = String(fileName)
        let stem = name.lastIndex(of: ".").map { String(name[..<$0]) } ?? name
        if isPlusmdName(stem) { return nil }
        if name.containsUTF8(".sync-conflict-") { return "Syncthing" }
        if name.containsUTF8("'s conflicted copy") || name.containsUTF8("’s conflicted copy") { return "Dropbox" }
        if name.containsUTF8("(conflicted copy") || name.containsUTF8("(Conflicted copy") { return "Nextcloud" }
        if name.containsUTF8("_conflict-") { return "ownCloud" }
        if stem.hasSuffix(".Conflict") || stem.range(ofSuffixMatching: ".Conflict", thenDigits: true) {
            return "Resilio"
        }
        if stem.range(ofSuffixMatching: " (", thenDigits: true, closing: ")") { return "Google Drive" }
        if isDatedSheetStem(stem), stem.range(ofSuffixMatching: " ", thenDigits: true) { return "iCloud" }
        if let base = plusmdStemPrefix(stem), base.count < stem.count {
            let rest = stem.dropFirst(base.count)
            if rest.first == "-", !rest.dropFirst().isEmpty, !rest.dropFirst().allSatisfy(\.isNumber) {
                return "OneDrive"
            }
        }
        return nil
    }

    /// The sync tool whose conflict copy the last component of `path` (journal-relative, `/`
    /// between folders) looks like, or nil: `service(of:)` on the file name.
    ///
    /// The name is cut at the last `/` byte, as a folder listing gives it: not by Characters,
    /// which join a `/` with a combining mark after it (or a prepended mark before it), so that a
    /// cached sheet, judged by the listing's name, and a sheet read afresh always agree.
    package static func service(ofPath path: String) -> String? {
        var path = path
        // The file name's bytes: after the last `/`, trailing `/`s left out.
        let (start, end, isOwnName) = path.withUTF8 { bytes -> (Int, Int, Bool) in
            var end = bytes.count
            while end > 0, bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
            var start = end
            while start > 0, bytes[start - 1] != UInt8(ascii: "/") { start -= 1 }
            return (start, end, isPlusmdFileName(bytes: UnsafeBufferPointer(rebasing: bytes[start..<end])))
        }
        if isOwnName { return nil }
        let utf8 = path.utf8
        return service(of: Substring(utf8[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)]))
    }

    /// True when `fileName` is ASCII and its stem (before the last `.`) is one of plusmd's own
    /// names: `isPlusmdName` worked out on the bytes, without allocating. False for anything else,
    /// including non-ASCII names, which `isPlusmdName` then judges.
    static func isPlusmdFileName(_ fileName: some StringProtocol) -> Bool {
        fileName.utf8.withContiguousStorageIfAvailable { isPlusmdFileName(bytes: $0) } ?? false
    }

    /// `isPlusmdFileName` on a file name's UTF-8 bytes. Asked of every file of the journal several
    /// times a run (the listing, the replay and the checks), so it reads each byte once and
    /// allocates nothing. Every one of `ownSuffixes` is also a lift's file-name component, so that
    /// test alone decides the suffix (`fastPathAgreesWithTheStemRule` compares with `isPlusmdName`).
    static func isPlusmdFileName(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let dash = UInt8(ascii: "-")
        var dot = bytes.count
        for index in bytes.indices {
            let byte = bytes[index]
            guard byte < 0x80 else { return false }
            if byte == UInt8(ascii: ".") { dot = index }
        }
        guard dot > 11, bytes[4] == dash, bytes[7] == dash, bytes[10] == dash,
            let year = number(bytes, from: 0, count: 4), let month = number(bytes, from: 5, count: 2),
            let day = number(bytes, from: 8, count: 2), Day(year: year, month: month, day: day) != nil
        else { return false }
        var end = dot
        while end > 11, isDigit(bytes[end - 1]) { end -= 1 }
        if end < dot {
            guard end > 12, bytes[end - 1] == dash else { return false }
            end -= 1
        }
        return isLiftFileNameComponent(UnsafeBufferPointer(rebasing: bytes[11..<end]))
    }

    /// The decimal number written by `count` digits from `start`; nil when one is not a digit.
    private static func number(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, count: Int) -> Int? {
        var value = 0
        for index in start..<(start + count) {
            let byte = bytes[index]
            guard isDigit(byte) else { return nil }
            value = value * 10 + Int(byte &- UInt8(ascii: "0"))
        }
        return value
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// plusmd's own names, which are almost every file of a journal: `YYYY-MM-DD-<lift>`,
    /// `YYYY-MM-DD-training-max[-<lift>]`, `YYYY-MM-DD-reset`, each with an optional `-N`.
    static func isPlusmdName(_ stem: String) -> Bool {
        let bytes = Array(stem.utf8)
        guard bytes.count > 11, bytes[10] == UInt8(ascii: "-"), isDatedSheetStem(stem) else { return false }
        var end = bytes.count
        while end > 11, bytes[end - 1] >= 0x30, bytes[end - 1] <= 0x39 { end -= 1 }
        if end < bytes.count {
            guard end > 12, bytes[end - 1] == UInt8(ascii: "-") else { return false }
            end -= 1
        }
        let suffix = bytes[11..<end]
        return ownSuffixes.contains(String(decoding: suffix, as: UTF8.self)) || isLiftFileNameComponent(suffix)
    }

    /// True for what plusmd writes for a lift's id in a file name: lowercase ASCII letters, digits,
    /// `'`, and single `-` between them.
    static func isLiftFileNameComponent<Bytes: BidirectionalCollection<UInt8>>(_ bytes: Bytes) -> Bool {
        guard let first = bytes.first, let last = bytes.last, first != UInt8(ascii: "-"), last != UInt8(ascii: "-") else {
            return false
        }
        var previous: UInt8 = 0
        for byte in bytes {
            let isWord = (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "'")
            guard isWord || (byte == UInt8(ascii: "-") && previous != byte) else { return false }
            previous = byte
        }
        return true
    }

    private static let ownSuffixes: Set<String> = {
        let lifts = Lift.bigFour.map(\.rawValue)
        return Set(lifts + ["training-max", "reset"] + lifts.map { "training-max-" + $0 })
    }()

    /// True when a stem starts with `YYYY-MM-DD`.
    static func isDatedSheetStem(_ stem: String) -> Bool { Day(parsing: stem.prefix(10)) != nil }

    /// The longest prefix of `stem` that is one of plusmd's own names: `YYYY-MM-DD-<lift>` or
    /// `YYYY-MM-DD-training-max[-<lift>]`.
    static func plusmdStemPrefix(_ stem: String) -> String? {
        guard isDatedSheetStem(stem) else { return nil }
        let date = String(stem.prefix(10))
        var candidates = Lift.bigFour.map { "\(date)-\($0.rawValue)" }
        candidates += ["\(date)-training-max"] + Lift.bigFour.map { "\(date)-training-max-\($0.rawValue)" }
        return candidates.filter { stem.hasPrefix($0) }.max { $0.count < $1.count }
    }
}

extension String {
    /// True when `needle`'s UTF-8 bytes occur in the string's: a marker is found even when a
    /// combining mark beside it would make `contains` (which compares Characters) miss it.
    /// `contains` from _StringProcessing also builds a searcher table per call and is costly on
    /// its first use in a run.
    fileprivate func containsUTF8(_ needle: String) -> Bool {
        var text = self
        var needle = needle
        return text.withUTF8 { text in
            needle.withUTF8 { needle in
                guard !needle.isEmpty else { return true }
                guard needle.count <= text.count else { return false }
                for start in 0...(text.count - needle.count) where text[start] == needle[0] {
                    if UnsafeBufferPointer(rebasing: text[start..<(start + needle.count)]).elementsEqual(needle) {
                        return true
                    }
                }
                return false
            }
        }
    }

    /// True when the string ends with `marker`, then (if `thenDigits`) one or more digits, then
    /// `closing`.
    fileprivate func range(ofSuffixMatching marker: String, thenDigits: Bool, closing: String = "") -> Bool {
        guard hasSuffix(closing) else { return false }
        var body = Substring(self).dropLast(closing.count)
        var digits = 0
        while let last = body.last, last.isASCII, last.isNumber {
            body = body.dropLast()
            digits += 1
        }
        return (!thenDigits || digits > 0) && body.hasSuffix(marker) && body.count > marker.count
    }
}
