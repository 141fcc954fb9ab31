import Foundation
import PlusTestSupport
import Testing

/// docs/json.md is the contract for every `--json` document: each section's table lists exactly the
/// keys the encoded report has (top level, and the objects of each documented array), so a field
/// added to a report type without documentation, or documented but gone, fails here.
@Suite struct JSONDocumentationTests {
    /// Sections of docs/json.md and the command lines whose output they describe (run on a copy of
    /// the example journal).
    static let sections: [(heading: String, command: [String])] = [
        ("## status", ["status"]), ("## tm", ["tm"]), ("## tm --history", ["tm", "--history"]),
        ("## next", ["next", "--dry-run"]), ("## prs", ["prs"]), ("## show", ["show"]),
        ("## cal", ["cal", "2026-11"]), ("## check", ["check"]), ("## config", ["config"]),
        ("## sync --status", ["sync", "--status"]), ("### sync and sync --dry-run", ["sync", "--dry-run"]),
        ("## skip", ["skip", "press", "--reason", "travel"]), ("## timer", ["timer"]),
        ("## plates", ["plates", "--table"]), ("## print", ["print"]),
        // The roster: the folder holding the copy of the example journal.
        ("## status --roster", ["status", "--roster", ".."]), ("## print --roster", ["print", "--roster", ".."]),
    ]

    @Test(arguments: sections.map(\.heading))
    func everyKeyIsDocumentedAndEveryDocumentedKeyExists(heading: String) throws {
        let command = try #require(Self.sections.first { $0.heading == heading }?.command)
        let folder = TemporaryFolder()
        let journal = try folder.copy(fixture: "examples/journal")
        let result = plusmd(command + ["--json"], in: journal)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any], "\(command): \(result.err)")
        var (documented, optional) = try Self.fields(in: heading)
        if heading == "## sync --status" {
            // Its object is the sync state object, at the top level.
            let state = try Self.fields(in: "### The sync state object")
            documented += state.fields
            optional.formUnion(state.optional)
        }
        let topLevel = Set(documented.filter { !$0.contains(".") }.map { $0.replacingOccurrences(of: "[]", with: "") })
        let present = Set(object.keys).union(topLevel.intersection(optional))
        #expect(present == topLevel, "\(heading): undocumented \(Set(object.keys).subtracting(topLevel).sorted()), missing \(topLevel.subtracting(object.keys).sorted())")
        // The objects of each documented array: `findings[].path` → the keys of `findings[0]`.
        let arrays = Set(documented.compactMap { field -> String? in
            guard let range = field.range(of: "[]."), !field[..<range.lowerBound].contains(".") else { return nil }
            return String(field[..<range.lowerBound])
        })
        for array in arrays {
            guard let elements = object[array] as? [[String: Any]], let first = elements.first else { continue }
            let keys = Set(documented.filter { $0.hasPrefix(array + "[].") }.map { String($0.dropFirst(array.count + 3)) }
                .filter { !$0.contains(".") && !$0.contains("[") })
            let nested = Set(documented.filter { $0.hasPrefix(array + "[].") }.compactMap { field -> String? in
                let rest = field.dropFirst(array.count + 3)
                return rest.contains("[") || rest.contains(".") ? String(rest.prefix { $0 != "[" && $0 != "." }) : nil
            })
            #expect(Set(first.keys).union(keys.union(nested).intersection(optional.map { String($0.dropFirst(array.count + 3)) })) == keys.union(nested), "\(heading) \(array)[]: undocumented \(Set(first.keys).subtracting(keys.union(nested)).sorted()), missing \(keys.union(nested).subtracting(first.keys).sorted())")
        }
    }

    /// The field names in the first column of `heading`'s table(s), up to the next heading of the
    /// same or a higher level; `.name` continues the previous field's parent (`workouts[].lift`,
    /// `.date` → `workouts[].date`).
    /// Fields whose type column says *optional* are also returned in `optional`.
    static func fields(in heading: String, filePath: String = #filePath) throws -> (fields: [String], optional: Set<String>) {
        let root = URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("docs/json.md"), encoding: .utf8)
        let level = heading.prefix { $0 == "#" }.count
        var inside = false
        var fields: [String] = []
        var optional: Set<String> = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("#") {
                let lineLevel = line.prefix { $0 == "#" }.count
                if line == heading { inside = true; continue }
                if inside && lineLevel <= level { break }
                if inside && lineLevel > level { break }
            }
            guard inside, line.hasPrefix("| `") else { continue }
            let cell = line.dropFirst(2).prefix { $0 != "|" }
            var parent = ""
            for token in cell.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter({ $0.offset % 2 == 1 }).map({ String($0.element) }) {
                let name = token.hasPrefix(".") ? parent + token : token
                if let dot = name.lastIndex(of: ".") { parent = String(name[..<dot]) }
                fields.append(name)
                if line.contains("*optional*") { optional.insert(name); optional.insert(name.replacingOccurrences(of: "[]", with: "")) }
            }
        }
        return (fields, optional)
    }
}
