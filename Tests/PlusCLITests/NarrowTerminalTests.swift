import Foundation
import PlusTerminal
import Testing

/// `ScreenLine.wrapped`: what `log` and `watch` draw on a narrow terminal (a phone in portrait,
/// Termux at 40 columns) wraps between words, never losing a character.
@Suite struct ScreenLineWrapTests {
    @Test func aLineThatFitsIsLeftAlone() {
        let line = ScreenLine([Span("Rest ", .bold), Span("1:00", .green)])
        #expect(line.wrapped(width: 9).map(\.plainText) == ["Rest 1:00"])
    }

    @Test func wordsMoveToTheNextLineWithTheirLooks() {
        let line = ScreenLine([Span("Next: ", .bold), Span("Working 270 lb × 5+ · 45 45 10 10 2.5 per side (set 6)")])
        let lines = line.wrapped(width: 24, indent: 2)
        #expect(lines.map(\.plainText) == ["Next: Working 270 lb ×", "  5+ · 45 45 10 10 2.5", "  per side (set 6)"])
        #expect(lines.allSatisfy { $0.width <= 24 })
        #expect(lines[0].spans.first?.text == "Next: " && lines[0].spans.first?.look == .bold)
        // Every word is kept, in order.
        let words = { (text: String) in text.split(separator: " ").map(String.init) }
        #expect(lines.flatMap { words($0.plainText) } == words(line.plainText))
    }

    @Test func aWordLongerThanTheLineIsCutAtTheEdge() {
        let lines = ScreenLine("2026/2026-12-05-squat-at-the-hotel-gym.md").wrapped(width: 16, indent: 2)
        #expect(lines.map(\.plainText) == ["2026/2026-12-05-", "  squat-at-the-h", "  otel-gym.md"])
    }

    @Test func trailingSpacesMakeNoEmptyLineAndIndentationStays() {
        #expect(ScreenLine("Squat 315 lb x 5    ").wrapped(width: 10).map(\.plainText) == ["Squat 315", "  lb x 5"])
        #expect(ScreenLine("    2026/2026-12-05-squat.md").wrapped(width: 12, indent: 2).first?.plainText == "    2026/202")
    }

    @Test func aLineKeptToTwoLinesEndsInAnEllipsis() {
        let notes = ScreenLine([Span("Notes: ", .bold), Span("knees ok, belt on after 225, grip slipped on the last set, chalk next time")])
        let lines = notes.wrapped(width: 24, maxLines: 2)
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.width <= 24 })
        #expect(lines[1].plainText.hasSuffix("…"), "\(lines.map(\.plainText))")
        #expect(ScreenLine("short").wrapped(width: 24, maxLines: 2).map(\.plainText) == ["short"])
    }

    /// Random lines at random widths: no line is wider than the width, and no character other
    /// than the spaces where lines break is lost.
    @Test func nothingIsLostAtAnyWidth() {
        var seed: UInt64 = 7
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(seed >> 33) % bound
        }
        let words = ["Working", "270", "lb", "×", "5+", "·", "45", "10", "2.5", "per", "side", "←", "next", "AMRAP", "2026/2026-12-05-squat.md"]
        for _ in 0..<500 {
            let spans = (0..<(1 + next(6))).map { _ in
                Span((0..<(1 + next(5))).map { _ in words[next(words.count)] }.joined(separator: " ") + (next(2) == 0 ? " " : ""), next(2) == 0 ? .bold : .plain)
            }
            let line = ScreenLine(spans)
            let width = 8 + next(50)
            let lines = line.wrapped(width: width, indent: 2)
            #expect(lines.allSatisfy { $0.width <= width }, "\(line.plainText) at \(width)")
            let squeeze = { (text: String) in text.filter { $0 != " " } }
            #expect(squeeze(lines.map(\.plainText).joined()) == squeeze(line.plainText), "\(line.plainText) at \(width)")
        }
    }
}

/// `log` and `watch` at 40 columns: every set keeps its weight, reps and plates per side.
@Suite(.enabled(if: Tmux.isAvailable, "tmux is not installed: terminal tests skipped (apt-get install tmux)"))
struct NarrowTerminalTests {
    /// Week 1 of squat at TM 315, as `LogTerminalTests` works it out: 125, 160, 190 warmups,
    /// 205/235/270 working, 160 × 10 BBB, with their plates per side.
    static let sets: [(String, String)] = [
        ("125 lb × 5", "35 5 per side"), ("160 lb × 5", "45 10 2.5 per side"), ("190 lb × 3", "45 25 2.5 per side"),
        ("205 lb × 5", "45 35 per side"), ("235 lb × 5", "45 45 5 per side"), ("270 lb × 5+", "45 45 10 10 2.5 per side"),
    ]

    @Test func logAtFortyColumnsShowsEveryWeightRepsAndPlates() throws {
        let journal = try TerminalJournal()
        let tmux = try Tmux(journal.command("log"), environment: journal.environment, width: 40, height: 40)
        let screen = try tmux.waitFor("0/11 sets")
        let lines = screen.components(separatedBy: "\n")
        #expect(lines.allSatisfy { $0.count <= 40 })
        for (set, plates) in Self.sets {
            let row = try #require(lines.firstIndex { $0.contains(set) }, "\(set) in\n\(screen)")
            #expect(lines[row + 1].trimmingCharacters(in: .whitespaces) == plates, "\(set): \(lines[row + 1])")
        }
        #expect(screen.contains("▶  1  Warmup   125 lb × 5 ←"), "\(screen)")
        #expect(screen.contains("Enter logs set 1: 125 lb × 5"))
        try tmux.send("Enter")
        let resting = try tmux.waitFor("logged set 1:")
        // The rest panel's next set wraps between words: its plates are all there.
        let flat = resting.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(flat.contains("Next: Warmup 160 lb × 5 · 45 10 2.5 per side (set 2)"), "\(resting)")
        try tmux.send("q")
        try tmux.waitFor("EXIT=0")
    }

    @Test func watchAtFortyColumnsFollowsTheSet() throws {
        let journal = try TerminalJournal(scale: "0.05")
        let tmux = try Tmux(journal.command("watch"), environment: journal.environment, width: 40, height: 50)
        try tmux.waitFor("No workout in progress.")
        let logPane = try tmux.split(journal.command("log"))
        try tmux.waitFor("0/11 sets", pane: logPane)
        let current = try tmux.waitFor("Now · set 1 of 11 · Warmup")
        #expect(current.contains("125 lb × 5") && current.contains("35 5 per side"), "\(current)")
        try tmux.send("q", pane: logPane)
        try tmux.waitFor("EXIT=0", pane: logPane)
        try tmux.send("q")
        try tmux.waitFor("EXIT=0")
    }
}
