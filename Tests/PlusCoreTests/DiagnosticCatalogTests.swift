import Foundation
import PlusCore
import Testing

/// Every finding's id is explained by `plusmd check --explain ID`: the catalog and the code agree.
@Suite struct DiagnosticCatalogTests {
    /// Every `.swift` file under Sources, read once.
    static func sources(filePath: String = #filePath) throws -> [(path: String, text: String)] {
        let root = URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let sources = root.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        return try files.sorted().map { ($0, try String(contentsOf: sources.appendingPathComponent($0), encoding: .utf8)) }
    }

    @Test func everyIdInTheCodeIsInTheCatalogAndEveryEntryIsUsed() throws {
        let pattern = try Regex(#"(?:id: |(?:error|warn)\()"([a-z0-9-]+)""#)
        var used: Set<String> = []
        for (_, text) in try Self.sources() {
            for match in text.matches(of: pattern) {
                if let id = match.output[1].substring { used.insert(String(id)) }
            }
        }
        let catalogued = Set(DiagnosticCatalog.entries.map(\.id))
        #expect(used.subtracting(catalogued).isEmpty, "ids without an entry: \(used.subtracting(catalogued).sorted())")
        #expect(catalogued.subtracting(used).isEmpty, "entries no code uses: \(catalogued.subtracting(used).sorted())")
        #expect(DiagnosticCatalog.entries.count == catalogued.count, "ids are unique")
    }

    @Test func everyDiagnosticIsMadeWithAnId() throws {
        for (path, text) in try Self.sources() {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() where (line.contains(" Diagnostic(") || line.contains("(Diagnostic(")) && !line.contains("func ") && !line.contains("///") {
                let call = lines[index..<min(index + 3, lines.count)].joined(separator: "\n")
                #expect(call.contains("id: "), "\(path):\(index + 1) makes a Diagnostic without an id")
            }
        }
    }

    @Test func explanationsWrapAndNameTheId() throws {
        let entry = try #require(DiagnosticCatalog.entry("conflict-copy"))
        let text = DiagnosticCatalog.text(entry)
        #expect(text.hasPrefix("conflict-copy: a sync tool's conflict copy\n\n"))
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 80 })
    }
}
