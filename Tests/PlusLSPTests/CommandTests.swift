import Foundation
import PlusCore
import PlusTestSupport
import Testing

@testable import PlusLSP

@Suite struct AMRAPRepsCommandTests {
    let sheetPath = "2026/2026-11-23-squat.md"

    /// `plusmd.amrapReps` answers at once, asks the lifter the reps with one choice per count
    /// (`window/showMessageRequest`: the target and the reps that beat the PR in the question),
    /// then sends the edit that ticks the set with the count chosen (`workspace/applyEdit`) and
    /// nothing else; the file on disk is not written.
    @Test func asksTheRepsThenHasTheClientApplyTheEdit() throws {
        let folder = TemporaryFolder()
        let root = try exampleJournal(folder)
        let saved = try String(contentsOfFile: root + "/" + sheetPath, encoding: .utf8)
        let text = saved.replacingOccurrences(of: "- [x] 285 x 8", with: "- [ ] 285 x 5+")
        let amrap = try lineNumber(of: "- [ ] 285 x 5+", in: text)
        let client = TestClient()
        _ = try client.initialize()
        let uri = client.uri(root + "/" + sheetPath)
        client.open(root + "/" + sheetPath, text: text)
        _ = try client.diagnostics(for: uri)

        let reply = try client.request("workspace/executeCommand", ["command": "plusmd.amrapReps", "arguments": [uri, amrap]])
        #expect(reply["result"] == .null)
        #expect(reply["error"] == nil)
        let question = try client.waitFor("the question") { $0["method"]?.string == "window/showMessageRequest" }
        #expect(question["params"]?["message"]?.string == "Reps done at 285 lb (5+ prescribed); 9 beat the PR")
        let choices = question["params"]?["actions"]?.array?.compactMap { $0["title"]?.string } ?? []
        // From 1: Neovim numbers the list, and the number typed is the reps.
        #expect(choices.first == "1")
        #expect(choices.contains("5") && choices.contains("9") && choices.contains("15"))
        let id = try #require(question["id"]?.string)
        client.send(["id": id, "result": ["title": "9"]])

        let apply = try client.waitFor("the edit") { $0["method"]?.string == "workspace/applyEdit" }
        #expect(apply["params"]?["label"]?.string == "AMRAP reps")
        let edits = try #require(apply["params"]?["edit"]?["changes"]?[uri]?.array)
        #expect(edits.count == 1)
        #expect(edits.first?["range"]?["start"] == .object(["line": .number(Double(amrap)), "character": .number(0)]))
        let written = try #require(edits.first?["newText"]?.string)
        #expect(written.hasPrefix("- [x] 285 x 9"))
        let applyID = try #require(apply["id"]?.string)
        client.send(["id": applyID, "result": ["applied": true]])
        #expect(try String(contentsOfFile: root + "/" + sheetPath, encoding: .utf8) == saved)
    }

    /// A lifter who dismisses the question (a null answer) gets no edit; arguments that name no
    /// set get an error, not a question.
    @Test func noAnswerNoEditAndNoSetAnError() throws {
        let folder = TemporaryFolder()
        let root = try exampleJournal(folder)
        let saved = try String(contentsOfFile: root + "/" + sheetPath, encoding: .utf8)
        let text = saved.replacingOccurrences(of: "- [x] 285 x 8", with: "- [ ] 285 x 5+")
        let amrap = try lineNumber(of: "- [ ] 285 x 5+", in: text)
        let client = TestClient()
        _ = try client.initialize()
        let uri = client.uri(root + "/" + sheetPath)
        client.open(root + "/" + sheetPath, text: text)
        _ = try client.diagnostics(for: uri)

        _ = try client.request("workspace/executeCommand", ["command": "plusmd.amrapReps", "arguments": [uri, amrap]])
        let question = try client.waitFor("the question") { $0["method"]?.string == "window/showMessageRequest" }
        client.send(["id": try #require(question["id"]?.string), "result": NSNull()])
        // The server answers the next request without sending an edit first.
        let heading = try lineNumber(of: "# Squat", in: text)
        let noSet = try client.request("workspace/executeCommand", ["command": "plusmd.amrapReps", "arguments": [uri, heading]])
        #expect(noSet["error"]?["code"]?.int == -32602)
        #expect(!client.received.contains { $0["method"]?.string == "workspace/applyEdit" || $0["method"]?.string == "window/showMessageRequest" })
        let unknown = try client.request("workspace/executeCommand", ["command": "plusmd.nothing"])
        #expect(unknown["error"]?["code"]?.int == -32602)
    }
}
