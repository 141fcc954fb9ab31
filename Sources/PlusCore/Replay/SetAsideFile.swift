/// A journal file the replay does not count, and why: every command reads the same verdict.
package struct SetAsideFile: Sendable, Equatable, Codable {
    /// Why a file does not count.
    package enum Reason: Sendable, Equatable {
        /// A sync tool's conflict copy (Syncthing, Dropbox, …): never counted anywhere, whatever
        /// it holds, so two devices' edits never double a day or override a TM.
        case conflictCopy(service: String)
        /// A second sheet for the same (cycle, week, lift) (and day, with days), or a second reset to the same cycle.
        case duplicate
        /// A sheet of a lift that the settings' `order` does not train.
        case liftNotInOrder
        /// A sheet of a lift on no day of its week (a program built from days).
        case liftNotInDays
    }

    /// The file, relative to the journal root.
    package var path: String
    package var reason: Reason
    /// The file that counts in its place, when there is one.
    package var countedInstead: String?

    package init(path: String, reason: Reason, countedInstead: String?) {
        self.path = path
        self.reason = reason
        self.countedInstead = countedInstead
    }

    enum CodingKeys: String, CodingKey { case path, reason, service, countedInstead }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(path, forKey: .path)
        try container.encode(countedInstead, forKey: .countedInstead)
        switch reason {
        case .conflictCopy(let service):
            try container.encode("conflict_copy", forKey: .reason)
            try container.encode(service, forKey: .service)
        case .duplicate:
            try container.encode("duplicate", forKey: .reason)
            try container.encodeNil(forKey: .service)
        case .liftNotInDays:
            try container.encode("lift_not_in_days", forKey: .reason)
            try container.encodeNil(forKey: .service)
        case .liftNotInOrder:
            try container.encode("lift_not_in_order", forKey: .reason)
            try container.encodeNil(forKey: .service)
        }
    }

    /// Reads what `encode(to:)` writes.
    ///
    /// - Throws: `DecodingError` for a missing key or an unknown `reason`.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        path = try container.decode(String.self, forKey: .path)
        countedInstead = try container.decodeIfPresent(String.self, forKey: .countedInstead)
        switch try container.decode(String.self, forKey: .reason) {
        case "conflict_copy": reason = .conflictCopy(service: try container.decode(String.self, forKey: .service))
        case "duplicate": reason = .duplicate
        case "lift_not_in_order": reason = .liftNotInOrder
        case "lift_not_in_days": reason = .liftNotInDays
        case let other:
            throw DecodingError.dataCorruptedError(forKey: .reason, in: container, debugDescription: "unknown reason '\(other)'")
        }
    }

    /// The one warning that names a conflict copy, with what to do about it.
    package static func conflictCopyDiagnostic(path: String, service: String, original: String?) -> Diagnostic {
        let compare =
            original.map { "Compare it with \($0) (`diff \(ShellWord.quoted($0)) \(ShellWord.quoted(path))`), keep " }
            ?? "Compare it with the original, keep "
        return Diagnostic(
            .warning, id: "conflict-copy", at: SourceLocation(path: path), "\(service) conflict copy; not counted",
            hint: compare + "what is right in the original and delete the copy. plusmd never counts a copy "
                + "and deletes nothing itself.")
    }
}
