import PlusCore

/// `git status --porcelain=v2 --branch -z` parsed: the branch, its upstream and how far apart they
/// are (by the last-fetched upstream ref), and every changed path.
package struct GitStatus: Sendable, Equatable {
    /// One changed path, relative to the repository's top level.
    package struct Entry: Sendable, Equatable {
        package enum Kind: Sendable, Equatable {
            /// Tracked and changed: `index` and `worktree` are the XY letters (`.` unchanged).
            case changed(index: Character, worktree: Character)
            /// Renamed or copied in the index, from `origin`.
            case renamed(index: Character, worktree: Character, origin: String)
            /// Not merged: a conflict in progress.
            case unmerged
            /// Not tracked.
            case untracked
        }

        package var path: String
        package var kind: Kind
    }

    /// The branch name; nil on a detached HEAD.
    package var branch: String?
    /// True when the branch has no commit yet.
    package var isUnborn: Bool = false
    /// The upstream (`origin/main`); nil when none is set.
    package var upstream: String?
    /// Commits on the branch not on the upstream, and the reverse (0 without an upstream, or when
    /// the upstream ref is gone).
    package var ahead: Int = 0
    package var behind: Int = 0
    package var entries: [Entry] = []

    /// Parses the NUL-separated output of `git status --porcelain=v2 --branch -z`.
    package static func parse(_ output: String) -> GitStatus {
        var status = GitStatus()
        var records = output.split(separator: "\0", omittingEmptySubsequences: true).map(String.init)[...]
        while let record = records.popFirst() {
            if record.hasPrefix("# ") {
                status.readHeader(record.dropFirst(2))
                continue
            }
            let fields = record.split(separator: " ", omittingEmptySubsequences: false)
            guard let type = fields.first else { continue }
            switch type {
            case "1" where fields.count >= 9:
                let xy = Array(fields[1])
                status.entries.append(
                    Entry(path: fields[8...].joined(separator: " "), kind: .changed(index: xy.first ?? ".", worktree: xy.last ?? ".")))
            case "2" where fields.count >= 10:
                let xy = Array(fields[1])
                let origin = records.popFirst() ?? ""
                status.entries.append(
                    Entry(
                        path: fields[9...].joined(separator: " "),
                        kind: .renamed(index: xy.first ?? ".", worktree: xy.last ?? ".", origin: origin)))
            case "u" where fields.count >= 11:
                status.entries.append(Entry(path: fields[10...].joined(separator: " "), kind: .unmerged))
            case "?":
                status.entries.append(Entry(path: String(record.dropFirst(2)), kind: .untracked))
            default:
                continue
            }
        }
        return status
    }

    private mutating func readHeader(_ header: Substring) {
        let parts = header.split(separator: " ", maxSplits: 1)
        guard parts.count == 2 else { return }
        let value = String(parts[1])
        switch parts[0] {
        case "branch.oid": isUnborn = value == "(initial)"
        case "branch.head": branch = value == "(detached)" ? nil : value
        case "branch.upstream": upstream = value
        case "branch.ab":
            for number in value.split(separator: " ") {
                if number.hasPrefix("+") { ahead = Int(number.dropFirst()) ?? 0 }
                if number.hasPrefix("-") { behind = Int(number.dropFirst()) ?? 0 }
            }
        default: break
        }
    }
}
