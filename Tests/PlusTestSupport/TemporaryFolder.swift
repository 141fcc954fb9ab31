import Foundation

/// A fresh temporary folder, removed when the test's scope ends.
package final class TemporaryFolder {
    package let path: String

    package init() {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("plusmd-test-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Copies a fixture folder (under Tests/PlusCLITests/Fixtures, or a path from the repo root).
    package func copy(fixture: String, filePath: String = #filePath) throws -> String {
        let testsFolder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        let source = fixture.contains("/")
            ? testsFolder.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(fixture)
            : testsFolder.appendingPathComponent("Fixtures").appendingPathComponent(fixture)
        let target = path + "/" + source.lastPathComponent
        try FileManager.default.copyItem(atPath: source.path, toPath: target)
        return target
    }

    package func read(_ relative: String) throws -> String {
        try String(contentsOfFile: path + "/" + relative, encoding: .utf8)
    }

    package func write(_ relative: String, _ text: String) throws {
        try text.write(toFile: path + "/" + relative, atomically: false, encoding: .utf8)
    }

    package func files(under relative: String = "") -> [String] {
        let root = relative.isEmpty ? path : path + "/" + relative
        let all = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String]) ?? []
        return all.filter { $0.hasSuffix(".md") || $0.hasSuffix(".yaml") }.sorted()
    }
}
