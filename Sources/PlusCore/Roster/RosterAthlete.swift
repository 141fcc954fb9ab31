/// One athlete of a coach's roster: a name, a journal of their own, and the group (a platform, a
/// squad) they train with, when the roster gives one.
package struct RosterAthlete: Codable, Sendable, Equatable {
    /// The name cards and tables show (`Ana Ruiz`); a folder roster uses the folder's name.
    package var name: String
    /// The journal's folder, as the roster writes it (relative to the roster's folder, or absolute).
    package var journal: String
    /// The group or platform (`platform:` or `group:` in roster.yaml); nil when none is given.
    package var group: String?

    package init(name: String, journal: String, group: String? = nil) {
        self.name = name
        self.journal = journal
        self.group = group
    }
}

/// A problem that stops one athlete's card or row, never the roster's: a located finding of
/// their journal (path relative to the roster's folder), or a journal that cannot be read.
package struct RosterProblem: Codable, Sendable, Equatable {
    /// The file, relative to the roster's folder (`ana/2026/2026-11-23-squat.md`).
    package var path: String
    /// 1-based; null when the problem is the whole file or folder.
    @Nullable package var line: Int?
    package var message: String
    /// The finding's id (`plusmd check --explain ID`); null for a journal that cannot be read or a
    /// card that cannot be planned, which are no finding of a file.
    @Nullable package var id: String?

    package init(path: String, line: Int?, message: String, id: String?) {
        self.path = path
        self.line = line
        self.message = message
        self.id = id
    }

    /// A finding of an athlete's journal, its path under `folder` (the journal as the roster names it).
    package init(_ diagnostic: Diagnostic, folder: String) {
        self.init(
            path: folder.isEmpty ? diagnostic.location.path : folder + "/" + diagnostic.location.path,
            line: diagnostic.location.line, message: diagnostic.message, id: diagnostic.id)
    }

    /// `ana/2026/2026-11-23-squat.md:7: message`.
    package var text: String { "\(path)\(line.map { ":\($0)" } ?? ""): \(message)" }
}
